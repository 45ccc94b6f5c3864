/**
 * "… and it becomes renowned" (renown, CR 702.112a): each permanent named that is still on the
 * battlefield gets the renowned designation (702.112b), which it keeps until it leaves. Loaded
 * with the cards that use it (every-step.ts).
 */
import { displayName } from '../../derived/characteristics';
import { boardChanged, emit, liveObject, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runBecomeRenowned(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'becomeRenowned'>): StepResult {
  for (const o of refObjects(ctx, r, step.what)) {
    const obj = o.zone === 'battlefield' ? liveObject(ctx, o.id) : undefined;
    if (!obj || obj.renowned) continue;
    obj.renowned = true;
    // Abilities that read it ("as long as ~ is renowned") are read again.
    boardChanged(ctx);
    emit(ctx, {
      type: 'Note',
      rule: RULE.renowned,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${displayName(ctx, obj)} becomes renowned (${sourceName(ctx, r)}).`,
    });
  }
  return 'next';
}

export const renownSteps: Pick<StepTable, 'becomeRenowned'> = {
  becomeRenowned: { rule: RULE.renowned, run: runBecomeRenowned },
};
