import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { allObjects, type GameState } from '../../engine';
import { openScenarioValue } from '../../scenario/link/open-link';
import leavesFirst from '../../scenario/lessons/volute/volute-leaves-first.json';
import type { Problem } from '../../scenario/problem';
import { setStepNote } from '../branch-edits';
import { createGameStore, type GameStoreApi } from '../game-store';
import { notesOf, stateOf } from '../history';
import { followRoom, lineActions, publishStore } from './bind';
import { createRoomCache, readRoom } from './room';

/** Two Yjs documents kept in sync in memory, as the y-websocket server does between browsers. */
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

const store = () => createGameStore(openScenarioValue);

function student(doc: Y.Doc) {
  const api = store();
  const problems: Problem[][] = [];
  const follower = followRoom(api, doc, {
    open: (opened, cursor) => api.getState().load(null, { open: () => opened, cursor }) === null,
    report: (p) => problems.push(p),
  });
  return { api, follower, problems };
}

const life = (api: GameStoreApi) => stateOf(api.getState().history).players.p2.life;

describe('classroom: a student follows the teacher', () => {
  it('follows every step (performed, so it animates), undo and notes; the engine states are never shared', () => {
    const [td, sd] = linkedDocs();
    const teacher = store();
    teacher.getState().load(leavesFirst);
    const stop = publishStore(teacher, td);
    const s = student(sd);
    expect(s.api.getState().scenario?.title).toBe(leavesFirst.title);
    teacher.getState().nextStep();
    expect(s.api.getState().history.cursor).toBe(1);
    expect(s.api.getState().lastChange).toBe('perform');
    for (let i = 0; i < 9; i++) teacher.getState().nextStep();
    // The ruling's outcome on the student's board too: the copy of Lightning Bolt dealt 3 (CR 707.12).
    expect(life(s.api)).toBe(17);
    teacher.getState().seek(3);
    expect(s.api.getState().history.cursor).toBe(3);
    expect(s.api.getState().lastChange).toBe('jump');
    setStepNote(teacher, 3, 'The Volute is gone; its ability is not');
    expect(notesOf(s.api.getState().history)).toEqual([{ step: 3, text: 'The Volute is gone; its ability is not' }]);
    // Only the scenario, the actions, the cursor and notes are in the room.
    expect([...td.share.keys()].sort()).toEqual(['actions', 'notes', 'session']);
    expect(JSON.stringify(td.getMap('session').toJSON())).not.toContain('"objects"');
    stop();
  });

  it("the teacher acting from an earlier step replaces the later steps on the student's board too", () => {
    const [td, sd] = linkedDocs();
    const teacher = store();
    teacher.getState().load(leavesFirst);
    publishStore(teacher, td);
    const s = student(sd);
    for (let i = 0; i < 10; i++) teacher.getState().nextStep();
    teacher.getState().seek(1);
    teacher.getState().perform({ type: 'pass' });
    expect(lineActions(s.api.getState())).toEqual(lineActions(teacher.getState()));
    expect(s.api.getState().history.cursor).toBe(2);
  });

  it("a student who acts is detached (exploring alone); re-joining returns to the teacher's step", () => {
    const [td, sd] = linkedDocs();
    const teacher = store();
    teacher.getState().load(leavesFirst);
    publishStore(teacher, td);
    const s = student(sd);
    teacher.getState().nextStep();
    const st = stateOf(s.api.getState().history);
    const cremate = allObjects(st as GameState).find((o) => o.def === 'Cremate')!.id;
    const bolt = allObjects(st).find((o) => o.def === 'Lightning Bolt' && o.zone === 'graveyard')!.id;
    expect(s.api.getState().perform({ type: 'cast', player: 'p2', object: cremate, targets: [bolt] })).toBe(true);
    expect(s.follower.following).toBe(false);
    teacher.getState().nextStep();
    expect(s.follower.teacherStep).toBe(2);
    expect(lineActions(s.api.getState())).not.toEqual(lineActions(teacher.getState()));
    s.follower.rejoin();
    expect(s.follower.following).toBe(true);
    expect(lineActions(s.api.getState())).toEqual(lineActions(teacher.getState()));
    expect(s.api.getState().history.cursor).toBe(2);
  });

  it("a student who joins late, or after a reconnect, catches up to the teacher's step at once", () => {
    const [td, sd] = linkedDocs();
    const teacher = store();
    teacher.getState().load(leavesFirst);
    publishStore(teacher, td);
    for (let i = 0; i < 4; i++) teacher.getState().nextStep();
    teacher.getState().seek(2);
    const s = student(sd);
    expect(s.api.getState().history.cursor).toBe(2);
    expect(s.api.getState().history.entries).toHaveLength(5);
  });
});

