/**
 * Crew's cost (CR 702.122a) loads with the cards that have it (mana/lazy-activation-costs.ts):
 * before, paying one is refused with a clear error; a card with crew makes its loader install it.
 * So does exert's (701.43a). Other costs that tap creatures ("Tap an untapped creature you control") need none of it.
 */
import { describe, expect, it, vi } from 'vitest';

describe('crew’s cost not yet loaded', () => {
  it('is refused with a clear error, and a card with crew installs it', async () => {
    vi.resetModules();
    const costs = await import('../mana/lazy-activation-costs');
    expect(costs.activationCostsInstalled()).toBe(false);
    expect(() => costs.activationCosts('crew')).toThrow(
      /the crew cost can't be paid: its part of the rules engine is not loaded/,
    );
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Grizzly Bears', power: 2, toughness: 2 }]);
    expect(costs.activationCostsInstalled()).toBe(false);
    const crew = { cost: { crew: 1 }, steps: [], text: 'Crew 1' };
    await ready.stepsReadyFor([{ name: 'Smuggler’s Copter', activated: [crew] }]);
    expect(costs.activationCostsInstalled()).toBe(true);
    expect(typeof costs.activationCosts('crew').payLazy).toBe('function');
  });

  it('is found by the crew key only: tapping other creatures as a cost does not count', async () => {
    const { hasLazyActivationCost } = await import('../steps-ready');
    const tapOthers = { cost: { tapUntapped: { count: 1, filter: { types: ['creature'] } } }, steps: [], text: '' };
    expect(hasLazyActivationCost([{ name: 'Springleaf Drum', activated: [tapOthers] }])).toBe(false);
    expect(hasLazyActivationCost([{ activated: [{ cost: { crew: 3 }, steps: [], text: 'Crew 3' }] }])).toBe(true);
    // Exert as a cost (CR 701.43a) loads with the same code.
    const exert = { cost: { tap: true, exertSelf: true }, steps: [], text: '{T}, Exert this creature: …' };
    expect(hasLazyActivationCost([{ activated: [exert] }])).toBe(true);
    // So does collect evidence N (CR 701.59a), and its evidence refusal and payment are installed.
    const evidence = { cost: { tap: true, collectEvidence: 3 }, steps: [], text: '{T}, Collect evidence 3: …' };
    expect(hasLazyActivationCost([{ activated: [evidence] }])).toBe(true);
  });
});
