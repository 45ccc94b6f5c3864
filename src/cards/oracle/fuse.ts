/**
 * Fuse (CR 702.102): "If a player casts a split card with fuse from their hand, the player may
 * choose to cast both halves of that split card rather than choose one half" (702.102a). The
 * fused split spell has both halves' characteristics (702.102b, 709.4d), its total cost includes
 * each half's mana cost (702.102c), and as it resolves its controller follows the left half's
 * instructions, then the right half's (702.102d). Read here as one spell ability: the left half's
 * targets and steps, then the right half's, its target slots after the left's.
 *
 * Only halves read in full, with targets and steps alone (no modes, kicker or divided amounts),
 * without {X} in a cost and without results named alike in both; anything else stays text.
 */
import type { AltCost, HalfDef, SpellSpec } from '../../engine';

/** `v` with every `{ ref: 'target', slot }` moved `by` slots on. */
function shiftSlots<T>(v: T, by: number): T {
  if (Array.isArray(v)) return v.map((x) => shiftSlots(x, by)) as T;
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(o).map(([k, x]) => [k, shiftSlots(x, by)]));
  if (o.ref === 'target' && typeof o.slot === 'number') out.slot = o.slot + by;
  return out as T;
}

/** The names of the results a spell's steps keep ("as"). */
function resultNames(spec: SpellSpec): string[] {
  return [...JSON.stringify(spec.steps).matchAll(/"as":"([^"]+)"/g)].map((m) => m[1] as string);
}

/** Whether the half's spell ability is one fuse can join: targets and steps alone, nothing divided. */
function joinable(h: HalfDef): boolean {
  const keys = Object.keys(h.spell);
  return (
    keys.every((k) => k === 'targets' || k === 'steps') &&
    h.spell.steps.length > 0 &&
    !/\{X\}/.test(h.manaCost) &&
    !JSON.stringify(h.spell).includes('"divided"')
  );
}

/** The fused cast of a split card's two halves (CR 702.102), or null when it isn't read. */
export function fusedCost(halves: readonly HalfDef[]): Extract<AltCost, { kind: 'fuse' }> | null {
  const [left, right] = halves;
  if (halves.length !== 2 || !left || !right || !joinable(left) || !joinable(right)) return null;
  const names = new Set(resultNames(left.spell));
  if (resultNames(right.spell).some((n) => names.has(n))) return null;
  const spell: SpellSpec = {
    targets: [...left.spell.targets, ...right.spell.targets],
    steps: [...left.spell.steps, ...shiftSlots(right.spell.steps, left.spell.targets.length)],
  };
  return { kind: 'fuse', mana: `${left.manaCost}${right.manaCost}`, spell };
}
