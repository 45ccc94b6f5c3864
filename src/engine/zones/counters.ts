/**
 * Putting counters on an object (CR 122.1, 122.6): one function used by effects, keyword
 * abilities and damage (wither and infect, 702.80a, 702.90b); it imports only the state and
 * the characteristics, so any zone module may use it without an import circle.
 */
import { displayName } from '../derived/characteristics';
import { KEYWORD_COUNTERS } from '../derived/keyword-counters';
import { emit, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import type { GameObject } from '../state/types';

/**
 * Replacement effects on counters about to be put on a permanent (CR 122.6, 614.1a), installed by
 * zones/counter-replacements.ts as it loads (steps-ready.ts loads it for a card that has one):
 * how many of them are put instead of `n`; what it says goes to `out` if given (a permanent
 * entering, whose events wait for its zone change), else is emitted.
 */
export const LAZY_COUNTERS: {
  more?: (ctx: Ctx, obj: GameObject, counter: string, n: number, out?: GameEvent[]) => number;
} = {};

/** How many `counter` counters are put on `obj` when `n` would be ({@link LAZY_COUNTERS}). */
export function countersToPut(ctx: Ctx, obj: GameObject, counter: string, n: number, out?: GameEvent[]): number {
  return n > 0 && LAZY_COUNTERS.more ? LAZY_COUNTERS.more(ctx, obj, counter, n, out) : n;
}

/** Puts counters on an object (CR 122), as replacement effects change their number ({@link LAZY_COUNTERS}). */
export function addCounters(ctx: Ctx, obj: GameObject, counter: string, n: number, rule: string, why: string): void {
  n = countersToPut(ctx, obj, counter, n);
  if (n <= 0) return;
  obj.counters[counter] = (obj.counters[counter] ?? 0) + n;
  if (KEYWORD_COUNTERS.has(counter))
    obj.keywordCountersAt = { ...obj.keywordCountersAt, [counter]: ctx.s.nextTimestamp };
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
