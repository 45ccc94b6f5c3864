/**
 * The history of one scenario: every step taken, with its action and events, and a cursor.
 * Undo, redo and scrubbing move the cursor and never replay anything, so undo can't drift from
 * what happened (what-users-ask.md #1: partial snapshots are where undo bugs come from).
 *
 * Why this and not an undo middleware (zundo and the like): the engine already returns
 * immutable states, so a step is fully described by how its state differs from the one before.
 * The history keeps the state at the cursor plus, for every step, a delta (delta.ts): steps
 * before the cursor hold the delta back to the previous state, steps after it the delta
 * forward. 1,000 steps on a 1,000-permanent board then retain about what the steps changed
 * (measured by `npm run bench`), where keeping every state would retain a copy of every
 * changed chunk. It also keeps what a generic middleware would not: each step's engine events
 * (the log and the animations are driven by them) and the lesson's script position, and it
 * never snapshots UI state (selection, hover, speed) by accident.
 */
import type { Action, GameEvent, GameState } from '../engine';
import { apply, diff, type Delta } from './delta';

const NO_CHANGE: Delta = { set: [], del: [] };

/** One step of the history. Entry 0 is the loaded board (its events are the load's events). */
export interface HistoryEntry {
  /** The engine action that led here (null for the loaded board and for UI-made changes). */
  action: Action | null;
  events: GameEvent[];
  /** One line for the scrubber: "p1 cast Divination". */
  label: string;
  /** How many script actions of the scenario have been performed (lessons: the next step). */
  scriptIndex: number;
  /** Whether a step since the start left the scenario's script (the next step may not apply). */
  offScript: boolean;
  /** A teacher's or student's short note on this step (shown in the log and the scrubber). */
  note?: string;
  /**
   * For entries up to the cursor: the delta from this entry's state back to the previous one;
   * after the cursor: the delta from the previous entry's state forward to this one. Entry 0:
   * none.
   */
  delta: Delta | null;
}

export interface History {
  entries: HistoryEntry[];
  /** Index of the current entry (-1: nothing loaded). */
  cursor: number;
  /** The state at the cursor. */
  state: GameState | null;
  /** The loaded board (entry 0's state), for restarting. */
  initial: GameState | null;
}

/** An entry as it is added: the step's facts plus the state it reached. */
export type NewEntry = Omit<HistoryEntry, 'delta'> & { state: GameState };

export const EMPTY_HISTORY: History = { entries: [], cursor: -1, state: null, initial: null };

export function startHistory(first: NewEntry): History {
  const { state, ...facts } = first;
  return { entries: [{ ...facts, delta: null }], cursor: 0, state, initial: state };
}

export function current(h: History): HistoryEntry {
  return h.entries[h.cursor] as HistoryEntry;
}

/** The state at the cursor (throws if nothing is loaded). */
export function stateOf(h: History): GameState {
  if (!h.state) throw new Error('no scenario loaded');
  return h.state;
}

/** Adds a step after the cursor, dropping any redo branch (a new action forks the history). */
export function push(h: History, entry: NewEntry): History {
  const { state, ...facts } = entry;
  const back = diff(state, stateOf(h));
  return {
    ...h,
    entries: [...h.entries.slice(0, h.cursor + 1), { ...facts, delta: back }],
    cursor: h.cursor + 1,
    state,
  };
}

/** Moves the cursor to `index` (clamped into range), one step at a time, turning deltas round. */
export function seek(h: History, index: number): History {
  const target = Math.max(0, Math.min(h.entries.length - 1, Math.trunc(index)));
  if (target === h.cursor || !h.state) return h;
  const entries = [...h.entries];
  let state = h.state;
  let cursor = h.cursor;
  while (cursor > target) {
    const e = entries[cursor] as HistoryEntry;
    const prev = apply(state, e.delta ?? NO_CHANGE);
    entries[cursor] = { ...e, delta: diff(prev, state) };
    state = prev;
    cursor--;
  }
  while (cursor < target) {
    const e = entries[cursor + 1] as HistoryEntry;
    const next = apply(state, e.delta ?? NO_CHANGE);
    entries[cursor + 1] = { ...e, delta: diff(next, state) };
    state = next;
    cursor++;
  }
  return { ...h, entries, cursor, state };
}

export const canUndo = (h: History): boolean => h.cursor > 0;
export const canRedo = (h: History): boolean => h.cursor < h.entries.length - 1;
export const undo = (h: History): History => seek(h, h.cursor - 1);
export const redo = (h: History): History => seek(h, h.cursor + 1);

/** The entries up to and including the cursor: what has happened on the board shown. */
export function past(h: History): HistoryEntry[] {
  return h.entries.slice(0, h.cursor + 1);
}

/** The history with `text` as the note of step `index` (empty text removes it); unchanged if there is no such step. */
export function withNote(h: History, index: number, text: string): History {
  const e = h.entries[index];
  if (!e) return h;
  const trimmed = text.trim();
  if ((e.note ?? '') === trimmed) return h;
  const { note: _old, ...rest } = e;
  void _old;
  const entries = [...h.entries];
  entries[index] = trimmed ? { ...rest, note: trimmed } : rest;
  return { ...h, entries };
}

/** The notes of the history as `{ step, text }`, in step order. */
export function notesOf(h: History): { step: number; text: string }[] {
  const out: { step: number; text: string }[] = [];
  h.entries.forEach((e, step) => {
    if (e.note) out.push({ step, text: e.note });
  });
  return out;
}

/** Back to the loaded board, with no history after it. */
export function restartHistory(h: History): History {
  const first = h.entries[0];
  if (!first || !h.initial) return h;
  return { entries: [{ ...first, delta: null }], cursor: 0, state: h.initial, initial: h.initial };
}

/** The history without the steps after the cursor (they may live on as a saved branch). */
export function truncateAfterCursor(h: History): History {
  return h.cursor === h.entries.length - 1 ? h : { ...h, entries: h.entries.slice(0, h.cursor + 1) };
}

export type { Delta };
