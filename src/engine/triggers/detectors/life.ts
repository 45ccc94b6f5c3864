/**
 * Life-gain triggers (CR 119.9): "Whenever you gain life" triggers once for each event in which
 * the player gains life (each LifeChanged that raises the total); gaining 0 life is no event
 * (119.9). "You" is the watcher's controller. The data: `player`, `amount` (the life gained).
 */
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';
import { firstLifeGain } from '../first-time';

export const lifeGained: TriggerDetector<'lifeGained'> = {
  rule: RULE.lifeGainTrigger,
  events: ['LifeChanged'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'LifeChanged' || ev.to <= ev.from) return [];
    const you = w.obj.controller;
    if (spec.who === 'you' ? ev.player !== you : spec.who === 'opponent' ? ev.player === you : false) return [];
    // "for the first time each turn": the player's first life-gain event this turn (../first-time.ts).
    if (spec.firstTimeEachTurn && !firstLifeGain(ctx, ev.player)) return [];
    return [{ player: ev.player, amount: ev.to - ev.from }];
  },
};
