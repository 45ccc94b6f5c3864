/**
 * CR 704.5q: if a permanent has both +1/+1 and -1/-1 counters, N of each are removed, N being
 * the smaller number. Only creatures and attached permanents get such counters here (a scenario
 * may set them on any permanent: those are checked once the board is classified again).
 */
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import type { SbaRuleCheck } from '../plan';

export const countersAnnihilate: SbaRuleCheck = {
  rule: RULE.sbaCounters,
  check({ ctx, board, creatures, plan }) {
    for (const id of [...creatures, ...board.attachedOthers]) {
      const o = peek(ctx, id);
      const plus = o?.counters['+1/+1'];
      const minus = o?.counters['-1/-1'];
      if (plus && minus) plan.push({ kind: 'annihilate', id, n: Math.min(plus, minus) });
    }
  },
};
