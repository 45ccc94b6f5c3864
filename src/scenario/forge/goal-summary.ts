/**
 * A puzzle's goal as the headless runner reports it: the goal in words, and how the game
 * played so far stands against it (`open` while it can still be met, then `solved` or
 * `failed` for good: the standing along every state, pzl-goal.ts `foldGoal`).
 */
import type { CardRegistry, GameState } from '../../engine';
import type { PuzzleGoal } from '../teaching/schema-teaching';
import { foldGoal, goalHeadline } from './pzl-goal';

/** `{ description, status, reason }`: "Win by the end of turn 1", "failed", "turn 1 ended and …". */
export interface GoalSummary {
  description: string;
  status: 'open' | 'solved' | 'failed';
  reason: string;
}

/** The goal's summary after `states` (the puzzle's first state first, then each step's). */
export function goalSummary(goal: PuzzleGoal, reg: CardRegistry, states: readonly GameState[]): GoalSummary {
  const start = states[0];
  if (!start) throw new Error("goalSummary needs the puzzle's first state");
  const s = foldGoal(goal, reg, start, states);
  const targets = goal.targets ? ` (targets: ${goal.targets})` : '';
  return {
    description: `${goalHeadline(goal)}${targets}`,
    status: s.status === 'playing' ? 'open' : s.status,
    reason: s.reason,
  };
}
