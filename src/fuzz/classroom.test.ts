/**
 * Fuzzing the classroom's reader (issue 23): a student follows a lesson while a hostile server
 * (or teacher) writes anything into the room (classroom-messages.ts). Whatever is written, the
 * follower never throws, nothing is polluted, and a room that does not read (readRoom) leaves
 * the student's board exactly as it was, with a problem reported. The server's side of the same
 * messages: scripts/classroom/fuzz.test.ts.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { followRoom, publishStore } from '../store/classroom/bind';
import { readRoom } from '../store/classroom/room';
import { createGameStore } from '../store/game-store';
import { openScenarioValue } from '../scenario/link/open-link';
import leavesFirst from '../scenario/lessons/volute/volute-leaves-first.json';
import type { Problem } from '../scenario/problem';
import { applyRoomWrite, roomWriteArb, type RoomWrite } from './classroom-messages';

const RUNS = Math.max(1, Math.round(Number(process.env.FUZZ_RUNS ?? 1000) / 10));

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('x');
});

/** A room with the Volute lesson, two steps in; from then on only hostile writes change it. */
function lessonRoom(): Y.Doc {
  const doc = new Y.Doc();
  const teacher = createGameStore(openScenarioValue);
  teacher.getState().load(leavesFirst);
  const stop = publishStore(teacher, doc);
  teacher.getState().nextStep();
  teacher.getState().nextStep();
  stop();
  return doc;
}

/** A class on {@link lessonRoom} followed by one student; then `writes` land in the room. */
function hostileClass(writes: readonly RoomWrite[]): string | null {
  const doc = lessonRoom();
  const student = createGameStore(openScenarioValue);
  const problems: Problem[][] = [];
  const follower = followRoom(student, doc, {
    open: (opened, cursor) => student.getState().load(null, { open: () => opened, cursor }) === null,
    report: (p) => problems.push(p),
  });
  if (student.getState().history.cursor !== 2) return 'the student did not reach the teacher’s step';
  for (const w of writes) {
    const before = student.getState().history;
    const reports = problems.length;
    applyRoomWrite(doc, w);
    const read = readRoom(doc);
    if (!read.ok) {
      if (student.getState().history !== before)
        return `the board changed on an unreadable room (${JSON.stringify(w)})`;
      if (problems.length === reports && problems.length === 0) return 'an unreadable room reported nothing';
    }
  }
  follower.stop();
  return null;
}

describe('classroom fuzzing: hostile room content never breaks a student', () => {
  it(`${RUNS} rooms × up to 6 hostile writes: no throw, an unreadable room keeps the board`, () => {
    fc.assert(
      fc.property(fc.array(roomWriteArb, { minLength: 1, maxLength: 6 }), (writes) => hostileClass(writes) === null),
      { numRuns: RUNS },
    );
  }, 600_000);
});

/** The attacks on a student's reader, each: the board stays, and the message says what is wrong. */
const CORPUS: [string, RoomWrite[], RegExp | null][] = [
  [
    'the scenario replaced by text that is not JSON',
    [{ kind: 'session', key: 'scenario', value: '{"format":' }],
    /not valid JSON/,
  ],
  ['the scenario replaced by a number', [{ kind: 'session', key: 'scenario', value: 7 }], /not text/],
  [
    'the scenario at 2,000,001 characters',
    [{ kind: 'session', key: 'scenario', value: 'x'.repeat(2_000_001) }],
    /too large/,
  ],
  [
    'the actions emptied (the cursor past them)',
    [{ kind: 'actions', at: 0, deleteCount: 3, values: [] }],
    /not a step of the shared line/,
  ],
  [
    'an action that is not text',
    [{ kind: 'actions', at: 2, deleteCount: 0, values: [{ type: 'pass' }] }],
    /not JSON text/,
  ],
  ['a note on __proto__', [{ kind: 'note', key: '__proto__', value: 'x' }], /step that does not exist/],
  ['a note of 501 characters', [{ kind: 'note', key: '1', value: 'n'.repeat(501) }], /at most 500 characters/],
  ['a cursor of -1', [{ kind: 'session', key: 'cursor', value: -1 }], /not a step/],
  ['a cursor of NaN', [{ kind: 'session', key: 'cursor', value: Number.NaN }], /not a step/],
  ['50 kB under an unused key (ignored)', [{ kind: 'unused', key: 'junk', size: 50_000 }], null],
  ['a line name of 10,000 characters (cut to 60)', [{ kind: 'session', key: 'line', value: 'L'.repeat(10_000) }], null],
];

describe('hostile classroom corpus: one clear message, the board kept', () => {
  it.each(CORPUS)('%s', (_name, writes, expected) => {
    expect(hostileClass(writes)).toBeNull();
    const doc = lessonRoom();
    for (const w of writes) applyRoomWrite(doc, w);
    const read = readRoom(doc);
    if (expected === null) {
      expect(read.ok).toBe(true);
      if (read.ok && !read.empty) expect(read.line.length).toBeLessThanOrEqual(60);
    } else {
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.problems.map((p) => p.message).join('; ')).toMatch(expected);
    }
  });
});
