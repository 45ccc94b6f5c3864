/**
 * "Whenever you play a land", "Whenever an opponent plays a land", "Whenever a player plays a
 * land" (CR 305.1, 603.2): once for each land played — a special action, not a land put onto the
 * battlefield by an effect (305.4). "You" is the watcher's controller. The data: `player` (who
 * played it), `permanent` (the land, on the battlefield).
 */
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';

export const landPlayed: TriggerDetector<'landPlayed'> = {
  rule: RULE.playLand,
  events: ['LandPlayed'],
  match(_ctx, ev, spec, w) {
    if (ev.type !== 'LandPlayed') return [];
    const you = w.obj.controller;
    if (spec.who === 'you' ? ev.player !== you : spec.who === 'opponent' && ev.player === you) return [];
    return [{ player: ev.player, permanent: ev.objectId }];
  },
};
