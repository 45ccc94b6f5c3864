/**
 * "If this is the second time this ability has resolved this turn" (the count an ability keeps of
 * itself): the ability's first step counts each time it resolves, per object and ability (a new
 * object after a zone change is another object, CR 400.7), in the turn's flags, and keeps the
 * count, this resolution included, for the conditions that follow (CR 608.2c). An ability removed
 * from the stack without resolving (its targets all illegal, 608.2b) is not counted.
 */
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { StepOf, StepResult, StepTable } from './common';

function runCountResolution(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'countResolution'>): StepResult {
  const a = r.ability;
  const key = `resolved:${r.source}:${a?.kind ?? 'spell'}:${a?.abilityIndex ?? 0}`;
  const before = ctx.s.turnFlags[key];
  const n = (typeof before === 'number' ? before : 0) + 1;
  ctx.s.turnFlags[key] = n;
  r.vars[step.as] = n;
  return 'next';
}

/** The step counting an ability's resolutions this turn. */
export const resolutionCountSteps: Pick<StepTable, 'countResolution'> = {
  countResolution: { rule: RULE.resolve, run: runCountResolution },
};
