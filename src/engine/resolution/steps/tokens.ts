/**
 * Creating tokens (CR 111.2): `count` tokens for each player the step names (default "you"),
 * each owned and controlled by that player, with the characteristics the effect gives and,
 * when the text names none, the name of its subtypes plus "Token" (CR 111.4). A printed X in its
 * power or toughness is the step's amount as it is followed. The tokens made are kept in `as` for
 * the instructions after it.
 */
import { emit, simultaneously, type Ctx } from '../../state/context';
import type { GameEvent } from '../../state/events';
import type { ObjectId } from '../../state/ids';
import { ensure } from '../../state/errors';
import { ENGINE_LIMITS } from '../../state/limits';
import { RULE } from '../../state/rules';
import { createToken, LAZY_TOKENS } from '../../zones/game-actions';
import { amount, controllersOf, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { Attacked } from './enter-attacking';
import { ATTACKING, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runCreateToken(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'createToken'>): StepResult {
  const n = step.count === undefined ? 1 : Math.max(0, amount(ctx, r, step.count));
  // A player named once for each object (the controller of each creature destroyed) creates that
  // many times `n`, in one batch (CR 111.2: one instruction's tokens are created at once).
  const named = step.eachControllerOf
    ? controllersOf(ctx, r, step.eachControllerOf, 'controller')
    : step.player
      ? refPlayers(ctx, r, step.player)
      : [r.controller];
  const players = [...new Set(named)];
  // Replacement effects on the tokens (CR 614.1a): for each player, those tokens, then any added;
  // what they say is logged once the tokens are created (a choice below may wait first).
  const said: GameEvent[] = [];
  const batches = players.map((p) => {
    const k = n * named.filter((q) => q === p).length;
    return LAZY_TOKENS.replace?.(ctx, p, k, step.token.typeLine, said) ?? [{ typeLine: step.token.typeLine, n: k }];
  });
  // The engine's limits (state/limits.ts): refused before the first token, not after minutes.
  const total = batches.flat().reduce((k, b) => k + b.n, 0);
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
      const got = ATTACKING.choose!(
        ctx,
        r,
        t,
        p,
        batches[i]?.[0]?.n ?? n,
        `attack:${step.as ?? 'token'}:${i}`,
        step.attackingPlayer,
      );
      if (got === 'wait') return 'wait';
      attacked.push(got);
    }
  const made: ObjectId[] = [];
  // The tokens one instruction creates enter at the same time (CR 111.2, 603.6a): one event.
  for (const e of said) emit(ctx, e);
  simultaneously(ctx, () => {
    for (const [j, p] of players.entries())
      for (const b of batches[j] ?? [])
        for (let i = 0; i < b.n; i++) {
          // Tokens a replacement effect adds are created untapped and not attacking.
          const obj = createToken(ctx, b.token ?? token, p, sourceName(ctx, r), { tapped: !b.token && !!step.tapped });
          if (step.attacking && !b.token) ATTACKING.enter!(ctx, obj, attacked[j]?.[i] ?? null);
          made.push(obj.id);
        }
  });
  if (step.as) r.vars[step.as] = made.length === 1 ? (made[0] as ObjectId) : made;
  return 'next';
}

export const tokenSteps: Pick<StepTable, 'createToken'> = {
  createToken: { rule: RULE.tokenCreated, run: runCreateToken },
};
