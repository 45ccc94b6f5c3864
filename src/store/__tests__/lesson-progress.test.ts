import { describe, expect, it } from 'vitest';
import { allObjects } from '../../engine';
import { open } from '../../scenario/pool';
import tokenLesson from '../../scenario/lessons/spider-verse/permanent-copy-token.json';
import untapLesson from '../../scenario/lessons/general/untap-symbol.json';
import { createGameStore } from '../game-store';
import { current, stateOf } from '../history';

const fresh = (doc: unknown) => {
  const store = createGameStore(open);
  expect(store.getState().load(doc)).toBeNull();
  return store;
};
const at = (store: ReturnType<typeof fresh>) => current(store.getState().history);
const state = (store: ReturnType<typeof fresh>) => stateOf(store.getState().history);

describe('a lesson played by hand follows equivalent actions', () => {
  it('casting Endless One without X, then answering X = 2, is the script\'s "cast with X = 2" (107.3)', () => {
    const store = fresh(tokenLesson);
    const one = allObjects(state(store)).find((o) => o.def === 'Endless One')!;
    store.getState().perform({ type: 'cast', player: 'p1', object: one.id });
    expect(state(store).pendingDecision?.kind).toBe('chooseNumber');
    expect(at(store)).toMatchObject({ scriptIndex: 1, offScript: false });
    store.getState().perform({ type: 'decide', player: 'p1', answer: 2 });
    expect(at(store)).toMatchObject({ scriptIndex: 1, offScript: false });
    // Next step carries on with the script to its end: the token attacks, Player 2 goes to 18.
    for (let i = 0; i < 7; i++) expect(store.getState().nextStep()).toBe(true);
    expect(state(store).players.p2.life).toBe(18);
    expect(at(store)).toMatchObject({ scriptIndex: 8, offScript: false });
  });

  it('Next step answers the X a hand-cast left open, from the script', () => {
    const store = fresh(tokenLesson);
    const one = allObjects(state(store)).find((o) => o.def === 'Endless One')!;
    store.getState().perform({ type: 'cast', player: 'p1', object: one.id });
    expect(store.getState().nextStep()).toBe(true);
    expect(state(store).pendingDecision).toBeNull();
    expect(at(store)).toMatchObject({ scriptIndex: 1, offScript: false });
  });

  it('answering another X leaves the script', () => {
    const store = fresh(tokenLesson);
    const one = allObjects(state(store)).find((o) => o.def === 'Endless One')!;
    store.getState().perform({ type: 'cast', player: 'p1', object: one.id });
    store.getState().perform({ type: 'decide', player: 'p1', answer: 1 });
    expect(at(store).offScript).toBe(true);
  });

  it('going to the declare attackers step by the turn bar counts as "go to combat"; Next step then attacks in this turn', () => {
    const store = fresh(untapLesson);
    store.getState().perform({ type: 'advance', to: 'declareAttackers' });
    expect(at(store)).toMatchObject({ scriptIndex: 1, offScript: false });
    expect(store.getState().nextStep()).toBe(true);
    expect(state(store).turn).toMatchObject({ number: 3, step: 'declareAttackers' });
    expect(Object.keys(state(store).combat!.attackers)).toHaveLength(2);
    expect(at(store)).toMatchObject({ scriptIndex: 2, offScript: false });
  });

  it('passing into combat counts too; a step that would run into the next turn is refused', () => {
    const store = fresh(untapLesson);
    store.getState().perform({ type: 'pass' });
    expect(state(store).turn.step).toBe('beginCombat');
    expect(at(store)).toMatchObject({ scriptIndex: 1, offScript: false });
    // Past combat without attacking: the script's "attack" can't be played, and "go to main 2" is no longer reached in this turn.
    store.getState().perform({ type: 'advance', to: 'end' });
    expect(at(store).offScript).toBe(true);
    const before = store.getState().history;
    expect(store.getState().nextStep()).toBe(false);
    expect(store.getState().history).toBe(before);
    expect(state(store).turn.number).toBe(3);
    // Back to the script: the last step that was on it.
    store.getState().backToScript();
    expect(at(store)).toMatchObject({ scriptIndex: 1, offScript: false });
    expect(state(store).turn.step).toBe('beginCombat');
  });
});
