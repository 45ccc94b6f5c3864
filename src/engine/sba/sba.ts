/**
 * State-based actions (CR 704): checked whenever a player would receive priority (117.5,
 * 704.3), all applicable ones performed at once, repeated until none apply. One check per
 * 704.5 sub-rule (checks/): a, b, d, e, f, g, h (deathtouch), i (planeswalkers), j (the legend
 * rule, with the player choosing which to keep and exemptions such as Spider-Verse's), m, n, p,
 * q, s (Sagas). 704.5g and 704.5h destroy (zones/destroy.ts: indestructible 702.12b, regeneration 701.19a);
 * an indestructible creature is not even put in the plan, so the check settles.
 */
import { hasType } from '../derived/characteristics';
import { staticIndex } from '../derived/statics';
import { peek, type Ctx } from '../state/context';
import { LAZY_SBA_CHECKS, SBA_CHECKS } from './checks';
import type { LegendGroup, SbaAction, SbaCheck } from './plan';

export type { SbaAction, SbaTask } from './plan';
export { performStateBasedActions, runSbaTask } from './perform';

/** Every state-based action that applies now (none performed yet). */
export function findStateBasedActions(ctx: Ctx): { plan: SbaAction[]; groups: LegendGroup[] } {
  // Only the permanents each rule can apply to are looked at (board-cache.ts).
  const idx = staticIndex(ctx);
  const board = idx.board;
  // When a static ability changes types, any permanent may be a creature now (Living Lands), and
  // so may one a resolved effect made a creature (a land animated, earthbend: CR 611.2, 613.1d).
  const animated = ctx.s.effects.some((e) => e.addTypes?.types?.includes('creature'));
  const creatures =
    idx.uses.types || animated
      ? ctx.s.battlefield.filter((id) => {
          const o = peek(ctx, id);
          return !!o && hasType(ctx, o, 'creature');
        })
      : board.creatures;
  const c: SbaCheck = { ctx, idx, board, creatures, plan: [], groups: [] };
  for (const check of SBA_CHECKS) check.check(c);
  for (const check of LAZY_SBA_CHECKS) check.check(c);
  return { plan: c.plan, groups: c.groups };
}
