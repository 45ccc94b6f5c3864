/**
 * Issue 23 item 2: only the teacher writes the lesson; a student writes only its own presence.
 * A teacher (y-websocket's provider, with the teacher key) presents a lesson; a student who
 * knows the room id (a `ws` client sending hand-made messages, as a script in any page could)
 * tries each attack of the issue; then an honest student who joins sees the teacher's lesson
 * and presence unchanged.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { newTeacherKey, roomOfKey } from '../../src/scenario/classroom/teacher-key';
import { startClassroomServer, type ClassroomServer } from '../classroom-server';
import {
  applyReceived,
  awarenessMessage,
  provider,
  until,
  updateMessage,
  wireClient,
  type WireClient,
} from './test-clients';

let server: ClassroomServer;
const cleanup: (() => void)[] = [];
beforeEach(async () => {
  server = await startClassroomServer({ port: 0 });
});
afterEach(async () => {
  for (const f of cleanup.splice(0)) f();
  await server.close();
});

const SCENARIO = '{"format":"stackyard/scenario@1","title":"The Volute leaves first"}';
const ACTIONS = ['{"type":"pass"}', '{"type":"pass"}', '{"type":"pass"}'];

/** A teacher presenting: the lesson in the room, the teacher's presence announced. */
async function presenting(room: string, key: string) {
  const teacher = provider(server.url, room, { key, user: { name: 'Teacher', role: 'teacher', following: true } });
  cleanup.push(teacher.destroy);
  await teacher.synced;
  teacher.doc.transact(() => {
    teacher.doc.getMap('session').set('scenario', SCENARIO);
    teacher.doc.getMap('session').set('cursor', 3);
    teacher.doc.getArray('actions').insert(0, ACTIONS);
  });
  return teacher;
}

/** What an honest student who joins now sees: the lesson and who is watching. */
async function honestStudent(room: string) {
  const s = provider(server.url, room, { user: { name: 'Ann', role: 'student', following: true } });
  cleanup.push(s.destroy);
  await s.synced;
  await until(() => s.doc.getMap('session').get('scenario') !== undefined, 3000, 'the lesson');
  await until(() => s.provider.awareness.getStates().size >= 2, 3000, 'the presence');
  await new Promise((r) => setTimeout(r, 100)); // anything else in flight arrives too
  const users = [...s.provider.awareness.getStates().entries()]
    .filter(([id]) => id !== s.doc.clientID)
    .map(([, st]) => (st as { user?: { name?: string; role?: string } }).user);
  return {
    scenario: s.doc.getMap('session').get('scenario'),
    cursor: s.doc.getMap('session').get('cursor'),
    actions: s.doc.getArray('actions').toArray(),
    notes: s.doc.getMap('notes').toJSON(),
    keys: [...s.doc.share.keys()].sort(),
    others: users,
  };
}

/** An attacker: a `ws` connection to the room (no key), with a Yjs document holding what the room sent. */
async function attacker(room: string): Promise<{ wire: WireClient; doc: Y.Doc }> {
  const wire = await wireClient(`${server.url}/${room}`);
  cleanup.push(() => wire.ws.terminate());
  // Ask for the lesson (sync step 1 with an empty state vector), to build changes on top of it.
  wire.send(new Uint8Array([0, 0, 1, 0]));
  await until(() => wire.messages.length >= 3, 3000, 'the room to answer');
  const doc = new Y.Doc();
  applyReceived(doc, wire.messages);
  expect(doc.getMap('session').get('scenario')).toBe(SCENARIO); // reading is allowed
  return { wire, doc };
}

/** Makes a change on the attacker's copy and sends it as a y-websocket update. */
function push(a: { wire: WireClient; doc: Y.Doc }, change: (doc: Y.Doc) => void): void {
  const updates: Uint8Array[] = [];
  a.doc.on('update', (u: Uint8Array) => updates.push(u));
  change(a.doc);
  for (const u of updates) a.wire.send(updateMessage(u));
}

const UNCHANGED = {
  scenario: SCENARIO,
  cursor: 3,
  actions: ACTIONS,
  notes: {},
  keys: ['actions', 'notes', 'session'],
  others: [{ name: 'Teacher', role: 'teacher', following: true }],
};

