// Hostile card text (issue 23 item 4): the grammar reads any text in time linear in its length —
// every rule runs at most once at each token (packrat memoisation), so no split is retried.
import { describe, expect, it } from 'vitest';
import { tokenize } from '../lexer';
import { BudgetError, parseAll, parseState } from '../peg';
import { effect } from '../sentence';

/** The work units the effect grammar spends on `text`. */
function work(text: string): number {
  const r = parseAll(effect, tokenize(text));
  return r.state.work;
}

const FAMILIES: [string, (n: number) => string][] = [
  ['"… and zz" repeated', (n) => `Creatures you control get +1/+1${' and zz'.repeat(n)}.`],
  ['"… at end of combat and" repeated', (n) => `Tap target creature${' at end of combat and'.repeat(n)} draw a card.`],
  [
    '"blocks or becomes blocked by …" repeated',
    (n) => `Destroy it${' blocks or becomes blocked by a creature,'.repeat(n)}.`,
  ],
  ['"and target creature" repeated', (n) => `Destroy target creature${' and target creature'.repeat(n)} and zz.`],
];

describe('the grammar is linear in the text (hostile text, issue 23)', () => {
  for (const [name, make] of FAMILIES) {
    it(`${name}: twice the text costs at most about twice the work, and it is refused`, () => {
      const a = work(make(40));
      const b = work(make(80));
      expect(b / a).toBeLessThan(2.4);
      expect(parseAll(effect, tokenize(make(40))).ok).toBe(false);
    });
  }
  it('a long text that reads costs work in proportion to its length', () => {
    const text = (n: number) => 'Target creature gets +1/+1 until end of turn. Draw a card. '.repeat(n);
    expect(parseAll(effect, tokenize(text(40))).ok).toBe(true);
    const ratio = work(text(80)) / work(text(40));
    expect(ratio).toBeGreaterThan(1.8);
    expect(ratio).toBeLessThan(2.2);
  });
  it('a 5,000-character text is read (and refused) within its budget', () => {
    for (const [, make] of FAMILIES) {
      const text = make(1000).slice(0, 5000);
      const toks = tokenize(text);
      const r = parseAll(effect, toks);
      expect(r.ok).toBe(false);
      expect(r.state.work).toBeLessThan(r.state.budget);
    }
  });
  it('text nested past the depth limit is refused, not a crash: "If you do, if you do, …"', () => {
    const toks = tokenize(`You may draw a card.${' If you do,'.repeat(1500)} draw a card.`);
    expect(() => parseAll(effect, toks)).toThrow(BudgetError);
  });
  it('the work budget stops a parse that would run past it', () => {
    const toks = tokenize('Draw a card. '.repeat(50));
    const s = parseState(toks, 0);
    s.budget = 10;
    expect(() => effect(s, 0)).toThrow(BudgetError);
  });
});
