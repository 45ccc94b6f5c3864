/**
 * Costs paid with objects whose numbers add up to N or greater: crew's and saddle's total power
 * (CR 702.122a, 702.171a), collect evidence's total mana value (701.59a). What they share: the
 * total, the autopayer's pick, and the choice left to no one when every object is needed.
 */
import type { ObjectId } from '../state/types';

/** The sum of `value` over `c` (a negative power counts as it is, CR 702.122a). */
export function totalOf<T>(c: readonly T[], value: (x: T) => number): number {
  return c.reduce((n, x) => n + value(x), 0);
}

/** The autopayer's pick: the greatest values first until the total is `n` or greater. */
export function greatestFirst<T extends { id: ObjectId }>(
  c: readonly T[],
  n: number,
  value: (x: T) => number,
): ObjectId[] {
  const out: ObjectId[] = [];
  let sum = 0;
  for (const x of [...c].sort((a, b) => value(b) - value(a))) {
    if (sum >= n) break;
    out.push(x.id);
    sum += value(x);
  }
  return out;
}

/**
 * The only choice when there is one: every candidate, when none adds nothing (0 or less) and
 * each is needed to reach `n`; else null (the player chooses).
 */
export function forcedChoice<T extends { id: ObjectId }>(
  c: readonly T[],
  n: number,
  value: (x: T) => number,
): ObjectId[] | null {
  const positive = c.filter((x) => value(x) > 0);
  return positive.length > 0 &&
    positive.length === c.length &&
    totalOf(positive, value) - Math.min(...positive.map(value)) < n
    ? positive.map((x) => x.id)
    : null;
}
