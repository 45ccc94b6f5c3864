/**
 * "You may have this creature enter as a copy of any creature on the battlefield[, except …]."
 * (Clone and its kin; CR 707.2, 614.1c): as it enters, its controller may choose a permanent on
 * the battlefield the phrase describes, and it enters with that permanent's copiable values, the
 * exceptions changing them (707.9b). A choice of a card in another zone ("any creature card in a
 * graveyard"), a condition before the choice, and exceptions the copy-exceptions grammar doesn't
 * read stay text.
 */
import { LexError, tokenize } from '../grammar/lexer';
import { copyExceptions } from '../grammar/copy-exceptions';
import { BudgetError, parseAll } from '../grammar/peg';
import { parseObjects } from '../phrases/objects';
import { refuse, type AbilityCompiler } from './part';

const FRAME = /^You may have ~ enter as a copy of (?:any|an?|another) (.+?)(, except .+?)?\.?$/;

export const enterAsCopy: AbilityCompiler = (text) => {
  const m = FRAME.exec(text.trim());
  if (!m) return null;
  const phrase = (m[1] as string).replace(/ on the battlefield$/, '');
  const ph = parseObjects(phrase);
  if (!ph || ph.plural || ph.filter.zone || ph.filter.cardOnly)
    return refuse(`entering as a copy of "${m[1]}" is not read (only a permanent on the battlefield is)`);
  let except;
  if (m[2]) {
    try {
      const r = parseAll(copyExceptions, tokenize(m[2]));
      if (!r.ok || !r.v) return refuse(`the copy's exceptions "${m[2].slice(2)}" are not read`);
      except = r.v;
    } catch (e) {
      if (e instanceof BudgetError || e instanceof LexError) return refuse('the copy’s exceptions are not read');
      throw e;
    }
  }
  return { asEnters: [{ mayCopy: ph.filter, ...(except ? { except } : {}) }] };
};
