/**
 * Creating a delayed triggered ability (CR 603.7): it waits in `state.delayedTriggers` for its
 * moment (the next upkeep, the next end step, end of combat), controlled by the controller of
 * what created it (603.7d) with the same source (603.7e), and it remembers the creating
 * ability's trigger data and targets so "it" still names that object (603.7c).
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import type { StepSpec } from '../../state/card-def';
import type { DelayedTrigger, EntityId } from '../../state/types';

/**
 * Creates a delayed triggered ability for the resolving `r` that waits as `wait` says (a moment,
 * or an object's death: ./delayed-dies.ts), and notes it; `objects`: what the note names.
 */
export function setUpDelayed(
  ctx: Ctx,
  r: Resolving,
  wait: Pick<DelayedTrigger, 'at' | 'dies' | 'diesOrExiled' | 'nextCast' | 'whenever' | 'until' | 'watch'>,
  step: { steps: StepSpec[]; text: string },
  objects: EntityId[],
): void {
  const name = sourceName(ctx, r);
  ctx.s.delayedTriggers.push({
    ...wait,
    afterTurn: ctx.s.turn.number,
    controller: r.controller,
    sourceName: name,
    source: r.source,
    steps: step.steps,
    text: step.text,
    trigger: { ...(r.ability?.trigger ?? {}) },
    targets: r.targets.map((slot) => [...slot]),
    ...(Object.keys(r.vars).length ? { vars: { ...r.vars } } : {}),
  });
  emit(ctx, {
    type: 'Note',
    rule: RULE.delayedTrigger,
    objects,
    cards: [],
    text: `${name} set up a delayed trigger: ${step.text}`,
  });
}

function runDelayed(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'delayed'>): StepResult {
  setUpDelayed(ctx, r, { at: step.at }, step, [r.item]);
  return 'next';
}

export const delayedSteps: Pick<StepTable, 'delayed'> = {
  delayed: { rule: RULE.delayedTrigger, run: runDelayed },
};
