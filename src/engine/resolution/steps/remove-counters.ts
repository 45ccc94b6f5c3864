/**
 * Removing counters from permanents (CR 122.1): as many as there are, up to the number; whether
 * all were removed is kept for an "if you can't" that follows.
 */
import type { Ctx } from '../../state/context';
import { displayName } from '../../derived/characteristics';
import { RULE } from '../../state/rules';
import { removeCounters } from '../../zones/counters';
import { amount, refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runRemoveCounters(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'removeCounters'>): StepResult {
  const n = amount(ctx, r, step.count);
  const name = sourceName(ctx, r);
  const objects = refObjects(ctx, r, step.what);
  // "If you can't": an object gone, or fewer counters than the instruction removes.
  let all = objects.length > 0;
  for (const obj of objects) {
    // Only counters that are there can be removed: "remove N" removes as many as there are, up to N.
    const k = removeCounters(
      ctx,
      obj,
      step.counter,
      n,
      RULE.counters,
      (k) =>
        `${k} ${step.counter} counter${k === 1 ? ' was' : 's were'} removed from ${displayName(ctx, obj)} by ${name}.`,
    );
    if (k < n) all = false;
  }
  if (step.as) r.vars[step.as] = all;
  return 'next';
}

/** "Remove all counters from …": each kind on each object, in the order the kinds were put on. */
function runRemoveAllCounters(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'removeAllCounters'>): StepResult {
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.what))
    for (const kind of Object.keys(obj.counters))
      removeCounters(
        ctx,
        obj,
        kind,
        obj.counters[kind] ?? 0,
        RULE.counters,
        (k) => `${k} ${kind} counter${k === 1 ? ' was' : 's were'} removed from ${displayName(ctx, obj)} by ${name}.`,
      );
  return 'next';
}

/** The counter-removing handlers. */
export const removeCounterSteps: Pick<StepTable, 'removeCounters' | 'removeAllCounters'> = {
  removeCounters: { rule: RULE.counters, run: runRemoveCounters },
  removeAllCounters: { rule: RULE.counters, run: runRemoveAllCounters },
};
