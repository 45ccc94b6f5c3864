/**
 * Who may open a WebSocket to the classroom server (issue 23), decided from the HTTP upgrade
 * request before any WebSocket exists: the page's Origin, the room name, and the teacher key.
 */
import type http from 'node:http';
import { isTeacherKey, ROOM_PATTERN } from '../../src/scenario/classroom/teacher-key';

/**
 * Which pages may connect: `'*'` (any), or a list of origins (`https://stackyard.example`).
 * `'same-host'` (the default): pages served from the server's own host name, on any port and
 * scheme (the app on :5173 and the server on :1234 of one machine), with `localhost`,
 * `127.0.0.1` and `::1` counted as one host. Clients that send no Origin are not browsers
 * (a browser always sends it with a WebSocket), so no page can use them; they are let in.
 */
export type OriginPolicy = '*' | 'same-host' | readonly string[];

export type Admission =
  { ok: true; room: string; teacher: boolean } | { ok: false; status: 400 | 403 | 503; reason: string };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const sameHost = (a: string, b: string) => a === b || (LOOPBACK.has(a) && LOOPBACK.has(b));

function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** Whether a request's Origin header is allowed by `policy`. */
export function originAllowed(req: http.IncomingMessage, policy: OriginPolicy): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || policy === '*') return true;
  if (policy === 'same-host') {
    let page: URL;
    try {
      page = new URL(origin);
    } catch {
      return false;
    }
    return sameHost(page.hostname.toLowerCase(), hostnameOf(req.headers.host ?? ''));
  }
  return policy.includes(origin.toLowerCase().replace(/\/$/, ''));
}

/**
 * Reads an upgrade request: the room is the last segment of the path (so a proxy may serve the
 * server under a prefix, `wss://host/classroom/<room>`), 4–64 letters, digits, `_` or `-`; a
 * `key` parameter must be the room's teacher key (teacher-key.ts), or the connection is refused.
 */
export function admit(req: http.IncomingMessage, policy: OriginPolicy): Admission {
  if (!originAllowed(req, policy))
    return { ok: false, status: 403, reason: `pages from ${String(req.headers.origin).slice(0, 100)} may not connect` };
  const raw = req.url ?? '';
  if (raw.length > 1000) return { ok: false, status: 400, reason: 'the address is too long' };
  let url: URL;
  try {
    url = new URL(raw, 'http://classroom.invalid');
  } catch {
    return { ok: false, status: 400, reason: 'the address cannot be read' };
  }
  const room = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (!ROOM_PATTERN.test(room))
    return { ok: false, status: 400, reason: 'a room name is 4–64 letters, digits, _ or -' };
  const key = url.searchParams.get('key');
  if (key !== null && !isTeacherKey(room, key))
    return { ok: false, status: 403, reason: "this is not the room's teacher key" };
  return { ok: true, room, teacher: key !== null };
}
