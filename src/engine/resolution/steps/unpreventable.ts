/**
 * "Damage can't be prevented this turn" (Skullcrack, Flaring Pain; CR 615.12): noted in the
 * turn's record, so all damage dealt for the rest of the turn can't be prevented
 * (../../zones/unpreventable.ts reads it).
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { UNPREVENTABLE_THIS_TURN } from '../../zones/unpreventable';
import type { Resolving } from '../refs';
import { sourceName, type StepResult, type StepTable } from './common';

function runUnpreventable(ctx: Ctx, r: Resolving): StepResult {
  ctx.s.turnFlags[UNPREVENTABLE_THIS_TURN] = true;
  emit(ctx, {
    type: 'Note',
    rule: RULE.unpreventable,
    objects: [r.item],
    cards: [],
    text: `Damage can't be prevented this turn (${sourceName(ctx, r)}).`,
  });
  return 'next';
}

/** The step of this family. */
export const unpreventableSteps: Pick<StepTable, 'unpreventableThisTurn'> = {
  unpreventableThisTurn: { rule: RULE.unpreventable, run: runUnpreventable },
};
