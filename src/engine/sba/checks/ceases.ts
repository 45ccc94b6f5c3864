/**
 * CR 704.5d and 704.5e: a token in a zone other than the battlefield, and a copy of a card or a
 * spell in a zone other than the stack (or the battlefield, for a copy that became a token),
 * cease to exist.
 */
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import { readZone } from '../../state/zone-lists';
import { PLAYERS } from '../../state/types';
import type { SbaRuleCheck } from '../plan';
import { preparedBy } from '../../zones/prepared-copy';

export const tokensAndCopiesCease: SbaRuleCheck = {
  rule: RULE.sbaToken,
  check({ ctx, plan }) {
    for (const p of PLAYERS) {
      if (ctx.s.players[p].lost) continue;
      for (const zone of ['hand', 'library', 'graveyard', 'exile', 'outside'] as const) {
        for (const id of readZone(ctx, zone, p)) {
          const o = peek(ctx, id);
          if (!o) continue;
          const where = zone === 'exile' ? 'in exile' : zone === 'outside' ? 'outside the game' : `in the ${zone}`;
          if (o.token) plan.push({ kind: 'cease', id, rule: RULE.sbaToken, why: `a token ${where} ceases to exist` });
          // The copy of a prepared permanent's prepare spell stays while it is prepared.
          else if (o.copyOf && !preparedBy(ctx, o))
            plan.push({
              kind: 'cease',
              id,
              rule: RULE.sbaCopy,
              why: `a copy (of a card or a spell) ${where} ceases to exist`,
            });
        }
      }
    }
  },
};
