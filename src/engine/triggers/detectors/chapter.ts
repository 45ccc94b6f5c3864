/**
 * Chapter abilities (CR 714.2b): "{rN} — [Effect]" triggers when one or more lore counters are
 * put onto the Saga itself, if the number of lore counters on it was less than N and became at
 * least N. Putting several counters on at once can trigger several chapters; removing counters
 * triggers nothing, and the chapters trigger again once counters bring the number back up.
 */
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';

export const chapter: TriggerDetector<'chapter'> = {
  rule: RULE.chapterTrigger,
  events: ['CountersAdded'],
  match(_ctx, ev, spec, w) {
    if (ev.type !== 'CountersAdded' || ev.counter !== 'lore' || ev.objectId !== w.id || w.lki || w.moved) return [];
    const before = ev.after - ev.count;
    return before < spec.chapter && ev.after >= spec.chapter ? [{ permanent: w.id }] : [];
  },
};
