/**
 * Prevention paid for with counters (CR 615.1a, 615.5; engine: zones/counter-prevention.ts):
 *
 * - "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (the
 *   Phantom cycle): all of each damage event prevented, one counter removed;
 * - "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and
 *   remove a +1/+1 counter from it." (Oathsworn Knight, Undergrowth Champion), "… and remove that
 *   many +1/+1 counters from ~." (Ugin's Conjurant, Polukranos, Unchained);
 * - "If damage would be dealt to ~, prevent that damage and remove that many +1/+1 counters from
 *   it." (Protean Hydra), "If ~ would be dealt damage, prevent that damage and remove a +1/+1
 *   counter from it." (Unbreathing Horde).
 *
 * Only this permanent's own damage and counters. Further effects other than removing counters
 * ("… When one or more counters are removed this way, …", Magma Pummeler; "then give each player
 * a rad counter …", Bloatfly Swarm; "and create that many … tokens", Sekki) stay text.
 */
import type { ReplacementSpec } from '../../../engine';
import { counterKindModelled } from '../../../engine';
import type { Part } from './part';

/** A counter kind as written before "counter" ("+1/+1", "-1/-1", "charge"). */
const C = String.raw`(?:[+-]\d+\/[+-]\d+|[a-z]+)`;

/**
 * "If damage would be dealt to ~" / "If ~ would be dealt damage", maybe "while it has a +1/+1
 * counter on it", then "prevent that damage. Remove a +1/+1 counter from ~." or "prevent that
 * damage and remove a +1/+1 counter / that many +1/+1 counters from it".
 */
const PAID = new RegExp(
  String.raw`^If (?:damage would be dealt to ~|~ would be dealt damage)(?: while it has an? (${C}) counter on it)?, prevent that damage(?:\. Remove an? (${C}) counter from ~| and remove (?:an? (${C}) counter|that many (${C}) counters) from (?:it|~))\.$`,
);

/** The prevention the ability's text (with its final period) states, or null if it is not one of these. */
export function counterPrevention(text: string): Part | null {
  const m = PAID.exec(text);
  if (!m) return null;
  const [, kept, sentence, one, many] = m;
  const counter = sentence ?? one ?? many;
  // "while it has a +1/+1 counter on it, … remove a -1/-1 counter": not read.
  if (!counter || !counterKindModelled(counter) || (kept !== undefined && kept !== counter)) return null;
  const rep: ReplacementSpec = {
    kind: 'preventDamage',
    to: { self: true },
    ...(kept ? { whileCounter: kept } : {}),
    thenRemove: { counter, ...(many ? { perDamage: true as const } : {}) },
  };
  return { replacements: [rep] };
}
