/**
 * "You may pay {1} and 2 life. If you do, …" (CR 118.3, 119.4): a cost of mana and life paid
 * while resolving, in full or not at all. The player is asked only if they can pay the mana now
 * (from the pool or by activating mana abilities, CR 605.3a) and, having paid it, still have at
 * least that much life (mana abilities may cost life); paying is paying the mana, then losing
 * the life (so "whenever you lose life" sees it).
 */
import { ask, takeAnswer } from '../../state/decisions';
import type { Ctx } from '../../state/context';
import { fixX, formatCost, parseManaCost, type ManaCost } from '../../state/mana-cost';
import { RULE } from '../../state/rules';
import type { PlayerId } from '../../state/types';
import { payManaCost, scratchOf } from '../../mana/pay-mana';
import { IllegalActionError } from '../../state/errors';
import { changeLife } from '../../zones/permanents';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** Whether `player` could pay `cost` now and still have `life` life to pay, tried on a throwaway copy. */
function canPayBoth(ctx: Ctx, player: PlayerId, cost: ManaCost, life: number): boolean {
  const scratch = scratchOf(ctx);
  try {
    payManaCost(scratch, player, cost);
  } catch (e) {
    if (e instanceof IllegalActionError) return false;
    throw e;
  }
  return scratch.s.players[player].life >= life;
}

function runPayManaAndLife(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'payManaAndLife'>): StepResult {
  const name = sourceName(ctx, r);
  const player: PlayerId = (step.player ? refPlayers(ctx, r, step.player)[0] : r.controller) ?? r.controller;
  const cost = fixX(parseManaCost(step.cost), r.x);
  const n = Math.max(0, amount(ctx, r, step.life));
  const words = `${formatCost(cost)} and ${n} life`;
  const ans = takeAnswer(t);
  if (typeof ans !== 'boolean') {
    if (!canPayBoth(ctx, player, cost, n)) {
      r.vars[step.as] = false;
      nothing(ctx, r, `${name}: ${player} can't pay ${words} now, so none of it is paid.`, RULE.payCost);
      return 'next';
    }
    return ask(ctx, {
      player,
      kind: 'may',
      purpose: step.as,
      rule: RULE.payCost,
      about: r.item,
      prompt: `${name}: pay ${words}? (you have ${ctx.s.players[player].life} life)`,
    });
  }
  const paid = ans && canPayBoth(ctx, player, cost, n);
  if (paid) {
    payManaCost(ctx, player, cost);
    if (n > 0) changeLife(ctx, player, -n, `to pay for ${name}`, RULE.payLife);
  }
  r.vars[step.as] = paid;
  return 'next';
}

export const payManaAndLifeSteps: Pick<StepTable, 'payManaAndLife'> = {
  payManaAndLife: { rule: RULE.payCost, run: runPayManaAndLife },
};
