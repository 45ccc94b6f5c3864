/**
 * Restrictions (a static's `cant`) whose code loads with the cards that have them: "You may choose
 * not to untap ~ during your untap step" (CR 502.3, turn/untap-optional.ts into turn/untap.ts's
 * UNTAP_OPTIONAL) and "You may have ~ assign its combat damage as though it weren't blocked"
 * (510.1c, turn/unblocked-damage.ts into turn/combat-damage.ts's LAZY_SPLIT). Before, neither is
 * installed; a card with only one of them makes its loader install it, and an untap step that
 * needs the missing choice is refused with a clear error rather than skipping it.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Ctx } from '../state/context';

describe('lazy restrictions not yet loaded', () => {
  it('"assign its combat damage as though it weren\'t blocked" (Thorn Elemental) installs LAZY_SPLIT.unblocked', async () => {
    vi.resetModules();
    const damage = await import('../turn/combat-damage');
    expect(damage.LAZY_SPLIT.unblocked).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Grizzly Bears', power: 2, toughness: 2 }]);
    expect(damage.LAZY_SPLIT.unblocked).toBeUndefined();
    await ready.stepsReadyFor([
      {
        name: 'Thorn Elemental',
        power: 7,
        toughness: 7,
        statics: [{ affects: { self: true }, cant: ['assignAsThoughUnblocked'] }],
      },
    ]);
    expect(typeof damage.LAZY_SPLIT.unblocked).toBe('function');
  });

  it('"You may choose not to untap ~" (Rubinia Soulsinger) installs UNTAP_OPTIONAL; missing, the untap step is refused', async () => {
    vi.resetModules();
    const untap = await import('../turn/untap');
    expect(untap.UNTAP_OPTIONAL.choose).toBeUndefined();
    const task: import('../turn/untap').UntapTask = {
      kind: 'untap',
      player: 'p1',
      waiting: [],
      optional: ['o1'],
      limits: [],
      at: 0,
      chosen: [],
    };
    expect(() => untap.runUntapTask({} as Ctx, task)).toThrow(
      /choosing not to untap can't be done: its part of the rules engine is not loaded \(CR 502\.3\)/,
    );
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([
      { name: 'Rubinia Soulsinger', statics: [{ affects: { self: true }, cant: ['untapOptional'] }] },
    ]);
    expect(typeof untap.UNTAP_OPTIONAL.choose).toBe('function');
  });

  it('the lazy restrictions are exactly the two', async () => {
    const { LAZY_RESTRICTIONS } = await import('../steps-ready');
    expect([...LAZY_RESTRICTIONS].sort()).toEqual(['assignAsThoughUnblocked', 'untapOptional']);
  });
});
