/**
 * Reopening a saved session (session.ts): its board built and its actions replayed. A module of
 * its own, so that the session's pure functions (kept by autosave from the first screen on) don't
 * bring the scenario code with them; the app loads this when it reopens a session.
 */
import { openDocWithActions, openDocWithActionsPaced, type OpenedLink, type Pace } from '../scenario/link/open-link';
import type { GameCards } from '../scenario/pool';
import type { SavedSession } from './session';

/**
 * Builds a session's board and replays its actions (problems if it no longer opens), with the
 * cards resolved for its scenario (default: the pool's).
 */
export function openSession(s: SavedSession, cards?: GameCards): OpenedLink {
  return openDocWithActions(s.doc, s.actions, 'session.actions', cards);
}

/** As {@link openSession}, replaying as `pace` says (the app's busy state). */
export function openSessionPaced(s: SavedSession, pace: Pace, cards?: GameCards): Promise<OpenedLink> {
  return openDocWithActionsPaced(s.doc, s.actions, pace, 'session.actions', cards);
}
