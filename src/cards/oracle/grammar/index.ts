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
import { guard, lowerEffect, resultIn } from './lower-effect';
import { BudgetError, parseAll } from './peg';
import { effect, type Sentence } from './sentence';
import { delayedWhenever, splitDelayedWhenever, WATCHED_SUBJECT, type DelayedWheneverSplit } from './delayed-whenever';
import { isOneObject } from './effects/verb';

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
        !used.includes(`"var":"${st.as}"`) &&
        !used.includes(`"varMatching":"${st.as}"`)
      )
        delete st.as;
      if (st.do === 'delayed' || st.do === 'reflexive' || st.do === 'delayedDies') visit(st.steps);
      if (st.do === 'group') visit([st.step]);
    }
  };
  visit(b.steps);
}

/** A results table's row (CR 706.1): "1—9 | Draw a card.", "20 | …". */
const ROW = /^(\d+)(?:[—–-](\d+))? \| (.+)$/;

/** "Roll a d20.\n1—9 | …\n10—20 | …": the instructions before the table and its rows; null when not one. */
function resultsTable(text: string): { head: string; rows: { min: number; max: number; text: string }[] } | null {
  const lines = text.split('\n');
  if (lines.length < 3 || !ROW.test(lines[1] as string)) return null;
  const rows = lines.slice(1).map((l) => ROW.exec(l));
  if (rows.some((r) => !r)) return null;
  return {
    head: lines[0] as string,
    rows: rows.map((r) => {
      const m = r as RegExpExecArray;
      return { min: Number(m[1]), max: Number(m[2] ?? m[1]), text: m[3] as string };
    }),
  };
}

/**
 * A die roll with a results table (CR 706.1): the instructions up to the roll, then each row's
 * instructions, done only when the result is in the row's range. The roll must be the last
 * instruction before the table and the rows must not overlap; otherwise the table is not read.
 */
function compileResultsTable(table: NonNullable<ReturnType<typeof resultsTable>>, b: Build): GrammarFailure | null {
  const before = { ...b, targets: [...b.targets], steps: [...b.steps] };
  const failed = (piece: string): GrammarFailure => (Object.assign(b, before), { piece, kind: 'lower' });
  const head = compileEffect(table.head, b);
  if (head) return (Object.assign(b, before), head);
  const roll = b.steps.at(-1);
  if (roll?.do !== 'rollDie' || roll.when) return failed(table.head);
  let covered = 0;
  for (const row of table.rows) {
    if (row.min <= covered || row.max < row.min || row.max > roll.sides) return failed(`${row.min} | ${row.text}`);
    covered = row.max;
    const from = b.steps.length;
    const it = { it: b.it, itUnnamed: b.itUnnamed };
    const rowFailure = compileEffect(row.text, b);
    if (rowFailure) return (Object.assign(b, before), rowFailure);
    guard(b, from, resultIn(roll.as, { min: row.min, max: row.max }));
    // What one row named is not named in the next (only one row's instructions happen).
    Object.assign(b, it);
  }
  return null;
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
 * read and lowered, or the failure (the build is then as it was). A text the grammar doesn't
 * read whole may end in a delayed "whenever" ability (./delayed-whenever.ts), read apart.
 */
export function compileEffect(text: string, b: Build): GrammarFailure | null {
  const failure = compileSentences(text, b);
  if (!failure) return null;
  const split = splitDelayedWhenever(text);
  return split ? compileDelayedWhenever(split, b, failure) : failure;
}

/**
 * The sentences before a delayed "whenever" ability, then the ability (CR 603.7c) as a step;
 * `failure`: the whole text's, returned when the ability's event is not understood.
 */
function compileDelayedWhenever(split: DelayedWheneverSplit, b: Build, failure: GrammarFailure): GrammarFailure | null {
  const before = { ...b, targets: [...b.targets], steps: [...b.steps] };
  if (split.head) {
    const head = compileEffect(split.head, b);
    if (head) return head;
  }
  // "that creature": the one object the sentences before named, as it will be when it resolves.
  const watch = split.watched ? b.it : null;
  if (split.watched && (!watch || !isOneObject(b, watch) || watch.ref === 'var')) {
    Object.assign(b, before);
    return failure;
  }
  const read = delayedWhenever.read?.(split.trigger, b.card) ?? null;
  if (!read || 'piece' in read) {
    Object.assign(b, before);
    return read ? { piece: read.piece, kind: 'parse' } : failure;
  }
  // "each other creature" and "this" in a watched object's ability would mean other than that
  // object (Arcbond), not the source: not read.
  if (split.watched && /"notSource"|"ref":"source"|"other":true/.test(JSON.stringify(read))) {
    Object.assign(b, before);
    return failure;
  }
  const said = split.said.replace(/~/g, b.card.name);
  b.steps.push({
    do: 'delayedWhenever',
    until: split.until,
    triggered: split.watched ? { ...read, text: read.text.replace(WATCHED_SUBJECT, split.watched) } : read,
    text: said[0]?.toUpperCase() + said.slice(1),
    ...(watch ? { watch } : {}),
  });
  return null;
}

/** Compiles an effect's sentences with the grammar alone (see {@link compileEffect}). */
function compileSentences(text: string, b: Build): GrammarFailure | null {
  const table = resultsTable(text);
  if (table) return compileResultsTable(table, b);
  const parsed = parseEffect(text);
  if (!parsed.ok) return parsed.failure;
  const before = { ...b, targets: [...b.targets], steps: [...b.steps] };
  const failed = lowerEffect(b, parsed.tree);
  if (failed < 0 && b.restUnplaced) {
    // Revealed cards no instruction puts back: not read (see Build.restUnplaced).
    Object.assign(b, before, { restUnplaced: false });
    return { piece: text, kind: 'lower' };
  }
  if (failed < 0) {
    dropUnusedMoves(b);
    // The count a condition asked for ("if this is the second time this ability has resolved
    // this turn"): kept by the first step, each time the ability resolves.
    const first = b.steps[0];
    if (b.resolutions && !(first?.do === 'countResolution' && first.as === b.resolutions))
      b.steps.unshift({ do: 'countResolution', as: b.resolutions });
    return null;
  }
  Object.assign(b, before);
  // Sentences joined across periods by one verb ("reveals their hand. You choose …") count as one.
  const texts = sentenceTexts(parsed.toks);
  return { piece: texts[failed] ?? text, kind: 'lower' };
}
