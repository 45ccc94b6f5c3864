/**
 * How the classroom server knows the teacher (issue 23): the teacher's browser draws a random
 * **teacher key** and names the room after it — the room name is the first
 * {@link ROOM_NAME_LENGTH} letters of the base-32 SHA-256 of the key. The join link carries the
 * room name only; the teacher's connection also carries the key (`?key=` on the WebSocket
 * address), and the server accepts document updates only from a connection whose key hashes to
 * the room's name ({@link isTeacherKey}). Nobody who knows just the room name can find a key for
 * it (a 100-bit preimage), the server keeps no secret and no table of owners (so a restarted
 * server, or another process of it, knows the teacher too), and a room whose name is no key's
 * hash has no teacher: nobody writes it.
 *
 * Pure (lib0's SHA-256, which also runs on pages served over plain http, where
 * `crypto.subtle` is missing); used by the browser (src/ui/classroom) and by scripts/classroom-server.ts.
 */
import { digest } from 'lib0/hash/sha256';

/** A room name: 4–64 letters, digits, `_` or `-` (it is a path on the server). */
export const ROOM_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;

/** The 32 letters of room names and keys (no 0/o, 1/l: easy to read aloud). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** Length of a room name derived from a key: 20 letters of 5 bits = 100 bits of the hash. */
export const ROOM_NAME_LENGTH = 20;
/** Length of a teacher key: 26 letters of 5 bits = 130 random bits. */
export const TEACHER_KEY_LENGTH = 26;
/** A teacher key: exactly {@link TEACHER_KEY_LENGTH} letters of the alphabet. */
export const TEACHER_KEY_PATTERN = /^[a-km-np-z2-9]{26}$/;

function letters(bytes: Uint8Array, count: number): string {
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 5 && out.length < count) {
      bits -= 5;
      out += ALPHABET[(acc >> bits) & 31];
    }
    acc &= (1 << bits) - 1;
    if (out.length >= count) break;
  }
  return out;
}

/** A new teacher key from `random` (default `crypto.getRandomValues`): 130 random bits. */
export function newTeacherKey(random: (b: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b)): string {
  const bytes = new Uint8Array(17);
  random(bytes);
  return letters(bytes, TEACHER_KEY_LENGTH);
}

/** The room name a teacher key owns: 20 letters of SHA-256("stackyard classroom " + key). */
export function roomOfKey(key: string): string {
  return letters(digest(new TextEncoder().encode(`stackyard classroom ${key}`)), ROOM_NAME_LENGTH);
}

/** Whether `key` is a well-formed teacher key that owns `room`. Never throws. */
export function isTeacherKey(room: string, key: unknown): boolean {
  return typeof key === 'string' && TEACHER_KEY_PATTERN.test(key) && roomOfKey(key) === room;
}
