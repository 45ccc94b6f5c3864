/**
 * Prevention paid for with counters (CR 615.1a, 615.5; engine: zones/counter-prevention.ts):
 *
 * - "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (the
 *   Phantom cycle): all of each damage event prevented, one counter removed;
 * - "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and
 *   remove a +1/+1 counter from it." (Oathsworn Knight, Undergrowth Champion), "… and remove that
 *   many +1/+1 counters from ~." (Ugin's Conjurant).
 *
 * Only this permanent's own damage and counters. Further effects other than removing counters
 * ("… When one or more counters are removed this way, …", Magma Pummeler; "then give each player
 * a rad counter …", Bloatfly Swarm; "and create that many … tokens", Sekki) stay text.
 */
import type { ReplacementSpec } from '../../../engine';
import { counterKindModelled } from '../../../engine';
import type { Part } from './part';

/** A counter kind as written before "counter" ("+1/+1", "-1/-1", "charge"). */
const COUNTER = String.raw`([+-]\d+\/[+-]\d+|[a-z]+)`;

const PHANTOM = new RegExp(
  String.raw`^If damage would be dealt to ~, prevent that damage\. Remove an? ${COUNTER} counter from ~\.$`,
);
const WHILE = new RegExp(
  String.raw`^If damage would be dealt to ~ while it has an? ${COUNTER} counter on it, prevent that damage and remove (an? \1 counter|that many \1 counters) from (?:it|~)\.$`,
);

/** The prevention the ability's text (with its final period) states, or null if it is not one of these. */
export function counterPrevention(text: string): Part | null {
  let rep: ReplacementSpec | null = null;
  const phantom = PHANTOM.exec(text);
  const kept = phantom ? null : WHILE.exec(text);
  const counter = (phantom ?? kept)?.[1];
  if (!counter || !counterKindModelled(counter)) return null;
  if (phantom) rep = { kind: 'preventDamage', to: { self: true }, thenRemove: { counter } };
  else if (kept) {
    const perDamage = (kept[2] as string).startsWith('that many');
    rep = {
      kind: 'preventDamage',
      to: { self: true },
      whileCounter: counter,
      thenRemove: { counter, ...(perDamage ? { perDamage: true as const } : {}) },
    };
  }
  return rep ? { replacements: [rep] } : null;
}
