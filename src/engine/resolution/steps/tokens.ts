/**
 * Creating tokens (CR 111.2): `count` tokens for each player the step names (default "you"),
 * each owned and controlled by that player, with the characteristics the effect gives and,
 * when the text names none, the name of its subtypes plus "Token" (CR 111.4).
 */
import type { Ctx } from '../../state/context';
import { ensure } from '../../state/errors';
import { ENGINE_LIMITS } from '../../state/limits';
import { RULE } from '../../state/rules';
import { createToken } from '../../zones/game-actions';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runCreateToken(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'createToken'>): StepResult {
  const n = step.count === undefined ? 1 : Math.max(0, amount(ctx, r, step.count));
  const players = step.player ? refPlayers(ctx, r, step.player) : [r.controller];
  // The engine's limits (state/limits.ts): refused before the first token, not after minutes.
  const total = n * players.length;
  ensure(
    total <= ENGINE_LIMITS.objectsPerEvent,
    `${sourceName(ctx, r)} would create ${total.toLocaleString('en')} tokens at once; the engine creates at most ${ENGINE_LIMITS.objectsPerEvent.toLocaleString('en')} objects in one event`,
    RULE.tokenCreated,
  );
  const onBattlefield = ctx.s.battlefield.length;
  ensure(
    onBattlefield + total <= ENGINE_LIMITS.permanents,
    `${sourceName(ctx, r)} would put the battlefield at ${(onBattlefield + total).toLocaleString('en')} permanents; the engine holds at most ${ENGINE_LIMITS.permanents.toLocaleString('en')}`,
    RULE.tokenCreated,
  );
  for (const p of players)
    for (let i = 0; i < n; i++) createToken(ctx, step.token, p, sourceName(ctx, r), { tapped: !!step.tapped });
  return 'next';
}

export const tokenSteps: Pick<StepTable, 'createToken'> = {
  createToken: { rule: RULE.tokenCreated, run: runCreateToken },
};
