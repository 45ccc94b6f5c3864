/**
 * The activated abilities an object has now (CR 113.1b, 602): those of its rules text — unless
 * an effect that set its land type took them away (CR 305.7) — and the intrinsic mana ability
 * of each basic land type it has (CR 305.6). Abilities are numbered for actions: the rules
 * text's keep their place in the definition (0 … n-1, also when gone), the intrinsic ones follow
 * (n, n+1, … in WUBRG order of the land types the object has now), then those effects give it
 * in quotation marks (CR 613.1f; from {@link GRANTED_ABILITY_BASE}). A printed "{T}: Add {G}." on
 * a basic Forest is that land type's ability written out, not a second one.
 */
import type { ActivatedSpec, CardDef } from '../state/card-def';
import { defOf, type Ctx } from '../state/context';
import { characteristicsAt, grantedAbilitiesOf } from './characteristics';
import { hasAtLevel } from './class-level';
import { intrinsicManaAbilities, sameAsIntrinsic } from './land-types';
import { printedOf } from './printed';
import { staticIndex } from './statics';
import type { GameObject } from '../state/types';

/** One activated ability of an object, with the number actions use for it. */
export interface AbilityRef {
  index: number;
  spec: ActivatedSpec;
  /** An intrinsic mana ability of a basic land type (CR 305.6), not written in the rules text. */
  intrinsic: boolean;
  /** An ability in quotation marks an effect gives it (CR 613.1f): the granting permanent's or effect's name. */
  grantedBy?: string;
}

export { isManaAbility } from './def-flags';

/**
 * Where the numbers of abilities effects give an object begin (CR 613.1f): the k-th granted
 * ability (in timestamp order, of every kind) is `GRANTED_ABILITY_BASE + k`, after the numbers
 * its card's own and intrinsic abilities use (no card has 45 activated abilities) and within
 * the 0–99 a script or a shared link may name.
 */
export const GRANTED_ABILITY_BASE = 50;

function withIntrinsic(
  written: ActivatedSpec[],
  kept: ActivatedSpec[],
  types: { types: string[]; subtypes: string[] },
): AbilityRef[] {
  const out: AbilityRef[] = kept.map((spec, index) => ({ index, spec, intrinsic: false }));
  if (!types.types.includes('land')) return out;
  let n = written.length;
  for (const spec of intrinsicManaAbilities(types.subtypes)) {
    if (kept.some((w) => sameAsIntrinsic(w, spec))) continue;
    out.push({ index: n++, spec, intrinsic: true });
  }
  return out;
}

const byDef = new WeakMap<CardDef, AbilityRef[]>();

/** The activated abilities `obj` has now, in action order (see the module docstring). */
export function activatedAbilities(ctx: Ctx, obj: GameObject): AbilityRef[] {
  let refs = writtenAndIntrinsic(ctx, obj);
  // A Class's abilities of a level it hasn't reached (CR 716.2a): not had; the others keep their numbers.
  // A mode's abilities if that mode wasn't chosen (CR 614.12): not had either.
  if (refs.some((r) => r.spec.level !== undefined || r.spec.ifChosen !== undefined || r.spec.door !== undefined))
    refs = refs.filter((r) => hasAtLevel(obj, r.spec));
  const granted = grantedAbilitiesOf(ctx, obj);
  if (!granted.length) return refs;
  const out = [...refs];
  granted.forEach((g, k) => {
    const spec = 'activated' in g.ability ? g.ability.activated : null;
    if (spec)
      out.push({
        index: GRANTED_ABILITY_BASE + k,
        // The permanent that gives it, which its cost and effect may name (mana/grantor-cost.ts, CR
        // 113.7a); a mana ability's cost stays as written (the automatic payer reads it).
        spec: g.source && !spec.mana ? { ...spec, cost: { ...spec.cost, grantorId: g.source } } : spec,
        intrinsic: false,
        grantedBy: g.sourceName,
      });
  });
  return out;
}

function writtenAndIntrinsic(ctx: Ctx, obj: GameObject): AbilityRef[] {
  const def = defOf(ctx, obj);
  const written = def.activated ?? [];
  if (obj.zone === 'battlefield' && staticIndex(ctx).uses.types) {
    // Layer 6 too: "loses all abilities" takes the intrinsic ones as well (CR 613.1f, 305.6).
    const c = characteristicsAt(ctx, obj, 'abilities');
    return c.abilitiesLost ? [] : withIntrinsic(written, c.rulesTextLost ? [] : written, c);
  }
  // Nothing can change its types: the printed type line decides (cached per definition).
  let refs = byDef.get(def);
  if (!refs) byDef.set(def, (refs = withIntrinsic(written, written, printedOf(def))));
  return refs;
}

/** The activated ability numbered `index` that `obj` has now, or undefined. */
export function activatedAbility(ctx: Ctx, obj: GameObject, index: number): ActivatedSpec | undefined {
  return activatedAbilities(ctx, obj).find((a) => a.index === index)?.spec;
}
