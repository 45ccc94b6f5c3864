/**
 * CR 704.5z: a player who controls a permanent with start your engines! and has no speed gets
 * speed 1 (702.179). Loaded with the cards that have the keyword (every-step.ts), into
 * LAZY_SBA_CHECKS; performed by perform.ts (`speed`).
 */
import { displayName, hasKeyword } from '../../derived/characteristics';
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import { PLAYERS } from '../../state/types';
import { enginesPossible } from '../../triggers/speed';
import type { SbaRuleCheck } from '../plan';
import { LAZY_SBA_CHECKS } from './index';

export const speedStarts: SbaRuleCheck = {
  rule: RULE.sbaSpeed,
  check({ ctx, plan }) {
    const without = PLAYERS.filter((p) => ctx.s.players[p].speed === undefined && !ctx.s.players[p].lost);
    if (!without.length || !enginesPossible(ctx)) return;
    for (const player of without) {
      for (const id of ctx.s.battlefield) {
        const o = peek(ctx, id);
        if (!o || o.controller !== player || !hasKeyword(ctx, o, 'start your engines')) continue;
        plan.push({
          kind: 'speed',
          id,
          player,
          rule: RULE.sbaSpeed,
          why: `${player} controls ${displayName(ctx, o)}, which has start your engines!, and has no speed, so ${player}'s speed becomes 1`,
        });
        break;
      }
    }
  },
};

LAZY_SBA_CHECKS.push(speedStarts);
