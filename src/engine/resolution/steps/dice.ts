/** Rolling a die (CR 706). Loaded with the cards that use it (every-step.ts), not with the engine (core.ts). */
import { emit, type Ctx } from '../../state/context';
import { nextRandom } from '../../state/rng';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

/**
 * CR 706.1: the controller rolls a die of `sides` faces; the result, from 1 to `sides`, comes
 * from the state's seeded generator and is kept in `as`.
 */
function runRollDie(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'rollDie'>): StepResult {
  const result = 1 + Math.floor(nextRandom(ctx.s) * step.sides);
  r.vars[step.as] = result;
  emit(ctx, {
    type: 'Note',
    rule: RULE.rollDie,
    objects: [r.item, r.controller],
    cards: [],
    text: `${r.controller} rolled a d${step.sides} for ${sourceName(ctx, r)}: ${result}.`,
  });
  return 'next';
}

export const diceSteps: Pick<StepTable, 'rollDie'> = {
  rollDie: { rule: RULE.rollDie, run: runRollDie },
};
