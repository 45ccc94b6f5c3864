/**
 * Exiling the top cards of a library (CR 406.2): "exile the top card of your library", "exile
 * the top three cards of your library", "Each player exiles the top card of their library".
 * "Exile cards from the top of your library until you exile a nonland card": one at a time, the
 * card that ends it is "it" / "that card". What was exiled is "it" / "those cards" for the next
 * instruction ("You may play that card this turn": sentence.ts, `mayPlay`; "You may cast that
 * card without paying its mana cost", `castFree`).
 */
import type { AmountNode } from '../amounts';
import { lowerAmount } from '../amounts';
import { freshVar } from '../../build';
import { lowerNP } from '../lower-nouns';
import { possessivePlayer, type NP } from '../nouns';
import { objectPhrase, type ObjectPhrase } from '../objects';
import { alt, as, lit, map, opt, seq, w } from '../peg';
import { pickFilter } from './library';
import { countOrX } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type ImpulseVp = {
  k: 'exileTop';
  n: AmountNode;
  /** "exile cards from the top of your library until you exile a nonland card": what ends it. */
  until?: ObjectPhrase;
  /**
   * "exile the top card of that player's library", "… of target opponent's library", "… of each
   * player's library" (CR 406.2): another player's library, exiled by you.
   */
  whose?: NP;
};

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
    parse: alt(
      map(
        seq(w('exile', 'exiles'), topCards, lit('of'), w('your', 'their', 'his'), opt(lit('or her')), w('library')),
        ([, n]) => ({ k: 'exileTop', n }) as ImpulseVp,
      ),
      map(
        seq(w('exile'), topCards, lit('of'), possessivePlayer, w('library')),
        ([, n, , whose]) => ({ k: 'exileTop', n, whose }) as ImpulseVp,
      ),
      // "exile that many cards from the top of your library" (after a trigger's amount, ./amounts.ts
      // `thatMany`), "exile two cards from the top of …": the top cards, as "the top two cards of".
      map(
        seq(
          w('exile', 'exiles'),
          alt(
            as(lit('that many cards'), { k: 'thatMany' } as AmountNode),
            map(seq(countOrX, w('cards')), ([c]) =>
              c === 'X' ? ({ k: 'x' } as AmountNode) : ({ k: 'n', n: c } as AmountNode),
            ),
          ),
          lit('from the top of'),
          w('your', 'their', 'his'),
          opt(lit('or her')),
          w('library'),
        ),
        ([, n]) => ({ k: 'exileTop', n }) as ImpulseVp,
      ),
      // "exile cards from the top of your library until you exile a nonland card" (one card ends it).
      map(
        seq(w('exile'), lit('cards from the top of your library until you exile'), w('a', 'an'), objectPhrase),
        ([, , , ph]) => (ph.plural ? null : ({ k: 'exileTop', n: n1, until: ph } as ImpulseVp)),
      ),
    ),
  },
];

export const LOWER_IMPULSE: LowerTable<ImpulseVp> = {
  exileTop: (v, c) => {
    const count = lowerAmount(c.b, v.n);
    if (count === null) return false;
    // Until a card of a kind: your own library, a card's qualities only; "it" is that card.
    const until = v.until ? pickFilter(v.until) : undefined;
    if (v.until && (!until || c.actor.ref !== 'you')) return false;
    // Another player's library: exiled by you, the player whose library it is named by the possessive.
    const player = v.whose ? (c.actor.ref === 'you' ? lowerNP(c.b, v.whose, 'player') : null) : c.actor;
    if (!player) return false;
    const as = freshVar(c.b, 'exiled');
    c.b.steps.push({ do: 'exileTop', player, count, as, ...(until ? { until } : {}) });
    // "it", "that card", "those cards" now name the cards exiled (CR 400.7j: in a public zone).
    c.b.it = { ref: 'var', name: as };
    c.b.itUnnamed = false;
    return true;
  },
};
