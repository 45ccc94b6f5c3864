/**
 * "You may exert ~ as it attacks. When you do, …" (CR 701.43a, 603.12): the reflexive ability of
 * the creature exerted as it was declared an attacker (../../turn/exert-attacking.ts, which this
 * module loads, asks). No data. And "Whenever you exert a creature", as it attacks or to pay a cost.
 */
import { RULE } from '../../state/rules';
import { liveObject } from '../../state/context';
import { enlistInstances } from '../../derived/enlist-instances';
import '../../turn/exert-attacking';
import type { TriggerDetector } from '../watcher';

export const exertedAttacking: TriggerDetector<'exertedAttacking'> = {
  rule: RULE.exert,
  events: ['ExertedAttacking'],
  match(_ctx, ev, spec, w) {
    // The choice alone ("You may exert ~ as it attacks." with no "When you do") never triggers.
    if (ev.type !== 'ExertedAttacking' || ev.objectId !== w.id || w.lki || spec.choiceOnly) return [];
    return [{}];
  },
};

/** "Whenever you exert a creature" (CR 701.43a): the watcher's controller exerted one. The data: `permanent`. */
export const exerts: TriggerDetector<'exerts'> = {
  rule: RULE.exert,
  events: ['Exerted'],
  match(_ctx, ev, _spec, w) {
    if (ev.type !== 'Exerted' || w.lki || w.moved || ev.player !== w.obj.controller) return [];
    return [{ permanent: ev.objectId }];
  },
};

/**
 * Enlist (CR 702.154a): the watcher enlisted a creature as it attacked (../../turn/exert-attacking.ts
 * asks). An enlist instance's own reflexive ability triggers only for its own enlisting; "Whenever
 * this creature enlists a creature" for each. The data: `permanent` (the creature tapped).
 */
export const enlisted: TriggerDetector<'enlisted'> = {
  rule: RULE.enlist,
  events: ['Enlisted'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'Enlisted' || ev.objectId !== w.id || w.lki || w.moved) return [];
    if (spec.keyword) {
      const o = liveObject(ctx, w.id);
      if (!o || enlistInstances(ctx, o).indexOf(spec) !== ev.instance) return [];
    }
    return [{ permanent: ev.enlisted }];
  },
};
