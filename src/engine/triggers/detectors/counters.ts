/**
 * "Whenever one or more +1/+1 counters are put on ~" (CR 122.6): counters of that kind were put
 * on a permanent the subject names — also as it entered with them (122.6), which its own
 * abilities see, as it is then on the battlefield. The data: `permanent`, `amount`.
 */
export const countersPut: TriggerDetector<'countersPut'> = {
  rule: RULE.countersPut,
  events: ['CountersAdded'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'CountersAdded' || ev.counter !== spec.counter || ev.count <= 0) return [];
    if (w.moved || w.lki) return [];
    const obj = peek(ctx, ev.objectId);
    if (!obj || obj.zone !== 'battlefield' || !subjectMatches(ctx, spec.what, w, obj)) return [];
    return [{ permanent: obj.id, amount: ev.count }];
  },
};

/**
 * "When the last time counter is removed from this permanent" (vanishing, CR 702.63a): counters
 * of that kind were removed from the watcher itself, and none of that kind is left on it. The
 * data is empty.
 */
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import { subjectMatches } from '../subject';
import type { TriggerDetector } from '../watcher';

export const lastCounterRemoved: TriggerDetector<'lastCounterRemoved'> = {
  rule: RULE.trigger,
  events: ['CountersRemoved'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'CountersRemoved' || ev.objectId !== w.id || ev.counter !== spec.counter || ev.count <= 0)
      return [];
    if (w.moved || w.lki) return [];
    const obj = peek(ctx, w.id);
    return obj && !(obj.counters[spec.counter] ?? 0) ? [{}] : [];
  },
};
