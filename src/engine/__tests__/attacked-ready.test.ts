/**
 * Attack triggers about what is attacked ("attacks you", dethrone's "attacks the player with the
 * most life": CR 506.3, 702.105a) are checked by detectors/attacked.ts, installed into the core
 * attack detector with the whole trigger table: a card with such a trigger makes its loader
 * install it; a plain "Whenever ~ attacks" does not.
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
