/**
 * The parts of an alternative cost other than its mana (CR 118.9, 601.2h) and its condition: a
 * card's own ("You may sacrifice two Mountains rather than pay this spell's mana cost"; "If you
 * control a Plains, you may tap an untapped creature you control rather than pay this spell's
 * mana cost", checked with "this" the card and "you" its caster) and flashback's life payment
 * ("Flashback—{1}{U}, Pay 3 life"). The cost can be chosen only while its condition holds and
 * those parts can be paid (sacrificing, exiling, returning, tapping, paying life: 119.4); the mana
 * is checked when it is paid.
 */
import type { AltCost, AltCostParts } from '../state/card-def';
import type { Ctx } from '../state/context';
import { READER } from '../derived/characteristics';
import { conditionHolds } from '../derived/static-values';
import { costRefusal } from '../mana/costs';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import type { CastRefusal } from './cast-options';

/**
 * Why a keyword's alternative cost can't be chosen while its condition doesn't hold, in its own
 * words (prowl's and freerunning's: ./prowl-refusal.ts, installed by every-step.ts with the cards
 * that have them); null for another cost's.
 */
export const ALT_CONDITION_REFUSAL: { of?: (a: AltCost) => CastRefusal | null } = {};

/** Why `player` can't cast `obj` for the alternative cost `a` now, or null. */
export function alternativeCostRefusal(ctx: Ctx, a: AltCost, obj: GameObject, player: PlayerId): CastRefusal | null {
  const { cost, condition } = a as AltCostParts;
  if (condition && !conditionHolds(ctx, READER, { you: player, source: obj.id }, condition))
    return ALT_CONDITION_REFUSAL.of?.(a) ?? { reason: 'its condition is not met', rule: RULE.alternativeCost };
  return cost ? costRefusal(ctx, obj, cost, player) : null;
}
