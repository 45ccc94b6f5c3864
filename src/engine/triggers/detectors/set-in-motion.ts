/**
 * "When you set this scheme in motion" (CR 314.1, 904.1): the scheme watches from the command zone
 * (its abilities function there, board-cache.ts) and triggers when it is the one set in motion.
 * The data: `player` (who set it in motion: its owner and controller).
 */
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';

export const setInMotion: TriggerDetector<'setInMotion'> = {
  rule: RULE.scheme,
  events: ['SetInMotion'],
  match(_ctx, ev, _spec, w) {
    if (ev.type !== 'SetInMotion' || ev.objectId !== w.id || w.lki) return [];
    return [{ player: ev.player }];
  },
};
