// The teaching shortcuts (add mana, draw, set life) travel in links and files like any engine
// action, replay to the same board, and malformed ones are refused with their place.
import { describe, expect, it } from 'vitest';
import { restore } from '../pool';
import type { ScenarioDoc } from '../schema';
import { openScenarioFile, scenarioFileText } from '../scenario-file';
import type { Action } from '../../engine';
import { checkActions, compactActions, expandActions } from './actions';
import { encodePayload } from './codec';
import { openLinkPayload } from './open-payload';

function doc(): ScenarioDoc {
  const r = restore({
    format: 'stackyard/scenario@1',
    title: 'Teaching shortcuts',
    options: { sandbox: true },
    turn: { number: 3, active: 'p1', phase: 'main1' },
    players: { p1: { library: ['Island', 'Forest', 'Mountain'] }, p2: { life: 20 } },
  });
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.scenario;
}

const SHORTCUTS: Action[] = [
  { type: 'addMana', player: 'p1', mana: { U: 1, R: 2 } },
  { type: 'draw', player: 'p1', count: 2 },
  { type: 'setLife', player: 'p2', life: 7 },
];

describe('teaching shortcuts in links and files', () => {
  it('survive the compact form unchanged', () => {
    expect(expandActions(compactActions(SHORTCUTS))).toEqual(SHORTCUTS);
    expect(checkActions(expandActions(compactActions(SHORTCUTS)))).toEqual({ ok: true, actions: SHORTCUTS });
  });

  it('a link with them opens at the same board: mana in the pool, two cards drawn, the life total set', () => {
    const opened = openLinkPayload(encodePayload(doc(), SHORTCUTS));
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.steps.map((s) => s.action)).toEqual(SHORTCUTS);
    const final = opened.steps[2]!.state;
    expect(final.players.p1.manaPool).toEqual({ U: 1, R: 2 });
    expect(final.players.p1.hand).toHaveLength(2);
    expect(final.players.p1.library).toHaveLength(1);
    expect(final.players.p2.life).toBe(7);
    // The log's lines are there again after the replay.
    const texts = opened.steps.flatMap((s) => s.events.map((e) => e.text));
    expect(texts).toContain('p1 drew a card.');
    expect(texts.some((t) => /^p2 lost 13 life \(20 → 7\) by hand/.test(t))).toBe(true);
  });

  it('a file with them opens at the same board', () => {
    const opened = openScenarioFile('x.stackyard.json', scenarioFileText(doc(), SHORTCUTS));
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.steps.map((s) => s.action)).toEqual(SHORTCUTS);
    expect(opened.steps[2]!.state.players.p2.life).toBe(7);
  });

  it('malformed shortcuts are refused with their place and a reason', () => {
    const bad: [unknown, RegExp][] = [
      [{ type: 'addMana', player: 'p1', mana: { X: 1 } }, /mana/],
      [{ type: 'addMana', player: 'p1', mana: { R: -1 } }, /mana\.R/],
      [{ type: 'addMana', player: 'p1', mana: {} }, /mana/],
      [{ type: 'addMana', player: 'p1', mana: { R: 1001 } }, /mana\.R/],
      [{ type: 'addMana', player: 'p1', mana: [1] }, /mana/],
      [{ type: 'draw', player: 'p1', count: 0 }, /count/],
      [{ type: 'draw', player: 'p1', count: 101 }, /count/],
      [{ type: 'draw', player: 'p1', count: 1.5 }, /count/],
      [{ type: 'draw', player: 'p3', count: 1 }, /player/],
      [{ type: 'setLife', player: 'p1', life: -1 }, /life/],
      [{ type: 'setLife', player: 'p1', life: '5' }, /life/],
      [{ type: 'setLife', player: 'p1', life: 5, extra: true }, /extra|unrecognized|unknown/i],
    ];
    for (const [raw, where] of bad) {
      const r = checkActions([{ type: 'pass' }, raw], 'link.actions');
      expect(r.ok, JSON.stringify(raw)).toBe(false);
      if (r.ok) continue;
      expect(r.problems[0]!.path.startsWith('link.actions[1]'), JSON.stringify(r.problems)).toBe(true);
      expect(`${r.problems[0]!.path} ${r.problems[0]!.message}`, JSON.stringify(raw)).toMatch(where);
    }
  });

  it('a link whose shortcut the engine refuses (sandbox mode off) says which step and why, and opens nothing', () => {
    const d = { ...doc(), options: { sandbox: false } };
    const opened = openLinkPayload(encodePayload(d, [{ type: 'setLife', player: 'p1', life: 3 }]));
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.problems[0]!.message).toMatch(/allowed only in sandbox mode/);
  });
});
