/**
 * Life-loss triggers (CR 119.3): "Whenever an opponent loses life" triggers once for each event in
 * which the player loses life — each LifeChanged that lowers the total (the damage of one source,
 * paying life, "loses N life", a life total set lower, 119.5); losing 0 life is no event. "You"
 * is the watcher's controller. The data: `player`, `amount` (the life lost: "that much").
 */
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';

export const lifeLost: TriggerDetector<'lifeLost'> = {
  rule: RULE.lifeChange,
  events: ['LifeChanged'],
  match(_ctx, ev, spec, w) {
    if (ev.type !== 'LifeChanged' || ev.to >= ev.from || w.moved || w.lki) return [];
    const you = w.obj.controller;
    if (spec.who === 'you' ? ev.player !== you : spec.who === 'opponent' ? ev.player === you : false) return [];
    return [{ player: ev.player, amount: ev.from - ev.to }];
  },
};
