/**
 * The code of static effects increasing damage (CR 614.1a; zones/damage-replacements.ts) loads with
 * the cards that have them, with Ali from Cairo's: before, damage.ts
 * has neither; a card with a `damageIncreased` or `damageLeavesOneLife` replacement makes its loader
 * install them, a card without one does not.
 */
import { describe, expect, it, vi } from 'vitest';

describe('damage increases not yet loaded', () => {
  it("are installed by a card with one (Angrath's Marauders), not by Grizzly Bears", async () => {
    vi.resetModules();
    const damage = await import('../zones/damage');
    expect(damage.LAZY_DAMAGE.increase).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Grizzly Bears', power: 2, toughness: 2 }]);
    expect(damage.LAZY_DAMAGE.increase).toBeUndefined();
    expect(ready.hasLazyReplacement([{ replacements: [{ kind: 'entersTapped' }] }])).toBe(false);
    await ready.stepsReadyFor([{ name: "Angrath's Marauders", replacements: [{ kind: 'damageIncreased', times: 2 }] }]);
    expect(typeof damage.LAZY_DAMAGE.increase).toBe('function');
    expect(typeof damage.LAZY_DAMAGE.lifeLost).toBe('function');
  });

  it('Ali from Cairo\'s "reduces it to 1 instead" (CR 614.1a) counts too', async () => {
    const { hasLazyReplacement } = await import('../steps-ready');
    expect(hasLazyReplacement([{ replacements: [{ kind: 'damageLeavesOneLife' }] }])).toBe(true);
  });
});
