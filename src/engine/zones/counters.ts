/**
 * Putting counters on an object (CR 122.1, 122.6): one function used by effects, keyword
 * abilities and damage (wither and infect, 702.80a, 702.90b); it imports only the state and
 * the characteristics, so any zone module may use it without an import circle.
 */
import { displayName } from '../derived/characteristics';
import { emit, type Ctx } from '../state/context';
import type { GameObject } from '../state/types';

/** Puts counters on an object (CR 122). */
export function addCounters(ctx: Ctx, obj: GameObject, counter: string, n: number, rule: string, why: string): void {
  if (n <= 0) return;
  obj.counters[counter] = (obj.counters[counter] ?? 0) + n;
  emit(ctx, {
    type: 'CountersAdded',
    objectId: obj.id,
    counter,
    count: n,
    after: obj.counters[counter] ?? n,
    rule,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${displayName(ctx, obj)} got ${n} ${counter} counter${n === 1 ? '' : 's'}${why ? ` ${why}` : ''}.`,
  });
}

/**
 * Removes up to `n` counters of a kind from an object: only counters that are there can be
 * removed (CR 122.1). Returns how many were; `text(k)` says what happened in the log.
 */
export function removeCounters(
  ctx: Ctx,
  obj: GameObject,
  counter: string,
  n: number,
  rule: string,
  text: (k: number) => string,
): number {
  const k = Math.min(n, obj.counters[counter] ?? 0);
  if (k <= 0) return 0;
  obj.counters[counter] = (obj.counters[counter] ?? 0) - k;
  if (!obj.counters[counter]) delete obj.counters[counter];
  emit(ctx, {
    type: 'CountersRemoved',
    objectId: obj.id,
    counter,
    count: k,
    rule,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: text(k),
  });
  return k;
}
