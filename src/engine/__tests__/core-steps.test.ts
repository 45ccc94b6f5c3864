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
import { PREDEFINED_TOKENS, predefinedTokensIn } from '../state/predefined-tokens';
import { engineStepKindsFor, namesPredefinedToken, stepKindsIn, usesLazyValue } from '../steps-ready';
import { eagerEngineSources, lessonCards } from './engine-sources';

const CORE = new Set(Object.keys(CORE_STEPS));

describe('the core step handlers', () => {
  it('are the step table’s own handlers', () => {
    // moveTo's whole-table handler (resolution/steps/move-merged.ts) runs the core one and differs
    // only for merged permanents (CR 730.3, 730.3a), which only lazily loaded code makes (merge.ts).
    const widened: Record<string, string> = { moveTo: 'merged permanents' };
    for (const [kind, handler] of Object.entries(CORE_STEPS))
      if (widened[kind]) expect(STEP_TABLE[kind as keyof typeof STEP_TABLE].rule, kind).toBe(handler.rule);
      else expect(handler, kind).toBe(STEP_TABLE[kind as keyof typeof STEP_TABLE]);
  });

  it('cover every instruction the engine’s own eagerly loaded code writes (ward, madness, rebound …)', () => {
    const written = eagerEngineSources()
      .filter(({ path }) => !/^(resolution\/steps|state\/vocabulary)\/|^state\/predefined-tokens\.ts$/.test(path))
      .flatMap(({ path, text }) =>
        [...text.matchAll(/\bdo: '([A-Za-z]+)'/g)].map((m) => ({ path, kind: m[1] as string })),
      );
    // The scan finds the face-down permanent's ward trigger at least (CR 702.21a, 702.168).
    expect(written.some((w) => w.path === 'state/faces.ts')).toBe(true);
    // Madness's trigger and rebound's delayed trigger (CR 702.35a, 702.88a) are written only for
    // a card that has the keyword, whose loader installs their instruction first.
    const forKeywords = engineStepKindsFor([
      { altCosts: [{ kind: 'madness', mana: '{R}' }] },
      { keywords: ['rebound'] },
    ]);
    expect([...forKeywords]).toEqual(['castFree']);
    const byKeyword = (w: { path: string; kind: string }) =>
      forKeywords.has(w.kind) && ['zones/objects.ts', 'zones/stack.ts'].includes(w.path);
    expect(written.filter((w) => !CORE.has(w.kind) && !byKeyword(w)).map((w) => `${w.path}: ${w.kind}`)).toEqual([]);
  });

  it('leave a predefined token’s instructions to its loader: the card that creates it, or the document that names it', () => {
    // CR 111.10: the compiler writes the token's abilities into the card that creates it, so
    // the card's own instructions include them; a scenario's proxy names it by `predefined`.
    for (const [name, { token }] of Object.entries(PREDEFINED_TOKENS)) {
      const card = { name: 'Maker', steps: [{ do: 'createToken', token }] };
      expect(
        [...stepKindsIn(token)].every((k) => stepKindsIn(card).has(k)),
        name,
      ).toBe(true);
      const doc = { players: { p1: { battlefield: [{ proxy: { name: `${name} Token`, predefined: name } }] } } };
      expect(predefinedTokensIn(doc), name).toEqual([token]);
      expect(namesPredefinedToken(doc), name).toBe(true);
    }
    expect(predefinedTokensIn({ proxy: { predefined: 'Nonsense' } })).toEqual([]);
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

describe('a lesson document that names a predefined token', () => {
  it('has the token’s instructions installed before it is played (a Lander searches, CR 111.10, 701.23)', async () => {
    vi.resetModules();
    const registry = await import('../resolution/steps/registry');
    expect(registry.stepInstalled('search')).toBe(false);
    const books = await import('../../scenario/registry-book');
    const doc = { players: { p1: { battlefield: [{ proxy: { name: 'Lander Token', predefined: 'Lander' } }] } } };
    await books.lessonEngineReady([], doc);
    expect(registry.stepInstalled('search')).toBe(true);
    expect(registry.stepInstalled('shuffle')).toBe(true);
  });
});

describe('a card with madness or rebound', () => {
  it('has the cast its keyword writes installed before it is played (CR 702.35a, 702.88a)', async () => {
    vi.resetModules();
    const registry = await import('../resolution/steps/registry');
    const ready = await import('../steps-ready');
    expect(registry.stepInstalled('castFree')).toBe(false);
    expect(ready.engineStepKindsFor([{ name: 'Grizzly Bears', power: 2, toughness: 2 }]).size).toBe(0);
    // A keyword another ability grants is found too (Narset Transcendent's −2 gives a spell rebound).
    expect([...ready.engineStepKindsFor([{ statics: [{ grant: { keywords: ['rebound'] } }] }])]).toEqual(['castFree']);
    await ready.stepsReadyFor([{ name: 'Staggershock', keywords: ['rebound'] }]);
    expect(registry.stepInstalled('castFree')).toBe(true);
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
