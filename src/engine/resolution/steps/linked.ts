/**
 * Exiling with a link to the source (imprint, CR 607.2a): the exiled card is recorded as
 * linked to the source object, so its linked abilities refer to it — and a new object the
 * source becomes has no links (CR 400.7).
 */
import { displayName } from '../../derived/characteristics';
import { emit, peek, simultaneously, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { moveObject } from '../../zones/objects';
import { refIds, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runExileLinked(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'exileLinked'>): StepResult {
  const name = sourceName(ctx, r);
  if (step.untilSourceLeaves && peek(ctx, r.source)?.zone !== 'battlefield') {
    // CR 610.3: the event the exile lasts until has already happened, so nothing is exiled.
    nothing(
      ctx,
      r,
      `${name} has already left the battlefield, so nothing is exiled (CR ${RULE.exileUntil}).`,
      RULE.exileUntil,
    );
    return 'next';
  }
  simultaneously(ctx, () => {
    for (const id of refIds(ctx, r, step.what)) {
      if (!peek(ctx, id)) continue;
      const moved = moveObject(ctx, id, 'exile', {
        rule: step.untilSourceLeaves ? RULE.exileUntil : RULE.linked,
        why: `exiled with ${name}${step.untilSourceLeaves ? ` until it leaves the battlefield` : ''}`,
      });
      ctx.s.links.push({
        linker: { objectId: r.source },
        object: moved.id,
        ...(step.untilSourceLeaves ? { untilLinkerLeaves: true as const } : {}),
      });
      emit(ctx, {
        type: 'Linked',
        linker: r.source,
        objectId: moved.id,
        rule: RULE.linked,
        objects: [moved.id, r.source],
        cards: [],
        text: `${displayName(ctx, moved)} is now exiled with ${name} (its linked abilities refer to it, CR 607.2a).`,
      });
    }
  });
  return 'next';
}

export const linkedSteps: Pick<StepTable, 'exileLinked'> = {
  exileLinked: { rule: RULE.linked, run: runExileLinked },
};
