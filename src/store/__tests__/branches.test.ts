import { describe, expect, it } from 'vitest';
import { allObjects, type GameState } from '../../engine';
import { openScenarioValue as open } from '../../scenario/link/open-link';
import { engine } from '../../scenario/pool';
import leavesFirst from '../../scenario/lessons/volute/volute-leaves-first.json';
import { savedBranches, notesToCursor } from '../branches';
import { branchForCompare, branchHere, setStepNote, shownForCompare, switchToBranch } from '../branch-edits';
import { compareLines } from '../compare';
import { createGameStore } from '../game-store';
import { notesOf, stateOf } from '../history';
import { actionsToCursor } from '../session';

const fresh = () => {
  const store = createGameStore(open);
  expect(store.getState().load(leavesFirst)).toBeNull();
  return store;
};
const idOf = (s: GameState, def: string, zone: string) =>
  allObjects(s).find((o) => o.def === def && o.zone === zone)?.id as string;

/** The second outcome of the ruling: from step 1, the card leaves first (Cremate), nothing else. */
function cardLeavesFirst(store: ReturnType<typeof fresh>) {
  const s = stateOf(store.getState().history);
  expect(
    store.getState().perform({
      type: 'cast',
      player: 'p2',
      object: idOf(s, 'Cremate', 'hand'),
      targets: [idOf(s, 'Lightning Bolt', 'graveyard')],
    }),
  ).toBe(true);
  // Cremate resolves (Bolt exiled, the Volute falls off: CR 704.5m), then the Volute's trigger.
  while (stateOf(store.getState().history).stack.length) expect(store.getState().perform({ type: 'pass' })).toBe(true);
}

describe('notes on steps', () => {
  it('a note sits on its step, empty text removes it, and only existing steps take one', () => {
    const store = fresh();
    store.getState().nextStep();
    expect(setStepNote(store, 1, '  The trigger waits on the stack  ')).toBeNull();
    expect(notesOf(store.getState().history)).toEqual([{ step: 1, text: 'The trigger waits on the stack' }]);
    expect(setStepNote(store, 5, 'x')).toBe('there is no step 5');
    expect(setStepNote(store, 0, 'y'.repeat(501))).toMatch(/at most 500 characters \(this one has 501\)/);
    setStepNote(store, 1, '');
    expect(notesOf(store.getState().history)).toEqual([]);
  });

  it('notes survive undo and redo (they belong to the step, not to the board shown)', () => {
    const store = fresh();
    store.getState().nextStep();
    store.getState().nextStep();
    setStepNote(store, 2, 'Disenchant targets the Volute');
    store.getState().undo();
    expect(notesToCursor(store.getState())).toEqual([]);
    store.getState().redo();
    expect(notesToCursor(store.getState())).toEqual([{ step: 2, text: 'Disenchant targets the Volute' }]);
  });
});