describe('classroom server: a student who knows the room id cannot rewrite what students see', () => {
  /** Each attack, and whom an honest student then sees besides the teacher (the attacker's one presence, at most). */
  const attacks: [string, (a: { wire: WireClient; doc: Y.Doc }, teacherId: number) => void, object[]?][] = [
    [
      'replace the scenario',
      (a) => push(a, (d) => d.getMap('session').set('scenario', '{"title":"Mallory\'s lesson"}')),
    ],
    ['empty the actions', (a) => push(a, (d) => d.getArray('actions').delete(0, 3))],
    ['move the cursor', (a) => push(a, (d) => d.getMap('session').set('cursor', 0))],
    ['add notes', (a) => push(a, (d) => d.getMap('notes').set('1', 'Bolt the Volute, not the card'))],
    [
      "overwrite the teacher's presence",
      (a, teacherId) =>
        a.wire.send(
          awarenessMessage([[teacherId, 1000, { user: { name: 'Mallory (was Teacher)', role: 'teacher' } }]]),
        ),
    ],
    [
      'add 5,000 fake watchers (one message)',
      (a) =>
        a.wire.send(
          awarenessMessage(Array.from({ length: 5000 }, (_, i) => [900_000 + i, 1, { user: { name: `Bot ${i}` } }])),
        ),
    ],
    [
      'add 5,000 fake watchers (5,000 messages)',
      (a) => {
        for (let i = 0; i < 5000; i++)
          a.wire.send(awarenessMessage([[900_000 + i, 1, { user: { name: `Bot ${i}` } }]]));
      },
      [{ name: 'Bot 0' }], // its first id is its own: one watcher, not 5,000
    ],
    [
      'claim to be a teacher',
      (a) => a.wire.send(awarenessMessage([[4242, 1, { user: { name: 'Teacher', role: 'teacher' } }]])),
    ],
    ['push 3 MB under an unused key', (a) => push(a, (d) => d.getMap('junk').set('x', 'a'.repeat(3_000_000)))],
    [
      'send the change as sync step 2',
      (a) => {
        a.doc.getMap('session').set('scenario', '{"title":"step 2"}');
        a.wire.send(new Uint8Array([0, 1, ...lengthPrefixed(Y.encodeStateAsUpdate(a.doc))]));
      },
    ],
  ];

  for (const [name, attack, extra = []] of attacks) {
    it(`a student tries to ${name}: nobody sees it`, async () => {
      const key = newTeacherKey();
      const room = roomOfKey(key);
      const teacher = await presenting(room, key);
      const a = await attacker(room);
      attack(a, teacher.doc.clientID);
      await new Promise((r) => setTimeout(r, 200));
      expect(await honestStudent(room)).toEqual({ ...UNCHANGED, others: [...UNCHANGED.others, ...extra] });
      // The teacher's own copy is untouched too.
      expect(teacher.doc.getMap('session').get('scenario')).toBe(SCENARIO);
      expect(teacher.doc.getArray('actions').length).toBe(3);
    });
  }

  it('pushing 20 MB under an unused key closes the sender (1009) and changes nothing', async () => {
    const key = newTeacherKey();
    const room = roomOfKey(key);
    await presenting(room, key);
    const a = await attacker(room);
    push(a, (d) => d.getMap('junk').set('x', 'a'.repeat(20_000_000)));
    expect((await a.wire.closed).code).toBe(1009);
    expect(await honestStudent(room)).toEqual(UNCHANGED);
    // Encoding and sending 20 MB takes seconds on a loaded 2-core machine (it hit 5 s there).
  }, 20_000);

  it("a student's own presence is relayed, and only for its own id", async () => {
    const key = newTeacherKey();
    const room = roomOfKey(key);
    await presenting(room, key);
    const a = await attacker(room);
    a.wire.send(awarenessMessage([[777, 1, { user: { name: 'Bob', role: 'student', following: false } }]]));
    // A second id from the same connection is not its own.
    a.wire.send(awarenessMessage([[778, 1, { user: { name: 'Bob 2', role: 'student' } }]]));
    const seen = await honestStudent(room);
    expect(seen.others).toEqual([
      { name: 'Teacher', role: 'teacher', following: true },
      { name: 'Bob', role: 'student', following: false },
    ]);
  });

  it('a key that is not the room’s is refused (403); the right key writes', async () => {
    const key = newTeacherKey();
    const room = roomOfKey(key);
    await expect(wireClient(`${server.url}/${room}?key=${newTeacherKey()}`)).rejects.toThrow('HTTP 403');
    await expect(wireClient(`${server.url}/${room}?key=`)).rejects.toThrow('HTTP 403');
    // A room whose name is no key's hash has no teacher: its own name as a key does not work.
    await expect(wireClient(`${server.url}/${room}?key=${room}`)).rejects.toThrow('HTTP 403');
    const teacher = await presenting(room, key);
    teacher.doc.getMap('notes').set('2', 'A note from the teacher');
    const student = provider(server.url, room);
    cleanup.push(student.destroy);
    await until(() => student.doc.getMap('notes').get('2') === 'A note from the teacher', 3000, 'the note');
  });
});

function lengthPrefixed(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let n = bytes.length;
  while (n > 127) {
    out.push((n & 127) | 128);
    n >>>= 7;
  }
  out.push(n);
  return [...out, ...bytes];
}
