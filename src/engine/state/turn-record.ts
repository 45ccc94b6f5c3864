/**
 * What happened this turn that abilities ask about ("if a creature died this turn", "for each
 * creature that died this turn"). Kept in the turn's flags, which the next turn clears: one
 * flag `died:N` for the Nth creature that died (CR 700.4: put into a graveyard from the
 * battlefield). A scenario opened mid-turn knows only what happened after it opened.
 */
import type { Ctx } from './context';

const diedKey = (n: number): string => `died:${n}`;

/** How many creatures died this turn (CR 700.4), tokens included. */
export function creaturesDiedThisTurn(ctx: Ctx): number {
  let n = 0;
  while (ctx.s.turnFlags[diedKey(n + 1)]) n++;
  return n;
}

/** Records that a creature died (CR 700.4). */
export function noteCreatureDied(ctx: Ctx): void {
  ctx.s.turnFlags[diedKey(creaturesDiedThisTurn(ctx) + 1)] = true;
}