describe('classroom: bad input keeps the board', () => {
  function withStudentOnLesson() {
    const [td, sd] = linkedDocs();
    const teacher = store();
    teacher.getState().load(leavesFirst);
    publishStore(teacher, td);
    const s = student(sd);
    teacher.getState().nextStep();
    return { td, s, teacher };
  }

  it('a malformed action in the room: one clear message, the board stays', () => {
    const { td, s } = withStudentOnLesson();
    const before = s.api.getState().history;
    td.getArray('actions').push(['{"type":"cast","player":"p3"}']);
    expect(s.problems.at(-1)?.[0]?.path).toMatch(/^classroom\.actions\[1\]/);
    expect(s.problems.at(-1)?.[0]?.message).toMatch(/^not a valid action/);
    expect(s.api.getState().history).toBe(before);
  });

  it("a teacher's step that can't be replayed: the steps replayed before it in that update are undone, the board stays", () => {
    const { td, s } = withStudentOnLesson();
    const before = s.api.getState().history;
    const actions = td.getArray('actions');
    // One update: a pass that replays, then a cast of an object the board does not have.
    td.transact(() => actions.push(['{"type":"pass"}', '{"type":"cast","player":"p1","object":"o999"}']));
    expect(s.problems.at(-1)?.[0]).toEqual({
      path: 'classroom.actions[2]',
      message: "the teacher's step 3 can't be replayed on this board",
    });
    expect(s.api.getState().history).toBe(before);
    expect(s.follower.following).toBe(false);
  });

  it('scenario text that is not JSON, a cursor past the line, a hostile note: each a message, the board stays', () => {
    const cases: [string, (d: Y.Doc) => void, RegExp][] = [
      ['scenario', (d) => d.getMap('session').set('scenario', '{"format": "stackyard/scen'), /not valid JSON/],
      ['cursor', (d) => d.getMap('session').set('cursor', 99), /is not a step of the shared line \(0 to 1\)/],
      ['notes', (d) => d.getMap('notes').set('__proto__', 'x'), /a note is on a step that does not exist/],
      ['notes', (d) => d.getMap('notes').set('1', 'y'.repeat(501)), /at most 500 characters/],
    ];
    for (const [where, spoil, message] of cases) {
      const { td, s } = withStudentOnLesson();
      const before = s.api.getState().history;
      spoil(td);
      expect(s.problems.at(-1)?.[0]?.path.startsWith(`classroom.${where}`)).toBe(true);
      expect(s.problems.at(-1)?.[0]?.message).toMatch(message);
      expect(s.api.getState().history).toBe(before);
    }
  });

  it('a scenario the restore step refuses (unknown card): its problems, the board stays', () => {
    const { td, s } = withStudentOnLesson();
    const before = s.api.getState().history;
    td.getMap('session').set(
      'scenario',
      JSON.stringify({ format: 'stackyard/scenario@1', players: { p1: { hand: ['Lightning Blot'] } } }),
    );
    expect(s.problems.at(-1)?.[0]?.message).toMatch(/Lightning Blot/);
    expect(s.api.getState().history).toBe(before);
  });

  it('an empty room (a stale join link, or a class not started) is "waiting", not an error', () => {
    const s = student(new Y.Doc());
    expect(s.follower.waiting).toBe(true);
    expect(s.problems).toEqual([]);
    expect(readRoom(new Y.Doc())).toEqual({ ok: true, empty: true });
  });
});

describe('classroom: reading a room with a cache', () => {
  it('reads what a fresh read reads, step after step, when the line is replaced and when the scenario changes', () => {
    const doc = new Y.Doc();
    const teacher = store();
    teacher.getState().load(leavesFirst);
    publishStore(teacher, doc);
    const cache = createRoomCache();
    const same = () => expect(readRoom(doc, cache)).toEqual(readRoom(doc));
    same();
    for (let i = 0; i < 4; i++) {
      teacher.getState().nextStep();
      same();
    }
    // From step 1, another action: the room's later actions are replaced, and read again.
    teacher.getState().seek(1);
    teacher.getState().perform({ type: 'pass' });
    same();
    expect(readRoom(doc, cache)).toMatchObject({ ok: true, cursor: 2 });
    teacher.getState().load(leavesFirst);
    same();
    expect(readRoom(doc, cache)).toMatchObject({ ok: true, actions: [], cursor: 0 });
  });

  it('an action spoilt after it was read is checked again: its index in the message, the board stays', () => {
    const { td, s } = (() => {
      const [td, sd] = linkedDocs();
      const teacher = store();
      teacher.getState().load(leavesFirst);
      publishStore(teacher, td);
      const s = student(sd);
      for (let i = 0; i < 3; i++) teacher.getState().nextStep();
      return { td, s };
    })();
    const before = s.api.getState().history;
    const actions = td.getArray('actions');
    td.transact(() => {
      actions.delete(1, 1);
      actions.insert(1, ['{"type":"pass","player":"p9"}']);
    });
    expect(s.problems.at(-1)?.[0]?.path).toMatch(/^classroom\.actions\[1\]/);
    expect(s.problems.at(-1)?.[0]?.message).toMatch(/^not a valid action/);
    expect(s.api.getState().history).toBe(before);
  });
});
