/**
 * Drawing (CR 121.1): "each player draws seven cards" draws in APNAP order (CR 101.4), one card at
 * a time (121.2). Discarding is in ./hand.ts.
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { drawCard } from '../../zones/game-actions';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { type StepOf, type StepResult, type StepTable } from './common';

function runDraw(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'draw'>): StepResult {
  const n = amount(ctx, r, step.count);
  for (const p of refPlayers(ctx, r, step.player)) {
    // CR 121.2, 121.4: cards are drawn one at a time; once the library is empty, one more
    // attempt marks the player (704.5b) and the rest change nothing (no draw is replaced or
    // triggers here), so "Draw 200,000 cards" costs the library's length, not 200,000 steps.
    const tries = Math.min(n, ctx.s.players[p].library.length + 1);
    for (let i = 0; i < tries; i++) drawCard(ctx, p);
    if (n > tries)
      emit(ctx, {
        type: 'Note',
        rule: RULE.sbaDraw,
        objects: [p],
        cards: [],
        text: `${p}'s other ${(n - tries).toLocaleString('en')} draws from an empty library change nothing more (CR ${RULE.sbaDraw}).`,
      });
  }
  return 'next';
}

export const cardSteps: Pick<StepTable, 'draw'> = {
  draw: { rule: RULE.draw, run: runDraw },
};
