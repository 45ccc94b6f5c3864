/**
 * A small parsing-expression-grammar kit over tokens (the compiler's second stage). Ordered
 * choice, sequences, repetition and predicates, with every named rule memoised per position
 * (packrat parsing): each rule runs at most once at each token, so a parse is linear in the
 * number of tokens whatever the text — the property hostile card text needs (no split retried
 * recursively, no backtracking regular expression). A work budget per parse is a second guard:
 * past it the parse stops with {@link BudgetError} and the ability stays text. Each step also
 * counts toward the whole card's work bound (../work.ts).
 *
 * Hand-written rather than a library (peggy, ohm-js, chevrotain, parsimmon): the grammar's
 * vocabulary is data the compiler already has (subtypes, keywords, the card's own name as `~`)
 * and its results are typed trees of the engine's vocabulary; rules written as TypeScript
 * values type-check their results, live in one file per piece of templating, and need no build
 * step. The kit is about 500 lines.
 *
 * Ordered choice looks at the token at hand first: each parser knows the tokens it can start
 * with (its FIRST set, computed once, lazily), and `alt` tries only the alternatives that can
 * start with that token, in their order — the same parse with about a third less work over the
 * pool (issue 21 item 4: the compiler's speed).
 */
import type { Token, TokenKind } from './lexer';
import { tokenize } from './lexer';
import { spend } from '../work';

/** A successful match: the value and the position after it. */
export interface Ok<T> {
  v: T;
  i: number;
}
/** A match or failure. */
export type Res<T> = Ok<T> | null;

/** The state of one parse: the tokens, the memo table, the work done and the furthest failure. */
export interface ParseState {
  toks: readonly Token[];
  memo: Map<number, Res<unknown>>;
  work: number;
  budget: number;
  /** How deeply named rules are nested now (a text nested past {@link MAX_DEPTH} is not read). */
  depth: number;
  /** The furthest token position a terminal failed at, and what was expected there. */
  far: number;
  expected: Set<string>;
  /**
   * While rules are traced (the coverage report, {@link traceRules}): the ids of the named rules
   * matched so far on the way to the parse being built, cut back whenever a match is abandoned,
   * and each memoised match's own ids (replayed when the memo answers).
   */
  trail?: number[];
  memoTrail?: Map<number, number[]>;
}

/** A parser: from a position, a match or null. */
export type P<T> = (s: ParseState, i: number) => Res<T>;

/** Thrown when a parse exceeds its work budget (hostile or pathological text). */
export class BudgetError extends Error {}

/** A fresh parse state; the budget grows with the text (work units per token). */
export function parseState(toks: readonly Token[], budgetPerToken = 4000): ParseState {
  return {
    toks,
    memo: new Map(),
    work: 0,
    budget: 20_000 + budgetPerToken * toks.length,
    depth: 0,
    far: 0,
    expected: new Set(),
  };
}

/** Where the trail is now (0 when not tracing). */
function mark(s: ParseState): number {
  return s.trail ? s.trail.length : 0;
}

/** Forgets the rules matched since `m` (their match was abandoned). */
function cut(s: ParseState, m: number): void {
  if (s.trail) s.trail.length = m;
}

function fail(s: ParseState, i: number, what: string): null {
  if (i > s.far) {
    s.far = i;
    s.expected.clear();
    s.expected.add(what);
  } else if (i === s.far) s.expected.add(what);
  return null;
}

function tick(s: ParseState): void {
  spend(1);
  if (++s.work > s.budget) throw new BudgetError(`the text took more than ${s.budget} steps to read`);
}

/**
 * What a parser can start with (its FIRST set): the lower-cased texts of the tokens it may
 * consume first (`words`), the kinds of token it may consume first whatever their text
 * (`kinds`: a {@link tok} that reads only numbers), whether it may consume any token first
 * (`any`: a {@link tok} with no hint), and whether it may match consuming nothing (`nullable`). A superset is always safe: {@link alt} uses it only to skip
 * alternatives that could not match at a token, never to choose between those that could.
 */
