/**
 * Steps on permanents' status and counters: tap and untap (CR 701.26; becoming tapped by an
 * effect is not "tapped for mana", CR 106.12), putting and removing counters (CR 122.1).
 */
import type { Ctx } from '../../state/context';
import { displayName } from '../../derived/characteristics';
import { RULE } from '../../state/rules';
import { addCounters } from '../../zones/game-actions';
import { removeCounters } from '../../zones/counters';
import { tap, untap } from '../../zones/permanents';
import { amount, refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runTap(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'tap'>): StepResult {
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone === 'battlefield')
      tap(
        ctx,
        obj,
        false,
        `by ${name} (not "tapped for mana": no mana ability was activated, CR ${RULE.tappedForMana})`,
        RULE.tap,
      );
  }
  return 'next';
}

function runUntap(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'untap'>): StepResult {
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.what))
    if (obj.zone === 'battlefield') untap(ctx, obj, RULE.untap, `by ${name}`);
  return 'next';
}

function runAddCounters(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'addCounters'>): StepResult {
  const n = amount(ctx, r, step.count);
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.what))
    addCounters(ctx, obj, step.counter, n, RULE.counters, `from ${name}`);
  return 'next';
}

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

export const permanentSteps: Pick<StepTable, 'tap' | 'untap' | 'addCounters' | 'removeCounters'> = {
  tap: { rule: RULE.tap, run: runTap },
  untap: { rule: RULE.untap, run: runUntap },
  addCounters: { rule: RULE.counters, run: runAddCounters },
  removeCounters: { rule: RULE.counters, run: runRemoveCounters },
};
