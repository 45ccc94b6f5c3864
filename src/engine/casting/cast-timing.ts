/**
 * When a spell may be cast (CR 117.1a, 307.1, 601.3): an instant — or a spell with flash
 * (CR 702.8a) — any time its caster has priority; anything else only in its caster's main phase
 * while the stack is empty. A card's own timing restriction narrows that (CR 601.3): "only during
 * combat before blockers are declared", "only during your declare attackers step", "only during
 * the declare blockers step", "only before the combat damage step", "only during an opponent's
 * turn", "and only if you've been attacked this step" (a creature attacks its caster, 508.1), "only
 * if you control two or more Vampires" (a condition).
 */
import type { CastTiming } from '../state/card-def';
import type { Ctx } from '../state/context';
import { RULE } from '../state/rules';
import { STEP_NAMES } from '../state/step-names';
import { STEPS, type GameObject, type ObjectId, type PlayerId } from '../state/types';
import { READER } from '../derived/characteristics';
import { conditionHolds } from '../derived/static-values';

/**
 * Whether a static ability lets `player` cast `card` (as its half or Adventure `half`) as though
 * it had flash (CR 601.3): installed by ./flash-grants.ts, which loads with the cards that have one.
 */
export const LAZY_FLASH: {
  granted?: (ctx: Ctx, player: PlayerId, card: GameObject, half: string | null) => boolean;
} = {};

/** A reason a card can't be cast now, with the rule. */
export interface TimingRefusal {
  reason: string;
  rule: string;
}

/** The timing a spell normally has (CR 117.1a, 307.1); `instantSpeed` for instants and flash (702.8a). */
export function normalTimingRefusal(ctx: Ctx, player: PlayerId, instantSpeed: boolean): TimingRefusal | null {
  if (instantSpeed) return null;
  const t = ctx.s.turn;
  if (t.active !== player)
    return {
      reason: "only an instant (or a spell with flash) can be cast during another player's turn",
      rule: RULE.normalTiming,
    };
  if (t.step !== 'main1' && t.step !== 'main2')
    return { reason: 'a non-instant spell can be cast only in a main phase', rule: RULE.normalTiming };
  if (ctx.s.stack.length)
    return { reason: 'a non-instant spell can be cast only while the stack is empty', rule: RULE.normalTiming };
  return null;
}

/** Why the card's (`source`'s) own timing restriction forbids casting it now, or null (CR 601.3). */
export function castTimingRefusal(
  ctx: Ctx,
  player: PlayerId,
  timing: CastTiming | undefined,
  source: ObjectId,
): TimingRefusal | null {
  if (!timing) return null;
  if (typeof timing === 'object' && 'onlyIf' in timing)
    return conditionHolds(ctx, READER, { you: player, source }, timing.onlyIf)
      ? null
      : { reason: "this spell's condition for casting it doesn't hold", rule: RULE.castPermission };
  const step = ctx.s.turn.step;
  if (timing === 'duringCombatBeforeBlockers') {
    return step === 'beginCombat' || step === 'declareAttackers'
      ? null
      : { reason: 'this spell can be cast only during combat before blockers are declared', rule: RULE.castPermission };
  }
  if ('onlyBefore' in timing) {
    return STEPS.indexOf(step) < STEPS.indexOf(timing.onlyBefore)
      ? null
      : { reason: `this spell can be cast only before ${STEP_NAMES[timing.onlyBefore]}`, rule: RULE.castPermission };
  }
  const yours = timing.yourTurnOnly ? 'your ' : timing.opponentTurnOnly ? "an opponent's " : '';
  if (timing.yourTurnOnly ? ctx.s.turn.active !== player : timing.opponentTurnOnly && ctx.s.turn.active === player) {
    return {
      reason: `this spell can be cast only during ${yours}${timing.onlyDuring.map((s) => STEP_NAMES[s].replace(/^the /, '')).join(' or ')}`,
      rule: RULE.castPermission,
    };
  }
  if (!timing.onlyDuring.includes(step)) {
    return {
      reason: `this spell can be cast only during ${timing.onlyDuring.map((s) => (yours ? `${yours}${STEP_NAMES[s].replace(/^the /, '')}` : STEP_NAMES[s])).join(' or ')}`,
      rule: RULE.castPermission,
    };
  }
  if (timing.attackedOnly && !Object.values(ctx.s.combat?.attackers ?? {}).includes(player))
    return { reason: 'this spell can be cast only if you have been attacked this step', rule: RULE.castPermission };
  return null;
}
