/**
 * Cost parts whose number is X (CR 107.3): "Remove X +1/+1 counters from ~", "Tap X untapped
 * artifacts you control", "Pay X {E}"; a spell's "pay X life", "sacrifice X creatures", "exile X
 * cards from your graveyard", "discard X land cards". X is announced as the ability is activated
 * or the spell is cast (602.2b, 601.2b), before its targets; the player can't announce an X the
 * cost can't pay (118.3), and each part then pays X (601.2h). An X of 0 pays nothing of that part.
 * Loaded with the cards that have such a cost (./lazy-activation-costs.ts).
 */
import type { CostSpec } from '../state/card-def';
import type { Ctx } from '../state/context';
import type { GameObject, PlayerId } from '../state/types';
import { costRefusal } from './costs';

/** `cost` with each of its X parts paying `x` (`costX` gone); a part that would pay 0 is dropped. */
export function withCostX(cost: CostSpec, x: number): CostSpec {
  const parts = cost.costX;
  if (!parts) return cost;
  const { costX: _, ...fixed } = cost;
  for (const part of parts) {
    if (x <= 0) {
      delete fixed[part];
      continue;
    }
    if (part === 'payEnergy' || part === 'payLife') fixed[part] = x;
    else if (part === 'sacrifice' && fixed.sacrifice) fixed.sacrifice = { ...fixed.sacrifice, count: x };
    else if (part === 'removeCounters' && fixed.removeCounters)
      fixed.removeCounters = { ...fixed.removeCounters, count: x };
    else if (part === 'tapUntapped' && fixed.tapUntapped) fixed.tapUntapped = { ...fixed.tapUntapped, count: x };
    else if (part === 'moveChosen' && fixed.moveChosen) fixed.moveChosen = { ...fixed.moveChosen, count: x };
    else if (part === 'discard' && fixed.discard) fixed.discard = { ...fixed.discard, count: x };
  }
  return fixed;
}

/**
 * The greatest X, from 0 to `cap`, for which `player` could pay `cost` for `obj` now (CR 118.3,
 * 601.2b): what the X parts can pay (counters on it, untapped permanents, energy, life, cards).
 * The other parts are checked as before (0 when even X = 0 can't be paid).
 */
export function maxCostX(ctx: Ctx, obj: GameObject, cost: CostSpec, player: PlayerId, cap: number): number {
  let x = 0;
  while (x < cap && !costRefusal(ctx, obj, withCostX(cost, x + 1), player)) x++;
  return x;
}
