/**
 * "Creatures you control get +2/+1 until end of turn. Untap those creatures." (War Flare): a
 * later instruction names, as "those creatures", the objects an earlier instruction of the same
 * spell or ability affected (CR 608.2c: instructions are followed in order, and later text refers
 * to what earlier text did). The group is fixed as that instruction is carried out, as its effect
 * fixes the objects it affects (611.2c): a creature that enters or comes under your control later
 * in the resolution is not one of them, and one that left and came back is a new object (400.7).
 * Loaded with the cards that use it (every-step.ts), not with the engine (core.ts).
 */
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { refIds, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { StepOf, StepResult, StepTable } from './common';
import { runStep } from './registry';

/**
 * Keeps the objects `what` names now under `as` (once: a step that waits for a decision runs
 * again), then carries out the instruction `step`.
 */
function runGroup(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'group'>): StepResult {
  if (!(step.as in r.vars)) r.vars[step.as] = refIds(ctx, r, step.what);
  return runStep(ctx, r, t, step.step);
}

export const groupSteps: Pick<StepTable, 'group'> = {
  group: { rule: RULE.resolve, run: runGroup },
};
