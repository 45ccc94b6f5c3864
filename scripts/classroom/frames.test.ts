/**
 * Issue 23 item 1: one malformed WebSocket frame must close that connection only; the server
 * keeps serving everyone else. Each frame is sent over a raw TCP socket after a real handshake,
 * then a teacher and a student (y-websocket's provider) must still sync through the same server.
 */
import { spawn } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newTeacherKey, roomOfKey } from '../../src/scenario/classroom/teacher-key';
import { startClassroomServer, type ClassroomServer } from '../classroom-server';
import { frame, provider, rawSocket, serverClosed, until } from './test-clients';

let server: ClassroomServer;
beforeEach(async () => {
  server = await startClassroomServer({ port: 0, maxMessageBytes: 64 * 1024 });
});
afterEach(async () => {
  await server.close();
});

const BINARY = 0x82; // FIN + binary
const TEXT = 0x81; // FIN + text
const bytes = (...b: number[]) => new Uint8Array(b);

/**
 * Frames that each broke the old server ("Unhandled 'error' event"), with the close code each
 * gets (RFC 6455 7.4.1: 1009 too big, 1007 inconsistent data, 1002 protocol error).
 */
const MALFORMED: [string, Buffer, number][] = [
  ['a header declaring 2^31 bytes', frame(BINARY, bytes(0, 0, 1), { declared: 2 ** 31 }), 1009],
  ['a header declaring 101 MiB', frame(BINARY, bytes(0, 0, 1), { declared: 101 * 1024 * 1024 }), 1009],
  ['invalid UTF-8 in a text frame', frame(TEXT, bytes(0xff, 0xfe, 0xc3, 0x28)), 1007],
  ['an unmasked client frame', frame(BINARY, bytes(0, 0, 1), { mask: false }), 1002],
  ['RSV1 set (no extension agreed)', frame(BINARY | 0x40, bytes(0, 0, 1)), 1002],
  ['RSV2 and RSV3 set', frame(BINARY | 0x30, bytes(0, 0, 1)), 1002],
  ['reserved opcode 0x3', frame(0x83, bytes(1, 2, 3)), 1002],
  ['reserved control opcode 0xB', frame(0x8b, bytes()), 1002],
  ['a fragmented control frame (ping without FIN)', frame(0x09, bytes()), 1002],
  ['a continuation frame with nothing to continue', frame(0x80, bytes(1)), 1002],
  ['a 126-byte ping (control frames are at most 125)', frame(0x89, new Uint8Array(126)), 1002],
  ['a garbage y-websocket message (unknown sync type)', frame(BINARY, bytes(0, 9, 9, 9)), 1007],
  ['a truncated y-websocket message', frame(BINARY, bytes(0, 0, 200)), 1007],
];

async function classStillSyncs(room: string, key: string, url = server.url): Promise<void> {
  const teacher = provider(url, room, { key });
  await teacher.synced;
  teacher.doc.getMap('session').set('scenario', '{"title":"still here"}');
  const student = provider(url, room);
  try {
    await until(
      () => student.doc.getMap('session').get('scenario') === '{"title":"still here"}',
      3000,
      'the student sync',
    );
  } finally {
    teacher.destroy();
    student.destroy();
  }
}

describe('classroom server: a malformed frame closes that connection, never the server', () => {
  for (const [name, bad, code] of MALFORMED) {
    it(`${name}: the sender is disconnected (${code}) and another class still syncs`, async () => {
      const key = newTeacherKey();
      const room = roomOfKey(key);
      const raw = await rawSocket(server.port, `/${room}`);
      expect(raw.status).toBe('HTTP/1.1 101 Switching Protocols');
      raw.socket.write(bad);
      expect(await serverClosed(raw)).toBe(code);
      await classStillSyncs(room, key);
    });
  }

  it('all of them at once, from 13 sockets, while a class goes on', async () => {
    const key = newTeacherKey();
    const room = roomOfKey(key);
    const sockets = await Promise.all(MALFORMED.map(() => rawSocket(server.port, `/${room}`)));
    sockets.forEach((s, i) => s.socket.write((MALFORMED[i] as [string, Buffer, number])[1]));
    await Promise.all(sockets.map((s) => serverClosed(s)));
    for (const s of sockets) s.socket.destroy();
    await until(() => server.stats().connections === 0, 3000, 'every bad connection to be gone');
    await classStillSyncs(room, key);
  });

  it('a message over the size limit is refused with 1009 and not read', async () => {
    const key = newTeacherKey();
    const room = roomOfKey(key);
    const raw = await rawSocket(server.port, `/${room}`);
    raw.socket.write(frame(BINARY, new Uint8Array(64 * 1024 + 1)));
    expect(await serverClosed(raw)).toBe(1009); // message too big (RFC 6455 7.4.1)
    await classStillSyncs(room, key);
  });
});

describe('`npm run classroom`: the process survives every malformed frame', () => {
  it('stays up and keeps syncing a class after all of them', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/classroom.ts', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let exited: number | null = null;
    child.on('exit', (code) => (exited = code ?? -1));
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    try {
      await until(() => /ws:\/\/127\.0\.0\.1:\d+/.test(out) || exited !== null, 20_000, 'the server to start');
      const url = (/ws:\/\/127\.0\.0\.1:\d+/.exec(out) as RegExpExecArray)[0];
      const port = Number(url.split(':')[2]);
      const key = newTeacherKey();
      const room = roomOfKey(key);
      for (const [, bad] of MALFORMED) {
        const raw = await rawSocket(port, `/${room}`);
        raw.socket.write(bad);
        await serverClosed(raw);
        raw.socket.destroy();
      }
      expect(exited).toBe(null);
      await classStillSyncs(room, key, url);
      expect(exited).toBe(null);
    } finally {
      child.kill('SIGTERM');
    }
  }, 30_000);
});
