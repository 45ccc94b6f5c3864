/**
 * A new session's id (autosave.ts's key for it): the time in base 36, a counter of this page
 * and a random part, so two tabs opening at the same millisecond still differ. Kept apart from
 * autosave.ts so the page can name a session before its storage code has loaded.
 */
let counter = 0;

/** A fresh session id; `now` is the time in ms (default the clock's). */
export function newSessionId(now: number = Date.now()): string {
  return `${now.toString(36)}-${(++counter).toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
}
