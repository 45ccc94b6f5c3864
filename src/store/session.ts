/**
 * Sessions: what autosave keeps of a scenario being played, so it survives a reload and can be
 * reopened from the Recent list. A session is the scenario document as loaded plus EVERY engine
 * action of its history (also the ones after the cursor, so redo survives too) and the cursor:
 * replaying the actions on the built board reaches each step again (the engine is
 * deterministic), so nothing but these few facts is stored — no engine states.
 *
 * Pure functions over plain data (tested in Node); autosave.ts stores them.
 */
import type { Action } from '../engine';
import type { ScenarioDoc } from '../scenario/schema';
import { savedBranches } from './branches';
import type { GameStore } from './game-store';
import { notesOf } from './history';

export const SESSION_FORMAT = 'stackyard/session@1';

/** Where a session's scenario came from (shown in the Recent list). */
export type SessionOrigin = 'lesson' | 'link' | 'file' | 'forge' | 'resume' | 'other';

export interface SavedSession {
  format: typeof SESSION_FORMAT;
  id: string;
  title: string;
  lessonId: string | null;
  origin: SessionOrigin;
  /** Milliseconds since 1970 (the clock of the machine that saved it). */
  savedAt: number;
  /** The scenario as loaded (its board, script and lesson text), without `actions`. */
  doc: ScenarioDoc;
  /** Every action of the history after the loaded board, in order. */
  actions: Action[];
  /** Steps taken up to the board shown (0 = the loaded board). */
  cursor: number;
  /**
   * How many times this session has been written (1 for the first write). Two tabs showing one
   * session tell by it that the other one wrote since (autosave.ts). Absent before it is stored.
   */
  rev?: number;
}

/** A line of the Recent list. */
export interface RecentEntry {
  id: string;
  title: string;
  origin: SessionOrigin;
  savedAt: number;
  steps: number;
  cursor: number;
}

/** The document with the notes of every step and the saved branches, as a session keeps them. */
function withTeaching(s: Pick<GameStore, 'scenario' | 'history' | 'branches'>): ScenarioDoc {
  const doc = (s.scenario as NonNullable<GameStore['scenario']>).loaded.doc;
  const notes = notesOf(s.history);
  const branches = savedBranches(s);
  return { ...doc, ...(notes.length ? { notes } : {}), ...(branches.length ? { branches } : {}) };
}

/** The session of the scenario in the store, or null if nothing is loaded; `meta.title` names it (default: the scenario's title). */
export function sessionOf(
  s: Pick<GameStore, 'scenario' | 'history' | 'branches'>,
  meta: { id: string; origin: SessionOrigin; savedAt: number; title?: string },
): SavedSession | null {
  if (!s.scenario || s.history.cursor < 0) return null;
  const actions: Action[] = [];
  // Every entry after the first has its engine action (even the sandbox toggle is one).
  for (const e of s.history.entries.slice(1)) if (e.action) actions.push(e.action);
  return {
    format: SESSION_FORMAT,
    id: meta.id,
    title: meta.title ?? s.scenario.title,
    lessonId: s.scenario.lessonId,
    origin: meta.origin,
    savedAt: meta.savedAt,
    doc: withTeaching(s),
    actions,
    cursor: Math.min(s.history.cursor, actions.length),
  };
}

/** The engine actions up to the cursor: what a link or an exported file carries. */
export function actionsToCursor(s: Pick<GameStore, 'history'>): Action[] {
  const out: Action[] = [];
  for (const e of s.history.entries.slice(1, s.history.cursor + 1)) if (e.action) out.push(e.action);
  return out;
}

export function recentEntry(s: SavedSession): RecentEntry {
  return { id: s.id, title: s.title, origin: s.origin, savedAt: s.savedAt, steps: s.actions.length, cursor: s.cursor };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ORIGINS: readonly SessionOrigin[] = ['lesson', 'link', 'file', 'forge', 'resume', 'other'];

/**
 * A stored value as a session, or why it is not one (written by another version, or damaged).
 * Only the envelope is checked here: the document and actions pass the restore step and the
 * action check when the session is opened.
 */
export function checkSession(value: unknown): { ok: true; session: SavedSession } | { ok: false; reason: string } {
  if (!isRecord(value)) return { ok: false, reason: 'the stored value is not a session' };
  if (value.format !== SESSION_FORMAT) {
    return {
      ok: false,
      reason:
        typeof value.format === 'string'
          ? `it was saved in an unknown format ("${value.format.slice(0, 40)}")`
          : 'the stored value is not a session',
    };
  }
  const { id, title, lessonId, origin, savedAt, doc, actions, cursor, rev } = value;
  if (typeof id !== 'string' || typeof title !== 'string') return { ok: false, reason: 'its id or title is missing' };
  if (!isRecord(doc)) return { ok: false, reason: 'its scenario is missing' };
  if (!Array.isArray(actions)) return { ok: false, reason: 'its list of steps is missing' };
  if (typeof savedAt !== 'number' || typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0)
    return { ok: false, reason: 'its position in the history is missing' };
  return {
    ok: true,
    session: {
      format: SESSION_FORMAT,
      id,
      title,
      lessonId: typeof lessonId === 'string' ? lessonId : null,
      origin: ORIGINS.includes(origin as SessionOrigin) ? (origin as SessionOrigin) : 'other',
      savedAt,
      doc: doc as ScenarioDoc,
      actions: actions as Action[],
      cursor: Math.min(cursor, actions.length),
      ...(typeof rev === 'number' && Number.isInteger(rev) && rev > 0 ? { rev } : {}),
    },
  };
}

/** A stored value as a session, or null if it is not one (see {@link checkSession}). */
export function parseSession(value: unknown): SavedSession | null {
  const r = checkSession(value);
  return r.ok ? r.session : null;
}

/** A parsed list of Recent entries (newest first), dropping anything malformed. */
export function parseRecent(value: unknown): RecentEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is RecentEntry =>
      isRecord(e) &&
      typeof e.id === 'string' &&
      typeof e.title === 'string' &&
      typeof e.savedAt === 'number' &&
      typeof e.steps === 'number' &&
      typeof e.cursor === 'number' &&
      typeof e.origin === 'string',
  );
}

/** The Recent list with `entry` first (replacing its older line) and at most `max` lines; also what fell off. */
export function withRecent(
  list: readonly RecentEntry[],
  entry: RecentEntry,
  max: number,
): { list: RecentEntry[]; dropped: string[] } {
  const rest = list.filter((e) => e.id !== entry.id);
  const next = [entry, ...rest];
  return { list: next.slice(0, max), dropped: next.slice(max).map((e) => e.id) };
}
