/**
 * "When the last time counter is removed from this permanent" (vanishing, CR 702.63a): counters
 * of that kind were removed from the watcher itself, and none of that kind is left on it. The
 * data is empty.
 */
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
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
