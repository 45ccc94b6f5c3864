/**
 * The core trigger detectors (triggers/core-detectors.ts) load with the engine; the rest of the
 * trigger table loads with the cards that use it (every-step.ts). These tests check the split:
 * every kind of trigger the engine writes itself, and every kind a built-in lesson's cards use,
 * has a core detector, so a lesson link runs without the rest; a triggered ability whose
 * detector is not installed is refused with a clear error, never silently left untriggered
 * (CR 603.2); and loading cards that need the rest installs it.
 */
import { describe, expect, it, vi } from 'vitest';
import { CORE_DETECTORS } from '../triggers/core-detectors';
import { TRIGGER_TABLE } from '../triggers/table';
import { triggerKindsIn } from '../steps-ready';
import { eagerEngineSources, lessonCards } from './engine-sources';

const CORE = new Set(Object.keys(CORE_DETECTORS));

describe('the core trigger detectors', () => {
  it('are the trigger table’s own detectors', () => {
    for (const [kind, d] of Object.entries(CORE_DETECTORS))
      expect(d, kind).toBe(TRIGGER_TABLE[kind as keyof typeof TRIGGER_TABLE]);
  });

  it('cover every trigger the engine writes itself (ward, a disguised permanent, the predefined tokens)', () => {
    // Only the writers that load with the engine: a module only ../every-step.ts brings loads
    // with the whole trigger table, which that module installs.
    const written = eagerEngineSources()
      .filter(({ path }) => !path.startsWith('triggers/detectors') && !path.startsWith('state/vocabulary'))
      .flatMap(({ path, text }) =>
        [...text.matchAll(/\bevent: '([A-Za-z]+)'/g)].map((m) => ({ path, kind: m[1] as string })),
      );
    // The scan finds the face-down permanent's ward trigger at least (CR 702.168).
    expect(written.some((w) => w.kind === 'becomesTarget')).toBe(true);
    // A kind its step places itself (a dungeon's rooms, CR 309.4c) needs no detector: that step
    // loads with the cards that venture.
    const placedBy = (k: string) => TRIGGER_TABLE[k as keyof typeof TRIGGER_TABLE]?.placedBy;
    expect(
      written.filter((w) => !CORE.has(w.kind) && placedBy(w.kind) !== w.path).map((w) => `${w.path}: ${w.kind}`),
    ).toEqual([]);
  });

  it('cover every trigger of every built-in lesson’s cards', () => {
    const lessons = lessonCards();
    expect(lessons.length).toBeGreaterThan(40);
    const used = new Set<string>();
    const missing = lessons.flatMap(({ file, cards }) => {
      const kinds = [...triggerKindsIn(cards)];
      kinds.forEach((k) => used.add(k));
      return kinds.filter((k) => !CORE.has(k)).map((k) => `${file}: ${k}`);
    });
    // The lessons' cards have cast and enters triggers at least (Spellweaver Volute, CR 603.6a).
    expect(used.has('spellCast') && used.has('zoneChange')).toBe(true);
    expect(missing).toEqual([]);
  });
});

describe('a trigger whose detector is not installed', () => {
  it('is refused with a clear error, and loading the cards installs it', async () => {
    vi.resetModules();
    const registry = await import('../triggers/registry');
    expect(registry.detectorInstalled('zoneChange')).toBe(true);
    expect(registry.detectorInstalled('crime')).toBe(false);
    expect(() => registry.detectorOf('crime')).toThrow(
      /the trigger "crime" can't be watched for: its part of the rules engine is not loaded/,
    );
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ triggered: [{ on: { event: 'crime' }, steps: [] }] }]);
    expect(registry.detectorInstalled('crime')).toBe(true);
    expect(registry.everyDetectorInstalled()).toBe(true);
  });
});
