/**
 * Code that loads with the cards needing it: static "prevent damage" abilities and shields (CR
 * 615; zones/prevention-effects.ts), "prevent N of that damage" (615.1a;
 * zones/damage-replacements.ts into prevention.ts's LAZY_PREVENTION) and "All creatures able to
 * block ~ do so" (CR 509.1c; turn/block-requirements.ts into combat.ts's LAZY_BLOCK). Before,
 * neither is installed; a card with one makes its loader install it, a card without one does not.
 */
import { describe, expect, it, vi } from 'vitest';

describe('prevention of N and block requirements not yet loaded', () => {
  it('a card with no prevention installs none; "prevent all" (Dolmen Gate) installs the static abilities and shields', async () => {
    vi.resetModules();
    const prevention = await import('../zones/prevention');
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Grizzly Bears', power: 2, toughness: 2 }]);
    expect(prevention.LAZY_PREVENTION.effects).toBeUndefined();
    expect(prevention.LAZY_PREVENTION.some).toBeUndefined();
    const gate = [{ name: 'Dolmen Gate', replacements: [{ kind: 'preventDamage', to: { self: true } }] }];
    expect(ready.hasLazyReplacement(gate)).toBe(false);
    await ready.stepsReadyFor(gate);
    expect(typeof prevention.LAZY_PREVENTION.effects).toBe('function');
  });

  it('"prevent 1 of that damage" (Guardian Seraph) installs LAZY_PREVENTION.some', async () => {
    vi.resetModules();
    const prevention = await import('../zones/prevention');
    expect(prevention.LAZY_PREVENTION.some).toBeUndefined();
    const ready = await import('../steps-ready');
    const seraph = [
      { name: 'Guardian Seraph', replacements: [{ kind: 'preventDamage', to: { players: 'you' }, amount: 1 }] },
    ];
    expect(ready.hasLazyReplacement(seraph)).toBe(true);
    await ready.stepsReadyFor(seraph);
    expect(typeof prevention.LAZY_PREVENTION.some).toBe('function');
  });

  it('"All creatures able to block ~ do so" (Breaker of Armies) installs LAZY_BLOCK; Grizzly Bears does not', async () => {
    vi.resetModules();
    const combat = await import('../turn/combat');
    expect(combat.LAZY_BLOCK.requirement).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Grizzly Bears', power: 2, toughness: 2 }]);
    expect(combat.LAZY_BLOCK.requirement).toBeUndefined();
    await ready.stepsReadyFor([
      {
        name: 'Breaker of Armies',
        statics: [{ affects: { self: true }, cant: [{ allAbleBlock: { types: ['creature'] } }] }],
      },
    ]);
    expect(typeof combat.LAZY_BLOCK.requirement).toBe('function');
  });
});
