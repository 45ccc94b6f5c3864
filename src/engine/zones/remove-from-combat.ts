/**
 * Removing a permanent from combat (CR 506.4): it stops being an attacking, blocking, blocked or
 * unblocked creature. An attacker it was blocking stays blocked (509.1h); creatures blocking an
 * attacker that was removed stay blocking but have nothing to deal damage to (510.1d).
 */
import { displayName } from '../derived/characteristics';
import { emit, peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { ObjectId } from '../state/types';

/** Removes `id` from combat; returns whether it was in combat. `why` ends the log sentence. */
export function removeFromCombat(ctx: Ctx, id: ObjectId, why: string): boolean {
  const combat = ctx.s.combat;
  if (!combat) return false;
  let was = false;
  if (id in combat.attackers) {
    delete combat.attackers[id];
    if (combat.attacks) delete combat.attacks[id];
    combat.blocked = combat.blocked.filter((x) => x !== id);
    was = true;
  }
  if (id in combat.blockers) {
    delete combat.blockers[id];
    delete combat.also?.[id];
    was = true;
  }
  if (was) {
    const o = peek(ctx, id);
    emit(ctx, {
      type: 'Note',
      rule: RULE.removedFromCombat,
      objects: [id],
      cards: o?.cardId ? [o.cardId] : [],
      text: `${o ? displayName(ctx, o) : 'A creature'} was removed from combat ${why}.`,
    });
  }
  return was;
}
