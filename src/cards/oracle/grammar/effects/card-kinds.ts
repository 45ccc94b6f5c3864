/**
 * Card kinds joined by "or" in a choice among cards (CR 608.2c): "a Mount creature card or a
 * Plains card" is one card of either kind. Used where cards are chosen from among cards looked
 * at, revealed or milled.
 */
import type { ObjectFilter } from '../../../../engine';
import { objectPhrase, onlyCharacteristics, type ObjectPhrase } from '../objects';
import { list, map, seq, w, type P } from '../peg';

/**
 * Characteristics an "or" alternative may name besides types and colours (CR 109.3), each read by
 * the engine's check of an `anyOf` alternative: a mana value range ("with mana value 3 or
 * less"), a name, a keyword, power and toughness.
 */
const MORE_KEYS: ReadonlySet<string> = new Set([
  'manaValue',
  'named',
  'withKeyword',
  'withoutKeyword',
  'power',
  'toughness',
]);

/**
 * A singular card phrase's filter without `cardOnly`, or null unless it names characteristics
 * only (one kind of an "or" list of cards, CR 608.2c).
 */
export function cardKind(ph: ObjectPhrase): ObjectFilter | null {
  const { cardOnly, ...rest } = ph.filter;
  const chars = Object.fromEntries(Object.entries(rest).filter(([k]) => !MORE_KEYS.has(k)));
  return cardOnly && !ph.plural && !ph.other && onlyCharacteristics(chars) ? rest : null;
}

/** "a Mount creature card or a Plains card": one card of either kind (CR 608.2c). */
export const eitherCard: P<ObjectPhrase> = map(list(seq(w('a', 'an'), objectPhrase), 'or', 2), (items) => {
  const kinds = items.map(([, ph]) => cardKind(ph));
  return kinds.every((k): k is ObjectFilter => !!k)
    ? { filter: { cardOnly: true, anyOf: kinds }, plural: false, other: false }
    : null;
});
