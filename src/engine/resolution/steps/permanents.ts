/**
 * Steps on permanents' status and counters: tap and untap (CR 701.26; becoming tapped by an
 * effect is not "tapped for mana", CR 106.12), putting counters on them (CR 122.1). Removing
 * counters is ./remove-counters.ts.
 */
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { addCounters } from '../../zones/game-actions';
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

/** The tap, untap and counter-putting handlers. */
export const permanentSteps: Pick<StepTable, 'tap' | 'untap' | 'addCounters'> = {
  tap: { rule: RULE.tap, run: runTap },
  untap: { rule: RULE.untap, run: runUntap },
  addCounters: { rule: RULE.counters, run: runAddCounters },
};
