/**
 * "Put its counters on target creature you control" (CR 122.1): the counters of each kind an
 * object has, or had as it last existed (608.2h: a creature that died), put on other objects.
 */
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { isPlayerId } from '../../state/types';
import { objectOrLki } from '../../zones/objects';
import { addCounters } from '../../zones/game-actions';
import { refId, refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runPutCountersOf(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'putCountersOf'>): StepResult {
  const id = refId(ctx, r, step.of);
  const look = id === null || isPlayerId(id) ? null : objectOrLki(ctx, id);
  if (!look) return 'next';
  const counters = Object.entries(look.object.counters).filter(([, n]) => n > 0);
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.on))
    for (const [kind, n] of counters) addCounters(ctx, obj, kind, n, RULE.counters, `from ${name}`);
  return 'next';
}

/** The handler putting one object's counters on others. */
export const putCountersOfSteps: Pick<StepTable, 'putCountersOf'> = {
  putCountersOf: { rule: RULE.counters, run: runPutCountersOf },
};
