/**
 * Buyback and offspring (CR 702.27a, 702.175a): optional additional costs, announced with the
 * others (601.2b) and asked only when the total cost with it could be paid. Loaded with the cards
 * that have them (./cost-keywords.ts), not with the engine.
 */
import { displayName } from '../derived/characteristics';
import type { Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import type { OptionalCost } from './cost-keywords';

/**
 * Announces whether `extra` (a buyback or offspring cost) is paid: sets `t.boughtBack` or
 * `t.offspring` from the answer, to false when `payable` says the total with it couldn't be paid,
 * else asks ('wait').
 */
export function announceOptionalCost(
  ctx: Ctx,
  t: Asking & { player: PlayerId; boughtBack?: boolean; offspring?: boolean },
  obj: GameObject,
  extra: OptionalCost,
  payable: (key: 'boughtBack' | 'offspring') => boolean,
): 'done' | 'wait' {
  const key = extra.kind === 'offspring' ? 'offspring' : 'boughtBack';
  if (t[key] !== undefined) return 'done';
  const ans = takeAnswer(t);
  if (typeof ans === 'boolean') t[key] = ans;
  else if (!payable(key)) t[key] = false;
  else
    return ask(ctx, {
      player: t.player,
      kind: 'may',
      purpose: extra.kind,
      rule: extra.kind === 'buyback' ? RULE.buyback : RULE.offspring,
      about: obj.id,
      prompt:
        extra.kind === 'buyback'
          ? `Pay the buyback ${extra.mana} as an additional cost for ${displayName(ctx, obj)} (it returns to your hand as it resolves)?`
          : `Pay the offspring ${extra.mana} as an additional cost for ${displayName(ctx, obj)} (a 1/1 token copy of it is created as it enters)?`,
    });
  return 'done';
}
