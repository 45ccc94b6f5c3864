/**
 * "Move a +1/+1 counter from ~ onto that creature" (graft, CR 702.58a; counters, 122.1): counters
 * of one kind are taken off one permanent and put on another. Both must still be the objects
 * referred to, on the battlefield (CR 400.7): if either has left, no counter is moved (graft's
 * ruling). As many are moved as there are, up to the number said. Loaded with the cards that use
 * it (every-step.ts).
 */
import { displayName } from '../../derived/characteristics';
import { liveObject, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { addCounters } from '../../zones/game-actions';
import { removeCounters } from '../../zones/counters';
import { amount, refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runMoveCounters(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'moveCounters'>): StepResult {
  const name = sourceName(ctx, r);
  const onField = (ref: typeof step.from) =>
    refObjects(ctx, r, ref)
      .filter((o) => o.zone === 'battlefield')
      .map((o) => liveObject(ctx, o.id));
  const from = onField(step.from);
  const to = onField(step.to);
  if (from.length !== 1 || to.length !== 1 || !from[0] || !to[0] || from[0].id === to[0].id) {
    nothing(ctx, r, `${name}: no counter is moved (one of the two permanents is gone).`, RULE.counters);
    return 'next';
  }
  const src = from[0];
  const dest = to[0];
  const k = removeCounters(
    ctx,
    src,
    step.counter,
    amount(ctx, r, step.count),
    RULE.counters,
    (k) => `${k} ${step.counter} counter${k === 1 ? ' was' : 's were'} moved off ${displayName(ctx, src)} by ${name}.`,
  );
  if (k <= 0) {
    nothing(ctx, r, `${name}: ${displayName(ctx, src)} has no ${step.counter} counter to move.`, RULE.counters);
    return 'next';
  }
  addCounters(ctx, dest, step.counter, k, RULE.counters, `moved from ${displayName(ctx, src)} by ${name}`);
  return 'next';
}

export const moveCounterSteps: Pick<StepTable, 'moveCounters'> = {
  moveCounters: { rule: RULE.counters, run: runMoveCounters },
};
