/** A fresh action context (its own game store and combat draft) over the card pool, for tests. */
import { open } from '../../../scenario/pool';
import { createCombatDraftStore, loadScenarioCode, stateOf } from '../../../store';
import { createGameStore } from '../../../store/game-store';
import type { ActionContext } from '../types';
import { allObjects, type GameState } from '../../../engine';

// The actions read card definitions from the table's engine, which is the pool's while the app's
// own store has no game — once the scenario code is loaded, as the app does before any game.
await loadScenarioCode();

export function contextFor(doc: unknown): ActionContext {
  const game = createGameStore(open);
  const problems = game.getState().load(doc);
  if (problems) throw new Error(JSON.stringify(problems));
  return { game, draft: createCombatDraftStore(game) };
}

export const stateIn = (ctx: ActionContext): GameState => stateOf(ctx.game.getState().history);

/** The object id of the first object of card `def` (on the battlefield first), optionally controlled by `player`. */
export function idOf(ctx: ActionContext, def: string, player?: 'p1' | 'p2'): string {
  const s = stateIn(ctx);
  const all = allObjects(s).filter((o) => o.def === def && (!player || o.controller === player));
  const found = all.find((o) => o.zone === 'battlefield') ?? all[0];
  if (!found) throw new Error(`no ${def}`);
  return found.id;
}
