/**
 * Paying Phyrexian mana (CR 107.4f, mana/phyrexian.ts) loads with the cards whose mana cost or
 * activation cost has a Phyrexian symbol; a card with a plain or hybrid cost loads nothing.
 */
import { describe, expect, it, vi } from 'vitest';

describe('Phyrexian mana, not yet loaded', () => {
  it('a plain or hybrid cost leaves it unloaded; {B/P} in a mana cost installs it', async () => {
    vi.resetModules();
    const hook = await import('../mana/phyrexian-hook');
    const ready = await import('../steps-ready');
    expect(hook.PHYREXIAN.code).toBeNull();
    await ready.stepsReadyFor([{ name: 'Plain', manaCost: '{1}{B}{G/U}', power: 1, toughness: 1 }]);
    expect(hook.PHYREXIAN.code).toBeNull();
    await ready.stepsReadyFor([{ name: 'Skirge', manaCost: '{1}{B/P}', power: 1, toughness: 1 }]);
    expect(typeof hook.PHYREXIAN.code?.announce).toBe('function');
  });

  it("an activation's {1}{G/P} installs it too", async () => {
    vi.resetModules();
    const hook = await import('../mana/phyrexian-hook');
    const ready = await import('../steps-ready');
    const pod = { name: 'Pod', manaCost: '{3}{G}', activated: [{ cost: { mana: '{1}{G/P}', tap: true }, steps: [] }] };
    await ready.stepsReadyFor([pod]);
    expect(typeof hook.PHYREXIAN.code?.payUnannounced).toBe('function');
  });
});
