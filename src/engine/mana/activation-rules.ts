/**
 * Who may activate an ability and when (CR 602.2, 602.5), for mana abilities and others alike:
 * from the battlefield only its controller, from a hand or graveyard only the player whose
 * card it is (cycling, CR 702.29a); the cost must be payable (CR 118.3, costs.ts); and the
 * ability's own limits (602.5b–e): "activate only as a sorcery" (602.5d), "only during your
 * upkeep" and other steps, "only during your turn", "no more than twice each turn" and "only once" (counted per
 * object, so a permanent that changes zones starts again, CR 400.7), "only if ..."; and a
 * loyalty ability's own timing, one loyalty ability of a permanent each turn (606.3).
 */
import type { ActivatedSpec } from '../state/card-def';
import { READER } from '../derived/characteristics';
import { conditionHolds } from '../derived/static-values';
import { levelOf } from '../derived/class-level';
import { restrictionsOf } from '../derived/restrictions';
import { defOf, liveObject, type Ctx } from '../state/context';
import { defFlags } from '../derived/def-flags';
import { RULE } from '../state/rules';
import { STEP_NAMES } from '../state/step-names';
import { costRefusal } from './costs';
import { activationsOf, loyaltyActivatedThisTurn, noteActivationOf, noteLoyaltyActivation } from '../state/turn-record';
import type { GameObject, PlayerId } from '../state/types';

export interface Refusal {
  reason: string;
  rule: string;
}

/** How many times ability `index` of `obj` was activated this turn (CR 602.5b). */
export function activationsThisTurn(ctx: Ctx, obj: GameObject, index: number): number {
  return activationsOf(ctx, obj.id, index);
}

/** Records one activation of ability `index` (spec `spec`) of `obj` this turn; a loyalty ability also for CR 606.3. */
export function noteActivation(ctx: Ctx, obj: GameObject, index: number, spec?: ActivatedSpec): void {
  noteActivationOf(ctx, obj.id, index);
  const live = spec?.limits?.once && liveObject(ctx, obj.id);
  if (live) (live.activatedOnce ??= []).push(index);
  if (spec?.cost.loyalty !== undefined) noteLoyaltyActivation(ctx, obj.id);
}

/**
 * Why a loyalty ability of `obj` can't be activated now, or null (CR 606.3): only in its
 * controller's main phase with the stack empty, and only if no loyalty ability of that permanent
 * was activated this turn (a new object after a zone change is another permanent, 400.7).
 */
function loyaltyRefusal(ctx: Ctx, obj: GameObject, player: PlayerId): Refusal | null {
  const t = ctx.s.turn;
  if (t.active !== player || (t.step !== 'main1' && t.step !== 'main2') || ctx.s.stack.length)
    return {
      reason: 'a loyalty ability can be activated only in your main phase, with the stack empty',
      rule: RULE.loyaltyTiming,
    };
  if (loyaltyActivatedThisTurn(ctx, obj.id))
    return {
      reason: 'a loyalty ability of this permanent was already activated this turn (one each turn)',
      rule: RULE.loyaltyTiming,
    };
  return null;
}

function timesWords(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

/** Why the ability's own limits forbid activating it now, or null (CR 602.5). */
function limitRefusal(ctx: Ctx, obj: GameObject, spec: ActivatedSpec, index: number, player: PlayerId): Refusal | null {
  const limits = spec.limits ?? {};
  const t = ctx.s.turn;
  if (spec.cost.loyalty !== undefined) {
    const r = loyaltyRefusal(ctx, obj, player);
    if (r) return r;
  }
  if (spec.sorcerySpeed || limits.sorcerySpeed) {
    if (t.active !== player || (t.step !== 'main1' && t.step !== 'main2') || ctx.s.stack.length) {
      return {
        reason: 'it can be activated only as a sorcery (your main phase, with the stack empty)',
        rule: RULE.sorcerySpeed,
      };
    }
  }
  if (limits.yourTurnOnly && t.active !== player)
    return { reason: 'it can be activated only during your turn', rule: RULE.activateRestriction };
  if (limits.onlyDuring && !limits.onlyDuring.includes(t.step)) {
    return {
      reason: `it can be activated only during ${limits.onlyDuring.map((s) => STEP_NAMES[s]).join(' or ')}`,
      rule: RULE.activateRestriction,
    };
  }
  if (limits.perTurn !== undefined && activationsThisTurn(ctx, obj, index) >= limits.perTurn) {
    return {
      reason: `it can be activated no more than ${timesWords(limits.perTurn)} each turn`,
      rule: RULE.activateRestriction,
    };
  }
  if (limits.once && obj.activatedOnce?.includes(index))
    return { reason: 'it can be activated only once', rule: RULE.activateRestriction };
  if (limits.classLevel !== undefined && levelOf(obj) !== limits.classLevel)
    return {
      reason: `it can be activated only while this Class is level ${limits.classLevel}, and it is level ${levelOf(obj)}`,
      rule: RULE.classLevel,
    };
  if (limits.condition && !conditionHolds(ctx, READER, { you: player, source: obj.id }, limits.condition)) {
    return { reason: 'its "activate only if" condition is not met', rule: RULE.activateRestriction };
  }
  return null;
}

/**
 * Why `player` can't activate ability `index` (spec `spec`) of `obj` now, or null. Targets and
 * the mana part of the cost are checked by the caller.
 */
export function abilityRefusal(
  ctx: Ctx,
  obj: GameObject,
  spec: ActivatedSpec,
  index: number,
  player: PlayerId,
): Refusal | null {
  if (spec.zone) {
    if (obj.zone !== spec.zone || obj.zonePlayer !== player)
      return { reason: `it can be activated only from its owner's ${spec.zone}`, rule: RULE.activate };
  } else {
    // A plane's, scheme's or vanguard's abilities function from the command zone (CR 408.1).
    const functions = obj.zone === 'battlefield' || (obj.zone === 'command' && defFlags(defOf(ctx, obj)).command);
    if (!functions) return { reason: 'it is not on the battlefield', rule: RULE.activate };
    if (obj.controller !== player && !spec.anyPlayer)
      return { reason: `only its controller (${obj.controller}) can activate it`, rule: RULE.activate };
  }
  if (obj.zone === 'battlefield') {
    const cant = restrictionsOf(ctx, obj);
    if (cant.includes('activate') || (cant.includes('activateNonMana') && !spec.mana))
      return { reason: "an effect says its activated abilities can't be activated", rule: RULE.cantBeatsCan };
  }
  return limitRefusal(ctx, obj, spec, index, player) ?? costRefusal(ctx, obj, spec.cost, player);
}
