/**
 * "When ~ transforms into ~", "Whenever a permanent you control transforms into a Phyrexian"
 * (CR 701.27a, 712.18): a double-faced permanent turned over. It is the same object, now with the
 * characteristics and abilities of the face that is up (712.8d–e), so the subject is matched as
 * it is immediately after, and an ability of the face it turned to sees the event. Only a
 * `Transformed` event (zones/transform.ts), never a card put onto the battlefield transformed
 * (712.14a). The data: `permanent`.
 */
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import { subjectMatches } from '../subject';
import type { TriggerDetector } from '../watcher';

export const transformed: TriggerDetector<'transformed'> = {
  rule: RULE.transformsIntoTrigger,
  events: ['Transformed'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'Transformed' || w.moved || w.lki) return [];
    const obj = peek(ctx, ev.objectId);
    if (!obj || obj.zone !== 'battlefield' || !subjectMatches(ctx, spec.what, w, obj)) return [];
    return [{ permanent: obj.id }];
  },
};
