/**
 * Amount phrases outside an effect's sentence, read by the grammar (grammar/amounts.ts): the
 * number a static ability's "where X is …" or a characteristic-defining ability's "… equal to …"
 * names (CR 107.1, 604.3). One reading for statics and effects: "the number of Swamps you
 * control", "your life total", "1 plus the number of …", "half …, rounded down".
 */
import type { Amount } from '../../../engine';
import { cardFacts, newBuild, type CardFacts } from '../build';
import { amountNode, forEachNode, lowerAmount, type AmountNode } from '../grammar/amounts';
import { LexError, tokenize } from '../grammar/lexer';
import { BudgetError, parseAll, type P } from '../grammar/peg';

/** The card facts of an amount read without its card (a static's predicate, memoised by its text). */
const NO_CARD = cardFacts('', '');

/**
 * A static ability's amount phrase → an Amount evaluated continuously (CR 611.3a), or null: not
 * understood, past the grammar's work budget, naming X, or naming what only a resolving ability
 * has ("that much", "it", a target).
 */
export function parseStaticAmount(text: string, card: CardFacts = NO_CARD): Amount | null {
  return readAmount(amountNode, text, card);
}

/** What a static's "for each …" counts ("creature that died this turn", "other creature you control"), as {@link parseStaticAmount}. */
export function parseStaticForEach(text: string, card: CardFacts = NO_CARD): Amount | null {
  return readAmount(forEachNode, text, card);
}

function readAmount(p: P<AmountNode>, text: string, card: CardFacts): Amount | null {
  try {
    const r = parseAll(p, tokenize(text.trim()));
    if (!r.ok) return null;
    const b = newBuild(card);
    const a = lowerAmount(b, r.v);
    return a === null || b.usesX || b.targets.length ? null : a;
  } catch (e) {
    if (e instanceof BudgetError || e instanceof LexError) return null;
    throw e;
  }
}
