/**
 * "Draw three cards and reveal them" (CR 121.1, 701.20a): the player draws the cards one at a
 * time (121.2), then reveals the ones still in their hand; a later instruction names them ("You
 * may cast one of them …"). Loaded with the cards that use it (every-step.ts), not with the
 * engine (core.ts).
 */
import { displayName } from '../../derived/characteristics';
import { emit, peek, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { drawCard } from '../../zones/game-actions';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runDrawReveal(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'drawReveal'>): StepResult {
  const drawn: ObjectId[] = [];
  for (const p of refPlayers(ctx, r, step.player)) {
    const n = Math.max(0, amount(ctx, r, step.count));
    // One more try than the library holds marks the player (CR 704.5b); more change nothing.
    const tries = Math.min(n, ctx.s.players[p].library.length + 1);
    const mine: ObjectId[] = [];
    for (let i = 0; i < tries; i++) {
      const card = drawCard(ctx, p);
      if (card) mine.push(card.id);
    }
    const shown = mine.filter((id) => peek(ctx, id)?.zone === 'hand');
    if (shown.length)
      emit(ctx, {
        type: 'Revealed',
        objectId: shown[0] as ObjectId,
        player: p,
        rule: RULE.reveal,
        objects: [...shown],
        cards: [],
        text: `${p} revealed the cards they drew: ${shown.map((id) => displayName(ctx, peek(ctx, id)!)).join(', ')} (${sourceName(ctx, r)}).`,
      });
    drawn.push(...mine);
  }
  r.vars[step.as] = drawn;
  return 'next';
}

/** The steps of this family. */
export const drawRevealSteps: Pick<StepTable, 'drawReveal'> = {
  drawReveal: { rule: RULE.draw, run: runDrawReveal },
};
