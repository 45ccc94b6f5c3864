/**
 * Classroom join links: `#class=<room>&server=<ws or wss URL>` after the app's address. A join
 * link is outside input (anyone can edit it): {@link parseJoinLink} checks the room name and
 * the server address and says in plain words what is wrong, so a hostile or damaged link opens
 * nothing and connects nowhere.
 */
import { ROOM_PATTERN } from '../../scenario/classroom/teacher-key';
import type { Problem } from '../../scenario/problem';

export { ROOM_PATTERN };
/** Longest server address read, in characters. */
export const MAX_SERVER_URL = 200;
/** The port `npm run classroom` uses unless told otherwise. */
export const DEFAULT_CLASSROOM_PORT = 1234;

export interface JoinTarget {
  room: string;
  server: string;
}

/** The server address to offer: `?classroom=` in the page's address, else ws://<this host>:1234. */
export function defaultServer(location: { search: string; hostname: string }): string {
  const given = new URLSearchParams(location.search).get('classroom');
  if (given && checkServer(given) === null) return given;
  return `ws://${location.hostname || 'localhost'}:${DEFAULT_CLASSROOM_PORT}`;
}

/** Null if `server` is a usable ws:// or wss:// address, else why not. */
export function checkServer(server: string): string | null {
  if (server.length > MAX_SERVER_URL)
    return `the server address is too long (${server.length} characters; at most ${MAX_SERVER_URL})`;
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    return `the server address "${server.slice(0, 60)}" is not an address`;
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
    return `the server address must start with ws:// or wss:// (it starts with ${url.protocol}//)`;
  if (url.username || url.password) return 'the server address must not carry a user name or password';
  if (url.search || url.hash) return 'the server address must not have a query or a fragment';
  return null;
}

/** A fragment `#class=…&server=…` for a room on a server. */
export function joinFragment(t: JoinTarget): string {
  return `#class=${encodeURIComponent(t.room)}&server=${encodeURIComponent(t.server)}`;
}

/** Reads a join fragment; problems (path `join link`) for anything missing, malformed or unsafe. Never throws. */
export function parseJoinLink(hash: string): { ok: true; target: JoinTarget } | { ok: false; problems: Problem[] } {
  const problems: Problem[] = [];
  const body = hash.replace(/^#/, '');
  if (body.length > 1000)
    return {
      ok: false,
      problems: [{ path: 'join link', message: `the link is too long (${body.length} characters)` }],
    };
  const params = new URLSearchParams(body);
  const room = params.get('class');
  const server = params.get('server');
  if (!room)
    problems.push({
      path: 'join link',
      message: 'the link names no class (nothing after "#class=")',
      suggestion: 'ask the teacher for the join link again',
    });
  else if (!ROOM_PATTERN.test(room))
    problems.push({
      path: 'join link: class',
      message: `"${room.slice(0, 40)}" is not a class name (4–64 letters, digits, _ or -)`,
      suggestion: 'ask the teacher for the join link again',
    });
  if (!server)
    problems.push({
      path: 'join link: server',
      message: 'the link names no classroom server',
      suggestion: 'ask the teacher for the join link again',
    });
  else {
    const why = checkServer(server);
    if (why) problems.push({ path: 'join link: server', message: why });
  }
  return problems.length || !room || !server ? { ok: false, problems } : { ok: true, target: { room, server } };
}
