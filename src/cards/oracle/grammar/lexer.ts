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

/** One token. `lo` is the lower-cased text (words), used for matching; `v` is the text as printed. */
export interface Token {
  kind: TokenKind;
  v: string;
  lo: string;
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
      out.push({ kind: 'pt', v: m, lo: m });
    } else if (c === '~') {
      m = '~';
      out.push({ kind: 'self', v: '~', lo: '~' });
    } else if (c === '"' || c === '“') {
      const close = s.slice(i + 1).search(/["”]/);
      if (close < 0) throw new LexError('an unclosed quotation mark');
      m = s.slice(i, i + close + 2);
      const inner = m.slice(1, -1);
      out.push({ kind: 'quote', v: inner, lo: inner.toLowerCase() });
    } else if (c === '{' && (m = at(SYM))) {
      out.push({ kind: 'sym', v: m, lo: m.toUpperCase() });
    } else if ((m = at(NUM))) {
      // "10" in "10/10" stays a number followed by "/" punctuation.
      out.push({ kind: 'num', v: m, lo: m });
    } else if ((m = at(WORD))) {
      // "and/or" is one word.
      if ((m === 'and' || m === 'And') && s.startsWith('/or', i + 3)) m = `${m}/or`;
      out.push({ kind: 'word', v: m, lo: m.toLowerCase() });
    } else if (/[.,:;—•()/*'+\-–!?[\]|]/.test(c)) {
      m = c;
      out.push({ kind: 'punct', v: c, lo: c });
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
