/**
 * Editing the lines of play and their notes (./branches.ts says what they are): a step's note,
 * "Branch here", switching to and deleting a branch, renaming the line shown, and the line shown
 * as the comparison reads it. Used by the teaching tools' buttons and menus, which load this
 * module on use (it is not in the first load).
 */
import type { Action } from '../engine';
import type { OpenedBranch } from '../scenario/teaching/open-teaching';
import { MAX_BRANCHES, MAX_NOTE_CHARS } from '../scenario/limits';
import type { GameStore, GameStoreApi } from './game-store';
import type { LineForCompare } from './compare';
import { lineShown, type Shown } from './branches';
import { cleanEvents } from './clean-events';
import { notesOf, seek, stateOf, truncateAfterCursor, withNote } from './history';

/**
 * Sets the note of step `step` of the line shown (0 = the loaded board); empty text removes
 * it. Returns a message when refused (no such step, too long), else null.
 */
export function setStepNote(api: GameStoreApi, step: number, text: string): string | null {
  const { history } = api.getState();
  if (!history.entries[step]) return `there is no step ${step}`;
  if (text.trim().length > MAX_NOTE_CHARS)
    return `a note has at most ${MAX_NOTE_CHARS} characters (this one has ${text.trim().length})`;
  api.setState((s) => ({ history: withNote(s.history, step, text), changeSeq: s.changeSeq + 1 }));
  return null;
}

/** A name no line uses yet: "Line 2", "Line 3", … */
function freshName(s: Shown): string {
  const used = new Set([s.lineName, ...s.branches.map((b) => b.name)]);
  for (let i = 2; ; i++) if (!used.has(`Line ${i}`)) return `Line ${i}`;
}

/** The steps (action, state, events) of the line shown, rebuilt by moving through its deltas (nothing is replayed). */
function stepsOf(api: GameStoreApi): OpenedBranch['steps'] {
  const out: OpenedBranch['steps'] = [];
  let h = seek(api.getState().history, 0);
  for (let i = 1; i < h.entries.length; i++) {
    h = seek(h, i);
    const e = h.entries[i];
    if (e?.action && h.state) out.push({ action: e.action, state: h.state, events: e.events });
  }
  return out;
}

/**
 * "Branch here": saves the line shown (all its steps) as a branch and keeps showing it up to
 * the step shown, under a new name; acting from here makes the second outcome. Returns a
 * message when refused (nothing loaded, too many branches), else null.
 */
export function branchHere(api: GameStoreApi): string | null {
  const s = api.getState();
  if (!s.scenario || s.history.cursor < 0) return 'nothing is loaded';
  if (s.branches.length >= MAX_BRANCHES) return `at most ${MAX_BRANCHES} branches are kept; delete one first`;
  const saved: OpenedBranch = { ...lineShown(s), steps: stepsOf(api) };
  const name = freshName(s);
  api.setState((st) => ({
    branches: [...st.branches, saved],
    lineName: name,
    history: truncateAfterCursor(st.history),
    changeSeq: st.changeSeq + 1,
  }));
  return null;
}

/** Shows branch `index` (at its cursor); the line that was shown takes its place among the branches. */
export function switchToBranch(api: GameStoreApi, index: number): void {
  const s = api.getState();
  const target = s.branches[index];
  if (!s.scenario || !target) return;
  const leaving: OpenedBranch = { ...lineShown(s), steps: stepsOf(api) };
  const branches = s.branches.map((b, i) => (i === index ? leaving : b));
  s.setLine({ steps: target.steps, notes: target.notes, cursor: target.cursor, name: target.name, branches });
}

/** Forgets branch `index`. */
export function deleteBranch(api: GameStoreApi, index: number): void {
  api.setState((s) => ({ branches: s.branches.filter((_, i) => i !== index) }));
}

/** Renames the line shown (at most 60 characters; blank keeps the old name). */
export function renameLine(api: GameStoreApi, name: string): void {
  const trimmed = name.trim().slice(0, 60);
  if (trimmed) api.setState({ lineName: trimmed });
}

/** The line shown, at its cursor, for {@link compareLines}. */
export function shownForCompare(s: Pick<GameStore, 'history' | 'lineName'>): LineForCompare {
  const h = s.history;
  const actions: Action[] = [];
  for (const e of h.entries.slice(1, h.cursor + 1)) if (e.action) actions.push(e.action);
  return {
    name: s.lineName,
    step: h.cursor,
    state: stateOf(h),
    actions,
    stepEvents: h.entries.slice(0, h.cursor + 1).map((e) => e.events),
    notes: notesOf(h),
  };
}

/** Saved branch `index`, at its cursor, for {@link compareLines}; null if there is none. */
export function branchForCompare(s: Pick<GameStore, 'branches' | 'scenario'>, index: number): LineForCompare | null {
  const b = s.branches[index];
  if (!b || !s.scenario) return null;
  const steps = b.steps.slice(0, b.cursor);
  const state = steps.length
    ? (steps[steps.length - 1] as OpenedBranch['steps'][number]).state
    : s.scenario.loaded.initial;
  return {
    name: b.name,
    step: b.cursor,
    state,
    actions: steps.map((st) => st.action),
    stepEvents: [[], ...steps.map((st) => cleanEvents(st.events, st.state))],
    notes: b.notes,
  };
}
