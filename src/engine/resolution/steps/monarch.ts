/**
 * "You become the monarch" (CR 724.1, 724.3): the player becomes the monarch, and whoever was
 * stops being it. Loaded with the cards that use it (every-step.ts), with the monarch's own
 * triggered abilities (../../triggers/monarch.ts).
 */
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runBecomeMonarch(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'becomeMonarch'>): StepResult {
  const [player] = refPlayers(ctx, r, step.player);
  if (!player || ctx.s.players[player].lost) {
    nothing(ctx, r, `${sourceName(ctx, r)}: no player becomes the monarch.`, RULE.monarch);
    return 'next';
  }
  const was = ctx.s.monarch;
  ctx.s.monarch = player;
  emit(ctx, {
    type: 'Note',
    rule: RULE.monarch,
    objects: [player, r.item],
    cards: [],
    text:
      was === player
        ? `${player} is the monarch already and stays the monarch (${sourceName(ctx, r)}, CR 724.1).`
        : `${player} became the monarch${was ? ` (${was} no longer is)` : ''} (${sourceName(ctx, r)}, CR 724.1, 724.3): at the beginning of ${player}'s end step, ${player} draws a card, and a creature that deals combat damage to ${player} makes its controller the monarch (CR 724.2).`,
  });
  return 'next';
}

export const monarchSteps: Pick<StepTable, 'becomeMonarch'> = {
  becomeMonarch: { rule: RULE.monarch, run: runBecomeMonarch },
};
