/**
 * Creating tokens (CR 111.2): `count` tokens for each player the step names (default "you"),
 * each owned and controlled by that player, with the characteristics the effect gives and,
 * when the text names none, the name of its subtypes plus "Token" (CR 111.4).
 */
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { createToken } from '../../zones/game-actions';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runCreateToken(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'createToken'>): StepResult {
  const n = step.count === undefined ? 1 : Math.max(0, amount(ctx, r, step.count));
  const players = step.player ? refPlayers(ctx, r, step.player) : [r.controller];
  for (const p of players)
    for (let i = 0; i < n; i++) createToken(ctx, step.token, p, sourceName(ctx, r), { tapped: !!step.tapped });
  return 'next';
}

export const tokenSteps: Pick<StepTable, 'createToken'> = {
  createToken: { rule: RULE.tokenCreated, run: runCreateToken },
};
