/**
 * Poison counters given by an instruction (CR 122.1: counters on a player): "Target player gets
 * a poison counter", "each opponent gets two poison counters". A player with ten or more poison
 * counters loses the game the next time state-based actions are checked (704.5c). Damage from a
 * source with infect or toxic gives them too (../../zones/damage.ts).
 */
import type { Ctx } from '../../state/context';
import { givePoison } from '../../zones/damage';
import { RULE } from '../../state/rules';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runGetPoison(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'getPoison'>): StepResult {
  const n = Math.max(0, amount(ctx, r, step.count));
  if (n <= 0) return 'next';
  const name = sourceName(ctx, r);
  for (const p of refPlayers(ctx, r, step.player)) givePoison(ctx, p, n, name, RULE.counters, 'ability');
  return 'next';
}

/** The step giving players poison counters. */
export const poisonSteps: Pick<StepTable, 'getPoison'> = {
  getPoison: { rule: RULE.counters, run: runGetPoison },
};
