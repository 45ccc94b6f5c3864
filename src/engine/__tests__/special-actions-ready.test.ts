/**
 * The special actions a card's ability allows (turn face up, foretell, plot; CR 116.2) load with
 * the cards that have them (casting/special-actions.ts): before, taking one is refused with a
 * clear error; a card with a morph, foretell or plot cost makes its loader install them.
 */
import { describe, expect, it, vi } from 'vitest';

describe('special actions not yet loaded', () => {
  it('are refused with a clear error, and a card with a morph cost installs them', async () => {
    vi.resetModules();
    const actions = await import('../casting/special-actions');
    expect(actions.specialActionsInstalled()).toBe(false);
    expect(() => actions.performSpecialAction({} as never, 'turnFaceUp', 'p1', 'x')).toThrow(
      /"turnFaceUp" can't be taken: its part of the rules engine is not loaded/,
    );
    const ready = await import('../steps-ready');
    // A vanilla card needs nothing more; a morph card does (CR 702.37e).
    await ready.stepsReadyFor([{ name: 'Grizzly Bears', power: 2, toughness: 2 }]);
    expect(actions.specialActionsInstalled()).toBe(false);
    await ready.stepsReadyFor([{ name: 'Daru Lancer', morph: { mana: '{2}{W}{W}' } }]);
    expect(actions.specialActionsInstalled()).toBe(true);
  });

  it('a foretell or plot cost counts too; other alternative costs do not', async () => {
    const { givesSpecialAction } = await import('../steps-ready');
    expect(givesSpecialAction([{ altCosts: [{ kind: 'foretell', mana: '{1}{U}' }] }])).toBe(true);
    expect(givesSpecialAction([{ plot: '{3}{R}' }])).toBe(true);
    expect(givesSpecialAction([{ altCosts: [{ kind: 'evoke', mana: '{2}{W}' }] }])).toBe(false);
  });
});
