/**
 * "For each 1 damage prevented this way, put a +1/+1 counter on that creature" right after a
 * prevention shield for that creature (Test of Faith, Temper; CR 615.5): a further effect of the
 * shield, carried out as it prevents damage, not as the spell resolves. The amount names no
 * number the effect could count as it resolves, so it is read here, as the shield's `counters`.
 */
import type { StepSpec } from '../../../engine';
import type { Build } from '../build';

/**
 * Turns the steps the instruction after "For each 1 damage prevented this way," built (from
 * `from` on: one "put a counter on that creature") into the `counters` of the one shield before
 * it, which must be for that same one object (`to`, by any source, not a group). False when the
 * words can't be read so.
 */
export function countersPerPrevented(b: Build, from: number): boolean {
  const built = b.steps.slice(from);
  const put = built[0];
  const shield = b.steps[from - 1];
  if (built.length !== 1 || put?.do !== 'addCounters' || put.count !== 1) return false;
  if (shield?.do !== 'prevent' || b.steps[from - 2]?.do === 'prevent') return false;
  if (!shield.to || shield.by || shield.group || shield.counters) return false;
  if (shield.to.ref !== 'target' || JSON.stringify(shield.to) !== JSON.stringify(put.what)) return false;
  const t = b.targets[shield.to.slot];
  if (!t || t.max !== 1 || t.countIsX || t.filter.players || !t.filter.objects) return false;
  const counters: StepSpec = { ...shield, counters: put.counter };
  b.steps.splice(from - 1, 2, counters);
  return true;
}
