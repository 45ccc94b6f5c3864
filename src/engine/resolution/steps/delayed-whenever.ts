/**
 * "Until end of turn, whenever a player casts an instant or sorcery spell, that player copies
 * it", "Whenever a creature attacks this turn, put a +1/+1 counter on it", "Until your next turn,
 * whenever a creature becomes tapped, destroy it" (CR 603.7c): creates a delayed triggered
 * ability with a stated duration. Until it ends it triggers each time its event happens
 * (../../triggers/delayed-events.ts), controlled by the controller of what created it (603.7d),
 * with the same source (603.7e). Its instructions and targets are its own, chosen each time it
 * is put on the stack (603.3d). Loaded with the cards that use it.
 */
import type { Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { StepOf, StepResult, StepTable } from './common';
import { setUpDelayed } from './delayed';

function runDelayedWhenever(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'delayedWhenever'>): StepResult {
  setUpDelayed(ctx, r, { whenever: step.triggered, until: step.until }, { steps: [], text: step.text }, [r.item]);
  return 'next';
}

/** The steps of this family. */
export const delayedWheneverSteps: Pick<StepTable, 'delayedWhenever'> = {
  delayedWhenever: { rule: RULE.delayedTrigger, run: runDelayedWhenever },
};
