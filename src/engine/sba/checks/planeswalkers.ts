/** CR 704.5i: a planeswalker with 0 loyalty goes to its owner's graveyard. */
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import type { SbaRuleCheck } from '../plan';

export const planeswalkerLoyalty: SbaRuleCheck = {
  rule: RULE.sbaPlaneswalker,
  check({ ctx, board, plan }) {
    for (const id of board.planeswalkers) {
      const o = peek(ctx, id);
      if (o && (o.counters.loyalty ?? 0) <= 0)
        plan.push({ kind: 'graveyard', id, rule: RULE.sbaPlaneswalker, why: 'it has no loyalty counters' });
    }
  },
};
