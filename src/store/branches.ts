/**
 * Notes on steps and branches of the history (issue 13), as functions over the game store.
 *
 * A line of play is the loaded board plus a list of engine actions (the engine is
 * deterministic, so the actions are the line). The store shows one line (`history`, named
 * `lineName`) and keeps the others as `branches`. "Branch here" saves the line shown, whole,
 * as a branch and cuts it after the step shown, so acting from there starts a second outcome
 * while the first stays one click away ("Switch") and can be compared side by side
 * (compare.ts). Nothing is lost: switching saves the line it leaves.
 */
import type { Action } from '../engine';
import type { OpenedBranch } from '../scenario/teaching/open-teaching';
import type { SavedBranch, StepNote } from '../scenario/teaching/schema-teaching';
import type { GameStore } from './game-store';
import { notesOf } from './history';

/** What a line of play is read from: the line shown, its name and the saved branches. */
export type Shown = Pick<GameStore, 'history' | 'lineName' | 'branches'>;

/** The line shown as a branch would save it: every action, its notes, the cursor, and each step's state. */
export function lineShown(s: Shown): OpenedBranch {
  const steps: OpenedBranch['steps'] = [];
  const actions: Action[] = [];
  // Entry states are not kept (deltas only), so the steps carry no states here: see stepsOf.
  for (const e of s.history.entries.slice(1)) if (e.action) actions.push(e.action);
  return { name: s.lineName, actions, notes: notesOf(s.history), cursor: s.history.cursor, steps };
}

/** The notes of the line shown up to the cursor: what a link or a file of "this step" carries. */
export function notesToCursor(s: Pick<GameStore, 'history'>): StepNote[] {
  return notesOf(s.history).filter((n) => n.step <= s.history.cursor);
}

/** The saved branches as a document carries them (`{ name, actions, notes?, cursor }`). */
export function savedBranches(s: Pick<GameStore, 'branches'>): SavedBranch[] {
  return s.branches.map((b) => ({
    name: b.name,
    actions: b.actions,
    ...(b.notes.length ? { notes: b.notes } : {}),
    cursor: b.cursor,
  }));
}

/** What a link or a file of the step shown carries beside the actions: notes up to the cursor and the saved branches. */
export function shareExtras(s: Pick<GameStore, 'history' | 'branches'>): {
  notes: StepNote[];
  branches: SavedBranch[];
} {
  return { notes: notesToCursor(s), branches: savedBranches(s) };
}
