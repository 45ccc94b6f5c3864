/**
 * Shield counters (CR 122.1c): if a permanent with a shield counter on it would be destroyed,
 * instead one shield counter is removed from it; if it would be dealt damage, that damage is
 * prevented and one shield counter removed. The damage half is a prevention effect: damage that
 * can't be prevented is dealt, and a shield counter is still removed (615.12,
 * zones/unpreventable.ts). When a regeneration shield or a
 * prevention shield would also apply, the shield counter is used first (the rules let the
 * affected permanent's controller choose the order, CR 616.1; the engine doesn't ask).
 */
import { displayName } from '../derived/characteristics';
import { emit, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';

/**
 * If `obj` has a shield counter, removes one and says what it replaced (`would`: "be dealt 3
 * damage by Shock", "be destroyed (…)"); returns whether it did.
 */
export function useShieldCounter(ctx: Ctx, obj: GameObject, would: string): boolean {
  const n = obj.counters.shield ?? 0;
  if (n <= 0) return false;
  if (n === 1) delete obj.counters.shield;
  else obj.counters.shield = n - 1;
  emit(ctx, {
    type: 'CountersRemoved',
    objectId: obj.id,
    counter: 'shield',
    count: 1,
    rule: RULE.shieldCounter,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${displayName(ctx, obj)} would ${would}; a shield counter was removed from it instead.`,
  });
  return true;
}
