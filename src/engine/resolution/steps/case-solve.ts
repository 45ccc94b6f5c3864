/**
 * Case cards (CR 719, 702.169): "To solve — [condition]" means "At the beginning of your end step,
 * if [condition] and this Case is not solved, it becomes solved"; its resolution is the `solve`
 * step here. Solved is a designation on the permanent (not copiable, 719.3): kept as the Case's
 * door {@link SOLVED_DOOR} in `unlocked`, so its "Solved — [ability]" (marked with that door, as a
 * Room's door's abilities are) exists only from then on. A new object (400.7) is not solved.
 */
import { displayName } from '../../derived/characteristics';
import { boardChanged, emit, liveObject, type Ctx } from '../../state/context';
import { isSolved, SOLVED_DOOR } from '../../derived/solved';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runSolve(ctx: Ctx, r: Resolving, _t: ResolveTask, _step: StepOf<'solve'>): StepResult {
  const obj = liveObject(ctx, r.source);
  if (!obj || obj.zone !== 'battlefield') {
    emit(ctx, {
      type: 'NothingHappened',
      rule: RULE.caseSolved,
      objects: [r.item],
      cards: [],
      text: `${sourceName(ctx, r)} is no longer on the battlefield: it doesn't become solved.`,
    });
    return 'next';
  }
  if (isSolved(obj)) return 'next';
  obj.unlocked = [...(obj.unlocked ?? []), SOLVED_DOOR];
  // Its "Solved —" ability now exists (CR 702.169): the board index must look again.
  boardChanged(ctx);
  emit(ctx, {
    type: 'Note',
    rule: RULE.caseSolved,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${displayName(ctx, obj)} became solved: its "Solved" ability works now.`,
  });
  return 'next';
}

export const caseSolveSteps: Pick<StepTable, 'solve'> = {
  solve: { rule: RULE.caseSolved, run: runSolve },
};
