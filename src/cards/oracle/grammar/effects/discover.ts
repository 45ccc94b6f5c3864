/**
 * Discover (CR 701.57a): "discover 3", "discover X, where X is …" (the "where" is read by the
 * sentence, 107.3c). Exile from the top of your library until a nonland card with mana value N or
 * less; cast it without paying its mana cost or put it into your hand; the rest go on the bottom
 * in a random order (the `discover` step). Only you discover here: "that player discovers X"
 * (Zoyowa's Justice) and "discover again for the same value" stay text.
 */
import { lowerAmount, type AmountNode } from '../amounts';
import { map, seq, w } from '../peg';
import { countOrX } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type DiscoverVp = { k: 'discover'; n: AmountNode };

export const DISCOVER_VERBS: VerbEntry<DiscoverVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(w('discover'), countOrX),
      ([, n]) => ({ k: 'discover', n: n === 'X' ? { k: 'x' } : { k: 'n', n } }) as DiscoverVp,
    ),
  },
];

export const LOWER_DISCOVER: LowerTable<DiscoverVp> = {
  discover: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const count = lowerAmount(c.b, v.n);
    if (count === null) return false;
    c.b.steps.push({ do: 'discover', count });
    return true;
  },
};