interface First {
  words: ReadonlySet<string>;
  kinds: ReadonlySet<TokenKind>;
  any: boolean;
  nullable: boolean;
}

const NO_WORDS: ReadonlySet<string> = new Set();
const NO_KINDS: ReadonlySet<TokenKind> = new Set();
/** A parser nothing is known about: it may start anywhere (hand-written parsers). */
const UNKNOWN: First = { words: NO_WORDS, kinds: NO_KINDS, any: true, nullable: true };
/** A parser that consumes nothing (lookahead, the end). */
const EMPTY: First = { words: NO_WORDS, kinds: NO_KINDS, any: false, nullable: true };

/** How each combinator-made parser computes its FIRST set (lazily: rules refer to later rules). */
const firstRules = new WeakMap<P<unknown>, () => First>();
const firstCache = new WeakMap<P<unknown>, First>();
const computing = new Set<P<unknown>>();

function described<T>(p: P<T>, first: () => First): P<T> {
  firstRules.set(p as P<unknown>, first);
  return p;
}

/** The FIRST set of `p` (a recursive reference met while computing it counts as {@link UNKNOWN}). */
function firstOf(p: P<unknown>): First {
  const known = firstCache.get(p);
  if (known) return known;
  const f = firstRules.get(p);
  if (!f || computing.has(p)) return UNKNOWN;
  computing.add(p);
  try {
    const r = f();
    firstCache.set(p, r);
    return r;
  } finally {
    computing.delete(p);
  }
}

/** The FIRST set of parsers run one after another. */
function firstOfSeq(ps: readonly P<unknown>[]): First {
  const words = new Set<string>();
  const kinds = new Set<TokenKind>();
  let any = false;
  for (const p of ps) {
    const f = firstOf(p);
    for (const x of f.words) words.add(x);
    for (const k of f.kinds) kinds.add(k);
    any ||= f.any;
    if (!f.nullable) return { words, kinds, any, nullable: false };
  }
  return { words, kinds, any, nullable: true };
}

/** The FIRST set of ordered alternatives. */
function firstOfAlt(ps: readonly P<unknown>[]): First {
  const words = new Set<string>();
  const kinds = new Set<TokenKind>();
  let any = false;
  let nullable = false;
  for (const p of ps) {
    const f = firstOf(p);
    for (const x of f.words) words.add(x);
    for (const k of f.kinds) kinds.add(k);
    any ||= f.any;
    nullable ||= f.nullable;
  }
  return { words, kinds, any, nullable };
}

/** `f` as it is, or made nullable (zero or more, zero or one). */
function orNothing(f: First): First {
  return f.nullable ? f : { ...f, nullable: true };
}

/** The deepest nesting of named rules a parse may reach (real abilities stay far below it). */
export const MAX_DEPTH = 300;

let nextRuleId = 1;
/** Every named rule, by name (for the coverage report: which rules a card's tree uses). */
export const RULE_NAMES: string[] = [''];

/**
 * A named, memoised rule. `body` is a thunk so that rules may refer to each other (and to
 * themselves) before they are defined.
 */
export function rule<T>(name: string, body: () => P<T>): P<T> {
  const id = nextRuleId++;
  RULE_NAMES[id] = name;
  let p: P<T> | null = null;
  const named: P<T> = (s, i) => {
    const key = id * 1_000_003 + i;
    const hit = s.memo.get(key) as Res<T> | undefined;
    if (hit !== undefined) {
      if (hit && s.trail) s.trail.push(...(s.memoTrail?.get(key) ?? []));
      return hit;
    }
    tick(s);
    if (++s.depth > MAX_DEPTH) throw new BudgetError(`the text nests more than ${MAX_DEPTH} phrases deep`);
    p ??= body();
    const m = mark(s);
    try {
      const r = p(s, i);
      s.memo.set(key, r);
      if (s.trail) {
        if (r) {
          s.trail.push(id);
          (s.memoTrail ??= new Map()).set(key, s.trail.slice(m));
        } else cut(s, m);
      }
      return r;
    } finally {
      s.depth--;
    }
  };
  return described(named, () => firstOf((p ??= body()) as P<unknown>));
}

