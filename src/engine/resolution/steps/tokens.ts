/**
 * Creating tokens (CR 111.2): `count` tokens for each player the step names (default "you"),
 * each owned and controlled by that player, with the characteristics the effect gives and,
 * when the text names none, the name of its subtypes plus "Token" (CR 111.4). A printed X in its
 * power or toughness is the step's amount as it is followed. The tokens made are kept in `as` for
 * the instructions after it.
 */
import { simultaneously, type Ctx } from '../../state/context';
import type { ObjectId } from '../../state/ids';
import { ensure } from '../../state/errors';
import { ENGINE_LIMITS } from '../../state/limits';
import { RULE } from '../../state/rules';
import { createToken } from '../../zones/game-actions';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { chooseAttacked, enterAttacking, type Attacked } from './enter-attacking';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runCreateToken(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'createToken'>): StepResult {
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
  // A printed X (CR 107.3): its value now, the same for every token of the instruction.
  const token =
    step.power === undefined && step.toughness === undefined
      ? step.token
      : {
          ...step.token,
          ...(step.power !== undefined ? { power: Math.max(0, amount(ctx, r, step.power)) } : {}),
          ...(step.toughness !== undefined ? { toughness: Math.max(0, amount(ctx, r, step.toughness)) } : {}),
        };
  // "… that's tapped and attacking" (CR 508.4): what each attacks is chosen first.
  const attacked: Attacked[][] = [];
  if (step.attacking)
    for (const [i, p] of players.entries()) {
      const got = chooseAttacked(ctx, r, t, p, n, `attack:${step.as ?? 'token'}:${i}`);
      if (got === 'wait') return 'wait';
      attacked.push(got);
    }
  const made: ObjectId[] = [];
  // The tokens one instruction creates enter at the same time (CR 111.2, 603.6a): one event.
  simultaneously(ctx, () => {
    for (const [j, p] of players.entries())
      for (let i = 0; i < n; i++) {
        const obj = createToken(ctx, token, p, sourceName(ctx, r), { tapped: !!step.tapped });
        if (step.attacking) enterAttacking(ctx, obj, attacked[j]?.[i] ?? null);
        made.push(obj.id);
      }
  });
  if (step.as) r.vars[step.as] = made.length === 1 ? (made[0] as ObjectId) : made;
  return 'next';
}

export const tokenSteps: Pick<StepTable, 'createToken'> = {
  createToken: { rule: RULE.tokenCreated, run: runCreateToken },
};
