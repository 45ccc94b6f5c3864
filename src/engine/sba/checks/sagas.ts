/**
 * CR 704.5s (714.4): a Saga with chapter abilities whose lore counters reached its final chapter
 * number is sacrificed, once no chapter ability of it has triggered and not yet left the stack
 * (the last chapter resolves, or is countered, first). Loaded with the cards that have chapter
 * abilities (every-step.ts: their trigger loads with the whole trigger table), into
 * LAZY_SBA_CHECKS.
 */
import { defOf, peek } from '../../state/context';
import { chapterPending, finalChapter } from '../../derived/sagas';
import { RULE } from '../../state/rules';
import type { SbaRuleCheck } from '../plan';
import { LAZY_SBA_CHECKS } from './index';

export const sagaSacrificed: SbaRuleCheck = {
  rule: RULE.sbaSaga,
  check({ ctx, board, plan }) {
    for (const id of board.sagas) {
      const o = peek(ctx, id);
      if (!o) continue;
      const last = finalChapter(defOf(ctx, o));
      if (!last || (o.counters.lore ?? 0) < last || chapterPending(ctx, o)) continue;
      plan.push({
        kind: 'graveyard',
        id,
        rule: RULE.sbaSaga,
        why: `it has ${o.counters.lore} lore counter${o.counters.lore === 1 ? '' : 's'}, its final chapter is ${last} and no chapter ability of it waits on the stack, so its controller sacrificed it`,
      });
    }
  },
};

LAZY_SBA_CHECKS.push(sagaSacrificed);
