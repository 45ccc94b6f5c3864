import { describe, expect, it } from 'vitest';
import { open } from '../../scenario/pool';
import { createGameStore } from '../game-store';
import { stateOf, current } from '../history';
import { lkiGhosts } from '../lki-ghosts';
import { voluteBoard, voluteLkiBoard } from './fixtures';
import { allObjects } from '../../engine';

const fresh = (doc: unknown) => {
  const store = createGameStore(open);
  expect(store.getState().load(doc)).toBeNull();
  return store;
};
const state = (store: ReturnType<typeof fresh>) => stateOf(store.getState().history);

describe('game store', () => {
  it('plays a script step by step and undoes back to the identical state', () => {
    const store = fresh(voluteBoard);
    const start = state(store);
    const startJson = JSON.stringify(start);
    for (let i = 0; i < 6; i++) expect(store.getState().nextStep()).toBe(true);
    expect(state(store).players.p2.life).toBe(17);
    expect(current(store.getState().history).scriptIndex).toBe(6);
    expect(store.getState().nextStep()).toBe(false);
    for (let i = 0; i < 6; i++) store.getState().undo();
    expect(state(store)).toEqual(start);
    expect(JSON.stringify(state(store))).toBe(startJson);
    expect(store.getState().lastChange).toBe('jump');
    expect(store.getState().cues).toEqual([]);
    store.getState().redo();
    expect(current(store.getState().history).scriptIndex).toBe(1);
  });

  it('acting from an earlier step drops the later steps and says how many', () => {
    const store = fresh(voluteBoard);
    for (let i = 0; i < 3; i++) store.getState().nextStep();
    store.getState().seek(1);
    expect(store.getState().nextStep()).toBe(true);
    const h = store.getState().history;
    expect(h.entries).toHaveLength(3);
    expect(h.cursor).toBe(2);
    expect(store.getState().toasts.at(-1)?.text).toMatch(
      /replaced the 2 later steps .*from step 2 on.*Undo returns to step 1/,
    );
  });

  it('an illegal action leaves the board unchanged and says why, with the rule', () => {
    const store = fresh(voluteBoard);
    const before = state(store);
    const bolt = allObjects(before).find((o) => o.def === 'Lightning Bolt')!;
    expect(store.getState().perform({ type: 'cast', player: 'p1', object: bolt.id })).toBe(false);
    expect(state(store)).toBe(before);
    expect(store.getState().history.entries).toHaveLength(1);
    const toast = store.getState().toasts.at(-1)!;
    expect(toast.kind).toBe('error');
    expect(toast.rule).toMatch(/^\d{3}/);
  });

  it('a refusal goes when a later action succeeds; other notices stay', () => {
    const store = fresh(voluteBoard);
    const objs = allObjects(state(store));
    const bolt = objs.find((o) => o.def === 'Lightning Bolt')!;
    store.getState().toast('info', 'Link copied.');
    // Lightning Bolt needs a target (CR 601.2c): refused, with the rule.
    expect(store.getState().perform({ type: 'cast', player: 'p1', object: bolt.id })).toBe(false);
    expect(store.getState().toasts.map((t) => t.refusal)).toEqual([false, true]);
    const div = objs.find((o) => o.def === 'Divination')!;
    expect(store.getState().perform({ type: 'cast', player: 'p1', object: div.id })).toBe(true);
    expect(store.getState().toasts.map((t) => t.text)).toEqual(['Link copied.']);
    store.getState().refused("Refused: Grizzly Bears can't block Birds of Paradise (flying)", '702.9b');
    store.getState().clearRefusals();
    expect(store.getState().toasts.map((t) => t.text)).toEqual(['Link copied.']);
  });

  it('a hand-made action that is the next script step advances the script; another one marks it off-script', () => {
    const store = fresh(voluteBoard);
    const div = allObjects(state(store)).find((o) => o.def === 'Divination')!;
    store.getState().perform({ type: 'cast', player: 'p1', object: div.id });
    expect(current(store.getState().history).scriptIndex).toBe(1);
    expect(current(store.getState().history).offScript).toBe(false);
    // A manual move is no step of the script, and no board of it.
    store.getState().setSandbox(true);
    const bolt = allObjects(state(store)).find((o) => o.def === 'Lightning Bolt')!;
    store.getState().perform({ type: 'move', object: bolt.id, to: 'exile' });
    expect(current(store.getState().history).offScript).toBe(true);
  });

  it("an equivalent way counts as the script step: passing until the decision is the script's pass", () => {
    const store = fresh(voluteBoard);
    store.getState().nextStep();
    // The script passes once (the Volute's trigger resolves and asks); "go to Main 2" stops at that same question.
    store.getState().perform({ type: 'advance', to: 'main2' });
    expect(current(store.getState().history)).toMatchObject({ scriptIndex: 2, offScript: false });
  });

  it('a new action after undo drops the redo branch', () => {
    const store = fresh(voluteBoard);
    store.getState().nextStep();
    store.getState().nextStep();
    store.getState().undo();
    store.getState().undo();
    store.getState().nextStep();
    expect(store.getState().history.entries).toHaveLength(2);
  });

  it('a scenario with problems is refused and the board stays as it was', () => {
    const store = fresh(voluteBoard);
    const before = store.getState().history;
    const problems = store
      .getState()
      .load({ format: 'stackyard/scenario@1', players: { p1: { hand: ['Lightning Blot'] } } });
    expect(problems?.length).toBeGreaterThan(0);
    expect(store.getState().history).toBe(before);
    expect(store.getState().toasts.at(-1)?.text).toMatch(/can't be opened/);
  });

  it('sandbox mode can be switched on as a step of the history', () => {
    const store = fresh(voluteBoard);
    store.getState().setSandbox(true);
    expect(state(store).sandbox).toBe(true);
    store.getState().undo();
    expect(state(store).sandbox).toBe(false);
  });

  it('performing records cues; the LKI ghost lives while its stack item does (Volute ruling 5)', () => {
    const store = fresh(voluteLkiBoard);
    for (let i = 0; i < 6; i++) expect(store.getState().nextStep()).toBe(true);
    const s = store.getState();
    const ghosts = lkiGhosts(s.history.entries.slice(0, s.history.cursor + 1), state(store));
    expect(ghosts.map((g) => g.snapshot.names[0])).toEqual(['Spellweaver Volute', 'Lightning Bolt']);
    expect(ghosts.every((g) => g.rule === '608.2h')).toBe(true);
    expect(s.cues.some((c) => c.kind === 'lki')).toBe(true);
    expect(s.cues.some((c) => c.kind === 'copyAppeared')).toBe(true);
    // Cast the copy at p2, let it resolve: the trigger has finished, so its ghosts are gone.
    s.perform({ type: 'decide', player: 'p1', answer: true });
    store.getState().perform({ type: 'decide', player: 'p1', answer: ['p2'] });
    const after = store.getState();
    expect(lkiGhosts(after.history.entries.slice(0, after.history.cursor + 1), state(store))).toEqual([]);
  });
});

describe('events in the history', () => {
  it('are plain data that can be serialised at any later time', () => {
    const store = fresh(voluteLkiBoard);
    for (let i = 0; i < 6; i++) store.getState().nextStep();
    expect(() => JSON.stringify(store.getState().history.entries.map((e) => e.events))).not.toThrow();
  });
});
