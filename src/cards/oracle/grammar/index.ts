/**
 * The Oracle compiler's grammar (DESIGN "The whole card pool"): tokens (lexer.ts) → a typed
 * tree (sentence.ts and the families under effects/) → the engine's vocabulary (lower-*.ts).
 * Parsing is linear in the text's length (peg.ts: memoised rules); a text that does not parse
 * whole, or a tree that does not lower whole, is not compiled, and the failure names the piece
 * that was not understood (for the reason shown to users and the coverage report's ranking).
 */
import type { StepSpec } from '../../../engine';
import type { Build } from '../build';
import { LexError, tokenize, untokenize, type Token } from './lexer';
import { lowerEffect } from './lower-effect';
import { BudgetError, parseAll } from './peg';
import { effect, type Sentence } from './sentence';

/** Why an effect was not compiled: the piece of text and what went wrong. */
export interface GrammarFailure {
  /** The sentence (or the words from where reading stopped) that was not understood. */
  piece: string;
  /** "not understood" (the grammar has no rule for it) or "not enforced" (no engine vocabulary for it). */
  kind: 'parse' | 'lower' | 'limit';
}

/** The sentence around token `at`: from the period before it to the period after it. */
function sentenceAround(toks: readonly Token[], at: number): string {
  let from = at;
  while (from > 0 && toks[from - 1]?.v !== '.') from--;
  let to = at;
  while (to < toks.length && toks[to]?.v !== '.') to++;
  return untokenize(toks.slice(from, to));
}

/** The sentences' own text, for a lowering failure's report. */
function sentenceTexts(toks: readonly Token[]): string[] {
  const out: string[] = [];
  let cur: Token[] = [];
  for (const t of toks) {
    if (t.v === '.') {
      if (cur.length) out.push(untokenize(cur));
      cur = [];
    } else cur.push(t);
  }
  if (cur.length) out.push(untokenize(cur));
  return out;
}

/** Drops the `as` of moves and created tokens no later instruction reads (kept only where used, CR 400.7j). */
function dropUnusedMoves(b: Build): void {
  const used = JSON.stringify(b.steps);
  const visit = (steps: StepSpec[]) => {
    for (const st of steps) {
      if (
        (st.do === 'moveTo' || st.do === 'createToken' || st.do === 'createTokenCopy') &&
        st.as &&
        !used.includes(`"name":"${st.as}"`) &&
        !used.includes(`"var":"${st.as}"`)
      )
        delete st.as;
      if (st.do === 'delayed' || st.do === 'reflexive' || st.do === 'delayedDies') visit(st.steps);
      if (st.do === 'group') visit([st.step]);
    }
  };
  visit(b.steps);
}

/** Parses an effect's text into its tree, or the failure. */
export function parseEffect(
  text: string,
): { ok: true; tree: Sentence[]; toks: Token[] } | { ok: false; failure: GrammarFailure } {
  let toks: Token[];
  try {
    toks = tokenize(text);
  } catch (e) {
    if (e instanceof LexError) return { ok: false, failure: { piece: text, kind: 'parse' } };
    throw e;
  }
  try {
    const r = parseAll(effect, toks);
    if (!r.ok) return { ok: false, failure: { piece: sentenceAround(toks, r.at), kind: 'parse' } };
    return { ok: true, tree: r.v, toks };
  } catch (e) {
    // Past the work or nesting budget, or a stack too deep for the engine running it: not read.
    if (e instanceof BudgetError || e instanceof RangeError)
      return { ok: false, failure: { piece: text.slice(0, 80), kind: 'limit' } };
    throw e;
  }
}

/**
 * Compiles an effect's text into `b` (targets and steps). Returns null when every sentence was
 * read and lowered, or the failure (the build is then as it was).
 */
export function compileEffect(text: string, b: Build): GrammarFailure | null {
  const parsed = parseEffect(text);
  if (!parsed.ok) return parsed.failure;
  const before = { ...b, targets: [...b.targets], steps: [...b.steps] };
  const failed = lowerEffect(b, parsed.tree);
  if (failed < 0) {
    dropUnusedMoves(b);
    return null;
  }
  Object.assign(b, before);
  // Sentences joined across periods by one verb ("reveals their hand. You choose …") count as one.
  const texts = sentenceTexts(parsed.toks);
  return { piece: texts[failed] ?? text, kind: 'lower' };
}
