/**
 * "When that creature dies this turn, …" (CR 603.7): creates a delayed triggered ability that
 * waits for the object the reference names — on the battlefield now — to die this turn
 * (../../triggers/delayed-events.ts). Like the delayed triggers that wait for a step
 * (./delayed.ts), it is controlled by the controller of what created it (603.7d), has its source
 * (603.7e), and keeps its trigger data, targets and named results (603.7c). If the object is not
 * on the battlefield, nothing waits (it can't die). "When it dies or is exiled, …" (earthbend,
 * CR 701.66a) waits in any later turn too. Loaded with the cards that use it.
 */
import { liveObject, type Ctx } from '../../state/context';
import { isPlayerId } from '../../state/ids';
import { RULE } from '../../state/rules';
import { refId, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { setUpDelayed } from './delayed';

function runDelayedDies(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'delayedDies'>): StepResult {
  const name = sourceName(ctx, r);
  const id = refId(ctx, r, step.what);
  const obj = id && !isPlayerId(id) ? liveObject(ctx, id) : undefined;
  if (!obj || obj.zone !== 'battlefield') {
    nothing(
      ctx,
      r,
      `${name} sets up no delayed trigger: the creature it names is not on the battlefield.`,
      RULE.delayedTrigger,
    );
    return 'next';
  }
  setUpDelayed(ctx, r, step.orExiled ? { diesOrExiled: obj.id } : { dies: obj.id }, step, [r.item, obj.id]);
  return 'next';
}

export const delayedDiesSteps: Pick<StepTable, 'delayedDies'> = {
  delayedDies: { rule: RULE.delayedTrigger, run: runDelayedDies },
};
