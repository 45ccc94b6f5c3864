/**
 * "Your speed increases by 1" (CR 702.179): the resolving part of speed's inherent triggered
 * ability (../../triggers/speed.ts). Its intervening "if" — the speed is less than 4 — is checked
 * again here (603.4): at 4 nothing happens, and a player without speed has nothing to increase.
 * Loaded with the cards that have start your engines! (every-step.ts).
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** Speed is never more than 4 (CR 702.179). */
export const MAX_SPEED = 4;

function runIncreaseSpeed(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'increaseSpeed'>): StepResult {
  const [player] = refPlayers(ctx, r, step.player);
  const ps = player ? ctx.s.players[player] : undefined;
  if (!player || !ps || ps.speed === undefined || ps.speed >= MAX_SPEED) {
    nothing(
      ctx,
      r,
      `${sourceName(ctx, r)}: ${player ?? 'no player'}'s speed is ${ps?.speed ?? 'none'}, so it doesn't increase (CR 702.179, 603.4).`,
      RULE.startYourEngines,
    );
    return 'next';
  }
  ps.speed += 1;
  emit(ctx, {
    type: 'Note',
    rule: RULE.startYourEngines,
    objects: [player],
    cards: [],
    text: `${player}'s speed increased to ${ps.speed}${ps.speed === MAX_SPEED ? ': max speed (CR 702.178)' : ''} (CR 702.179).`,
  });
  return 'next';
}

export const speedSteps: Pick<StepTable, 'increaseSpeed'> = {
  increaseSpeed: { rule: RULE.startYourEngines, run: runIncreaseSpeed },
};
