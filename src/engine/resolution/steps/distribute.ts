/**
 * "Distribute N +1/+1 counters among one, two, or three target creatures" (CR 601.2d): each
 * target gets the share its controller announced as the spell was cast or the ability put on the
 * stack (../../casting/division.ts); a target that is no longer legal gets nothing and the others
 * keep their shares (608.2b). Loaded with the cards that use it (every-step.ts).
 */
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { addCounters } from '../../zones/game-actions';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runDistribute(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'distributeCounters'>): StepResult {
  if (step.to.ref !== 'target') return 'next';
  const shares = r.division?.[step.to.slot] ?? [];
  const chosen = r.chosenTargets[step.to.slot] ?? [];
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.to)) {
    const k = shares[chosen.indexOf(obj.id)] ?? 0;
    addCounters(ctx, obj, step.counter, k, RULE.castDivide, `from ${name} (as divided while casting)`);
  }
  return 'next';
}

/** The handler of "distribute … counters among … targets". */
export const distributeSteps: Pick<StepTable, 'distributeCounters'> = {
  distributeCounters: { rule: RULE.castDivide, run: runDistribute },
};
