/**
 * "… becomes saddled until end of turn" (saddle, CR 702.171a): each permanent named that is still
 * on the battlefield gets the saddled designation (702.171b), which ends in the cleanup step
 * (turn/cleanup.ts, 514.2) or when it leaves the battlefield (a new object, 400.7). Loaded with
 * the cards that use it (every-step.ts).
 */
import { displayName } from '../../derived/characteristics';
import { boardChanged, emit, liveObject, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runBecomeSaddled(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'becomeSaddled'>): StepResult {
  for (const o of refObjects(ctx, r, step.what)) {
    const obj = o.zone === 'battlefield' ? liveObject(ctx, o.id) : undefined;
    if (!obj || obj.saddled) continue;
    obj.saddled = true;
    // Abilities that read it ("as long as ~ is saddled") are read again.
    boardChanged(ctx);
    emit(ctx, {
      type: 'Note',
      rule: RULE.saddled,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${displayName(ctx, obj)} becomes saddled until end of turn (${sourceName(ctx, r)}).`,
    });
  }
  return 'next';
}

/** The saddle step (CR 702.171a–b). */
export const saddleSteps: Pick<StepTable, 'becomeSaddled'> = {
  becomeSaddled: { rule: RULE.saddled, run: runBecomeSaddled },
};
