/**
 * Kicker, buyback and offspring (CR 702.33a, 702.27a, 702.175a): optional additional costs,
 * announced with the others (601.2b) and asked only when the total cost with it could be paid. Loaded with the cards
 * that have them (./cost-keywords.ts), not with the engine.
 */
import { displayName } from '../derived/characteristics';
import type { Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import type { OptionalCost, OptionalCostKey } from './cost-keywords';

/** The cast task's field each optional cost's announcement sets. */
const KEYS = { kicker: 'kicked', buyback: 'boughtBack', offspring: 'offspring' } as const;

/** What paying it does, said in its question. */
const HINTS = {
  kicker: '',
  buyback: ' (it returns to your hand as it resolves)',
  offspring: ' (a 1/1 token copy of it is created as it enters)',
} as const;

/**
 * Announces whether `extra` (a kicker, buyback or offspring cost) is paid: sets `t.kicked`,
 * `t.boughtBack` or `t.offspring` from the answer, to false when `payable` says the total with it couldn't be paid,
 * else asks ('wait').
 */
export function announceOptionalCost(
  ctx: Ctx,
  t: Asking & { player: PlayerId; kicked?: boolean; boughtBack?: boolean; offspring?: boolean },
  obj: GameObject,
  extra: OptionalCost,
  payable: (key: OptionalCostKey) => boolean,
): 'done' | 'wait' {
  const key = KEYS[extra.kind];
  if (t[key] !== undefined) return 'done';
  const ans = takeAnswer(t);
  if (typeof ans === 'boolean') t[key] = ans;
  else if (!payable(key)) t[key] = false;
  else
    return ask(ctx, {
      player: t.player,
      kind: 'may',
      purpose: extra.kind,
      rule: RULE[extra.kind],
      about: obj.id,
      prompt: `Pay the ${extra.kind} ${extra.mana} as an additional cost for ${displayName(ctx, obj)}${HINTS[extra.kind]}?`,
    });
  return 'done';
}
