/**
 * Paying a loyalty cost (CR 606.4): the loyalty symbol of a loyalty ability puts loyalty counters
 * on its permanent (+N) or removes them (−N); 0 does neither. Whether it can be paid (606.5) is
 * checked with the rest of the cost (costs.ts).
 */
import type { CostSpec } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { emit, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';

/**
 * A loyalty cost (CR 606.4): +N puts N loyalty counters on the permanent, −N removes N, 0 does
 * nothing; −X removes the X announced for the activation (`t.x`, CR 107.3, 602.2b).
 */
export function payLoyalty(ctx: Ctx, t: unknown, obj: GameObject, cost: CostSpec): 'done' | 'wait' {
  // The activation task (casting/activate.ts) carries the X announced for it.
  const n = cost.loyaltyX ? -((t as { x?: number }).x ?? 0) : cost.loyalty;
  if (!n) return 'done';
  const name = displayName(ctx, obj);
  const count = Math.abs(n);
  const counters = `${count} loyalty counter${count === 1 ? '' : 's'}`;
  const base = { objectId: obj.id, counter: 'loyalty', count, rule: RULE.loyaltyCost, objects: [obj.id] };
  const cards = obj.cardId ? [obj.cardId] : [];
  if (n > 0) {
    obj.counters.loyalty = (obj.counters.loyalty ?? 0) + n;
    emit(ctx, {
      type: 'CountersAdded',
      ...base,
      after: obj.counters.loyalty,
      cards,
      text: `${name} got ${counters} to activate its loyalty ability.`,
    });
    return 'done';
  }
  obj.counters.loyalty = (obj.counters.loyalty ?? 0) - count;
  emit(ctx, {
    type: 'CountersRemoved',
    ...base,
    cards,
    text: `${counters} ${count === 1 ? 'was' : 'were'} removed from ${name} to activate its loyalty ability.`,
  });
  return 'done';
}
