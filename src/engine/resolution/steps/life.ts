/**
 * Gaining and losing life (CR 119.3): each player a reference names has their life total
 * adjusted by the amount, read as the step resolves ("gains life equal to its power" reads the
 * power then, from last-known information if the creature has left, CR 608.2h).
 */
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { changeLife, gainLife } from '../../zones/permanents';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runGainLife(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'gainLife'>): StepResult {
  const players = refPlayers(ctx, r, step.player);
  const n = Math.max(0, amount(ctx, r, step.amount));
  for (const p of players) gainLife(ctx, p, n, `from ${sourceName(ctx, r)}`, RULE.lifeChange);
  return 'next';
}

function runLoseLife(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'loseLife'>): StepResult {
  const players = refPlayers(ctx, r, step.player);
  // `each`: counted for each player in turn, all before any life is lost (CR 608.2h).
  const each = step.each;
  const n = each ? 0 : Math.max(0, amount(ctx, r, step.amount));
  const amounts = players.map((p) => (each ? ((r.vars[each] = [p]), Math.max(0, amount(ctx, r, step.amount))) : n));
  if (each) delete r.vars[each];
  let lost = 0;
  for (const [i, p] of players.entries()) {
    const before = ctx.s.players[p].life;
    changeLife(ctx, p, -(amounts[i] ?? 0), `from ${sourceName(ctx, r)}`, RULE.lifeChange);
    lost += before - ctx.s.players[p].life;
  }
  if (step.as) r.vars[step.as] = lost;
  return 'next';
}

export const lifeSteps: Pick<StepTable, 'gainLife' | 'loseLife'> = {
  gainLife: { rule: RULE.lifeChange, run: runGainLife },
  loseLife: { rule: RULE.lifeChange, run: runLoseLife },
};
