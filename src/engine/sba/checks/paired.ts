/**
 * Soulbond (CR 702.95c): a paired creature becomes unpaired when either creature stops being a
 * creature, leaves the battlefield or comes under another player's control — for good, even if it
 * later becomes a creature again or control returns. Not a state-based action (nothing is put in
 * the plan and nothing is logged as one): as the state-based actions are checked, a pair that no
 * longer holds (derived/paired.ts reads it as unpaired from the moment it failed) is forgotten, so
 * it can't hold again. Only in a game being played (a writable context), never in a read.
 * Loaded with the cards that have soulbond (every-step.ts), into LAZY_SBA_CHECKS.
 */
import { partnerOf } from '../../derived/paired';
import { liveObject, peek } from '../../state/context';
import { RULE } from '../../state/rules';
import type { SbaRuleCheck } from '../plan';
import { LAZY_SBA_CHECKS } from './index';

export const pairsEnd: SbaRuleCheck = {
  rule: RULE.soulbond,
  check({ ctx }) {
    if (!ctx.cow) return;
    for (const id of ctx.s.battlefield) {
      const o = peek(ctx, id);
      if (!o?.pairedWith || partnerOf(ctx, o)) continue;
      const w = liveObject(ctx, id);
      if (w) delete w.pairedWith;
    }
  },
};

LAZY_SBA_CHECKS.push(pairsEnd);
