/**
 * "Spend this mana only to cast instant and sorcery spells", "This mana can't be spent to cast
 * nonartifact spells" after "Add …" in a spell or in an ability that isn't a mana ability
 * (Geosurge, a loyalty ability, a triggered ability that doesn't trigger on tapping for mana):
 * a spending restriction the mana the instruction before it adds keeps (CR 106.6). The words
 * are read as a mana ability's restriction is (abilities/mana-spend.ts).
 */
import type { ManaSpend } from '../../../engine';
import { parseManaSpend } from '../abilities/mana-spend';
import { alt, lit, many1, map, seq, spanned, tok, type P } from './peg';

/** A word, number or comma of the restriction (it ends at the sentence's period). */
const restrictionWord = tok('a word', (t) =>
  t.kind === 'word' || t.kind === 'num' || (t.kind === 'punct' && t.v === ',') ? t : null,
);

/** The restriction a "Spend this mana only …" / "This mana can't be spent …" sentence gives, or no parse. */
export const manaSpendSentence: P<ManaSpend> = map(
  spanned(seq(alt(lit('spend this mana only'), lit("this mana can't be spent")), many1(restrictionWord))),
  ({ text }) => parseManaSpend(text.charAt(0).toUpperCase() + text.slice(1)),
);
