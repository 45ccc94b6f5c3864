/**
 * "Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets
 * +5/+5 until end of turn instead." (Explosive Growth), "Creatures you control get +1/+1 until
 * end of turn. If you have the city's blessing, those creatures get +2/+2 until end of turn
 * instead." (Pride of Conquerors), "Target creature gets -1/-1 until end of turn. Morbid — That
 * creature gets -13/-13 until end of turn instead if a creature died this turn." (Tragic Slip):
 * a rider on the sentence just before it (CR 608.2c). The condition is checked once, before
 * either is followed, and exactly one of the two is followed — never both (so the creature gets
 * +5/+5, not +7/+7).
 *
 * Read only where both sentences are nothing but "gets +N/+N" / "has base power and toughness
 * N/N" (with "gains …") for one same object or group and one same duration, and the rider
 * chooses no target of its own; anything else stays text ("If this permanent is an Aura,
 * enchanted creature gets +2/+2 … instead": another object).
 */
import type { Condition, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';

/** The keys a plain pump or base-P/T step may have (anything else: not read). */
const PUMP_KEYS = new Set(['do', 'what', 'power', 'toughness', 'gains', 'until']);
const BASE_KEYS = new Set(['do', 'what', 'setBase', 'until']);

/** Whether `s` is a plain "gets +N/+N (and gains …) until …" or "has base power and toughness N/N until …". */
function pumpLike(s: StepSpec): boolean {
  const keys = Object.keys(s);
  if (s.do === 'pump') return keys.every((k) => PUMP_KEYS.has(k));
  return s.do === 'becomes' && keys.every((k) => BASE_KEYS.has(k));
}

/**
 * Lowers the rider: `cond` (already lowered), and `lowerInner` building the sentence followed
 * instead. `prevFrom`: where the steps of the sentence before start. False (the build then
 * restored by the caller) when the sentence before or the rider is not of the form above.
 */
export function lowerPumpInstead(
  b: Build,
  prevFrom: number | undefined,
  cond: Condition,
  lowerInner: () => boolean,
): boolean {
  if (prevFrom === undefined) return false;
  if (!b.steps.slice(prevFrom).every(pumpLike)) return false;
  const targets = b.targets.length;
  const from = b.steps.length;
  if (!lowerInner() || b.targets.length !== targets) return false;
  const after = b.steps.slice(from);
  // "those creatures" after "Creatures you control get +1/+1" kept that instruction's group
  // (groups.ts); as that instruction isn't followed when this one is, they are the same group,
  // read as this one is followed: unwrapped back to the group itself.
  for (let i = prevFrom; i < from; i++) {
    const g = b.steps[i] as StepSpec;
    if (g.do !== 'group' || !pumpLike(g.step)) continue;
    const named = JSON.stringify({ ref: 'var', name: g.as });
    for (const s of after)
      if (JSON.stringify((s as { what?: unknown }).what) === named) Object.assign(s, { what: g.what });
    b.steps[i] = { ...g.step, ...(g.when ? { when: g.when } : {}) };
    b.group = { ambiguous: true };
  }
  if (!after.length || !after.every(pumpLike)) return false;
  const before = b.steps.slice(prevFrom, from);
  if (!before.length || !before.every(pumpLike)) return false;
  const first = before[0] as StepSpec & { what?: unknown; until?: unknown };
  const what = JSON.stringify(first.what);
  const same = (s: StepSpec) =>
    JSON.stringify((s as { what?: unknown }).what) === what && (s as { until?: unknown }).until === first.until;
  if (!what || ![...before, ...after].every(same)) return false;
  const as = freshVar(b, 'instead');
  for (const s of before) s.when = { not: { var: as } };
  for (const s of after) s.when = { var: as };
  b.steps.splice(prevFrom, 0, { do: 'check', condition: cond, as, text: 'Is the other instruction followed instead?' });
  return true;
}
