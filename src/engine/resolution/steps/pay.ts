/**
 * "You may pay {1}. If you do, ..." and "... unless you pay {U}" (CR 118.1): paying a mana
 * cost while resolving. The player (default you) is asked only if the cost can be paid now —
 * from the mana pool or by activating mana abilities (CR 608.2g, 605.3a) — and the answer is
 * kept for "if you do" / "unless". {X} in the cost is the X of what is resolving (CR 107.3), or,
 * where it is not that object's own, chosen by the payer as they pay.
 */
import { ask, takeAnswer } from '../../state/decisions';
import type { Ctx } from '../../state/context';
import { addCosts, fixX, formatCost, parseManaCost, type ManaCost } from '../../state/mana-cost';
import { RULE } from '../../state/rules';
import { canPayMana, payManaCost } from '../../mana/pay-mana';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import type { PlayerId } from '../../state/types';

/**
 * Whether `player` says yes to paying (CR 118.1): asked only if they can pay now (`canPay`, read
 * before asking); false, and said, when they can't; 'wait' while they decide.
 */
function willPay(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  step: StepOf<'payMana'>,
  player: PlayerId,
  canPay: () => boolean,
  words: string,
): boolean | 'wait' {
  const ans = takeAnswer(t);
  if (typeof ans === 'boolean') return ans;
  const name = sourceName(ctx, r);
  if (!canPay()) {
    nothing(ctx, r, `${name}: ${player} can't pay ${words} now, so it isn't paid.`, RULE.payCost);
    return false;
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

function runPayMana(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'payMana'>): StepResult {
  const player: PlayerId = (step.player ? refPlayers(ctx, r, step.player)[0] : r.controller) ?? r.controller;
  const printed = parseManaCost(step.cost);
  if (step.xAs && printed.xCount > 0) return payChosenX(ctx, r, t, step, player);
  // {X} in the cost is the X of the resolving spell or ability (CR 107.3; Clash of Wills).
  const once = fixX(printed, r.x);
  const times = step.times === undefined ? 1 : Math.max(0, amount(ctx, r, step.times));
  if (times > MAX_TIMES) {
    nothing(
      ctx,
      r,
      `${sourceName(ctx, r)}: ${formatCost(once)} ${times} times is more than can be paid, so it isn't paid.`,
      RULE.payCost,
    );
    r.vars[step.as] = false;
    return 'next';
  }
  const cost = Array.from({ length: times }, () => once).reduce(addCosts, NO_COST);
  const yes = willPay(ctx, r, t, step, player, () => canPayMana(ctx, player, cost), formatCost(cost));
  if (yes === 'wait') return 'wait';
  if (yes) payManaCost(ctx, player, cost);
  r.vars[step.as] = yes;
  return 'next';
}

/** The most times a cost is repeated ("for each age counter"): far above any mana a real board makes. */
const MAX_TIMES = 500;
const NO_COST: ManaCost = { generic: 0, colored: [], xCount: 0 };

/** The largest X `player` can pay `cost` with now (at most {@link X_LIMIT}), or -1 if not even X = 0. */
function largestX(ctx: Ctx, player: PlayerId, cost: ManaCost): number {
  let x = -1;
  while (x < X_LIMIT && canPayMana(ctx, player, fixX(cost, x + 1))) x++;
  return x;
}

/** The most a chosen X may be: far above any mana a real board makes. */
const X_LIMIT = 99;

/**
 * "You may pay {X}. If you do / When you do, …" where X is not the resolving object's own: the
 * payer says whether they pay, then chooses X (CR 107.3f; at most what they can pay), and pays.
 * `xAs` holds X for what follows (0 if they didn't pay).
 */
function payChosenX(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'payMana'>, player: PlayerId): StepResult {
  const name = sourceName(ctx, r);
  const printed = parseManaCost(step.cost);
  const xAs = step.xAs as string;
  const most = largestX(ctx, player, printed);
  const yes = `_${step.as}_yes`;
  if (r.vars[yes] !== true) {
    const will = willPay(ctx, r, t, step, player, () => most >= 0, step.cost);
    if (will === 'wait') return 'wait';
    if (!will) {
      r.vars[step.as] = false;
      r.vars[xAs] = 0;
      return 'next';
    }
    r.vars[yes] = true;
  }
  const x = takeAnswer(t);
  if (typeof x !== 'number') {
    return ask(ctx, {
      player,
      kind: 'chooseNumber',
      purpose: xAs,
      rule: RULE.xUndefined,
      about: r.item,
      prompt: `${name}: choose X for ${step.cost} (you can pay up to ${Math.max(0, most)}).`,
      min: 0,
      max: Math.max(0, most),
    });
  }
  delete r.vars[yes];
  payManaCost(ctx, player, fixX(printed, x));
  r.vars[step.as] = true;
  r.vars[xAs] = x;
  return 'next';
}

export const paySteps: Pick<StepTable, 'payMana'> = {
  payMana: { rule: RULE.payCost, run: runPayMana },
};
