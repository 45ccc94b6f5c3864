/**
 * "You may cast spells this turn as though they had flash" (Alchemist's Refuge), "You may cast
 * creature spells this turn as though they had flash" (Winding Canyons): for the rest of the
 * turn, each player named may cast the spells named any time they could cast an instant (CR
 * 601.3, 702.8a; casting/flash-grants.ts reads it).
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { noteFlashThisTurn } from '../../casting/flash-grants';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runFlashThisTurn(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'flashThisTurn'>): StepResult {
  for (const p of refPlayers(ctx, r, step.player)) {
    noteFlashThisTurn(ctx, p, step.spells);
    emit(ctx, {
      type: 'Note',
      rule: RULE.castPermission,
      objects: [p, r.item],
      cards: [],
      text: `${p} may cast spells${Object.keys(step.spells).length ? ' of the kind named' : ''} as though they had flash this turn (${sourceName(ctx, r)}).`,
    });
  }
  return 'next';
}

/** The step of this family. */
export const flashThisTurnSteps: Pick<StepTable, 'flashThisTurn'> = {
  flashThisTurn: { rule: RULE.castPermission, run: runFlashThisTurn },
};
