/**
 * Long histories open in slices (issue 14, item 7): the paced opener gives the same outcome as
 * the one-go opener, reports progress between slices, and stops at once when cancelled.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../engine';
import { passesOn } from '../../testing/play-on';
import { CANCELLED, openDocWithActions, openDocWithActionsPaced, type Pace } from './open-link';

const lands = (n: number) => Array.from({ length: n }, () => 'Island');
const doc = {
  format: 'stackyard/scenario@1',
  players: { p1: { battlefield: lands(20), library: lands(60) }, p2: { library: lands(60) } },
};
/** 300 actions: passes, and the cleanup discards they come to (CR 514.1). */
const passes: Action[] = passesOn(doc, 300);

/** A clock that moves 1 ms per reading, so every 5 readings make a slice of `sliceMs: 5`. */
function fakePace(extra: Partial<Pace> = {}): Pace & { pauses: number; progress: [number, number][] } {
  let t = 0;
  const p = { pauses: 0, progress: [] as [number, number][] };
  return Object.assign(p, {
    now: () => t++,
    sliceMs: 5,
    pause: async () => {
      p.pauses++;
    },
    onProgress: (done: number, total: number) => {
      p.progress.push([done, total]);
    },
    ...extra,
  });
}

describe('paced opening', () => {
  it('reaches the same state as opening in one go, reporting progress between slices', async () => {
    const once = openDocWithActions(doc, passes);
    const pace = fakePace();
    const paced = await openDocWithActionsPaced(doc, passes, pace);
    expect(once.ok && paced.ok).toBe(true);
    if (!once.ok || !paced.ok) return;
    expect(paced.steps).toHaveLength(300);
    expect(JSON.stringify(paced.steps.at(-1)?.state)).toBe(JSON.stringify(once.steps.at(-1)?.state));
    expect(pace.pauses).toBeGreaterThan(10);
    expect(pace.progress.every(([, total]) => total === 300)).toBe(true);
    const done = pace.progress.map(([d]) => d);
    expect(done).toEqual([...done].sort((a, b) => a - b));
  });

  it('stops when cancelled, with nothing opened', async () => {
    const controller = new AbortController();
    const pace = fakePace({
      signal: controller.signal,
      pause: async () => {
        controller.abort();
      },
    });
    const r = await openDocWithActionsPaced(doc, passes, pace);
    expect(r).toEqual({ ok: false, problems: [CANCELLED] });
  });

  it('reports an illegal step like the one-go opener', async () => {
    const bad: unknown[] = [{ type: 'pass' }, { type: 'cast', player: 'p1', object: 'o999' }];
    const once = openDocWithActions(doc, bad);
    const paced = await openDocWithActionsPaced(doc, bad, fakePace());
    expect(paced).toEqual(once);
    expect(paced.ok).toBe(false);
  });
});
