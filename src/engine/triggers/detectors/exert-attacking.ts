/**
 * "You may exert ~ as it attacks. When you do, …" (CR 701.43a, 603.12): the reflexive ability of
 * the creature exerted as it was declared an attacker (../../turn/exert-attacking.ts, which this
 * module loads, asks). No data.
 */
import { RULE } from '../../state/rules';
import '../../turn/exert-attacking';
import type { TriggerDetector } from '../watcher';

export const exertedAttacking: TriggerDetector<'exertedAttacking'> = {
  rule: RULE.exert,
  events: ['ExertedAttacking'],
  match(_ctx, ev, _spec, w) {
    if (ev.type !== 'ExertedAttacking' || ev.objectId !== w.id || w.lki) return [];
    return [{}];
  },
};
