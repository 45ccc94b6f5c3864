/**
 * Fuzzing the classroom server's message handling (issue 23): any sequence of messages a
 * student's connection can send (src/fuzz/classroom-messages.ts: y-websocket messages of every
 * type, well and badly framed, awareness updates for many ids, random bytes) never throws, never
 * changes the lesson, and adds at most one presence — the connection's own, never a teacher.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import * as Y from 'yjs';
import { wireMessageArb } from '../../src/fuzz/classroom-messages';
import { DEFAULT_LIMITS } from '../classroom-server';
import { handleMessage } from './messages';
import { Room } from './room';

const RUNS = Math.max(1, Math.round(Number(process.env.FUZZ_RUNS ?? 1000) / 2));

/** A connection that records what the server does to it. */
function fakeConn(): WebSocket & { closed: number | null } {
  const conn = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    closed: null as number | null,
    send: (_m: Uint8Array, cb?: (err?: Error) => void) => cb?.(),
    close(code: number) {
      this.closed = code;
      this.readyState = 3;
    },
    terminate() {
      this.closed = 0;
      this.readyState = 3;
    },
  };
  return conn as unknown as WebSocket & { closed: number | null };
}

describe('classroom server fuzzing: what a student sends', () => {
  it(`${RUNS} sequences of up to 12 hostile messages: no throw, the lesson unchanged, one presence at most`, () => {
    fc.assert(
      fc.property(fc.array(wireMessageArb, { minLength: 1, maxLength: 12 }), (messages) => {
        const room = new Room('fuzz-room');
        try {
          room.doc.getMap('session').set('scenario', '{"title":"the lesson"}');
          const teacher = fakeConn();
          room.members.set(teacher, { teacher: true, clientId: 1, alive: true });
          room.awareness.states.set(1, { user: { name: 'Teacher', role: 'teacher' } });
          const before = Y.encodeStateAsUpdate(room.doc);
          const student = fakeConn();
          room.members.set(student, { teacher: false, clientId: null, alive: true });
          for (const m of messages) {
            if (student.closed !== null) break; // the server closed it: nothing more is read
            handleMessage(room, student, m, DEFAULT_LIMITS);
          }
          expect(Y.encodeStateAsUpdate(room.doc)).toEqual(before);
          const mine = room.members.get(student)?.clientId ?? null;
          for (const [id, state] of room.awareness.getStates()) {
            if (id === 1) {
              expect(state).toEqual({ user: { name: 'Teacher', role: 'teacher' } });
              continue;
            }
            expect(id).toBe(mine);
            expect((state as { user?: { role?: unknown } }).user?.role).not.toBe('teacher');
          }
        } finally {
          room.destroy();
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
