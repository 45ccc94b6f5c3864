import { describe, expect, it } from 'vitest';
import { POOL } from './test-fixtures';
import {
  SuggestionBudget,
  closestNames,
  didYouMean,
  editDistance,
  joinPrepared,
  normalizeName,
  prepareNames,
} from './suggest';

const pool = POOL.cardNames;

describe('suggest', () => {
  it('normalises case, accents, punctuation and spacing away', () => {
    expect(normalizeName('Fire // Ice')).toBe('fireice');
    expect(normalizeName('Fire/Ice')).toBe('fireice');
    expect(normalizeName('Isamaru, Hound of Konda')).toBe('isamaruhoundofkonda');
    expect(normalizeName('Æther Vial')).toBe('aethervial');
    expect(normalizeName('Lim-Dûl the Necromancer')).toBe('limdulthenecromancer');
  });

  it('measures edits, counting a swap of neighbours as one', () => {
    expect(editDistance('lightning', 'lightning')).toBe(0);
    expect(editDistance('lightnig', 'lightning')).toBe(1);
    expect(editDistance('lihgtning', 'lightning')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('finds names despite punctuation, commas and case', () => {
    expect(closestNames('Fire/Ice', pool)).toEqual(['Fire // Ice']);
    expect(closestNames('isamaru hound of konda', pool)).toEqual(['Isamaru, Hound of Konda']);
    expect(closestNames('Lightnig Bolt', pool)).toEqual(['Lightning Bolt']);
    expect(closestNames('Spellwaever Volute', pool)).toEqual(['Spellweaver Volute']);
  });

  it('also offers names that contain the input, after closer ones', () => {
    expect(closestNames('Bolt', pool)).toEqual(['Lightning Bolt']);
    expect(closestNames('Isamaru', pool)).toEqual(['Isamaru, Hound of Konda']);
  });

  it('orders by distance and returns at most three', () => {
    expect(closestNames('Islan', ['Inland', 'Island', 'Islands', 'Isla', 'Islan!'])).toEqual([
      'Islan!',
      'Island',
      'Isla',
    ]);
    expect(closestNames('tapd', ['card', 'tapped', 'token'])).toEqual(['tapped']);
  });

  it('suggests nothing for unrelated or empty input', () => {
    expect(closestNames('Black Lotus', pool)).toEqual([]);
    expect(closestNames('x', ['a', 'b'])).toEqual([]);
    expect(closestNames('!!', pool)).toEqual([]);
  });

  it('accepts prepared names, and stops suggesting when the budget is spent', () => {
    const prepared = joinPrepared(prepareNames(['bolt']), prepareNames(pool));
    expect(closestNames('Bolt', prepared)).toEqual(['bolt', 'Lightning Bolt']);
    const budget = new SuggestionBudget(100);
    expect(closestNames('Islnd', pool, 3, budget)).toEqual(['Island']);
    expect(budget.remaining).toBeLessThan(100);
    expect(closestNames('Islnd', pool, 3, new SuggestionBudget(0))).toEqual([]);
  });

  it('words a suggestion', () => {
    expect(didYouMean([])).toBeUndefined();
    expect(didYouMean(['Island'])).toBe('did you mean "Island"?');
    expect(didYouMean(['A', 'B', 'C'])).toBe('did you mean "A", "B" or "C"?');
  });
});
