/**
 * Blight N as an instruction (the card's reminder text: "To blight N, a player puts N -1/-1
 * counters on a creature they control"; CR 122.1): the resolving spell's or ability's controller
 * chooses one creature they control on resolution (not a target, 115.10) and puts all N counters
 * on it — it needn't survive them. With no creature nothing happens (608.2c), and "If you do"
 * reads that (`as`).
 */
import { displayName } from '../../derived/characteristics';
import { objectsMatching } from '../../derived/filters';
import { liveObject, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { addCounters } from '../../zones/game-actions';
import { amount, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runBlight(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'blight'>): StepResult {
  const name = sourceName(ctx, r);
  const n = amount(ctx, r, step.count);
  const cands = objectsMatching(ctx, { types: ['creature'], controller: 'you' }, r.controller, null).map((o) => o.id);
  if (!cands.length) {
    if (step.as) r.vars[step.as] = false;
    nothing(ctx, r, `${name}: ${r.controller} controls no creature, so they can't blight ${n}.`, RULE.counters);
    return 'next';
  }
  let chosen: ObjectId | undefined = cands.length === 1 ? cands[0] : undefined;
  if (!chosen) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans))
      return ask(ctx, {
        player: r.controller,
        kind: 'chooseObjects',
        purpose: 'blight',
        rule: RULE.counters,
        about: r.item,
        prompt: `${name}: blight ${n} — choose a creature you control to put ${n} -1/-1 counter${n === 1 ? '' : 's'} on (a choice, not a target).`,
        candidates: cands,
        min: 1,
        max: 1,
      });
    chosen = ans.find((id) => cands.includes(id as ObjectId)) as ObjectId | undefined;
  }
  const obj = chosen ? liveObject(ctx, chosen) : undefined;
  if (obj && n > 0)
    addCounters(ctx, obj, '-1/-1', n, RULE.counters, `blighted ${n} by ${name} (${displayName(ctx, obj)})`);
  if (step.as) r.vars[step.as] = !!obj;
  return 'next';
}

export const blightSteps: Pick<StepTable, 'blight'> = {
  blight: { rule: RULE.counters, run: runBlight },
};
