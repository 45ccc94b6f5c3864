/**
 * Qualifiers of an object phrase that ask about counters on the object (CR 122.1), beside the
 * "+1/+1" forms of objects.ts:
 * - "with a bounty counter on it", "with one or more oil counters on them", "with oil counters on
 *   them": it has at least one counter of that kind;
 * - "that has a -1/-1 counter on it", "that have +1/+1 counters on them": the same;
 * - "without a +1/+1 counter on it", "that doesn't have a +1/+1 counter on it", "that don't have
 *   … on them": it has none of that kind.
 * Counters are a permanent's status (122.1): a phrase naming cards in a zone ("creature card from
 * your graveyard with a memory counter on it" — where the words say what the instruction does with
 * the card, Altaïr Ibn-La'Ahad) is refused, so it is never read as a filter of the cards.
 */
import type { ObjectFilter } from '../../../engine';
import type { Mod } from './objects';
import { alt, lit, map, seq, w, type P } from './peg';
import { counterKindWord } from './words';

/** A counter of `kind` on it (`none`: no counter of that kind), on a permanent only. */
function counterMod(kind: string, none: boolean): Mod {
  return (f: ObjectFilter) => {
    if (f.counters !== undefined || f.cardOnly || f.zone !== undefined) return false;
    f.counters = none ? { kind, none: true } : { kind };
    return true;
  };
}

/** "on it" / "on them". */
const onIt = seq(w('on'), w('it', 'them'));

/** "a bounty counter", "one or more oil counters", "oil counters" (the plural alone). */
const someOfKind: P<string> = alt(
  map(seq(alt(w('a', 'an'), lit('one or more')), counterKindWord, w('counter', 'counters')), ([, k]) => k),
  map(seq(counterKindWord, w('counters')), ([k]) => k),
);

/** The counter qualifiers (see the module's comment). */
export const counterQualifier: P<Mod> = alt(
  map(seq(w('with'), someOfKind, onIt), ([, k]) => counterMod(k, false)),
  map(seq(alt(lit('that has'), lit('that have')), someOfKind, onIt), ([, k]) => counterMod(k, false)),
  map(seq(w('without'), w('a', 'an'), counterKindWord, w('counter'), onIt), ([, , k]) => counterMod(k, true)),
  map(seq(w('without'), counterKindWord, w('counters'), onIt), ([, k]) => counterMod(k, true)),
  map(
    seq(
      alt(lit("that doesn't have"), lit("that don't have")),
      w('a', 'an', 'any'),
      counterKindWord,
      w('counter', 'counters'),
      onIt,
    ),
    ([, , k]) => counterMod(k, true),
  ),
);
