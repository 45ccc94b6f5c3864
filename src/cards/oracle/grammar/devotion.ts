/**
 * Devotion (CR 700.5): "your devotion to black", "your devotion to white and black" (700.5: the
 * mana symbols of either color, a symbol of both counting once), as an amount, and the Theros
 * gods' tests "your devotion to white is less than five", "… is seven or greater".
 */
import type { Amount, Condition, ManaType } from '../../../engine';
import { alt, lit, map, opt, seq, w, type P } from './peg';
import { color, count } from './words';

/** "your devotion to white", "your devotion to white and black": the colors, two of them different. */
export const devotionTo: P<ManaType[]> = map(
  seq(lit('your devotion to'), color, opt(seq(w('and'), color))),
  ([, a, more]) => (more ? (more[1] === a ? null : [a, more[1]]) : [a]),
);

/**
 * Chroma's count of one color's mana symbols among the mana costs of the permanents you control:
 * "the number of red mana symbols in the mana costs of permanents you control" (`plural`), "for
 * each white mana symbol in the mana costs of permanents you control". The same number as your
 * devotion to that color (CR 700.5: hybrid and Phyrexian symbols count toward each of their
 * colors, 107.4e–f; a mana symbol of that color is one of them).
 */
export function colorSymbolsOfPermanents(plural: boolean): P<ManaType[]> {
  return map(
    seq(color, lit(plural ? 'mana symbols' : 'mana symbol'), lit('in the mana costs of permanents you control')),
    ([c]) => [c],
  );
}

/** "your devotion to white and black is less than seven", "… is seven or greater" (CR 700.5). */
export const devotionCondition: P<Condition> = map(
  seq(
    devotionTo,
    w('is'),
    alt(
      map(seq(lit('less than'), count), ([, n]) => ['<', n] as const),
      map(seq(count, w('or'), w('greater', 'more')), ([n]) => ['>=', n] as const),
    ),
  ),
  ([colors, , [op, n]]) => ({ compare: [{ devotion: colors } as Amount, op, n] }) as Condition,
);
