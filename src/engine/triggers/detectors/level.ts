/** "When this Class becomes level N" (CR 716.2a): the Class's own level became N. The data: `permanent`. */
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';

export const becomesLevel: TriggerDetector<'becomesLevel'> = {
  rule: RULE.classLevel,
  events: ['ClassLevelGained'],
  match(_ctx, ev, spec, w) {
    if (ev.type !== 'ClassLevelGained' || ev.objectId !== w.id || w.lki || w.moved) return [];
    return ev.level === spec.level ? [{ permanent: w.id }] : [];
  },
};