/** One word, case-insensitively, from a list. Returns the word as printed. */
export function w(...words: string[]): P<string> {
  const set = new Set(words.map((x) => x.toLowerCase()));
  const first: First = { words: set, kinds: NO_KINDS, any: false, nullable: false };
  const what = words.join('|');
  return described(
    (s, i) => {
      tick(s);
      const t = s.toks[i];
      return t && (t.kind === 'word' || t.kind === 'punct') && set.has(t.lo) ? { v: t.v, i: i + 1 } : fail(s, i, what);
    },
    () => first,
  );
}

/** A phrase of words and punctuation ("you control", "can't be blocked"), case-insensitively. */
export function lit(phrase: string): P<string> {
  const want = tokenize(phrase).map((t) => t.lo);
  const first: First = want.length
    ? { words: new Set([want[0] as string]), kinds: NO_KINDS, any: false, nullable: false }
    : EMPTY;
  return described(
    (s, i) => {
      tick(s);
      for (let k = 0; k < want.length; k++) {
        const t = s.toks[i + k];
        if (!t || t.lo !== want[k]) return fail(s, i + k, phrase);
      }
      return { v: phrase, i: i + want.length };
    },
    () => first,
  );
}

/** Any one of several phrases (longest listed first wins only if listed first: ordered choice). */
export function lits(...phrases: string[]): P<string> {
  return alt(...phrases.map(lit));
}

/**
 * What a {@link tok} can accept, when known: `read` returns null for every token that is
 * neither of one of `kinds` nor one of `words` (lower case). A promise the grammar relies on to
 * skip alternatives, so it must hold for every token.
 */
export interface TokHint {
  kinds?: readonly TokenKind[];
  words?: Iterable<string>;
}

/**
 * One token satisfying a test; the value is what `read` makes of it (null: no match). `hint`
 * says which tokens it can accept at all (see {@link TokHint}); without one, any.
 */
export function tok<T>(what: string, read: (t: Token) => T | null, hint?: TokHint): P<T> {
  const first: First = hint
    ? { words: new Set(hint.words ?? []), kinds: new Set(hint.kinds ?? []), any: false, nullable: false }
    : ANY_TOKEN;
  return described(
    (s, i) => {
      tick(s);
      const t = s.toks[i];
      const v = t ? read(t) : null;
      return v === null ? fail(s, i, what) : { v, i: i + 1 };
    },
    () => first,
  );
}

/** A parser that consumes one token decided by a test. */
const ANY_TOKEN: First = { words: NO_WORDS, kinds: NO_KINDS, any: true, nullable: false };

type Values<T extends readonly P<unknown>[]> = { [K in keyof T]: T[K] extends P<infer U> ? U : never };

/** All in order; the value is the tuple of their values. */
export function seq<T extends readonly P<unknown>[]>(...ps: T): P<Values<T>> {
  return described(
    (s, i) => {
      const out: unknown[] = [];
      let at = i;
      for (const p of ps) {
        const r = p(s, at);
        if (!r) return null;
        out.push(r.v);
        at = r.i;
      }
      return { v: out as Values<T>, i: at };
    },
    () => firstOfSeq(ps),
  );
}

/**
 * The alternatives worth trying at each token, by the token's kind and lower-cased text (those
 * whose FIRST set holds the text or the kind, or that may start anywhere, in their order),
 * filled in as tokens are met; at the end of the text, only those that may match nothing.
 */
