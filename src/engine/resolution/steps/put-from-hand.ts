/**
 * "Put up to two creature cards from your hand onto the battlefield", "Put any number of land
 * cards from your hand onto the battlefield tapped" (CR 608.2c): the controller chooses, among the
 * cards in their own hand that match (a hand is seen by its owner, CR 402.3), from none up to
 * `max`, and they enter at once under the controller's control; a land put onto the battlefield
 * this way is not played (305.4). Loaded with the cards that use it (every-step.ts).
 */
import { matchesFilter } from '../../derived/filters';
import { peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { askEnteringAll } from '../../zones/entering-ask';
import { moveObject, readZone } from '../../zones/objects';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runPutFromHand(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'putFromHand'>): StepResult {
  const name = sourceName(ctx, r);
  const p = r.controller;
  let chosen = t.vars._fromHand as ObjectId[] | undefined;
  if (!chosen) {
    const cands = readZone(ctx, 'hand', p).filter((id) => {
      const o = peek(ctx, id);
      return !!o && matchesFilter(ctx, o, { ...step.filter, zone: 'hand', owner: 'you' }, p, r.source);
    });
    if (!cands.length) {
      nothing(ctx, r, `${name}: there is no ${step.label} in ${p}'s hand to put onto the battlefield.`, RULE.resolve);
      return 'next';
    }
    const ans = takeAnswer(t);
    if (!Array.isArray(ans))
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'put-from-hand',
        rule: RULE.resolve,
        about: r.item,
        candidates: cands,
        min: 0,
        max: Math.min(step.max, cands.length),
        prompt: `${name}: choose ${step.label} from your hand to put onto the battlefield${step.tapped ? ' tapped' : ''}.`,
      });
    chosen = ans as ObjectId[];
    t.vars._fromHand = chosen;
  }
  // CR 614.12: each card put onto the battlefield makes its "as enters" choices first.
  const answers = askEnteringAll(ctx, t, t.vars, chosen, () => p);
  if (answers === 'wait') return 'wait';
  const moved: ObjectId[] = [];
  simultaneously(ctx, () => {
    for (const id of chosen) {
      const m = moveObject(ctx, id, 'battlefield', {
        rule: RULE.resolve,
        why: `put from the hand (${name})${step.tapped ? ', tapped' : ''}`,
        controller: p,
        ...(answers.has(id) ? { enterAnswers: answers.get(id) } : {}),
      });
      if (step.tapped) m.tapped = true;
      moved.push(m.id);
    }
  });
  if (step.as) r.vars[step.as] = moved;
  delete t.vars._fromHand;
  return 'next';
}

/** The handler of "put up to N / any number of … cards from your hand onto the battlefield". */
export const putFromHandSteps: Pick<StepTable, 'putFromHand'> = {
  putFromHand: { rule: RULE.resolve, run: runPutFromHand },
};
