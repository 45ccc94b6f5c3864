/**
 * Split second (CR 702.61a): "As long as this spell is on the stack, players can't cast other
 * spells or activate abilities that aren't mana abilities." Mana abilities, special actions
 * (playing a land, turning a face-down permanent face up, 702.61b) and triggered abilities are
 * not stopped; the check is made wherever a spell is cast or a non-mana ability activated.
 */
import { displayName } from '../derived/characteristics';
import { keywordWith } from '../derived/keywords';
import { peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { ObjectId } from '../state/types';

/**
 * Why nothing may be cast or activated now because a spell with split second is on the stack
 * (other than `except`, the object being cast itself), or null.
 */
export function splitSecondRefusal(ctx: Ctx, except?: ObjectId): { reason: string; rule: string } | null {
  for (const id of ctx.s.stack) {
    if (id === except) continue;
    const obj = peek(ctx, id);
    if (!obj || obj.zone !== 'stack' || !obj.spell || !keywordWith(ctx, obj, 'locksStack')) continue;
    return {
      reason: `${displayName(ctx, obj)} has split second: while it is on the stack, players can't cast spells or activate abilities that aren't mana abilities`,
      rule: RULE.splitSecond,
    };
  }
  return null;
}
