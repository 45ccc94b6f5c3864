/**
 * "Whenever a creature you control explores", "Whenever ~ connives" (CR 701.44b, 701.50b): a
 * permanent explores or connives once the whole process is done, even if some or all of it was
 * impossible, and even after it left the battlefield (then matched as it last existed there).
 * Once for each time. The data: `permanent`.
 */
import { peek } from '../../state/context';
import { getLki } from '../../state/object-table';
import { RULE } from '../../state/rules';
import { subjectMatches } from '../subject';
import type { TriggerDetector } from '../watcher';

export const permanentAction: TriggerDetector<'permanentAction'> = {
  rule: RULE.explored,
  events: ['PermanentKeywordAction'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'PermanentKeywordAction' || ev.action !== spec.action || w.moved || w.lki) return [];
    const live = peek(ctx, ev.objectId);
    const obj = live?.zone === 'battlefield' ? live : getLki(ctx.s, ev.objectId)?.object;
    if (!obj || !subjectMatches(ctx, spec.what, w, obj)) return [];
    return [{ permanent: ev.objectId, ...(ev.amount !== undefined ? { amount: ev.amount } : {}) }];
  },
};
