/**
 * Umbra armor (CR 702.89a) loads with the cards that have it (zones/umbra-armor.ts, installed into
 * zones/destroy.ts): a card with the keyword, or an ability giving it, makes its loader install it.
 */
import { describe, expect, it, vi } from 'vitest';

describe('umbra armor not yet loaded', () => {
  it('is installed by a card with the keyword, not by one without', async () => {
    vi.resetModules();
    const destroy = await import('../zones/destroy');
    expect(destroy.LAZY_DESTROY.umbraArmor).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Grizzly Bears', power: 2, toughness: 2, keywords: ['haste'] }]);
    expect(destroy.LAZY_DESTROY.umbraArmor).toBeUndefined();
    await ready.stepsReadyFor([{ name: 'Eel Umbra', enchant: { types: ['creature'] }, keywords: ['umbra armor'] }]);
    expect(typeof destroy.LAZY_DESTROY.umbraArmor).toBe('function');
  });
});
