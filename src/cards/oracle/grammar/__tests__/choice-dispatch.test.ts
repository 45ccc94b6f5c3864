// Ordered choice skips the alternatives that cannot start with the token at hand (peg.ts `alt`,
// by FIRST sets): the parse is the same as trying every alternative in order, with less work.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../lexer';
import { alt, lit, many, map, not, opt, parseAll, peek, rule, seq, tok, w, type P, type Res } from '../peg';

/** Ordered choice with no FIRST sets (a hand-written parser): every alternative is tried. */
function plainAlt<T>(...ps: P<T>[]): P<T> {
  return (s, i) => {
    for (const p of ps) {
      const r: Res<T> = p(s, i);
      if (r) return r;
    }
    return null;
  };
}

const num = tok('a number', (t) => (t.kind === 'num' ? Number(t.v) : null), { kinds: ['num'] });
const anyWord = tok('a word', (t) => (t.kind === 'word' ? t.lo : null));

/** One grammar built twice: with `alt`, and with ordered choice that tries everything. */
function grammar(choice: typeof plainAlt): P<unknown> {
  const item: P<unknown> = rule('test item', () =>
    choice<unknown>(
      map(seq(w('draw'), opt(num), w('cards')), ([, n]) => ['draw', n ?? 1]),
      seq(lit('until end of turn'), w(',')),
      seq(opt(w('then')), w('destroy'), anyWord),
      seq(not(w('draw')), peek(w('gain')), w('gain'), num, w('life')),
      map(num, (n) => (n > 5 ? ['big', n] : null)),
      seq(many(w('very')), w('big')),
      anyWord,
    ),
  );
  return many(choice<unknown>(item, w(','), w('.')));
}

const WORDS = [
  'draw',
  'cards',
  'until',
  'end',
  'of',
  'turn',
  ',',
  '.',
  'then',
  'destroy',
  'gain',
  'life',
  'very',
  'big',
  '3',
  '7',
];

describe('ordered choice by first tokens (peg.ts alt)', () => {
  it('reads the same as trying every alternative in order, on any text of its words', () => {
    const fast = grammar(alt as typeof plainAlt);
    const slow = grammar(plainAlt);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }), (words) => {
        const toks = tokenize(words.join(' '));
        const a = parseAll(fast, toks);
        const b = parseAll(slow, toks);
        expect(a.ok).toBe(b.ok);
        if (a.ok && b.ok) expect(a.v).toEqual(b.v);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the order: the first alternative that matches wins, also after a skipped one', () => {
    const p = alt(
      map(seq(w('a'), w('b')), () => 'ab'),
      map(w('c'), () => 'c'),
      map(seq(w('a'), anyWord), () => 'a-any'),
      map(anyWord, () => 'any'),
    );
    expect(parseAll(p, tokenize('a b'))).toMatchObject({ ok: true, v: 'ab' });
    expect(parseAll(p, tokenize('a z'))).toMatchObject({ ok: true, v: 'a-any' });
    expect(parseAll(p, tokenize('z'))).toMatchObject({ ok: true, v: 'any' });
  });

  it('an alternative that may match nothing is tried at every token and at the end', () => {
    const p = alt(
      w('a'),
      map(opt(w('b')), (v) => v ?? 'nothing'),
    );
    expect(parseAll(seq(p, w('z')), tokenize('z'))).toMatchObject({ ok: true, v: ['nothing', 'z'] });
    expect(parseAll(p, tokenize(''))).toMatchObject({ ok: true, v: 'nothing' });
  });

  it('a test with a hint is tried only on the kinds of token it names', () => {
    const p = alt(
      map(num, (n) => `#${n}`),
      w('x'),
    );
    expect(parseAll(p, tokenize('12'))).toMatchObject({ ok: true, v: '#12' });
    expect(parseAll(p, tokenize('x'))).toMatchObject({ ok: true, v: 'x' });
  });

  it('skipping costs less work: of forty words, only the one that can match is tried', () => {
    const words = Array.from(
      { length: 40 },
      (_, k) => `word${String.fromCharCode(97 + (k % 26), 97 + Math.floor(k / 26))}`,
    );
    const p = alt(...words.map((x) => w(x)));
    const last = parseAll(p, tokenize(words[39] as string));
    expect(last.ok).toBe(true);
    expect(last.state.work).toBeLessThan(5);
    expect(
      parseAll(plainAlt(...words.map((x) => w(x))), tokenize(words[39] as string)).state.work,
    ).toBeGreaterThanOrEqual(40);
  });
});