interface Dispatch {
  firsts: First[];
  /** By the token's key (lexer.ts), the alternatives found so far. */
  byKey: (P<unknown>[] | undefined)[];
  atEnd: P<unknown>[];
}

/** A dispatch table for `ps`, or null when no alternative could ever be skipped. */
function dispatchOf(ps: readonly P<unknown>[]): Dispatch | null {
  const firsts = ps.map(firstOf);
  if (firsts.every((f) => f.any || f.nullable)) return null;
  return { firsts, byKey: [], atEnd: ps.filter((_, k) => firsts[k]?.nullable) };
}

/** The alternatives of `ps` worth trying at token `t`. */
function candidates(d: Dispatch, ps: readonly P<unknown>[], t: Token): readonly P<unknown>[] {
  const known = t.key === undefined ? undefined : d.byKey[t.key];
  if (known) return known;
  const list = ps.filter((_, k) => {
    const f = d.firsts[k] as First;
    return f.any || f.nullable || f.words.has(t.lo) || f.kinds.has(t.kind);
  });
  if (t.key !== undefined) d.byKey[t.key] = list;
  return list;
}

/**
 * The first that matches (ordered choice). Alternatives that cannot start with the token at
 * hand (by their FIRST sets) are not tried: the same result, with less work on long choices.
 */
export function alt<T extends readonly P<unknown>[]>(...ps: T): P<Values<T>[number]> {
  let table: Dispatch | null | undefined;
  return described(
    (s, i) => {
      if (table === undefined) table = dispatchOf(ps);
      let tried: readonly P<unknown>[] = ps;
      if (table) {
        const t = s.toks[i];
        tried = t ? candidates(table, ps, t) : table.atEnd;
        // The skipped alternatives would have failed here: the furthest failure says so.
        if (tried.length < ps.length) fail(s, i, 'one of several phrases');
      }
      const m = mark(s);
      for (const p of tried) {
        const r = p(s, i);
        if (r) return r as Ok<Values<T>[number]>;
        cut(s, m);
      }
      return null;
    },
    () => firstOfAlt(ps),
  );
}

/** Zero or one; undefined when absent. */
export function opt<T>(p: P<T>): P<T | undefined> {
  return described<T | undefined>(
    (s, i) => {
      const m = mark(s);
      const r = p(s, i);
      if (r) return r;
      cut(s, m);
      return { v: undefined, i };
    },
    () => orNothing(firstOf(p as P<unknown>)),
  );
}

/** Zero or more, greedily. */
export function many<T>(p: P<T>): P<T[]> {
  return described<T[]>(
    (s, i) => {
      const out: T[] = [];
      let at = i;
      for (;;) {
        const m = mark(s);
        const r = p(s, at);
        if (!r || r.i === at) {
          cut(s, m);
          return { v: out, i: at };
        }
        out.push(r.v);
        at = r.i;
      }
    },
    () => orNothing(firstOf(p as P<unknown>)),
  );
}

/** One or more, greedily. */
export function many1<T>(p: P<T>): P<T[]> {
  const m = many(p);
  return described<T[]>(
    (s, i) => {
      const r = m(s, i);
      return r && r.v.length ? r : null;
    },
    () => firstOf(p as P<unknown>),
  );
}

/** The value transformed; `f` returning null makes the match fail (a semantic check). */
export function map<T, U>(p: P<T>, f: (v: T) => U | null): P<U> {
  return described<U>(
    (s, i) => {
      const m = mark(s);
      const r = p(s, i);
      if (!r) return null;
      const v = f(r.v);
      if (v !== null) return { v, i: r.i };
      cut(s, m);
      return fail(s, i, 'a meaning');
    },
    () => firstOf(p as P<unknown>),
  );
}

/** A constant value when `p` matches. */
export function as<T>(p: P<unknown>, v: T): P<T> {
  return described<T>(
    (s, i) => {
      const r = p(s, i);
      return r ? { v, i: r.i } : null;
    },
    () => firstOf(p),
  );
}

