import { describe, expect, it } from 'vitest';
import { LexError, tokenize, untokenize } from '../lexer';

describe('the lexer (tokens of one ability)', () => {
  it('reads symbols one by one, P/T changes, the object itself, words with apostrophes and punctuation', () => {
    const toks = tokenize(
      "{2}{R}, {T}: ~ deals 3 damage to target opponent's creature. It gets −1/−1 until end of turn.",
    );
    expect(toks.map((t) => `${t.kind}:${t.v}`)).toEqual([
      'sym:{2}',
      'sym:{R}',
      'punct:,',
      'sym:{T}',
      'punct::',
      'self:~',
      'word:deals',
      'num:3',
      'word:damage',
      'word:to',
      'word:target',
      "word:opponent's",
      'word:creature',
      'punct:.',
      'word:It',
      'word:gets',
      'pt:-1/-1',
      'word:until',
      'word:end',
      'word:of',
      'word:turn',
      'punct:.',
    ]);
  });
  it('keeps a quoted ability whole (CR 113.1b) and "and/or" as one word', () => {
    const toks = tokenize('It has "{T}: Add {G}." and artifacts and/or enchantments');
    expect(toks[2]).toMatchObject({ kind: 'quote', v: '{T}: Add {G}.', lo: '{t}: add {g}.' });
    expect(toks.map((t) => t.v)).toContain('and/or');
  });
  it('refuses a character it does not know, and an unclosed quote', () => {
    expect(() => tokenize('Draw a card ☃')).toThrow(LexError);
    expect(() => tokenize('It has "Flying')).toThrow(LexError);
  });
  it('prints tokens back as text', () => {
    expect(untokenize(tokenize('Destroy target creature, then draw a card.'))).toBe(
      'Destroy target creature, then draw a card.',
    );
  });
});
