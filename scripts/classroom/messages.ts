/**
 * What the classroom server does with one message from a connection (the y-websocket protocol:
 * a message type, then a sync or awareness message). The rules (issue 23):
 *
 * - anyone may ask for the lesson (sync step 1: the server answers with what the asker lacks);
 * - only the teacher's connection (teacher-key.ts) changes the document (sync step 2 and
 *   updates); from anyone else they are dropped, unread;
 * - a connection speaks for one presence only: the first awareness client id it sends, unless
 *   another connection already speaks for it (a teacher takes its own id back); an awareness
 *   message about any other id is dropped, and so is one whose state is not a JSON object of
 *   at most `maxPresenceChars` characters, or a student's that says it is the teacher;
 * - anything unreadable closes that connection (1007), never the server.
 */
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as authProtocol from 'y-protocols/auth';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import type { WebSocket } from 'ws';
import { MESSAGE_AUTH, MESSAGE_AWARENESS, MESSAGE_SYNC, type Member, type Room } from './room';

/** The limits a message is held to. */
export interface MessageLimits {
  /** Largest encoded document a room may hold, in bytes. */
  maxRoomBytes: number;
  /** Longest presence state (JSON text), in characters. */
  maxPresenceChars: number;
}

/** Close code for a message that cannot be read (RFC 6455 7.4.1: 1007, inconsistent data). */
export const CLOSE_UNREADABLE = 1007;
/** Close code for a teacher whose lesson no longer fits the room (4400–4499: y-websocket does not retry). */
export const CLOSE_ROOM_FULL = 4413;
/** Close code for a connection whose presence the teacher took back (no retry). */
export const CLOSE_TAKEN_OVER = 4409;

/** Tells a connection why its change was refused (y-websocket's permission-denied message). */
export function deny(room: Room, conn: WebSocket, reason: string): void {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_AUTH);
  authProtocol.writePermissionDenied(encoder, reason);
  room.send(conn, encoding.toUint8Array(encoder));
}

/** Handles one binary message of `conn` in `room`. Never throws. */
export function handleMessage(room: Room, conn: WebSocket, data: Uint8Array, limits: MessageLimits): void {
  const member = room.members.get(conn);
  if (!member) return;
  try {
    const decoder = decoding.createDecoder(data);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_SYNC) sync(room, conn, member, decoder, limits);
    else if (type === MESSAGE_AWARENESS) presence(room, conn, member, decoding.readVarUint8Array(decoder), limits);
    // Other types (auth, awareness queries) are not asked of the server: ignored.
  } catch {
    conn.close(CLOSE_UNREADABLE, 'unreadable message');
  }
}

function sync(room: Room, conn: WebSocket, member: Member, decoder: decoding.Decoder, limits: MessageLimits): void {
  const kind = decoding.readVarUint(decoder);
  if (kind === syncProtocol.messageYjsSyncStep1) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep2(encoder, room.doc, decoding.readVarUint8Array(decoder));
    room.send(conn, encoding.toUint8Array(encoder));
    return;
  }
  if (kind !== syncProtocol.messageYjsSyncStep2 && kind !== syncProtocol.messageYjsUpdate) throw new Error('sync type');
  if (!member.teacher) return; // students only read the lesson
  const update = decoding.readVarUint8Array(decoder);
  if (!room.fits(update.length, limits.maxRoomBytes)) {
    deny(room, conn, `the class is too large for this server (at most ${limits.maxRoomBytes} bytes)`);
    conn.close(CLOSE_ROOM_FULL, 'room full');
    return;
  }
  Y.applyUpdate(room.doc, update, conn);
}

function presence(room: Room, conn: WebSocket, member: Member, update: Uint8Array, limits: MessageLimits): void {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  if (count === 0) return;
  let id: number | null = null;
  for (let i = 0; i < count; i++) {
    const clientId = decoding.readVarUint(decoder);
    decoding.readVarUint(decoder); // clock
    const text = decoding.readVarString(decoder);
    if (id !== null && clientId !== id) return; // one presence per connection
    id = clientId;
    if (text.length > limits.maxPresenceChars) return;
    const state: unknown = JSON.parse(text);
    if (state !== null && (typeof state !== 'object' || Array.isArray(state))) return;
    if (!member.teacher && claimsTeacher(state)) return;
  }
  if (id === null) return;
  if (member.clientId === null) {
    const holder = room.holderOf(id);
    if (holder && holder !== conn) {
      if (!member.teacher) return;
      room.leave(holder); // the teacher's own id, taken by someone else meanwhile
      holder.close(CLOSE_TAKEN_OVER, 'presence taken over');
    }
    member.clientId = id;
  } else if (member.clientId !== id) return;
  awarenessProtocol.applyAwarenessUpdate(room.awareness, update, conn);
}

function claimsTeacher(state: unknown): boolean {
  const user = (state as { user?: unknown } | null)?.user;
  return typeof user === 'object' && user !== null && (user as { role?: unknown }).role === 'teacher';
}