describe('branches', () => {
  it('"Branch here" keeps the whole line as a branch and cuts the line shown at the step shown', () => {
    const store = fresh();
    for (let i = 0; i < 10; i++) expect(store.getState().nextStep()).toBe(true);
    store.getState().seek(1);
    expect(branchHere(store)).toBeNull();
    const s = store.getState();
    expect(s.branches).toHaveLength(1);
    expect(s.branches[0]?.name).toBe('Line 1');
    expect(s.branches[0]?.actions).toHaveLength(10);
    expect(s.branches[0]?.cursor).toBe(1);
    expect(s.lineName).toBe('Line 2');
    expect(s.history.entries).toHaveLength(2);
  });

  it('compares the Volute leaving first with the card leaving first: zones and log lines differ', () => {
    const store = fresh();
    for (let i = 0; i < 10; i++) store.getState().nextStep();
    // The ruling's line ends with the copy of Lightning Bolt cast and resolved: p2 at 17 (CR 707.12).
    expect(stateOf(store.getState().history).players.p2.life).toBe(17);
    store.getState().seek(1);
    branchHere(store);
    cardLeavesFirst(store);
    const shown = stateOf(store.getState().history);
    // Nothing was copied: the enchanted card had left before the trigger resolved (CR 400.7).
    expect(shown.players.p2.life).toBe(20);
    const saved = branchForCompare(store.getState(), 0);
    expect(saved).not.toBeNull();
    // Look at the saved line at its end.
    const atEnd = { ...saved!, step: 10 };
    const full = store.getState().branches[0]!;
    const c = compareLines(
      engine.registry,
      {
        ...atEnd,
        state: full.steps[9]!.state,
        actions: full.actions,
        stepEvents: [[], ...full.steps.map((st) => st.events)],
      },
      shownForCompare(store.getState()),
    );
    expect(c.fork).toBe(1);
    const [a, b] = c.sides;
    const p2a = a.players.find((p) => p.player === 'p2')!;
    const p2b = b.players.find((p) => p.player === 'p2')!;
    expect(p2a.life).toBe(17);
    expect(p2b.life).toBe(20);
    expect(p2a.lifeDiffers && p2b.lifeDiffers).toBe(true);
    // The Volute's line: Disenchant was cast, so it is in p2's graveyard there and in p2's hand here.
    expect(p2a.zones.find((z) => z.zone === 'graveyard')!.cards).toContainEqual({ name: 'Disenchant', differs: true });
    expect(p2b.zones.find((z) => z.zone === 'hand')!.cards).toContainEqual({ name: 'Disenchant', differs: true });
    expect(a.log.some((l) => l.differs && /copy/i.test(l.text))).toBe(true);
    expect(b.log.length).toBeGreaterThan(0);
    expect(c.differences).toBeGreaterThan(4);
  });

  it('switching shows the saved line where it was looked at and keeps the line it leaves', () => {
    const store = fresh();
    for (let i = 0; i < 10; i++) store.getState().nextStep();
    store.getState().seek(1);
    branchHere(store);
    cardLeavesFirst(store);
    const leftSteps = store.getState().history.entries.length - 1;
    switchToBranch(store, 0);
    const s = store.getState();
    expect(s.lineName).toBe('Line 1');
    expect(s.history.cursor).toBe(1);
    expect(s.history.entries).toHaveLength(11);
    expect(s.branches[0]?.name).toBe('Line 2');
    expect(s.branches[0]?.actions).toHaveLength(leftSteps);
    store.getState().seek(10);
    expect(stateOf(store.getState().history).players.p2.life).toBe(17);
  });

  it('branches and notes travel in a saved document and come back identical', () => {
    const store = fresh();
    for (let i = 0; i < 10; i++) store.getState().nextStep();
    setStepNote(store, 3, 'The Volute is gone; its ability is not');
    store.getState().seek(1);
    branchHere(store);
    cardLeavesFirst(store);
    setStepNote(store, 1, 'Now the card leaves first');
    const doc = {
      ...store.getState().scenario!.loaded.doc,
      actions: actionsToCursor(store.getState()),
      notes: notesOf(store.getState().history),
      branches: savedBranches(store.getState()),
    };
    const again = createGameStore(open);
    expect(again.getState().load(doc)).toBeNull();
    expect(notesOf(again.getState().history)).toEqual([{ step: 1, text: 'Now the card leaves first' }]);
    expect(again.getState().branches[0]?.notes).toEqual([{ step: 3, text: 'The Volute is gone; its ability is not' }]);
    expect(again.getState().branches[0]?.actions).toEqual(store.getState().branches[0]?.actions);
  });

  it('a branch that no longer fits the board is a problem with its path, and the board stays', () => {
    const store = fresh();
    const before = store.getState().history;
    const bad = {
      ...leavesFirst,
      branches: [{ name: 'Broken', actions: [{ type: 'cast', player: 'p1', object: 'o999' }] }],
    };
    const problems = store.getState().load(bad);
    expect(problems?.[0]?.path).toBe('branches[0].actions[0]');
    expect(store.getState().history).toBe(before);
  });
});
