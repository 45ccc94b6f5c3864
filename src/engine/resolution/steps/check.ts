/**
 * "If target creature has toughness 5 or greater, … Otherwise, …": the condition is checked once,
 * where the instruction is (CR 608.2c: instructions are followed in order), and both branches
 * read that one answer — so the first branch changing the object doesn't make the second apply.
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { condition, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { StepOf, StepResult, StepTable } from './common';

function runCheck(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'check'>): StepResult {
  const holds = condition(ctx, r, step.condition);
  r.vars[step.as] = holds;
  emit(ctx, {
    type: 'Note',
    rule: RULE.resolve,
    objects: [r.item],
    cards: [],
    text: `${step.text}: ${holds ? 'yes' : 'no'}.`,
  });
  return 'next';
}

export const checkSteps: Pick<StepTable, 'check'> = {
  check: { rule: RULE.resolve, run: runCheck },
};
