/**
 * Keyword-action triggers (CR 701): "Whenever you scry" (701.22), "Whenever you surveil"
 * (701.25). Watched by permanents on the battlefield; "you" is the watcher's controller. Scry 0
 * and surveil 0 are no event (701.22b, 701.25c), so they never get here. "Whenever you scry or
 * surveil" (`either`) triggers on both. The data: `player`, `amount` (the cards looked at: "the
 * number of cards looked at while scrying this way").
 */
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';

export const keywordAction: TriggerDetector<'keywordAction'> = {
  rule: RULE.trigger,
  events: ['KeywordAction'],
  match(_ctx, ev, spec, w) {
    if (ev.type !== 'KeywordAction' || w.moved || w.lki) return [];
    if (spec.action !== 'either' && ev.action !== spec.action) return [];
    const you = w.obj.controller;
    if (spec.who === 'you' ? ev.player !== you : spec.who === 'opponent' ? ev.player === you : false) return [];
    return [{ player: ev.player, amount: ev.looked }];
  },
};
