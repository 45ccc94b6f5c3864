/**
 * Where a static "can't win the game" / "can't lose the game" (CR 101.2) is asked: installed by
 * zones/game-outcome.ts, which loads with the cards that have one; absent, nothing bars either.
 */
import type { Ctx } from '../state/context';
import type { GameObject, PlayerId } from '../state/types';

/**
 * `barredBy(ctx, player, outcome)`: the permanent whose static ability says `player` can't
 * `outcome` the game ('win': 104.2b; 'lose': 104.3), or null when none does; `zeroLife`: the loss
 * is the state-based action for 0 or less life (704.5a).
 */
export const OUTCOME: {
  barredBy?: (ctx: Ctx, player: PlayerId, outcome: 'win' | 'lose', zeroLife?: boolean) => GameObject | null;
} = {};
