/**
 * One classroom on the server: its Yjs document (the lesson the teacher shares), its presence
 * (y-protocols' awareness) and its connections. Who may change what is decided in
 * `messages.ts`; this file keeps the room's state, sends to its connections and measures its size.
 */
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import type { WebSocket } from 'ws';

/** The y-websocket message types (the first number of every message). */
export const MESSAGE_SYNC = 0;
export const MESSAGE_AWARENESS = 1;
export const MESSAGE_AUTH = 2;

/** What the server knows of one connection. */
export interface Member {
  /** Whether the connection carried the room's teacher key (teacher-key.ts): only it writes the lesson. */
  teacher: boolean;
  /** The one presence (awareness client id) this connection speaks for, once it has sent one. */
  clientId: number | null;
  /** Whether it answered the last ping. */
  alive: boolean;
}

/** Bytes a connection may have waiting to be sent before it is dropped as too slow. */
export const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;

export class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly members = new Map<WebSocket, Member>();
  /** The document's encoded size when last measured, plus the bytes of every update since. */
  private approxBytes = 0;
  idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(readonly name: string) {
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array) => {
      this.approxBytes += update.length;
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, MESSAGE_SYNC);
      syncProtocol.writeUpdate(encoder, update);
      this.broadcast(encoding.toUint8Array(encoder));
    });
    this.awareness.on(
      'update',
      ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }) => {
        const changed = [...added, ...updated, ...removed];
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
        encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed));
        this.broadcast(encoding.toUint8Array(encoder));
      },
    );
  }

  /**
   * Whether the document would stay within `limit` bytes (its encoded size) after an update of
   * `incoming` bytes. Measures the document again only when the running estimate passes the limit.
   */
  fits(incoming: number, limit: number): boolean {
    if (this.approxBytes + incoming <= limit) return true;
    this.approxBytes = Y.encodeStateAsUpdate(this.doc).length;
    return this.approxBytes + incoming <= limit;
  }

  /** Sends `message` to one connection; a closed or hopelessly slow one is dropped. */
  send(conn: WebSocket, message: Uint8Array): void {
    if (conn.readyState !== conn.OPEN) return;
    if (conn.bufferedAmount > MAX_BUFFERED_BYTES) {
      conn.terminate();
      return;
    }
    conn.send(message, (err) => {
      if (err) conn.terminate();
    });
  }

  broadcast(message: Uint8Array): void {
    for (const conn of this.members.keys()) this.send(conn, message);
  }

  /** The greeting y-websocket expects: the server's sync step 1 and everyone's presence. */
  greet(conn: WebSocket): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(encoder, this.doc);
    this.send(conn, encoding.toUint8Array(encoder));
    const states = [...this.awareness.getStates().keys()];
    if (states.length > 0) {
      const aw = encoding.createEncoder();
      encoding.writeVarUint(aw, MESSAGE_AWARENESS);
      encoding.writeVarUint8Array(aw, awarenessProtocol.encodeAwarenessUpdate(this.awareness, states));
      this.send(conn, encoding.toUint8Array(aw));
    }
  }

  /** Forgets a connection and the presence it spoke for. */
  leave(conn: WebSocket): void {
    const member = this.members.get(conn);
    if (!member) return;
    this.members.delete(conn);
    if (member.clientId !== null) awarenessProtocol.removeAwarenessStates(this.awareness, [member.clientId], null);
  }

  /** The connection that speaks for presence `clientId`, if any. */
  holderOf(clientId: number): WebSocket | null {
    for (const [conn, m] of this.members) if (m.clientId === clientId) return conn;
    return null;
  }

  destroy(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.awareness.destroy();
    this.doc.destroy();
  }
}
