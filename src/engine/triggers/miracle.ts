/**
 * Miracle [cost] (CR 702.94a): "You may reveal this card from your hand as you draw it if it's the
 * first card you've drawn this turn. When you reveal this card this way, you may cast it by paying
 * [cost] rather than its mana cost." The reveal's trigger is controlled by the card's owner (the
 * player who drew it); as it resolves they may cast the card from their hand for its miracle cost,
 * its card type's timing not applying (608.2g), or decline (it stays in their hand).
 *
 * The engine reveals the card for its owner as it is drawn (whether to reveal is not asked: a
 * player who doesn't want to cast it declines as the trigger resolves, and revealing shows the card
 * but changes nothing else). "First card drawn this turn" is the turn record's count (eager,
 * state/turn-record.ts), read as the card is drawn. Installed on the rules' trigger hook as this
 * module loads (../every-step.ts); a card with a miracle cost loads it (../steps-ready.ts).
 */
import { defOf, emit, peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import { cardsDrawnThisTurn } from '../state/turn-record';
import { displayName } from '../derived/characteristics';
import { addRuleTrigger } from './rule-triggers';

function fireMiracle(ctx: Ctx, ev: GameEvent): void {
  if (ev.type !== 'CardDrawn' || cardsDrawnThisTurn(ctx, ev.player) !== 1) return;
  const card = peek(ctx, ev.objectId);
  if (!card || card.zone !== 'hand' || card.owner !== ev.player || card.faceDown) return;
  const miracle = defOf(ctx, card).altCosts?.find((a) => a.kind === 'miracle');
  if (!miracle || miracle.kind !== 'miracle') return;
  const name = displayName(ctx, card);
  const cards = card.cardId ? [card.cardId] : [];
  emit(ctx, {
    type: 'Note',
    rule: RULE.miracle,
    objects: [card.id, ev.player],
    cards,
    text: `${ev.player} reveals ${name}, the first card they drew this turn (miracle ${miracle.mana}).`,
  });
  ctx.s.pendingTriggers.push({
    source: card.id,
    sourceName: name,
    def: '',
    abilityIndex: -1,
    controller: card.owner,
    trigger: {},
    steps: [
      {
        do: 'castFree',
        what: { ref: 'var', name: 'miracle' },
        prompt: `cast ${name} for its miracle cost ${miracle.mana}?`,
        miracle: true,
      },
    ],
    condition: null,
    text: `Miracle ${miracle.mana}: when you reveal this card this way, you may cast it by paying ${miracle.mana} rather than its mana cost.`,
    targets: [],
    vars: { miracle: card.id },
  });
  emit(ctx, {
    type: 'AbilityTriggered',
    source: card.id,
    player: card.owner,
    rule: RULE.miracle,
    objects: [card.id],
    cards,
    text: `${name}'s miracle ability triggered.`,
  });
}

addRuleTrigger(fireMiracle);
