/**
 * The grammar's first stage: one ability's normalised Oracle text (reminder text gone, the
 * card's own name as `~`, see normalise.ts) → tokens. One left-to-right pass, linear in the
 * text's length: words (with their apostrophes and hyphens: "can't", "opponent's",
 * "non-Wall"), digits, mana and other symbols one by one (`{2}`, `{W/U}`, `{T}`, CR 107),
 * power/toughness changes (`+1/+1`, `-X/-0`), the object itself (`~`), quoted abilities (kept
 * whole, read again by the ability grammar: CR 113.1b), and punctuation.
 */

/** A token's kind: word, number, symbol, P/T change, punctuation, the object itself, a quoted ability. */
export type TokenKind = 'word' | 'num' | 'sym' | 'pt' | 'punct' | 'self' | 'quote';

/**
 * One token. `lo` is the lower-cased text (words), used for matching; `v` is the text as printed;
 * `key` numbers the pair of kind and `lo` (the same for every token alike, so the grammar can
 * index what it learnt about such a token: peg.ts's choices), absent once
 * {@link MAX_TOKEN_KEYS} different pairs have been met.
 */
export interface Token {
  kind: TokenKind;
  v: string;
  lo: string;
  key?: number;
}

/** How many different tokens get a {@link Token.key} (the whole pool has about 20,000). */
export const MAX_TOKEN_KEYS = 100_000;
const tokenKeys = new Map<string, number>();

/** A token of `kind` with `v` as printed and `lo` for matching, keyed (see {@link Token}). */
function token(kind: TokenKind, v: string, lo: string): Token {
  const id = `${kind} ${lo}`;
  let key = tokenKeys.get(id);
  if (key === undefined && tokenKeys.size < MAX_TOKEN_KEYS) tokenKeys.set(id, (key = tokenKeys.size));
  return key === undefined ? { kind, v, lo } : { kind, v, lo, key };
}

const WORD = /[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F'’-]*/y;
const NUM = /\d+/y;
const SYM = /\{[^{}\s]{1,8}\}/y;
const PT = /[+\-−](?:\d+|X)\/[+\-−](?:\d+|X)/y;
const SPACE = /\s+/y;

/** Thrown for a character the lexer does not know (the ability then stays text). */
export class LexError extends Error {}

/**
 * Tokenises one ability. Typographic apostrophes become `'`, the minus sign U+2212 becomes `-`.
 * Throws {@link LexError} on a character it does not know or an unclosed quote.
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const s = text.replace(/’/g, "'").replace(/−/g, '-');
  let i = 0;
  const at = (re: RegExp): string | null => {
    re.lastIndex = i;
    const m = re.exec(s);
    return m ? m[0] : null;
  };
  while (i < s.length) {
    const c = s[i] as string;
    let m: string | null;
    if ((m = at(SPACE))) {
      i += m.length;
      continue;
    }
    if ((c === '+' || c === '-') && (m = at(PT))) {
      out.push(token('pt', m, m));
    } else if (c === '~') {
      m = '~';
      out.push(token('self', '~', '~'));
    } else if (c === '"' || c === '“') {
      const close = s.slice(i + 1).search(/["”]/);
      if (close < 0) throw new LexError('an unclosed quotation mark');
      m = s.slice(i, i + close + 2);
      const inner = m.slice(1, -1);
      out.push(token('quote', inner, inner.toLowerCase()));
    } else if (c === '{' && (m = at(SYM))) {
      out.push(token('sym', m, m.toUpperCase()));
    } else if ((m = at(NUM))) {
      // "10" in "10/10" stays a number followed by "/" punctuation.
      out.push(token('num', m, m));
    } else if ((m = at(WORD))) {
      // "and/or" is one word.
      if ((m === 'and' || m === 'And') && s.startsWith('/or', i + 3)) m = `${m}/or`;
      out.push(token('word', m, m.toLowerCase()));
    } else if (/[.,:;—•()/*'+\-–!?[\]|]/.test(c)) {
      m = c;
      out.push(token('punct', c, c));
    } else {
      throw new LexError(`the character "${c}" is not understood`);
    }
    i += m.length;
  }
  return out;
}

/** The tokens as text again (for labels, prompts and reports): words spaced, punctuation attached. */
export function untokenize(toks: readonly Token[]): string {
  let out = '';
  for (const t of toks) {
    const text = t.kind === 'quote' ? `"${t.v}"` : t.v;
    if (!out) out = text;
    else if (t.kind === 'punct' && /[.,:;)]/.test(t.v)) out += text;
    else if (out.endsWith('(')) out += text;
    else out += ` ${text}`;
  }
  return out;
}
