/**
 * Milling (CR 701.17): the top N cards of each named player's library into their graveyard at
 * once, all of them if fewer. Loaded with the cards that use it (every-step.ts), not with the
 * engine (core.ts).
 */
import { simultaneously, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { moveObject } from '../../zones/objects';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runMill(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'mill'>): StepResult {
  const n = Math.max(0, amount(ctx, r, step.count));
  const milled: ObjectId[] = [];
  simultaneously(ctx, () => {
    for (const p of refPlayers(ctx, r, step.player)) {
      for (const id of ctx.s.players[p].library.slice(0, n))
        milled.push(moveObject(ctx, id, 'graveyard', { rule: RULE.mill, why: `milled by ${sourceName(ctx, r)}` }).id);
    }
  });
  if (step.as) r.vars[step.as] = milled;
  return 'next';
}

export const millSteps: Pick<StepTable, 'mill'> = {
  mill: { rule: RULE.mill, run: runMill },
};
