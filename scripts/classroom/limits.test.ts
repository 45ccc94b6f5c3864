/**
 * Issue 23 item 3: the classroom server does not grow without bound. Idle rooms are freed,
 * rooms, connections, messages and a room's lesson are limited, room names are checked, and
 * only allowed pages (Origin) may connect.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { newTeacherKey, roomOfKey } from '../../src/scenario/classroom/teacher-key';
import { startClassroomServer, type ClassroomServer, type ClassroomServerOptions } from '../classroom-server';
import { provider, rawSocket, until, updateMessage, wireClient } from './test-clients';

let server: ClassroomServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});
const start = async (opts: ClassroomServerOptions = {}) => (server = await startClassroomServer({ port: 0, ...opts }));

describe('classroom server: rooms are freed and limited', () => {
  it('300 rooms, each with a lesson, are all freed once their connections close and the idle time passes', async () => {
    const s = await start({ idleRoomMs: 200, maxRooms: 400 });
    const clients = [];
    for (let i = 0; i < 300; i++) {
      const key = newTeacherKey();
      const c = await wireClient(`${s.url}/${roomOfKey(key)}?key=${key}`);
      const doc = new Y.Doc();
      doc.getMap('session').set('scenario', 'x'.repeat(10_000));
      c.send(updateMessage(Y.encodeStateAsUpdate(doc)));
      clients.push(c);
    }
    expect(s.stats()).toEqual({ rooms: 300, connections: 300 });
    for (const c of clients) c.ws.close();
    await until(() => s.stats().connections === 0, 5000, 'the connections to close');
    expect(s.stats().rooms).toBe(300); // kept for the idle time (a teacher's reload keeps the class)
    await until(() => s.stats().rooms === 0, 5000, 'the rooms to be freed');
  }, 30_000);

  it('a room someone rejoins within the idle time keeps its lesson', async () => {
    const s = await start({ idleRoomMs: 2000 });
    const key = newTeacherKey();
    const room = roomOfKey(key);
    const teacher = provider(s.url, room, { key });
    await teacher.synced;
    teacher.doc.getMap('session').set('scenario', 'kept');
    await new Promise((r) => setTimeout(r, 100));
    teacher.destroy();
    await until(() => s.stats().connections === 0, 3000, 'the teacher to leave');
    const student = provider(s.url, room);
    await until(() => student.doc.getMap('session').get('scenario') === 'kept', 3000, 'the lesson');
    student.destroy();
  });

  it('at most maxRooms rooms: a new room is refused (503), an existing one still joins', async () => {
    const s = await start({ maxRooms: 3 });
    const names = ['room-one', 'room-two', 'room-three'];
    const open = await Promise.all(names.map((n) => wireClient(`${s.url}/${n}`)));
    await expect(wireClient(`${s.url}/room-four`)).rejects.toThrow('HTTP 503');
    const again = await wireClient(`${s.url}/room-two`);
    expect(s.stats()).toEqual({ rooms: 3, connections: 4 });
    for (const c of [...open, again]) c.ws.terminate();
  });

  it('at most maxConnectionsPerRoom connections to one room', async () => {
    const s = await start({ maxConnectionsPerRoom: 5 });
    const open = await Promise.all(Array.from({ length: 5 }, () => wireClient(`${s.url}/crowded`)));
    await expect(wireClient(`${s.url}/crowded`)).rejects.toThrow('HTTP 503');
    for (const c of open) c.ws.terminate();
  });

  it("a teacher's update past maxRoomBytes is refused with a reason, and not sent to joiners", async () => {
    const s = await start({ maxRoomBytes: 100_000 });
    const key = newTeacherKey();
    const room = roomOfKey(key);
    const teacher = await wireClient(`${s.url}/${room}?key=${key}`);
    const doc = new Y.Doc();
    const updates: Uint8Array[] = [];
    doc.on('update', (u: Uint8Array) => updates.push(u));
    doc.getMap('session').set('scenario', 'a'.repeat(60_000));
    doc.getMap('junk').set('more', 'b'.repeat(60_000));
    for (const u of updates) teacher.send(updateMessage(u));
    const closed = await teacher.closed;
    expect(closed.code).toBe(4413); // 4400–4499: y-websocket does not retry
    // The permission-denied message (type 2, then 0) came first, with the reason.
    const denied = teacher.messages.find((m) => m[0] === 2 && m[1] === 0);
    expect(new TextDecoder().decode(denied)).toContain('the class is too large for this server (at most 100000 bytes)');
    const student = provider(s.url, room);
    await student.synced;
    expect(student.doc.getMap('session').get('scenario')).toHaveLength(60_000);
    expect(student.doc.share.has('junk') && student.doc.getMap('junk').size).toBeFalsy();
    student.destroy();
  });
});

describe('classroom server: room names and origins', () => {
  const badNames: [string, string][] = [
    ['empty', '/'],
    ['8,000 characters', `/${'a'.repeat(8000)}`],
    ['a NUL byte (%00)', '/abc%00def'],
    ['three characters', '/abc'],
    ['65 characters', `/${'a'.repeat(65)}`],
    ['a slash-separated dot segment', '/..'],
    ['non-ASCII', '/%C3%A9l%C3%A8ve'],
  ];
  for (const [name, path] of badNames) {
    it(`a room name that is ${name} is refused (400)`, async () => {
      const s = await start();
      const raw = await rawSocket(s.port, path);
      expect(raw.status).toMatch(/^HTTP\/1\.1 (400|431)/);
      expect(s.stats().rooms).toBe(0);
    });
  }

  it('the default: pages of the server’s own host name (any port; localhost and 127.0.0.1 alike), clients without an Origin', async () => {
    const s = await start();
    const ok = ['http://127.0.0.1:5173', 'http://localhost:4173', 'https://localhost'];
    for (const origin of ok) (await wireClient(`${s.url}/room-ok`, { Origin: origin })).ws.terminate();
    (await wireClient(`${s.url}/room-ok`)).ws.terminate();
    for (const origin of ['https://evil.example', 'http://127.0.0.2:5173', 'null', 'not a url'])
      await expect(wireClient(`${s.url}/room-ok`, { Origin: origin })).rejects.toThrow('HTTP 403');
  });

  it('a configured list of origins', async () => {
    const s = await start({ origins: ['https://stackyard.example'] });
    (await wireClient(`${s.url}/room-ok`, { Origin: 'https://stackyard.example' })).ws.terminate();
    await expect(wireClient(`${s.url}/room-ok`, { Origin: 'http://localhost:5173' })).rejects.toThrow('HTTP 403');
    await expect(wireClient(`${s.url}/room-ok`, { Origin: 'https://stackyard.example.evil' })).rejects.toThrow(
      'HTTP 403',
    );
  });

  it("'*' allows any page", async () => {
    const s = await start({ origins: '*' });
    (await wireClient(`${s.url}/room-ok`, { Origin: 'https://anywhere.example' })).ws.terminate();
  });

  it('a prefix in the path (a proxy serving /classroom/<room>) names the same room', async () => {
    const s = await start();
    const key = newTeacherKey();
    const room = roomOfKey(key);
    const teacher = provider(`${s.url}/classroom`, room, { key });
    await teacher.synced;
    teacher.doc.getMap('session').set('scenario', 'behind a proxy');
    const student = provider(s.url, room);
    await until(() => student.doc.getMap('session').get('scenario') === 'behind a proxy', 3000, 'the lesson');
    teacher.destroy();
    student.destroy();
  });
});
