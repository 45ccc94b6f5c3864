/**
 * "When ~ is turned face up", "Whenever a permanent is turned face up" (CR 708.8, 702.37e): the
 * permanent is the same object, now with its card's characteristics and abilities, so its own
 * "turned face up" abilities see the event. The data: `permanent`.
 */
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import { subjectMatches } from '../subject';
import type { TriggerDetector } from '../watcher';

export const turnedFaceUp: TriggerDetector<'turnedFaceUp'> = {
  rule: RULE.turnedFaceUpTrigger,
  events: ['TurnedFaceUp'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'TurnedFaceUp') return [];
    const obj = peek(ctx, ev.objectId);
    if (!obj || obj.zone !== 'battlefield' || !subjectMatches(ctx, spec.what, w, obj)) return [];
    return [{ permanent: obj.id }];
  },
};
