/**
 * Playing a board on for long-history tests: passes, and the cleanup discards they come to (CR
 * 514.1: the players draw each turn, so their hands grow past their maximum hand size), each
 * answered with the first cards offered. Deterministic: the same board gives the same actions.
 */
import type { Action, GameState } from '../engine';
import { openDocWithActions } from '../scenario/link/open-link';
import { POOL_CARDS } from '../scenario/pool';

/** The next action that plays `state` on: a pass, or the answer to a pending cleanup discard. */
export function nextPass(state: GameState): Action {
  const d = state.pendingDecision;
  if (d?.purpose === 'discard') return { type: 'decide', player: d.player, answer: d.candidates.slice(0, d.min) };
  return { type: 'pass' };
}

/** `n` actions playing on the board `doc` opens at (see {@link nextPass}); throws if it doesn't open. */
export function passesOn(doc: unknown, n: number): Action[] {
  const opened = openDocWithActions(doc, []);
  if (!opened.ok) throw new Error(`the board does not open: ${JSON.stringify(opened.problems)}`);
  let state = opened.loaded.initial;
  const out: Action[] = [];
  for (let i = 0; i < n; i++) {
    const action = nextPass(state);
    state = POOL_CARDS.engine.perform(state, action).state;
    out.push(action);
  }
  return out;
}
