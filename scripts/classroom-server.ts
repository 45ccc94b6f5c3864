/**
 * The classroom's sync server: the y-websocket protocol (y-protocols' sync and awareness
 * messages over `ws`) on a plain Node HTTP server. Each room is the last segment of the URL
 * path (`ws://host:port/<room>`). Hardened for a network anyone can reach (issue 23):
 *
 * - every connection has an error handler, and a message is at most `maxMessageBytes` (ws's
 *   `maxPayload`): a malformed frame (an oversized length, invalid UTF-8, an unmasked client
 *   frame, RSV1, a reserved opcode) closes that connection, never the server;
 * - only the teacher writes the lesson, and each connection speaks for its own presence only
 *   (classroom/messages.ts; the teacher is the connection carrying the room's teacher key,
 *   src/scenario/classroom/teacher-key.ts);
 * - a room is freed `idleRoomMs` after its last connection closes; at most `maxRooms` rooms,
 *   `maxConnectionsPerRoom` connections to one room and `maxRoomBytes` bytes of document per
 *   room; room names are 4–64 letters, digits, `_` or `-`; the Origin is checked
 *   (classroom/admission.ts).
 *
 * Used by `npm run classroom` (scripts/classroom.ts), the classroom tests and the classroom
 * bench, which start it on a free port (`port: 0`). Running it behind a TLS proxy and past one
 * process: docs/classroom-server.md.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { admit, type OriginPolicy } from './classroom/admission';
import { handleMessage } from './classroom/messages';
import { Room } from './classroom/room';

/** The server's limits; each has a default fit for a school's classes on one machine. */
export interface ClassroomLimits {
  /** Largest WebSocket message, in bytes (default 4 MiB). */
  maxMessageBytes: number;
  /** Largest document (the lesson) one room may hold, in bytes (default 8 MiB). */
  maxRoomBytes: number;
  /** Most rooms at once (default 200). */
  maxRooms: number;
  /** Most connections to one room (default 250). */
  maxConnectionsPerRoom: number;
  /** Longest presence state of one connection, in characters of JSON (default 2,000). */
  maxPresenceChars: number;
  /** How long a room with no connection is kept, in ms (default 60 s: a teacher's reload keeps it). */
  idleRoomMs: number;
  /** How often each connection is pinged; one that missed the last ping is closed (default 30 s). */
  pingMs: number;
}

export const DEFAULT_LIMITS: ClassroomLimits = {
  maxMessageBytes: 4 * 1024 * 1024,
  maxRoomBytes: 8 * 1024 * 1024,
  maxRooms: 200,
  maxConnectionsPerRoom: 250,
  maxPresenceChars: 2000,
  idleRoomMs: 60_000,
  pingMs: 30_000,
};

/** How to start the server. */
export interface ClassroomServerOptions extends Partial<ClassroomLimits> {
  /** 0 = any free port (default). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Which pages may connect (default `'same-host'`, see admission.ts). */
  origins?: OriginPolicy;
  /** Where refusals and dropped connections are told (default: nowhere). */
  log?: (line: string) => void;
}

/** A running server: its port, its `ws://` URL, what it holds, and `close()` (resolves once every connection is closed). */
export interface ClassroomServer {
  port: number;
  url: string;
  /** Rooms held and connections open now. */
  stats(): { rooms: number; connections: number };
  close(): Promise<void>;
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 503: 'Service Unavailable' };

function refuse(socket: Socket, status: number, reason: string): void {
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Starts the server on `host` (default 127.0.0.1) and `port` (0 = any free port). */
export function startClassroomServer(opts: ClassroomServerOptions = {}): Promise<ClassroomServer> {
  const host = opts.host ?? '127.0.0.1';
  const limits: ClassroomLimits = { ...DEFAULT_LIMITS };
  for (const k of Object.keys(DEFAULT_LIMITS) as (keyof ClassroomLimits)[])
    if (opts[k] !== undefined) limits[k] = opts[k];
  const policy = opts.origins ?? 'same-host';
  const log = opts.log ?? (() => {});
  const rooms = new Map<string, Room>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxMessageBytes, perMessageDeflate: false });

  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Stackyard classroom server (y-websocket protocol): connect with ws:// or wss://\n');
  });

  const freeLater = (room: Room) => {
    if (room.members.size > 0 || room.idleTimer) return;
    room.idleTimer = setTimeout(() => {
      room.idleTimer = null;
      if (room.members.size > 0 || rooms.get(room.name) !== room) return;
      rooms.delete(room.name);
      room.destroy();
    }, limits.idleRoomMs);
    room.idleTimer.unref?.();
  };

  const join = (conn: WebSocket, room: Room, teacher: boolean) => {
    if (room.idleTimer) {
      clearTimeout(room.idleTimer);
      room.idleTimer = null;
    }
    room.members.set(conn, { teacher, clientId: null, alive: true });
    conn.binaryType = 'nodebuffer';
    conn.on('error', (err) => log(`classroom: a connection to ${room.name} failed: ${err.message}`));
    conn.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) return; // the protocol is binary; text frames are not its messages
      handleMessage(room, conn, new Uint8Array(data.buffer, data.byteOffset, data.byteLength), limits);
    });
    conn.on('pong', () => {
      const m = room.members.get(conn);
      if (m) m.alive = true;
    });
    conn.on('close', () => {
      room.leave(conn);
      freeLater(room);
    });
    room.greet(conn);
  };

  server.on('upgrade', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const a = admit(req, policy);
    if (!a.ok) {
      log(`classroom: refused ${req.socket.remoteAddress ?? ''}: ${a.reason}`);
      refuse(socket, a.status, a.reason);
      return;
    }
    const existing = rooms.get(a.room);
    if (!existing && rooms.size >= limits.maxRooms) {
      refuse(socket, 503, `this server holds ${limits.maxRooms} rooms already; try again later`);
      return;
    }
    if (existing && existing.members.size >= limits.maxConnectionsPerRoom) {
      refuse(socket, 503, `this class has ${limits.maxConnectionsPerRoom} connections already`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (conn) => {
      let room = rooms.get(a.room);
      if (!room) {
        room = new Room(a.room);
        rooms.set(a.room, room);
      }
      join(conn, room, a.teacher);
    });
  });

  const ping = setInterval(() => {
    for (const room of rooms.values())
      for (const [conn, m] of room.members) {
        if (!m.alive) {
          conn.terminate();
          continue;
        }
        m.alive = false;
        conn.ping();
      }
  }, limits.pingMs);
  ping.unref();

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      server.on('error', (err) => log(`classroom: ${err.message}`));
      const { port } = server.address() as AddressInfo;
      const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      resolve({
        port,
        url: `ws://${shown}:${port}`,
        stats: () => ({
          rooms: rooms.size,
          connections: [...rooms.values()].reduce((n, r) => n + r.members.size, 0),
        }),
        close: () =>
          new Promise<void>((done) => {
            clearInterval(ping);
            for (const room of rooms.values()) {
              for (const conn of room.members.keys()) conn.terminate();
              room.destroy();
            }
            rooms.clear();
            wss.close();
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
