/**
 * Code that loads with the cards needing it: "~ must be blocked if able" (CR 509.1c;
 * turn/block-requirements.ts into combat.ts's LAZY_BLOCK) and "can't attack alone" (508.1c;
 * turn/alone-restrictions.ts into LAZY_ATTACK). Before, neither is installed; a card with one
 * makes its loader install it.
 */
import { describe, expect, it, vi } from 'vitest';

describe('must-be-blocked and alone restrictions not yet loaded', () => {
  it('"must be blocked if able" (Gaea\'s Protector) installs LAZY_BLOCK', async () => {
    vi.resetModules();
    const combat = await import('../turn/combat');
    expect(combat.LAZY_BLOCK.requirement).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([
      { name: "Gaea's Protector", statics: [{ affects: { self: true }, cant: [{ mustBeBlocked: true }] }] },
    ]);
    expect(typeof combat.LAZY_BLOCK.requirement).toBe('function');
  });

  it('"can\'t attack alone" (Bonded Construct) installs LAZY_ATTACK.alone and .excused', async () => {
    vi.resetModules();
    const combat = await import('../turn/combat');
    expect(combat.LAZY_ATTACK.alone).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([
      { name: 'Bonded Construct', statics: [{ affects: { self: true }, cant: [{ alone: 'attack' }] }] },
    ]);
    expect(typeof combat.LAZY_ATTACK.alone).toBe('function');
    expect(typeof combat.LAZY_ATTACK.excused).toBe('function');
  });
});
