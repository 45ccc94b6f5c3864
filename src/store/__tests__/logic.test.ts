import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../engine';
import { engine, open } from '../../scenario/pool';
import { cuesFor } from '../animation';
import { describeAction } from '../describe';
import { canRedo, canUndo, push, redo, seek, startHistory, undo, type NewEntry } from '../history';
import { sameStep } from '../script-progress';
import { animFromSearch, duration } from '../settings';
import { sandboxAuraBoard, voluteBoard } from './fixtures';
import { allObjects } from '../../engine';

/** Real engine states to build histories from: the Volute board and states after passing. */
function states(n: number) {
  const r = open(voluteBoard);
  if (!r.ok) throw new Error('board');
  const out = [r.loaded.initial];
  for (let i = 1; i < n; i++) out.push(engine.perform(out[i - 1]!, { type: 'pass' }).state);
  return out;
}
const entry = (label: string, state: GameState): NewEntry => ({
  state,
  action: null,
  events: [],
  label,
  scriptIndex: 0,
  offScript: false,
});

describe('history', () => {
  it('moves a cursor; pushing after undo forks', () => {
    const [a, b, c, d] = states(4) as [GameState, GameState, GameState, GameState];
    let h = startHistory(entry('a', a));
    h = push(h, entry('b', b));
    h = push(h, entry('c', c));
    expect(canRedo(h)).toBe(false);
    h = undo(undo(h));
    expect(h.cursor).toBe(0);
    expect(h.state).toEqual(a);
    expect(canUndo(h)).toBe(false);
    expect(redo(h).cursor).toBe(1);
    expect(redo(h).state).toEqual(b);
    h = push(h, entry('d', d));
    expect(h.entries.map((e) => e.label)).toEqual(['a', 'd']);
    expect(seek(h, 99).cursor).toBe(1);
    expect(seek(h, -5).cursor).toBe(0);
  });
  it('undo then redo gives the identical state, at every step of a real game', () => {
    const all = states(8);
    let h = startHistory(entry('0', all[0]!));
    for (let i = 1; i < all.length; i++) h = push(h, entry(String(i), all[i]!));
    for (let i = all.length - 1; i >= 0; i--) {
      const at = seek(h, i);
      expect(JSON.stringify(at.state)).toBe(JSON.stringify(all[i]));
      expect(JSON.stringify(seek(at, all.length - 1).state)).toBe(JSON.stringify(all[all.length - 1]));
    }
  });
});

describe('settings', () => {
  it('?anim=0 forces animations off; other values set a speed', () => {
    expect(animFromSearch('?anim=0')).toEqual({ speed: 0, locked: true });
    expect(animFromSearch('?x=1&anim=2')).toEqual({ speed: 2, locked: false });
    expect(animFromSearch('?anim=7')).toBeNull();
    expect(animFromSearch('')).toBeNull();
    expect(duration(0.4, 0)).toBe(0);
    expect(duration(0.4, 2)).toBe(0.2);
  });
});

describe('script steps', () => {
  it('a hand-made action matches the script step on the same object, whatever the targets', () => {
    const cast: Action = { type: 'cast', player: 'p1', object: 'o1' };
    expect(sameStep({ ...cast, targets: ['p2'] }, cast)).toBe(true);
    expect(sameStep({ ...cast, object: 'o2' }, cast)).toBe(false);
    expect(sameStep({ type: 'play', player: 'p1', object: 'o1' }, cast)).toBe(true);
    expect(
      sameStep(
        { type: 'decide', player: 'p1', answer: ['b', 'a'] },
        { type: 'decide', player: 'p1', answer: ['a', 'b'] },
      ),
    ).toBe(true);
    expect(
      sameStep({ type: 'decide', player: 'p1', answer: true }, { type: 'decide', player: 'p1', answer: false }),
    ).toBe(false);
    expect(sameStep({ type: 'pass' }, { type: 'pass' })).toBe(true);
  });
});

describe('animation cues and labels', () => {
  it('an Aura falling off gives a fellOff cue keyed by its physical card', () => {
    const r = open(sandboxAuraBoard);
    if (!r.ok) throw new Error('load');
    const s = r.loaded.initial;
    const bears = allObjects(s).find((o) => o.def === 'Grizzly Bears')!;
    const pac = allObjects(s).find((o) => o.def === 'Pacifism')!;
    const action: Action = { type: 'move', object: bears.id, to: 'exile', player: 'p1' };
    expect(describeAction(s, engine.registry, action)).toBe('Move Grizzly Bears to Player 1 exile');
    const res = engine.perform(s, action);
    const cues = cuesFor(res.events, s, res.state);
    expect(cues).toContainEqual(expect.objectContaining({ kind: 'fellOff', key: pac.cardId }));
  });

  it('a copy made by the Volute appears beside its original', () => {
    const r = open(voluteBoard);
    if (!r.ok) throw new Error('load');
    let s = r.loaded.initial;
    const div = allObjects(s).find((o) => o.def === 'Divination')!;
    s = engine.perform(s, { type: 'cast', player: 'p1', object: div.id }).state;
    const res = engine.perform(s, { type: 'pass' });
    const bolt = allObjects(s).find((o) => o.def === 'Lightning Bolt')!;
    const copy = cuesFor(res.events, s, res.state).find((c) => c.kind === 'copyAppeared');
    expect(copy?.near).toBe(bolt.cardId);
    expect(describeAction(s, engine.registry, { type: 'pass' })).toBe('Both pass: Spellweaver Volute ability resolves');
  });
});
