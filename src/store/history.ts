/**
 * The history of one scenario: every engine state reached, with the action and the events that
 * led to it, and a cursor. Undo, redo and scrubbing only move the cursor.
 *
 * Why a list of states and not an undo middleware (zundo and the like): the engine's states are
 * immutable and share every unchanged part with the previous state (immer), so keeping all of
 * them costs only what changed. A list also keeps what a generic middleware would not: the
 * engine events of each step (the log and the animations are driven by them) and the script
 * position of a lesson, and it never snapshots UI state (selection, hover, speed) by accident.
 * Nothing is ever replayed to go back, so undo can't drift from what happened
 * (what-users-ask.md #1: partial snapshots are where undo bugs come from).
 */
import type { Action, GameEvent, GameState } from '../engine';

/** One reached state. Entry 0 is the loaded board (its events are the load's events). */
export interface HistoryEntry {
  state: GameState;
  /** The engine action that led here (null for the loaded board and for UI-made changes). */
  action: Action | null;
  events: GameEvent[];
  /** One line for the scrubber: "p1 cast Divination". */
  label: string;
  /** How many script actions of the scenario have been performed (lessons: the next step). */
  scriptIndex: number;
  /** Whether a step since the start left the scenario's script (the next step may not apply). */
  offScript: boolean;
}

export interface History {
  entries: HistoryEntry[];
  /** Index of the current entry. */
  cursor: number;
}

export function startHistory(first: HistoryEntry): History {
  return { entries: [first], cursor: 0 };
}

export function current(h: History): HistoryEntry {
  return h.entries[h.cursor] as HistoryEntry;
}

/** Adds an entry after the cursor, dropping any redo branch (a new action forks the history). */
export function push(h: History, entry: HistoryEntry): History {
  return { entries: [...h.entries.slice(0, h.cursor + 1), entry], cursor: h.cursor + 1 };
}

/** Moves the cursor to `index` (clamped into range). */
export function seek(h: History, index: number): History {
  const cursor = Math.max(0, Math.min(h.entries.length - 1, Math.trunc(index)));
  return cursor === h.cursor ? h : { ...h, cursor };
}

export const canUndo = (h: History): boolean => h.cursor > 0;
export const canRedo = (h: History): boolean => h.cursor < h.entries.length - 1;
export const undo = (h: History): History => seek(h, h.cursor - 1);
export const redo = (h: History): History => seek(h, h.cursor + 1);

/** The entries up to and including the cursor: what has happened on the board shown. */
export function past(h: History): HistoryEntry[] {
  return h.entries.slice(0, h.cursor + 1);
}
