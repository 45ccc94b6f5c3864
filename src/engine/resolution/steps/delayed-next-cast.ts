/**
 * "When you next cast an instant or sorcery spell this turn, copy that spell." (CR 603.7):
 * creates a delayed triggered ability that waits for the next spell matching the step's filter
 * that its controller casts this turn (../../triggers/delayed-events.ts). Like the other delayed
 * triggers (./delayed.ts), it is controlled by the controller of what created it (603.7d), has
 * its source (603.7e), keeps its trigger data, targets and named results (603.7c), and triggers
 * once. Loaded with the cards that use it.
 */
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { StepOf, StepResult, StepTable } from './common';
import { setUpDelayed } from './delayed';

function runDelayedNextCast(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'delayedNextCast'>): StepResult {
  setUpDelayed(ctx, r, { nextCast: step.spell }, step, [r.item]);
  return 'next';
}

/** The steps of this family. */
export const delayedNextCastSteps: Pick<StepTable, 'delayedNextCast'> = {
  delayedNextCast: { rule: RULE.delayedTrigger, run: runDelayedNextCast },
};
