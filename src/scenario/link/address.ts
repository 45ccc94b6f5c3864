/**
 * What the address's fragment asks to open, read without ever throwing: the fragment is outside
 * input (typed, pasted, cut short by a chat app, percent-encoded by a mail client).
 *
 * - no fragment (or one this app doesn't use): nothing;
 * - `#lesson=<id>`: a built-in lesson;
 * - `#s=<payload>`: a share link (a payload may arrive percent-encoded: it is decoded once);
 * - `#session=<id>`: a session stored in this browser.
 *
 * A fragment of one of these kinds that can't be read (bad percent-encoding, characters no link
 * has) is `bad`, with the message to show — never a wrong one such as "made by a newer version".
 */
import { MAX_PAYLOAD, payloadOf } from './fragment';

/** Characters of a link payload: lz-string's URI-safe alphabet (`+-$`) and base64url (`-_`). */
export const PAYLOAD_CHARS = /^[A-Za-z0-9+\-$_]*$/;

export type FragmentKind = 'lesson' | 'link' | 'session';

export type Fragment =
  | { kind: 'none' }
  | { kind: 'lesson'; id: string }
  | { kind: 'link'; payload: string }
  | { kind: 'session'; id: string }
  | { kind: 'bad'; of: FragmentKind; message: string };

/** `decodeURIComponent`, or null where the text is not valid percent-encoding (e.g. `%E0%A4%A`). */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const shown = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Reads a fragment (`location.hash`, with or without its `#`). Never throws. */
export function parseFragment(hash: string): Fragment {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const m = /^(lesson|s|session)=(.*)$/s.exec(body);
  if (!m) return { kind: 'none' };
  const key = m[1] as 'lesson' | 's' | 'session';
  const raw = key === 's' ? (payloadOf(`#${body}`) ?? '') : (m[2] as string);
  const of: FragmentKind = key === 's' ? 'link' : key;
  // Refused before any decoding: a 10 MB address is answered at once.
  if (raw.length > MAX_PAYLOAD) {
    return {
      kind: 'bad',
      of,
      message: `the ${of === 'link' ? 'link' : 'address'} is too long (${raw.length.toLocaleString('en')} characters; at most ${MAX_PAYLOAD.toLocaleString('en')} are read) — share it as a file instead`,
    };
  }
  const decoded = safeDecode(raw);
  if (decoded === null) {
    return {
      kind: 'bad',
      of,
      message: `the address is damaged: ${shown(raw)} is not valid percent-encoding (cut short or changed)`,
    };
  }
  if (key === 'lesson') return { kind: 'lesson', id: decoded };
  if (key === 'session') return { kind: 'session', id: decoded };
  if (!PAYLOAD_CHARS.test(decoded)) {
    const odd = [...new Set(decoded.replace(/[A-Za-z0-9+\-$_]/g, ''))].slice(0, 5).join(' ');
    return {
      kind: 'bad',
      of,
      message: `the link is damaged (cut short or changed): it holds characters no Stackyard link has (${odd})`,
    };
  }
  return { kind: 'link', payload: decoded };
}
