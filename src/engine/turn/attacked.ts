/**
 * What an attacking creature attacks (CR 506.3, 508.1b): the defending player, or a planeswalker
 * that player controls, chosen as attackers are declared. A planeswalker stops being attacked
 * when it is removed from combat (CR 506.4: it left the battlefield, stopped being a
 * planeswalker, or changed control); the creatures attacking it keep attacking but attack
 * nothing (506.4c): they can be blocked, and unblocked they deal no combat damage. A battle whose
 * protector is the defending player is attacked as a planeswalker is (CR 310.8, 506.2; the check
 * loads with battles, turn/battles.ts).
 */
import { displayName, hasType } from '../derived/characteristics';
import { peek, type Ctx } from '../state/context';
import type { Refusal } from '../derived/keywords';
import { RULE } from '../state/rules';
import type { EntityId, GameObject, ObjectId, PlayerId } from '../state/types';

/**
 * Code that loads with battles (turn/battles.ts, installed by ../every-step.ts): why the battle
 * `o` can't be attacked by creatures whose defending player is `defender` (CR 508.1b, 310.8).
 */
export const LAZY_ATTACKED: { battle?: (ctx: Ctx, defender: PlayerId, o: GameObject) => Refusal | null } = {};

/** Why `id` (a planeswalker or battle) can't be attacked by the active player's creatures now (CR 508.1b), or null if it can. */
export function planeswalkerAttackRefusal(ctx: Ctx, defender: PlayerId, id: ObjectId): Refusal | null {
  const o = peek(ctx, id);
  if (o?.zone === 'battlefield' && LAZY_ATTACKED.battle && hasType(ctx, o, 'battle'))
    return LAZY_ATTACKED.battle(ctx, defender, o);
  if (!o || o.zone !== 'battlefield' || !hasType(ctx, o, 'planeswalker'))
    return {
      reason: `${o ? displayName(ctx, o) : id} is not a planeswalker on the battlefield`,
      rule: RULE.attackPlaneswalker,
    };
  if (o.controller !== defender)
    return {
      reason: `${displayName(ctx, o)} is not controlled by the defending player (${defender})`,
      rule: RULE.attackPlaneswalker,
    };
  return null;
}

/** The planeswalkers the active player's creatures may attack: those the defending player controls (CR 508.1b). */
export function attackablePlaneswalkers(ctx: Ctx, defender: PlayerId): ObjectId[] {
  return ctx.s.battlefield.filter((id) => !planeswalkerAttackRefusal(ctx, defender, id));
}

/** The planeswalker `attacker` was declared attacking and still attacks, if any (CR 506.4). */
function attackedPlaneswalker(ctx: Ctx, attacker: ObjectId): GameObject | null {
  const combat = ctx.s.combat;
  const id = combat?.attacks?.[attacker];
  const defender = combat?.attackers[attacker];
  // "": removed from combat by a change of control (see CombatState.attacks).
  if (!id || !defender) return null;
  return planeswalkerAttackRefusal(ctx, defender, id) ? null : (peek(ctx, id) ?? null);
}

/**
 * What `attacker` attacks now: the defending player, the planeswalker it attacks, or null when
 * it attacks nothing (not attacking, or its planeswalker was removed from combat, CR 506.4c).
 */
export function attackedBy(ctx: Ctx, attacker: ObjectId): EntityId | null {
  const combat = ctx.s.combat;
  const defender = combat?.attackers[attacker];
  if (!defender) return null;
  if (!combat.attacks || !(attacker in combat.attacks)) return defender;
  return attackedPlaneswalker(ctx, attacker)?.id ?? null;
}
