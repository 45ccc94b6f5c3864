/**
 * A Class's level bar (CR 716.2a): "[Cost]: Level N" resolves as "this Class's level becomes N".
 * The level is a designation on the permanent (716.2b): if the Class has left the battlefield,
 * the new object it became has none to gain (400.7), and nothing happens.
 */
import { displayName } from '../../derived/characteristics';
import { boardChanged, emit, liveObject, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runGainLevel(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'gainLevel'>): StepResult {
  const obj = liveObject(ctx, r.source);
  if (!obj || obj.zone !== 'battlefield') {
    emit(ctx, {
      type: 'NothingHappened',
      rule: RULE.classLevel,
      objects: [r.item],
      cards: [],
      text: `${sourceName(ctx, r)} is no longer on the battlefield: it gains no level.`,
    });
    return 'next';
  }
  obj.classLevel = step.level;
  // Its level-N abilities now exist (CR 716.2a): the board index must look again.
  boardChanged(ctx);
  emit(ctx, {
    type: 'ClassLevelGained',
    objectId: obj.id,
    level: step.level,
    rule: RULE.classLevel,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${displayName(ctx, obj)} became level ${step.level}: it has its level ${step.level} abilities now.`,
  });
  return 'next';
}

export const classLevelSteps: Pick<StepTable, 'gainLevel'> = {
  gainLevel: { rule: RULE.classLevel, run: runGainLevel },
};
