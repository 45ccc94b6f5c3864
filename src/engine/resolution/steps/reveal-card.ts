/**
 * "You may reveal it" of the top card of a library looked at (kinship, CR 701.20a): the card an
 * earlier step named is shown to every player, if it is still that object (400.7). Loaded with
 * the cards that use it (every-step.ts), not with the engine (core.ts).
 */
import { displayName } from '../../derived/characteristics';
import { emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runRevealCard(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'revealCard'>): StepResult {
  const [card] = refObjects(ctx, r, step.what);
  if (!card) {
    nothing(ctx, r, 'The card to reveal is no longer where it was (CR 400.7).', RULE.reveal);
    return 'next';
  }
  emit(ctx, {
    type: 'Revealed',
    objectId: card.id as ObjectId,
    player: r.controller,
    rule: RULE.reveal,
    objects: [card.id],
    cards: [],
    text: `${r.controller} revealed ${displayName(ctx, card)} (${sourceName(ctx, r)}).`,
  });
  return 'next';
}

/** The steps of this family. */
export const revealCardSteps: Pick<StepTable, 'revealCard'> = {
  revealCard: { rule: RULE.reveal, run: runRevealCard },
};
