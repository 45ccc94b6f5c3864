/**
 * "Create a Monster Role token attached to target creature you control" (CR 303.4f): an Aura
 * token is created already attached to a permanent, without targeting it (the spell's own target,
 * if any, was chosen as it was cast). For each permanent `to` names that is still on the
 * battlefield and that the token's enchant ability allows, one token enters attached to it; for
 * one that is gone or not allowed, none is created (303.4g). Loaded with the cards that use it
 * (every-step.ts).
 *
 * Refused (a clear error, the action changes nothing) rather than guessed: a host with protection
 * (whether it stops a colorless Aura token is judged against the token itself, 702.16c), and a
 * replacement effect that would change how many tokens are created (two Roles created at once on
 * one permanent leave the choice of one to its controller, which is not asked here).
 */
import { keywordKind } from '../../derived/keyword-kinds';
import { keywordsOf } from '../../derived/characteristics';
import { matchesFilter } from '../../derived/filters';
import { announceAttached } from '../../zones/attach';
import type { Ctx } from '../../state/context';
import type { GameEvent } from '../../state/events';
import { ensure } from '../../state/errors';
import { RULE } from '../../state/rules';
import { createToken, LAZY_TOKENS, tokenName } from '../../zones/game-actions';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runCreateAttachedToken(
  ctx: Ctx,
  r: Resolving,
  _t: ResolveTask,
  step: StepOf<'createAttachedToken'>,
): StepResult {
  const name = tokenName(step.token);
  const enchant = step.token.enchant?.objects;
  const hosts = refObjects(ctx, r, step.to).filter((o) => o.zone === 'battlefield');
  if (!hosts.length)
    nothing(
      ctx,
      r,
      `${sourceName(ctx, r)}: nothing to attach a ${name} to, so none is created.`,
      RULE.auraEntersAttached,
    );
  for (const host of hosts) {
    if (enchant && !matchesFilter(ctx, host, enchant, r.controller, null)) {
      nothing(
        ctx,
        r,
        `${sourceName(ctx, r)}: a ${name} can't enchant that permanent, so none is created.`,
        RULE.auraEntersAttached,
      );
      continue;
    }
    ensure(
      !keywordsOf(ctx, host).some((k) => keywordKind(k) === 'protection'),
      `${sourceName(ctx, r)} would create a ${name} attached to a permanent with protection; whether protection stops it is not modelled`,
      RULE.auraEntersAttached,
    );
    const said: GameEvent[] = [];
    const batches = LAZY_TOKENS.replace?.(ctx, r.controller, 1, step.token.typeLine, said);
    ensure(
      !batches || (batches.length === 1 && batches[0]?.n === 1 && !batches[0].token && !said.length),
      `${sourceName(ctx, r)}: a replacement effect would change the ${name} created; creating Aura tokens attached under a replacement effect is not modelled`,
      RULE.tokenCreated,
    );
    const obj = createToken(ctx, step.token, r.controller, sourceName(ctx, r), { attachedTo: host.id });
    announceAttached(ctx, obj, host.id, RULE.auraEntersAttached, '(an Aura token created attached, CR 303.4f)');
  }
  return 'next';
}

/** The step "create a … token attached to …". */
export const attachedTokenSteps: Pick<StepTable, 'createAttachedToken'> = {
  createAttachedToken: { rule: RULE.tokenCreated, run: runCreateAttachedToken },
};
