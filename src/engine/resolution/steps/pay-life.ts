/**
 * Paying life while resolving: "You may pay 2 life. If you do, …", "… unless you pay 3 life"
 * (CR 119.4): a player may pay an amount of life greater than 0 only if their life total is at
 * least that amount; paying is losing that much life (so "whenever you lose life" sees it).
 * Players can always pay 0 life.
 */
import { ask, takeAnswer } from '../../state/decisions';
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { PlayerId } from '../../state/types';
import { changeLife } from '../../zones/permanents';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runPayLife(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'payLife'>): StepResult {
  const name = sourceName(ctx, r);
  const player: PlayerId = (step.player ? refPlayers(ctx, r, step.player)[0] : r.controller) ?? r.controller;
  const n = Math.max(0, amount(ctx, r, step.count));
  const ans = takeAnswer(t);
  if (typeof ans !== 'boolean') {
    const life = ctx.s.players[player].life;
    if (n > life) {
      r.vars[step.as] = false;
      nothing(
        ctx,
        r,
        `${name}: ${player} has ${life} life, less than the ${n} to pay, so it isn't paid.`,
        RULE.payLife,
      );
      return 'next';
    }
    return ask(ctx, {
      player,
      kind: 'may',
      purpose: step.as,
      rule: RULE.payLife,
      about: r.item,
      prompt: `${name}: pay ${n} life? (you have ${life})`,
    });
  }
  const paid = ans && n <= ctx.s.players[player].life;
  if (paid && n > 0) changeLife(ctx, player, -n, `to pay for ${name}`, RULE.payLife);
  r.vars[step.as] = paid;
  return 'next';
}

/** The step that pays life as an effect resolves (CR 119.4). */
export const payLifeSteps: Pick<StepTable, 'payLife'> = {
  payLife: { rule: RULE.payLife, run: runPayLife },
};
