/**
 * "… triggers an additional time" and "… entering don't cause abilities to trigger" (CR 603.2d,
 * 603.6a) load with the cards that have them: triggers/trigger-times.ts into detect.ts's
 * TRIGGER_TIMES. Before, it is not installed; a card with one makes its loader install it.
 */
import { describe, expect, it, vi } from 'vitest';

describe('trigger times not yet loaded', () => {
  it.each([
    ['Panharmonicon', { triggersAdditionalTime: { entering: { types: ['artifact', 'creature'] } } }],
    ['Torpor Orb', { enteringTriggersNothing: { entering: { types: ['creature'] } } }],
  ])('%s installs TRIGGER_TIMES', async (name, part) => {
    vi.resetModules();
    const detect = await import('../triggers/detect');
    expect(detect.TRIGGER_TIMES.of).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name, statics: [{ affects: { players: 'you' }, ...part }] } as never]);
    expect(typeof detect.TRIGGER_TIMES.of).toBe('function');
  });
});
