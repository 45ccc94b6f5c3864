/**
 * Exiling the top cards of a library (CR 406.2): "exile the top card of your library", "exile
 * the top three cards of your library", "Each player exiles the top card of their library".
 * What was exiled is "it" / "those cards" for the next instruction ("You may play that card
 * this turn": sentence.ts, `mayPlay`).
 */
import type { AmountNode } from '../amounts';
import { lowerAmount } from '../amounts';
import { freshVar } from '../../build';
import { alt, as, lit, map, opt, seq, w } from '../peg';
import { countOrX } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type ImpulseVp = { k: 'exileTop'; n: AmountNode };

const n1: AmountNode = { k: 'n', n: 1 };

/** "the top card", "the top three cards", "the top X cards". */
const topCards = alt(
  as(lit('the top card'), n1),
  map(seq(lit('the top'), countOrX, w('cards')), ([, c]) =>
    c === 'X' ? ({ k: 'x' } as AmountNode) : ({ k: 'n', n: c } as AmountNode),
  ),
);

export const IMPULSE_VERBS: VerbEntry<ImpulseVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(w('exile', 'exiles'), topCards, lit('of'), w('your', 'their', 'his'), opt(lit('or her')), w('library')),
      ([, n]) => ({ k: 'exileTop', n }) as ImpulseVp,
    ),
  },
];

export const LOWER_IMPULSE: LowerTable<ImpulseVp> = {
  exileTop: (v, c) => {
    const count = lowerAmount(c.b, v.n);
    if (count === null) return false;
    const as = freshVar(c.b, 'exiled');
    c.b.steps.push({ do: 'exileTop', player: c.actor, count, as });
    // "it", "that card", "those cards" now name the cards exiled (CR 400.7j: in a public zone).
    c.b.it = { ref: 'var', name: as };
    c.b.itUnnamed = false;
    return true;
  },
};
