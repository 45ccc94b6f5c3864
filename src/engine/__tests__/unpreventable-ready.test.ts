/**
 * Code that loads with the cards needing it: damage that can't be prevented (CR 615.12;
 * zones/unpreventable.ts into prevention.ts's LAZY_PREVENTION). A damage instruction with
 * `unpreventable` (Combust) or the static (Sunspine Lynx) makes its loader install it; Grizzly
 * Bears does not. Unloaded, damage that can't be prevented is refused, never prevented.
 */
import { describe, expect, it, vi } from 'vitest';

describe("damage that can't be prevented, not yet loaded", () => {
  it('Grizzly Bears installs nothing; "The damage can\'t be prevented" (Combust) installs the hook', async () => {
    vi.resetModules();
    const prevention = await import('../zones/prevention');
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Grizzly Bears', power: 2, toughness: 2 }]);
    expect(prevention.LAZY_PREVENTION.unpreventable).toBeUndefined();
    await ready.stepsReadyFor([
      {
        name: 'Combust',
        spell: {
          targets: [],
          steps: [{ do: 'damage', amount: 5, to: { ref: 'target', slot: 0 }, unpreventable: true }],
        },
      },
    ]);
    expect(typeof prevention.LAZY_PREVENTION.unpreventable).toBe('function');
  });

  it('the static "Damage can\'t be prevented." (Sunspine Lynx) installs the hook', async () => {
    vi.resetModules();
    const prevention = await import('../zones/prevention');
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Sunspine Lynx', replacements: [{ kind: 'damageUnpreventable' }] }]);
    expect(typeof prevention.LAZY_PREVENTION.unpreventable).toBe('function');
  });
});
