/**
 * "Unattach ~" (CR 701.3d): an Equipment (reconfigure's second ability, 702.151a) becomes attached
 * to nothing and stays on the battlefield; one attached to nothing, or gone, changes nothing.
 * Loaded with the cards that use it (every-step.ts).
 */
import { displayName } from '../../derived/characteristics';
import { boardChanged, emit, peek, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { refLive, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runUnattach(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'unattach'>): StepResult {
  const obj = refLive(ctx, r, step.what);
  const host = obj?.attachedTo ? peek(ctx, obj.attachedTo) : undefined;
  if (!obj || obj.zone !== 'battlefield' || !obj.attachedTo) {
    nothing(ctx, r, `${sourceName(ctx, r)}: it is attached to nothing, so nothing happens.`, RULE.unattach);
    return 'next';
  }
  obj.attachedTo = null;
  boardChanged(ctx);
  emit(ctx, {
    type: 'Note',
    rule: RULE.unattach,
    objects: [obj.id, ...(host ? [host.id] : [])],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${displayName(ctx, obj)} was unattached${host ? ` from ${displayName(ctx, host)}` : ''}: it stays on the battlefield, attached to nothing (CR ${RULE.unattach}).`,
  });
  return 'next';
}

/** The step "unattach ~". */
export const unattachSteps: Pick<StepTable, 'unattach'> = {
  unattach: { rule: RULE.unattach, run: runUnattach },
};
