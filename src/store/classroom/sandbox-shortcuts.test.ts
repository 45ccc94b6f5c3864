// The teaching shortcuts travel in the classroom: a student follows a teacher who adds mana,
// draws and sets a life total by hand (sandbox mode), and undo.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { openScenarioValue } from '../../scenario/link/open-link';
import { createGameStore } from '../game-store';
import { stateOf } from '../history';
import { followRoom, publishStore } from './bind';

function linkedDocs(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(b, u, 'remote');
  });
  b.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(a, u, 'remote');
  });
  return [a, b];
}

const board = {
  format: 'stackyard/scenario@1',
  title: 'Shortcuts in class',
  options: { sandbox: true },
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: { p1: { library: ['Island', 'Forest'] } },
};

describe('classroom: teaching shortcuts', () => {
  it("the student sees the mana, the cards drawn and the life total set, and the teacher's undo", () => {
    const [td, sd] = linkedDocs();
    const teacher = createGameStore(openScenarioValue);
    teacher.getState().load(board);
    const stop = publishStore(teacher, td);
    const student = createGameStore(openScenarioValue);
    const problems: unknown[] = [];
    followRoom(student, sd, {
      open: (opened, cursor) => student.getState().load(null, { open: () => opened, cursor }) === null,
      report: (p) => problems.push(p),
    });
    teacher.getState().perform({ type: 'addMana', player: 'p1', mana: { G: 3 } });
    teacher.getState().perform({ type: 'draw', player: 'p1', count: 2 });
    teacher.getState().perform({ type: 'setLife', player: 'p2', life: 4 });
    const seen = stateOf(student.getState().history);
    expect(problems).toEqual([]);
    expect(seen.players.p1.manaPool).toEqual({ G: 3 });
    expect(seen.players.p1.hand).toHaveLength(2);
    expect(seen.players.p1.library).toHaveLength(0);
    expect(seen.players.p2.life).toBe(4);
    teacher.getState().undo();
    expect(stateOf(student.getState().history).players.p2.life).toBe(20);
    stop();
  });
});
