/**
 * "You may pay {1}. If you do, ..." and "... unless you pay {U}" (CR 118.1): paying a mana
 * cost while resolving. The player (default you) is asked only if the cost can be paid now —
 * from the mana pool or by activating mana abilities (CR 608.2g, 605.3a) — and the answer is
 * kept for "if you do" / "unless". {X} in the cost is the X of what is resolving (CR 107.3).
 */
import { ask, takeAnswer } from '../../state/decisions';
import type { Ctx } from '../../state/context';
import { fixX, formatCost, parseManaCost } from '../../state/mana-cost';
import { RULE } from '../../state/rules';
import { canPayMana, payManaCost } from '../../mana/pay-mana';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import type { PlayerId } from '../../state/types';

function runPayMana(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'payMana'>): StepResult {
  const name = sourceName(ctx, r);
  const player: PlayerId = (step.player ? refPlayers(ctx, r, step.player)[0] : r.controller) ?? r.controller;
  // {X} in the cost is the X of the resolving spell or ability (CR 107.3; Clash of Wills).
  const cost = fixX(parseManaCost(step.cost), r.x);
  const words = formatCost(cost);
  const ans = takeAnswer(t);
  if (typeof ans !== 'boolean') {
    if (!canPayMana(ctx, player, cost)) {
      r.vars[step.as] = false;
      nothing(ctx, r, `${name}: ${player} can't pay ${words} now, so it isn't paid.`, RULE.payCost);
      return 'next';
    }
    return ask(ctx, {
      player,
      kind: 'may',
      purpose: step.as,
      rule: RULE.payCost,
      about: r.item,
      prompt: `${name}: pay ${words}?`,
    });
  }
  if (ans) payManaCost(ctx, player, cost);
  r.vars[step.as] = ans;
  return 'next';
}

export const paySteps: Pick<StepTable, 'payMana'> = {
  payMana: { rule: RULE.payCost, run: runPayMana },
};
