/**
 * "Whenever the Ring tempts you" and "Whenever you choose a creature as your Ring-bearer" (CR
 * 701.54a): the Ring tempted the watcher's controller (../../resolution/steps/ring.ts). The
 * first triggers even when they control no creature; the second only when one was chosen. The
 * data: `player`, and `object`, the Ring-bearer, when one was chosen.
 */
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';

export const ringTempts: TriggerDetector<'ringTempts'> = {
  rule: RULE.ringTempts,
  events: ['RingTempted'],
  match(_ctx, ev, spec, w) {
    if (ev.type !== 'RingTempted' || w.moved || w.lki || ev.player !== w.obj.controller) return [];
    if (spec.chose && !ev.bearer) return [];
    return [{ player: ev.player, ...(ev.bearer ? { object: ev.bearer } : {}) }];
  },
};
