/**
 * "Until end of turn, whenever a player casts an instant or sorcery spell, that player copies
 * it", "Whenever a creature attacks this turn, put a +1/+1 counter on it", "Until your next turn,
 * whenever a creature becomes tapped, destroy it" (CR 603.7c): creates a delayed triggered
 * ability with a stated duration. Until it ends it triggers each time its event happens
 * (../../triggers/delayed-events.ts), controlled by the controller of what created it (603.7d),
 * with the same source (603.7e). Its instructions and targets are its own, chosen each time it
 * is put on the stack (603.3d). One that watches one object ("Whenever that creature is dealt
 * damage this turn") watches it as it is now: if it is not on the battlefield, nothing waits,
 * and once it leaves, the new object it becomes is not watched (400.7). Loaded with the cards
 * that use it.
 */
import { liveObject, type Ctx } from '../../state/context';
import { isPlayerId } from '../../state/ids';
import { RULE } from '../../state/rules';
import { refId, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { setUpDelayed } from './delayed';

function runDelayedWhenever(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'delayedWhenever'>): StepResult {
  const said = { steps: [], text: step.text };
  if (!step.watch) {
    setUpDelayed(ctx, r, { whenever: step.triggered, until: step.until }, said, [r.item]);
    return 'next';
  }
  const id = refId(ctx, r, step.watch);
  const obj = id && !isPlayerId(id) ? liveObject(ctx, id) : undefined;
  if (!obj || obj.zone !== 'battlefield') {
    nothing(
      ctx,
      r,
      `${sourceName(ctx, r)} sets up no delayed trigger: the permanent it watches is not on the battlefield.`,
      RULE.delayedTrigger,
    );
    return 'next';
  }
  setUpDelayed(ctx, r, { whenever: step.triggered, until: step.until, watch: obj.id }, said, [r.item, obj.id]);
  return 'next';
}

/** The steps of this family. */
export const delayedWheneverSteps: Pick<StepTable, 'delayedWhenever'> = {
  delayedWhenever: { rule: RULE.delayedTrigger, run: runDelayedWhenever },
};