/** Matches when `p` does not, consuming nothing. */
export function not(p: P<unknown>): P<null> {
  return described<null>(
    (s, i) => {
      const m = mark(s);
      const r = p(s, i);
      cut(s, m);
      return r ? fail(s, i, 'something else') : { v: null, i };
    },
    () => EMPTY,
  );
}

/** Matches when `p` does, consuming nothing. */
export function peek<T>(p: P<T>): P<T> {
  return described<T>(
    (s, i) => {
      const m = mark(s);
      const r = p(s, i);
      cut(s, m);
      return r ? { v: r.v, i } : null;
    },
    () => EMPTY,
  );
}

/** The end of the tokens. */
export const end: P<null> = described<null>(
  (s, i) => (i >= s.toks.length ? { v: null, i } : fail(s, i, 'the end')),
  () => EMPTY,
);

/** Items separated by `sep` (at least one). */
export function sepBy1<T>(p: P<T>, sep: P<unknown>): P<T[]> {
  return map(seq(p, many(map(seq(sep, p), ([, v]) => v))), ([a, rest]) => [a, ...rest]);
}

/**
 * An Oracle list joined by `conj` ("and" / "or"): "A", "A and B", "A, B, and C" (also with no
 * comma before the conjunction). Two or more items only when `min` is 2.
 */
export function list<T>(item: P<T>, conj: 'and' | 'or' | 'and/or', min = 1): P<T[]> {
  const c = w(conj);
  const comma = w(',');
  const three = map(
    seq(item, many1(map(seq(comma, not(c), item), ([, , v]) => v)), opt(comma), c, item),
    ([a, mid, , , z]) => [a, ...mid, z],
  );
  const two = map(seq(item, c, item), ([a, , b]) => [a, b]);
  const one = map(item, (v) => [v]);
  return min >= 2 ? alt(three, two) : alt(three, two, one);
}

/** The names of the rules in the parses accepted while {@link traceRules} runs (null: not tracing). */
let traced: Set<string> | null = null;

/** Parses all of `toks` with `p`; the value, or the furthest failure. */
export function parseAll<T>(
  p: P<T>,
  toks: readonly Token[],
): { ok: true; v: T; state: ParseState } | { ok: false; at: number; expected: string[]; state: ParseState } {
  const state = parseState(toks);
  if (traced) state.trail = [];
  // `p` then the end (a sequence built once here, not a new combinator per call).
  const r = p(state, 0);
  if (r && end(state, r.i)) {
    if (traced && state.trail) for (const id of state.trail) traced.add(RULE_NAMES[id] as string);
    return { ok: true, v: r.v, state };
  }
  return { ok: false, at: state.far, expected: [...state.expected], state };
}

/** The value with the words it matched, as printed (for labels and prompts). */
export function spanned<T>(p: P<T>): P<{ v: T; text: string }> {
  return described<{ v: T; text: string }>(
    (s, i) => {
      const r = p(s, i);
      if (!r) return null;
      const text = s.toks
        .slice(i, r.i)
        .map((t) => t.v)
        .join(' ')
        .replace(/ ([,.;:])/g, '$1')
        .replace(/ ?' ?s\b/g, "'s");
      return { v: { v: r.v, text }, i: r.i };
    },
    () => firstOf(p as P<unknown>),
  );
}

/**
 * Runs `f` and returns its result with the names of the grammar rules that the parses it
 * accepted used (the coverage report's per-rule counts). Parses abandoned inside `f` after they
 * were accepted (a reading a later check refused) still count: callers trace each attempt apart.
 */
export function traceRules<T>(f: () => T): { result: T; rules: Set<string> } {
  const outer = traced;
  const rules = new Set<string>();
  traced = rules;
  try {
    return { result: f(), rules };
  } finally {
    traced = outer;
    if (outer) for (const r of rules) outer.add(r);
  }
}
