/** Small readers of the action context shared by the command families. */
import type { GameState } from '../../engine';
import { stateOf } from '../../store';
import { editorActive } from '../../store/editor-active';
import type { ActionContext } from './types';

/** The engine state shown on the table, or null when no scenario is open (or the editor is). */
export function shown(ctx: ActionContext): GameState | null {
  const s = ctx.game.getState();
  if (editorActive.getState().active) return null;
  return s.scenario && s.history.cursor >= 0 ? stateOf(s.history) : null;
}

/** Whether the players may act on the board shown: a scenario is open, no decision waits, the game goes on. */
export function canAct(ctx: ActionContext): boolean {
  const state = shown(ctx);
  return !!state && !state.pendingDecision && !state.gameOver;
}
