/**
 * Land types (CR 205.3i) and the intrinsic mana abilities of the basic land types (CR 305.6):
 * an object with the land type Plains has "{T}: Add {W}", Island {U}, Swamp {B}, Mountain {R},
 * Forest {G}, whether the type is printed (Badlands is a "Swamp Mountain": its text is only
 * reminder text) or given by an effect (Evil Presence). An effect that sets a land's subtype
 * takes away its old land types and the abilities of its rules text (CR 305.7, layers.ts).
 */
import type { ActivatedSpec } from '../state/card-def';
import type { ManaType } from '../state/types';

/** The basic land types and the mana their intrinsic ability adds (CR 305.6), in WUBRG order. */
export const BASIC_LAND_TYPES: readonly (readonly [string, ManaType])[] = [
  ['Plains', 'W'],
  ['Island', 'U'],
  ['Swamp', 'B'],
  ['Mountain', 'R'],
  ['Forest', 'G'],
];

/** Every land type (CR 205.3i). */
const LAND_TYPES = new Set([
  'Cave',
  'Cloud',
  'Desert',
  'Forest',
  'Gate',
  'Island',
  'Lair',
  'Locus',
  'Mine',
  'Mountain',
  'Plains',
  'Planet',
  'Power-Plant',
  'Sphere',
  'Swamp',
  'Tower',
  'Town',
  "Urza's",
]);

const BASIC = new Map(BASIC_LAND_TYPES.map(([t, m]) => [t, m]));

/** Whether a subtype is a basic land type (CR 205.3i, 305.6). */
export function isBasicLandType(subtype: string): boolean {
  return BASIC.has(subtype);
}

/** Whether a subtype is a land type (CR 205.3i). */
export function isLandType(subtype: string): boolean {
  return LAND_TYPES.has(subtype);
}

const INTRINSIC = new Map<ManaType, ActivatedSpec>(
  BASIC_LAND_TYPES.map(([, m]) => [
    m,
    { cost: { tap: true }, mana: { kind: 'fixed', mana: [m] }, text: `{T}: Add {${m}}.` },
  ]),
);

/** The intrinsic mana abilities of the basic land types among `subtypes` (CR 305.6), in WUBRG order. */
export function intrinsicManaAbilities(subtypes: readonly string[]): ActivatedSpec[] {
  const out: ActivatedSpec[] = [];
  for (const [t, m] of BASIC_LAND_TYPES) if (subtypes.includes(t)) out.push(INTRINSIC.get(m) as ActivatedSpec);
  return out;
}

/** Whether a printed ability is exactly an intrinsic one ("{T}: Add {G}." written out on a basic Forest). */
export function sameAsIntrinsic(spec: ActivatedSpec, intrinsic: ActivatedSpec): boolean {
  const m = spec.mana;
  const im = intrinsic.mana;
  const costKeys = Object.keys(spec.cost).filter(
    (k) => spec.cost[k as keyof typeof spec.cost] !== undefined && spec.cost[k as keyof typeof spec.cost] !== false,
  );
  return (
    !!m &&
    !!im &&
    m.kind === 'fixed' &&
    im.kind === 'fixed' &&
    m.mana.length === 1 &&
    m.mana[0] === im.mana[0] &&
    costKeys.length === 1 &&
    spec.cost.tap === true &&
    !spec.targets?.length &&
    !spec.limits &&
    !spec.zone
  );
}
