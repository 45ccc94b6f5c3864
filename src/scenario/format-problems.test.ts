import { describe, expect, it } from 'vitest';
import { formatProblems } from './format-problems';
import { formatPath, quote } from './problem';

describe('formatProblems', () => {
  it('writes one line per problem: path: message (suggestion)', () => {
    expect(
      formatProblems([
        {
          path: 'players.p1.hand[0]',
          message: 'unknown card "Lightnig Bolt"',
          suggestion: 'did you mean "Lightning Bolt"?',
        },
        { path: '', message: 'missing "format"' },
        { path: 'title', message: 'a\nb', suggestion: 'c\r\nd' },
      ]),
    ).toBe(
      [
        'players.p1.hand[0]: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
        'document: missing "format"',
        'title: a b (c d)',
      ].join('\n'),
    );
    expect(formatProblems([])).toBe('');
  });
});

describe('problem helpers', () => {
  it('write paths as JavaScript would', () => {
    expect(formatPath([])).toBe('');
    expect(formatPath(['players', 'p1', 'battlefield', 2, 'card'])).toBe('players.p1.battlefield[2].card');
    expect(formatPath(['counters', '+1/+1'])).toBe('counters["+1/+1"]');
    expect(formatPath([0, 'a b'])).toBe('[0]["a b"]');
  });

  it('quote user text on one line and cut it short', () => {
    expect(quote('a"b\nc')).toBe('"a\\"b\\nc"');
    expect(quote('x'.repeat(100), 5)).toBe('"xxxxx…"');
  });
});
