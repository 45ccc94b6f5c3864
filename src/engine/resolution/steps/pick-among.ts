/**
 * Choosing among cards an instruction just moved (CR 608.2c): "Mill three cards. You may put a
 * land card from among them into your hand." Only the cards still where that instruction put
 * them can be chosen (a card that left is a new object, CR 400.7); the controller chooses.
 * Loaded with the cards that use it (every-step.ts), not with the engine (core.ts).
 */
import { displayName } from '../../derived/characteristics';
import { matchesFilter } from '../../derived/filters';
import { emit, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { askEnteringAll } from '../../zones/entering-ask';
import { moveObject } from '../../zones/objects';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

const PLACE = { hand: 'into your hand', battlefield: 'onto the battlefield' } as const;

function runPickAmong(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'pickAmong'>): StepResult {
  const name = sourceName(ctx, r);
  let chosen = t.vars._picked as ObjectId[] | undefined;
  if (!chosen) {
    const cands = refObjects(ctx, r, step.from)
      .filter(
        (o) =>
          o.zone === step.zone &&
          (!step.filter || matchesFilter(ctx, o, { ...step.filter, zone: step.zone }, r.controller, r.source)),
      )
      .map((o) => o.id);
    if (!cands.length) {
      nothing(ctx, r, `${name}: there is no ${step.label} among them to put ${PLACE[step.to]}.`, RULE.resolve);
      if (step.as) r.vars[step.as] = false;
      return 'next';
    }
    const max = step.max ?? 1;
    if (step.all || (!step.upTo && cands.length <= max)) chosen = cands;
    else {
      const ans = takeAnswer(t);
      if (!Array.isArray(ans))
        return ask(ctx, {
          player: r.controller,
          kind: 'chooseObjects',
          purpose: 'pick-among',
          rule: RULE.resolve,
          about: r.item,
          candidates: cands,
          min: step.upTo ? 0 : Math.min(max, cands.length),
          max: Math.min(max, cands.length),
          prompt: `${name}: choose ${step.upTo ? `up to ${max === 1 ? 'one' : max} ` : ''}${step.label} to put ${PLACE[step.to]}.`,
        });
      chosen = ans as ObjectId[];
    }
    t.vars._picked = chosen;
  }
  // CR 614.12: a card put onto the battlefield makes its "as enters" choices first.
  const entering = step.to === 'battlefield' ? chosen : [];
  const answers = askEnteringAll(ctx, t, t.vars, entering, () => r.controller);
  if (answers === 'wait') return 'wait';
  // Every card chosen moves at once (one event).
  simultaneously(ctx, () => {
    for (const id of chosen) {
      const moved = moveObject(ctx, id, step.to, {
        rule: RULE.resolve,
        why: `chosen from among them (${name})`,
        ...(step.to === 'battlefield' ? { controller: r.controller } : {}),
        ...(answers.has(id) ? { enterAnswers: answers.get(id) } : {}),
      });
      emit(ctx, {
        type: 'Note',
        rule: RULE.resolve,
        objects: [moved.id],
        cards: [],
        text: `${r.controller} put ${displayName(ctx, moved)} ${step.to === 'hand' ? 'into their hand' : 'onto the battlefield'} (${name}).`,
      });
    }
  });
  delete t.vars._picked;
  // "If you don't, …": whether a card was put (CR 608.2c).
  if (step.as) r.vars[step.as] = chosen.length > 0;
  return 'next';
}

export const pickAmongSteps: Pick<StepTable, 'pickAmong'> = {
  pickAmong: { rule: RULE.resolve, run: runPickAmong },
};
