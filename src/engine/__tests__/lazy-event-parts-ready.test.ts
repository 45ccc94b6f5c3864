/**
 * Parts of trigger events and of mana read by code that loads with the cards that use them:
 * attack triggers about what is attacked ("attacks you", dethrone's "attacks the player with the
 * most life": CR 506.3, 702.105a; detectors/attacked.ts), cast triggers for a kicked spell or one
 * with {X} (702.33d, 107.3; detectors/spell-kinds.ts), mana spendable only on spells cast from
 * somewhere (106.6, 601.2a; mana/chosen-spend.ts). A card with one makes its loader install the
 * code; a plain "Whenever ~ attacks" does not.
 */
import { describe, expect, it, vi } from 'vitest';

const attacks = (on: object) => [
  { name: 'Test', power: 1, toughness: 1, triggered: [{ on: { event: 'attacks', what: 'self', ...on }, steps: [] }] },
];

describe('what an attacker attacks, not yet loaded', () => {
  it('is installed by a card whose attack trigger names what is attacked', async () => {
    vi.resetModules();
    const combat = await import('../triggers/detectors/combat');
    expect(combat.ATTACKED.only).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor(attacks({}));
    expect(combat.ATTACKED.only).toBeUndefined();
    await ready.stepsReadyFor(attacks({ mostLife: true }));
    expect(typeof combat.ATTACKED.only).toBe('function');
  });

  it('"attacks you" loads it too', async () => {
    vi.resetModules();
    const combat = await import('../triggers/detectors/combat');
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor(attacks({ attacked: { player: 'you' } }));
    expect(typeof combat.ATTACKED.only).toBe('function');
  });
});

describe('a cast trigger for a kicked spell, and mana spendable only on spells cast from somewhere', () => {
  it('"Whenever you cast a kicked spell" loads the spell-kind check', async () => {
    vi.resetModules();
    const cast = await import('../triggers/detectors/spell-cast');
    expect(cast.SPELL_KINDS.matches).toBeUndefined();
    const ready = await import('../steps-ready');
    const on = { event: 'spellCast', by: 'you', kickedSpell: true };
    await ready.stepsReadyFor([{ name: 'Test', power: 1, toughness: 1, triggered: [{ on, steps: [] }] }]);
    expect(typeof cast.SPELL_KINDS.matches).toBe('function');
  });

  it('"Whenever you cast a creature spell that has an Adventure" loads the spell-kind check', async () => {
    vi.resetModules();
    const cast = await import('../triggers/detectors/spell-cast');
    expect(cast.SPELL_KINDS.castOnly).toBeUndefined();
    const ready = await import('../steps-ready');
    const on = { event: 'spellCast', by: 'you', spell: { types: ['creature'] }, hasAdventure: true };
    await ready.stepsReadyFor([{ name: 'Test', power: 1, toughness: 1, triggered: [{ on, steps: [] }] }]);
    expect(typeof cast.SPELL_KINDS.castOnly).toBe('function');
  });

  it('"Spend this mana only to cast spells from your graveyard" loads the cast-from check', async () => {
    vi.resetModules();
    const spend = await import('../mana/spend');
    expect(spend.LAZY_SPEND.castFrom).toBeUndefined();
    const ready = await import('../steps-ready');
    const manaSpend = { spells: {}, from: 'yourGraveyard' };
    await ready.stepsReadyFor([{ name: 'Test', manaAbilities: [{ produce: { mana: ['B'] }, manaSpend }] }]);
    expect(typeof spend.LAZY_SPEND.castFrom).toBe('function');
  });
});
