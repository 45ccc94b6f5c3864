/**
 * The code of some keywords' costs (replicate, squad, casualty, conspire, mayhem, retrace,
 * jump-start, dash, blitz, warp; CR 118.8, 118.9) loads with the cards that have them
 * (casting/cost-keywords.ts): before, using one is refused with a clear error; a card with such a
 * cost makes its loader install it. Flashback, evoke and kicker need none of it.
 */
import { describe, expect, it, vi } from 'vitest';

describe('keyword costs not yet loaded', () => {
  it('are refused with a clear error, and a card with a retrace cost installs them', async () => {
    vi.resetModules();
    const costs = await import('../casting/cost-keywords');
    expect(costs.costKeywordsInstalled()).toBe(false);
    expect(() => costs.costKeywords('retrace')).toThrow(
      /the retrace cost can't be used: its part of the rules engine is not loaded/,
    );
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Grizzly Bears', power: 2, toughness: 2 }]);
    expect(costs.costKeywordsInstalled()).toBe(false);
    await ready.stepsReadyFor([{ name: 'Raven Guild Master', altCosts: [{ kind: 'retrace' }] }]);
    expect(costs.costKeywordsInstalled()).toBe(true);
    expect(typeof costs.costKeywords('retrace').discardable).toBe('function');
  });

  it('copy costs and dash, blitz, warp count; flashback, evoke and kicker do not', async () => {
    const { hasKeywordCost } = await import('../steps-ready');
    expect(hasKeywordCost([{ additionalCosts: [{ kind: 'copies', keyword: 'replicate', mana: '{1}{U}' }] }])).toBe(
      true,
    );
    expect(hasKeywordCost([{ altCosts: [{ kind: 'dash', mana: '{1}{R}' }] }])).toBe(true);
    expect(hasKeywordCost([{ altCosts: [{ kind: 'warp', mana: '{R}' }] }])).toBe(true);
    expect(hasKeywordCost([{ altCosts: [{ kind: 'flashback', mana: '{2}{R}' }] }])).toBe(false);
    expect(hasKeywordCost([{ altCosts: [{ kind: 'evoke', mana: '{2}{W}' }] }])).toBe(false);
    expect(hasKeywordCost([{ additionalCosts: [{ kind: 'kicker', mana: '{2}' }] }])).toBe(false);
  });
});
