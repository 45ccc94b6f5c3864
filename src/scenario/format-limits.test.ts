/**
 * What the app makes, it reopens (issue 23, item 7): every limit of the file format on what an
 * action names is the engine's own (ENGINE_LIMITS through limits.ts), tested at the limit and one
 * past it; and a legal attack with more than 100 creatures round-trips through the link, the
 * exported file and a saved session's actions.
 */
import { describe, expect, it } from 'vitest';
import { allObjects, ENGINE_LIMITS, type Action } from '../engine';
import { EngineActionSchema } from './link/actions';
import { encodePayload } from './link/codec';
import { openDocWithActions } from './link/open-link';
import { openLinkPayload } from './link/open-payload';
import { MAX_ANSWER_NUMBER, MAX_COMBATANTS, MAX_LISTED_OBJECTS, MAX_X } from './limits';
import { restore } from './pool';
import { openScenarioFile, scenarioFileText } from './scenario-file';
import { AttackAction, BlockAction, CastAction, DecideAction } from './schema-script';
import type { ScenarioDoc } from './schema';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `o${i + 1}`);
const map = (n: number) => Object.fromEntries(ids(n).map((id, i) => [id, `o${n + i + 1}`]));
const ok = (v: unknown) => EngineActionSchema.safeParse(v).success;

describe('the link and file format take their limits from the engine', () => {
  it('the limits are the engine’s: every permanent it allows can attack or block, X and answers as large as it takes', () => {
    expect(MAX_COMBATANTS).toBe(ENGINE_LIMITS.permanents);
    expect(MAX_X).toBe(ENGINE_LIMITS.x);
    expect(MAX_ANSWER_NUMBER).toBe(ENGINE_LIMITS.amount);
    expect(MAX_LISTED_OBJECTS).toBeGreaterThan(ENGINE_LIMITS.permanents);
  });
  it('attackers: at the limit accepted, one more refused', () => {
    expect(ok({ type: 'attack', player: 'p1', attackers: ids(MAX_COMBATANTS) })).toBe(true);
    expect(ok({ type: 'attack', player: 'p1', attackers: ids(MAX_COMBATANTS + 1) })).toBe(false);
    expect(ok({ type: 'attack', player: 'p1', attackers: ['o1'], at: map(MAX_COMBATANTS) })).toBe(true);
    expect(ok({ type: 'attack', player: 'p1', attackers: ['o1'], at: map(MAX_COMBATANTS + 1) })).toBe(false);
  });
  it('blockers: at the limit accepted, one more refused', () => {
    expect(ok({ type: 'block', player: 'p2', blocks: map(MAX_COMBATANTS) })).toBe(true);
    expect(ok({ type: 'block', player: 'p2', blocks: map(MAX_COMBATANTS + 1) })).toBe(false);
  });
  it('targets and a decision’s list of answers: at the limit accepted, one more refused', () => {
    for (const type of ['cast', 'activate'] as const) {
      const base = { type, player: 'p1', object: 'o1', ...(type === 'activate' ? { ability: 0 } : {}) };
      expect(ok({ ...base, targets: ids(MAX_LISTED_OBJECTS) })).toBe(true);
      expect(ok({ ...base, targets: ids(MAX_LISTED_OBJECTS + 1) })).toBe(false);
      expect(ok({ ...base, x: MAX_X })).toBe(true);
      expect(ok({ ...base, x: MAX_X + 1 })).toBe(false);
    }
    expect(ok({ type: 'decide', player: 'p1', answer: ids(MAX_LISTED_OBJECTS) })).toBe(true);
    expect(ok({ type: 'decide', player: 'p1', answer: ids(MAX_LISTED_OBJECTS + 1) })).toBe(false);
    expect(ok({ type: 'decide', player: 'p1', answer: MAX_ANSWER_NUMBER })).toBe(true);
    expect(ok({ type: 'decide', player: 'p1', answer: MAX_ANSWER_NUMBER + 1 })).toBe(false);
  });
  it('a lesson script’s lists have the same limits', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    const rec = (n: number) => Object.fromEntries(names(n).map((k) => [k, 'x']));
    expect(AttackAction.safeParse({ attack: names(MAX_LISTED_OBJECTS) }).success).toBe(true);
    expect(AttackAction.safeParse({ attack: names(MAX_LISTED_OBJECTS + 1) }).success).toBe(false);
    expect(BlockAction.safeParse({ block: rec(MAX_COMBATANTS) }).success).toBe(true);
    expect(BlockAction.safeParse({ block: rec(MAX_COMBATANTS + 1) }).success).toBe(false);
    expect(CastAction.safeParse({ cast: 'x', targets: names(MAX_LISTED_OBJECTS) }).success).toBe(true);
    expect(CastAction.safeParse({ cast: 'x', targets: names(MAX_LISTED_OBJECTS + 1) }).success).toBe(false);
    expect(DecideAction.safeParse({ decide: MAX_ANSWER_NUMBER }).success).toBe(true);
  });
});

describe('a legal attack with more than 100 creatures reopens (issue 23)', () => {
  const N = 150;
  const restored = (() => {
    const r = restore({
      format: 'stackyard/scenario@1',
      turn: { number: 3, active: 'p1', phase: 'main1' },
      players: { p1: { battlefield: Array(N).fill('Grizzly Bears') }, p2: {} },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    return r.scenario as ScenarioDoc;
  })();
  /** The actions: go to combat, attack with all N bears. */
  const actions = (): Action[] => {
    const opened = openDocWithActions(restored, []);
    if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
    const bears = allObjects(opened.loaded.initial)
      .filter((o) => o.def === 'Grizzly Bears')
      .map((o) => o.id);
    return [
      { type: 'advance', to: 'combat' },
      { type: 'attack', player: 'p1', attackers: bears },
    ];
  };
  const attackers = (o: ReturnType<typeof openDocWithActions>) =>
    o.ok ? Object.keys(o.steps.at(-1)?.state.combat?.attackers ?? {}).length : -1;

  it('through a saved session’s actions (the same check as every opening)', () => {
    const o = openDocWithActions(restored, actions());
    expect(o.ok ? [] : o.problems).toEqual([]);
    expect(attackers(o)).toBe(N);
  });
  it('through a share link', () => {
    const o = openLinkPayload(encodePayload(restored, actions()));
    expect(o.ok ? [] : o.problems).toEqual([]);
    expect(attackers(o)).toBe(N);
  });
  it('through an exported file', () => {
    const o = openScenarioFile('attack.stackyard.json', scenarioFileText(restored, actions()));
    expect(o.ok ? [] : o.problems).toEqual([]);
    expect(attackers(o)).toBe(N);
  });
});
