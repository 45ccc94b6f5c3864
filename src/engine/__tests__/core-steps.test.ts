/**
 * The core step handlers (resolution/steps/core.ts) load with the engine; the rest of the step
 * table loads with the cards that use it (every-step.ts). These tests check the split: every
 * instruction the engine writes itself, and every instruction a built-in lesson's cards write,
 * has a core handler, so a lesson link runs without the rest; and a step without an installed
 * handler is refused with a clear error (CR 608.2c is never half carried out).
 */
import { describe, expect, it, vi } from 'vitest';
import { STEP_TABLE } from '../resolution/steps';
import { CORE_STEPS } from '../resolution/steps/core';
import { stepKindsIn, usesLazyValue } from '../steps-ready';
import { engineSources, lessonCards } from './engine-sources';

const CORE = new Set(Object.keys(CORE_STEPS));

describe('the core step handlers', () => {
  it('are the step table’s own handlers', () => {
    for (const [kind, handler] of Object.entries(CORE_STEPS))
      expect(handler, kind).toBe(STEP_TABLE[kind as keyof typeof STEP_TABLE]);
  });

  it('cover every instruction the engine writes itself (predefined tokens, ward, madness …)', () => {
    const written = engineSources(['resolution/steps']).flatMap(({ path, text }) =>
      [...text.matchAll(/\bdo: '([A-Za-z]+)'/g)].map((m) => ({ path, kind: m[1] as string })),
    );
    // The scan finds the predefined tokens' abilities at least (CR 111.10: Food, Clue, Treasure …).
    expect(written.some((w) => w.path.includes('predefined-tokens'))).toBe(true);
    expect(written.filter((w) => !CORE.has(w.kind)).map((w) => `${w.path}: ${w.kind}`)).toEqual([]);
  });

  it('cover every instruction of every built-in lesson’s cards', () => {
    const lessons = lessonCards();
    expect(lessons.length).toBeGreaterThan(40);
    const missing = lessons.flatMap(({ file, cards }) =>
      [...stepKindsIn(cards)].filter((k) => !CORE.has(k)).map((k) => `${file}: ${k}`),
    );
    expect(missing).toEqual([]);
  });

  it('leave no built-in lesson needing an amount or condition that loads later (derived/value-kinds.ts)', () => {
    const needing = lessonCards().filter(({ cards }) => usesLazyValue(cards));
    expect(needing.map(({ file }) => file)).toEqual([]);
  });
});

describe('a step whose handler is not installed', () => {
  it('is refused with a clear error, and the whole table installs it', async () => {
    vi.resetModules();
    const registry = await import('../resolution/steps/registry');
    expect(registry.stepInstalled('damage')).toBe(true);
    expect(registry.stepInstalled('proliferate')).toBe(false);
    const step = { do: 'proliferate' } as Parameters<typeof registry.runStep>[3];
    expect(() => registry.runStep({} as never, {} as never, {} as never, step)).toThrow(
      /"proliferate" can't be carried out: its part of the rules engine is not loaded/,
    );
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ triggered: [{ steps: [{ do: 'proliferate' }] }] }]);
    expect(registry.stepInstalled('proliferate')).toBe(true);
  });
});

describe('an amount or condition whose code is not loaded', () => {
  it('is refused with a clear error, and loading the cards that use it installs it', async () => {
    vi.resetModules();
    const kinds = await import('../derived/value-kinds');
    expect(kinds.valueKindsInstalled()).toBe(false);
    // Party size (CR 700.8) is one of the amounts that load with their cards.
    const env = () => ({}) as never;
    expect(() => kinds.lazyValue({ partySize: true }, env)).toThrow(
      /"partySize" can't be evaluated: its part of the rules engine is not loaded/,
    );
    expect(kinds.lazyValue({ lifeOf: { ref: 'you' } }, env)).toBeUndefined();
    const ready = await import('../steps-ready');
    expect(ready.usesLazyValue([{ static: [{ condition: { permanentLeftThisTurn: { ref: 'you' } } }] }])).toBe(true);
    expect(ready.usesLazyValue([{ static: [{ condition: { yourTurn: true } }] }])).toBe(false);
    await ready.stepsReadyFor([{ triggered: [{ amount: { partySize: true } }] }]);
    expect(kinds.valueKindsInstalled()).toBe(true);
  });
});
