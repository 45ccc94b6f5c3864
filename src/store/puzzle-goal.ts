/**
 * A Forge puzzle's goal along the history shown: the standing at the cursor is the standing
 * after every step from the loaded board to it, so a goal once failed (the turn limit passed)
 * stays failed whatever happens later, and one solved stays solved (scenario/forge/pzl-goal.ts,
 * `advanceGoal`). Going back before the deciding step undecides it, as the board is then
 * before it too.
 *
 * Each step's standing is kept (keyed by the step's position and its events array, which a
 * step keeps through undo and redo), so a new step costs one goal check; steps never seen
 * (a file opened at a saved moment, a jump) are rebuilt from the deltas once.
 */
import type { CardRegistry, GameEvent, GameState } from '../engine';
import { advanceGoal, type GoalStatus } from '../scenario/forge/pzl-goal';
import type { PuzzleGoal } from '../scenario/teaching/schema-teaching';
import { apply } from './delta';
import type { History } from './history';

/** The standings already worked out for one loaded board: `keys[i]` is step i's events. */
export interface GoalTrack {
  initial: GameState | null;
  goal: PuzzleGoal | null;
  keys: (readonly GameEvent[])[];
  statuses: GoalStatus[];
}

/** An empty track (one per goal panel). */
export function newGoalTrack(): GoalTrack {
  return { initial: null, goal: null, keys: [], statuses: [] };
}

/**
 * The goal's standing at the history's cursor, reusing and extending `track` (mutated).
 * Returns null when nothing is loaded.
 */
export function trackGoal(track: GoalTrack, goal: PuzzleGoal, reg: CardRegistry, h: History): GoalStatus | null {
  const { initial, state, entries, cursor } = h;
  if (!initial || !state || cursor < 0) return null;
  if (track.initial !== initial || track.goal !== goal) {
    track.initial = initial;
    track.goal = goal;
    track.keys = [];
    track.statuses = [];
  }
  // The longest prefix of steps (up to the cursor) whose standing is known.
  let known = 0;
  while (known <= cursor && track.keys[known] === entries[known]?.events) known++;
  track.keys.length = known;
  track.statuses.length = known;
  if (known > cursor) return track.statuses[cursor] as GoalStatus;
  // States of steps known..cursor, walking back from the cursor: each step up to the cursor
  // holds the delta back to the step before it.
  const states: GameState[] = [state];
  for (let k = cursor; k > known; k--) {
    const delta = entries[k]?.delta;
    states.unshift(delta ? apply(states[0] as GameState, delta) : (states[0] as GameState));
  }
  if (known === 0) states[0] = initial;
  let status = track.statuses[known - 1];
  for (let k = known; k <= cursor; k++) {
    status = advanceGoal(status, goal, reg, initial, states[k - known] as GameState);
    track.keys[k] = (entries[k] as { events: readonly GameEvent[] }).events;
    track.statuses[k] = status;
  }
  return status as GoalStatus;
}
