/**
 * The permanents a kind names that entered the battlefield under your control this turn (CR 400.7:
 * by what each was as it entered): "two or more nonland permanents entered …", "you had another
 * creature enter …", "the number of Goblins that entered …". Counted by card type or subtype
 * ("nonland permanents": all less lands); other words of the kind (colours, "nontoken",
 * "face-down", two kinds at once) are not read.
 */
import type { Amount } from '../../../engine';
import type { ObjectPhrase } from './objects';

type EnteredAmount = Extract<Amount, { enteredUnderThisTurn: unknown }>;

/** The count of the permanents `ph` names that entered under your control this turn, or null. */
export function enteredUnder(ph: ObjectPhrase): EnteredAmount | null {
  const f = ph.filter;
  const keys = Object.keys(f);
  let kinds: string[] | undefined;
  let less: string | undefined;
  if (!keys.length) kinds = ['*'];
  else if (keys.length === 1 && f.types?.length) kinds = f.types;
  else if (keys.length === 1 && f.subtypes?.length) kinds = f.subtypes;
  else if (keys.length === 1 && f.notTypes?.length === 1) [kinds, less] = [['*'], f.notTypes[0]];
  if (!kinds) return null;
  return {
    enteredUnderThisTurn: { ref: 'you' },
    kinds,
    ...(less ? { less } : {}),
    ...(ph.other ? { notSource: true as const } : {}),
  };
}
