/**
 * Draw triggers (CR 121.1): "Whenever you draw a card", "Whenever an opponent draws a card",
 * "Whenever a player draws a card" trigger once for each card drawn (cards are drawn one at a
 * time, CR 121.2); "Whenever you draw your second card each turn" only for the player's second
 * card drawn this turn (the turn record counts them). "You" is the watcher's controller. The
 * data: `player` (who drew), `card` (the card drawn, now in their hand).
 */
import { RULE } from '../../state/rules';
import { cardsDrawnThisTurn } from '../../state/turn-record';
import type { TriggerDetector } from '../watcher';

export const cardDrawn: TriggerDetector<'cardDrawn'> = {
  rule: RULE.draw,
  events: ['CardDrawn'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'CardDrawn') return [];
    const you = w.obj.controller;
    if (spec.who === 'you' ? ev.player !== you : spec.who === 'opponent' ? ev.player === you : false) return [];
    if (spec.nth !== undefined && cardsDrawnThisTurn(ctx, ev.player) !== spec.nth) return [];
    return [{ player: ev.player, card: ev.objectId }];
  },
};
