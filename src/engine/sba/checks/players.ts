/**
 * CR 704.5a–c: a player with 0 or less life, who drew from an empty library, or with ten or more
 * poison counters loses — unless a static ability says that player can't lose the game (101.2).
 */
import { RULE } from '../../state/rules';
import { PLAYERS } from '../../state/types';
import { OUTCOME } from '../../zones/outcome-hook';
import type { SbaRuleCheck } from '../plan';

export const playerLoses: SbaRuleCheck = {
  rule: RULE.sbaLife,
  check({ ctx, plan }) {
    for (const p of PLAYERS) {
      const ps = ctx.s.players[p];
      // CR 101.2: a player who can't lose the game (Platinum Angel) doesn't, whatever the reason.
      if (ps.lost || OUTCOME.barredBy?.(ctx, p, 'lose')) continue;
      if (ps.life <= 0 && !OUTCOME.barredBy?.(ctx, p, 'lose', true))
        plan.push({ kind: 'lose', player: p, rule: RULE.sbaLife, why: `${p} has ${ps.life} life` });
      else if ((ps.poison ?? 0) >= 10)
        plan.push({ kind: 'lose', player: p, rule: RULE.sbaPoison, why: `${p} has ${ps.poison} poison counters` });
      else if (ps.drewFromEmpty)
        plan.push({ kind: 'lose', player: p, rule: RULE.sbaDraw, why: `${p} tried to draw from an empty library` });
    }
  },
};
