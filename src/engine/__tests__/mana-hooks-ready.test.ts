/**
 * Code that loads with the cards that need it: triggered mana abilities (CR 605.1b,
 * mana/triggered-mana.ts) and a commander's color identity for mana that reads it (903.4,
 * mana/commander-colors.ts). A card with neither loads neither.
 */
import { describe, expect, it, vi } from 'vitest';

describe('triggered mana abilities, not yet loaded', () => {
  it('a plain mana ability leaves them unloaded; "an additional {G}" installs them', async () => {
    vi.resetModules();
    const abilities = await import('../mana/mana-abilities');
    const ready = await import('../steps-ready');
    const rock = { name: 'Rock', activated: [{ cost: { tap: true }, mana: { kind: 'fixed', mana: ['C'] } }] };
    await ready.stepsReadyFor([rock]);
    expect(abilities.LAZY_TRIGGERED_MANA.run).toBeUndefined();
    const growth = {
      name: 'Growth',
      triggered: [{ on: { event: 'tappedForMana', what: 'enchanted' }, manaAbility: { adds: 'G' }, steps: [] }],
    };
    await ready.stepsReadyFor([growth]);
    expect(typeof abilities.LAZY_TRIGGERED_MANA.run).toBe('function');
  });
});

describe("a commander's color identity, not yet loaded", () => {
  it('"one mana of any color" leaves it unloaded; "… in your commander\'s color identity" installs it', async () => {
    vi.resetModules();
    const mana = await import('../mana/mana');
    const ready = await import('../steps-ready');
    const prism = { name: 'Prism', activated: [{ cost: { tap: true }, mana: { kind: 'anyColor' } }] };
    await ready.stepsReadyFor([prism]);
    expect(mana.LAZY_PRODUCE.commanderColors).toBeUndefined();
    const tower = { name: 'Tower', activated: [{ cost: { tap: true }, mana: { kind: 'commanderColors' } }] };
    await ready.stepsReadyFor([tower]);
    expect(typeof mana.LAZY_PRODUCE.commanderColors).toBe('function');
  });
});
