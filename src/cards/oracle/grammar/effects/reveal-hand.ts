/**
 * "Reveal any number of blue cards in your hand" (CR 701.20a): the controller of the spell or
 * ability chooses any number of the cards in their hand that match, and reveals them; the
 * instructions after it count them ("You gain 2 life for each card revealed this way", "…, where
 * X is the number of cards revealed this way"; amounts.ts `revealedThisWay`). Another player
 * revealing ("Each player may reveal any number of creature cards from their hand") stays text.
 */
import type { ObjectFilter } from '../../../../engine';
import { freshVar } from '../../build';
import { objectPhrase } from '../objects';
import { map, seq, lit } from '../peg';
import type { LowerTable, VerbEntry } from './verb';

export type RevealHandVp = { k: 'revealFromHand'; filter: ObjectFilter };

export const REVEAL_HAND_VERBS: VerbEntry<RevealHandVp>[] = [
  {
    subject: 'player',
    parse: map(seq(lit('reveal any number of'), objectPhrase), ([, ph]) => {
      const f = ph.filter;
      // "blue cards in your hand", "cards in your hand": cards only, in your own hand.
      if (!ph.plural || ph.other || f.zone !== 'hand' || f.owner !== 'you' || f.controller) return null;
      return { k: 'revealFromHand', filter: f };
    }),
  },
];

export const LOWER_REVEAL_HAND: LowerTable<RevealHandVp> = {
  revealFromHand: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    c.b.steps.push({ do: 'revealFromHand', filter: v.filter, as: freshVar(c.b, 'revealed') });
    return true;
  },
};
