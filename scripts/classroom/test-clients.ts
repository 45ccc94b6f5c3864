/**
 * Clients for the classroom server's tests: a raw TCP socket that speaks just enough HTTP and
 * WebSocket framing to send malformed frames; a `ws` client that sends hand-made y-websocket
 * messages (what an attacker's script can send); and y-websocket's own provider (what the app uses).
 */
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { WebsocketProvider } from 'y-websocket';
import WebSocket from 'ws';
import * as Y from 'yjs';

/** A raw socket after the WebSocket handshake (or its refusal): what the server answered, and when it closed. */
export interface RawSocket {
  socket: net.Socket;
  /** The HTTP status line the server answered with. */
  status: string;
  /** Bytes received after the handshake. */
  received: () => Buffer;
  closed: Promise<void>;
}

/** Opens a TCP connection to `port` and asks for a WebSocket on `path`. */
export function rawSocket(port: number, path: string, headers: Record<string, string> = {}): Promise<RawSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    let status = '';
    let after = Buffer.alloc(0);
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('error', () => {});
    socket.on('connect', () => {
      const extra = Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      if (status) {
        after = Buffer.concat([after, chunk]);
        return;
      }
      buf = Buffer.concat([buf, chunk]);
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      status = buf.subarray(0, buf.indexOf('\r\n')).toString();
      after = buf.subarray(end + 4);
      resolve({ socket, status, received: () => after, closed });
    });
    socket.on('close', () => {
      if (!status) reject(new Error('closed before answering'));
    });
  });
}

/**
 * One WebSocket frame as a client sends it: `first` is the first byte (FIN, RSV1–3, opcode);
 * masked unless `mask` is false; `declared` overrides the length in the header.
 */
export function frame(first: number, payload: Uint8Array, opts: { mask?: boolean; declared?: number } = {}): Buffer {
  const mask = opts.mask ?? true;
  const len = opts.declared ?? payload.length;
  const head: number[] = [first];
  const m = mask ? 0x80 : 0;
  if (len < 126) head.push(m | len);
  else if (len < 65536) head.push(m | 126, len >> 8, len & 255);
  else {
    head.push(m | 127);
    const big = Buffer.alloc(8);
    big.writeBigUInt64BE(BigInt(len));
    head.push(...big);
  }
  if (!mask) return Buffer.concat([Buffer.from(head), payload]);
  const key = randomBytes(4);
  const body = Buffer.from(payload.map((b, i) => b ^ (key[i % 4] as number)));
  return Buffer.concat([Buffer.from(head), key, body]);
}

/** The frames a server sent (unmasked): opcode and payload of each whole frame in `buf`. */
export function serverFrames(buf: Buffer): { opcode: number; payload: Buffer }[] {
  const out: { opcode: number; payload: Buffer }[] = [];
  let at = 0;
  while (at + 2 <= buf.length) {
    const opcode = (buf[at] as number) & 15;
    let len = (buf[at + 1] as number) & 127;
    let head = 2;
    if (len === 126) {
      if (at + 4 > buf.length) break;
      len = buf.readUInt16BE(at + 2);
      head = 4;
    } else if (len === 127) {
      if (at + 10 > buf.length) break;
      len = Number(buf.readBigUInt64BE(at + 2));
      head = 10;
    }
    if (at + head + len > buf.length) break;
    out.push({ opcode, payload: buf.subarray(at + head, at + head + len) });
    at += head + len;
  }
  return out;
}

/**
 * Resolves with the close code once the server has closed a raw socket: by a close frame
 * (a well-behaved close waits for the client's answer, which a raw socket never sends) or by
 * closing the TCP connection (code 0 if no close frame came).
 */
export async function serverClosed(raw: RawSocket, ms = 3000): Promise<number> {
  const code = () => {
    const close = serverFrames(raw.received()).find((f) => f.opcode === 8);
    return close ? (close.payload.length >= 2 ? close.payload.readUInt16BE(0) : 1005) : null;
  };
  let ended = false;
  void raw.closed.then(() => (ended = true));
  await until(() => ended || code() !== null, ms, 'the server to close the socket');
  return code() ?? 0;
}

/** A `ws` client that keeps every message it receives. */
export interface WireClient {
  ws: WebSocket;
  messages: Uint8Array[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: Uint8Array): void;
}

/** Opens a `ws` connection to `url` (`?key=` and headers as given); rejects with the HTTP status if refused. */
export function wireClient(url: string, headers: Record<string, string> = {}): Promise<WireClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const messages: Uint8Array[] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      ws.on('close', (code, reason) => done({ code, reason: reason.toString() })),
    );
    ws.on('message', (data: Buffer) => messages.push(new Uint8Array(data)));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', (err) => reject(err));
    ws.on('open', () => resolve({ ws, messages, closed, send: (m) => ws.send(m) }));
  });
}

/** A y-websocket "update" message carrying a Yjs update. */
export function updateMessage(update: Uint8Array): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 0);
  syncProtocol.writeUpdate(e, update);
  return encoding.toUint8Array(e);
}

/** A y-websocket awareness message: one entry per [client id, clock, state]. */
export function awarenessMessage(entries: readonly [number, number, unknown][]): Uint8Array {
  const inner = encoding.createEncoder();
  encoding.writeVarUint(inner, entries.length);
  for (const [id, clock, state] of entries) {
    encoding.writeVarUint(inner, id);
    encoding.writeVarUint(inner, clock);
    encoding.writeVarString(inner, JSON.stringify(state));
  }
  const e = encoding.createEncoder();
  encoding.writeVarUint(e, 1);
  encoding.writeVarUint8Array(e, encoding.toUint8Array(inner));
  return encoding.toUint8Array(e);
}

/** Applies every sync message a wire client received to `doc` (to build on the room's real state). */
export function applyReceived(doc: Y.Doc, messages: readonly Uint8Array[]): void {
  for (const m of messages) {
    const d = decoding.createDecoder(m);
    if (decoding.readVarUint(d) !== 0) continue;
    const kind = decoding.readVarUint(d);
    if (kind === 1 || kind === 2) Y.applyUpdate(doc, decoding.readVarUint8Array(d));
  }
}

/** y-websocket's provider in Node, as the app uses it; `synced` resolves after the first sync. */
export function provider(
  server: string,
  room: string,
  opts: { key?: string; user?: unknown } = {},
): { doc: Y.Doc; provider: WebsocketProvider; synced: Promise<void>; destroy(): void } {
  const doc = new Y.Doc();
  const p = new WebsocketProvider(server, room, doc, {
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    params: opts.key ? { key: opts.key } : {},
    maxBackoffTime: 200,
  });
  if (opts.user) p.awareness.setLocalStateField('user', opts.user);
  const synced = new Promise<void>((done) => {
    if (p.synced) done();
    else p.once('sync', () => done());
  });
  return {
    doc,
    provider: p,
    synced,
    destroy: () => {
      awarenessProtocol.removeAwarenessStates(p.awareness, [doc.clientID], 'test');
      p.destroy();
      doc.destroy();
    },
  };
}

/** Waits until `check` holds (polling every 10 ms), or fails after `ms`. */
export async function until(check: () => boolean, ms = 3000, what = 'condition'): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
