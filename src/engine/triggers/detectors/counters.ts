/**
 * "Whenever one or more +1/+1 counters are put on ~" (CR 122.6): counters of that kind were put
 * on a permanent the subject names — also as it entered with them (122.6), which its own
 * abilities see, as it is then on the battlefield; once for each counter (`each`), or only for the
 * Nth of the kind (`nth`). The data: `permanent`, `amount`.
 */
export const countersPut: TriggerDetector<'countersPut'> = {
  rule: RULE.countersPut,
  events: ['CountersAdded'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'CountersAdded' || ev.counter !== spec.counter || ev.count <= 0) return [];
    if (w.moved || w.lki) return [];
    const obj = peek(ctx, ev.objectId);
    if (!obj || obj.zone !== 'battlefield' || !subjectMatches(ctx, spec.what, w, obj)) return [];
    // "When the fourth plan counter is put on ~": this event put the Nth (its count went past N - 1).
    if (spec.nth && !(ev.after - ev.count < spec.nth && spec.nth <= ev.after)) return [];
    // "Whenever a +1/+1 counter is put on ~": once for each counter (CR 603.2c).
    if (spec.each) return Array.from({ length: ev.count }, () => ({ permanent: obj.id, amount: 1 }));
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
