/** Flipping a coin (CR 705). Loaded with the cards that use it (every-step.ts), not with the engine (core.ts). */
import { emit, type Ctx } from '../../state/context';
import { nextRandom } from '../../state/rng';
import { RULE } from '../../state/rules';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** CR 705.1–705.2: the controller flips a coin and wins or loses the flip, from the state's seeded generator. */
function runFlipCoin(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'flipCoin'>): StepResult {
  const won = nextRandom(ctx.s) < 0.5;
  r.vars[step.as] = won;
  emit(ctx, {
    type: 'Note',
    rule: RULE.coinFlip,
    objects: [r.item, r.controller],
    cards: [],
    text: `${r.controller} flipped a coin for ${sourceName(ctx, r)} and ${won ? 'won' : 'lost'} the flip.`,
  });
  return 'next';
}

export const coinSteps: Pick<StepTable, 'flipCoin'> = {
  flipCoin: { rule: RULE.coinFlip, run: runFlipCoin },
};
