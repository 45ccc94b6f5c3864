/**
 * This app's part of a browser history entry (navigation.ts): `history.state` holds, under its
 * own key, the session the entry shows (an id; null for the lesson list), beside whatever else
 * a replaced entry held.
 */
const NAV_KEY = 'stackyard';

/** The page's path and query, without the fragment. */
export const here = () => window.location.pathname + window.location.search;

/** The state of a history entry: our key, beside whatever else a replaced entry held. */
export const entryState = (sid: string | null, keep = false) => ({
  ...(keep && isRecord(history.state) ? history.state : {}),
  [NAV_KEY]: { sid },
});

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The session named by the current history entry: an id, null (the lesson list), or undefined (none). */
export function entrySid(): string | null | undefined {
  const nav = isRecord(history.state) ? history.state[NAV_KEY] : undefined;
  if (!isRecord(nav)) return undefined;
  return typeof nav.sid === 'string' ? nav.sid : nav.sid === null ? null : undefined;
}
