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
