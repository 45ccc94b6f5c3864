/**
 * Ninjutsu's effect (CR 702.49a): "Put this card onto the battlefield from your hand tapped and
 * attacking." The card must still be in its owner's hand: a card that left it (even to come
 * back) is a new object the ability can't find (CR 400.7), and nothing happens. It is put onto
 * the battlefield, not cast, under the control of the ability's controller, tapped, attacking
 * the player or planeswalker the creature returned to pay the cost attacked (702.49c). It was
 * never declared as an attacker, so "whenever … attacks" abilities don't trigger (508.4), and
 * it is unblocked (509.1h).
 */
import { askEnteringAll } from '../../zones/entering-ask';
import { peek, simultaneously, type Ctx } from '../../state/context';
import { opponentOf } from '../../state/ids';
import { RULE } from '../../state/rules';
import { moveObject } from '../../zones/objects';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepResult, type StepTable } from './common';
import { enterAttacking } from './enter-attacking';

function runNinjutsu(ctx: Ctx, r: Resolving, t: ResolveTask): StepResult {
  const card = peek(ctx, r.source);
  if (card?.zone !== 'hand' || card.zonePlayer !== r.controller) {
    nothing(
      ctx,
      r,
      `${sourceName(ctx, r)}: the card is no longer in its owner's hand, so nothing is put onto the battlefield (CR ${RULE.ninjutsu}, 400.7).`,
      RULE.ninjutsu,
    );
    return 'next';
  }
  // CR 614.12: its "as enters" choices ("enter as a copy of …") are made first.
  const answers = askEnteringAll(ctx, t, t.vars, [card.id], () => r.controller);
  if (answers === 'wait') return 'wait';
  const attacked = r.vars.attacked;
  simultaneously(ctx, () => {
    const moved = moveObject(ctx, card.id, 'battlefield', {
      controller: r.controller,
      ...(answers.has(card.id) ? { enterAnswers: answers.get(card.id) } : {}),
      rule: RULE.ninjutsu,
      why: `put onto the battlefield from its owner's hand tapped and attacking (ninjutsu)`,
    });
    moved.tapped = true;
    enterAttacking(ctx, moved, typeof attacked === 'string' ? attacked : opponentOf(r.controller));
  });
  return 'next';
}

export const ninjutsuSteps: Pick<StepTable, 'ninjutsu'> = {
  ninjutsu: { rule: RULE.ninjutsuAttacks, run: runNinjutsu },
};
