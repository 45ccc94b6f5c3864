/**
 * CR 704.5y: if a permanent has more than one Role controlled by the same player attached to it,
 * each of those Roles except the one with the newest timestamp is put into its owner's graveyard.
 * Loaded with the cards that create Roles (every-step.ts), into LAZY_SBA_CHECKS.
 */
import { hasSubtype } from '../../derived/characteristics';
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import type { GameObject } from '../../state/types';
import type { SbaRuleCheck } from '../plan';
import { LAZY_SBA_CHECKS } from './index';

export const rolesOnePerPlayer: SbaRuleCheck = {
  rule: RULE.sbaRoles,
  check({ ctx, board, plan }) {
    // The newest Role of each controller on each permanent (highest timestamp).
    const newest = new Map<string, GameObject>();
    const roles: GameObject[] = [];
    for (const id of board.auras) {
      const o = peek(ctx, id);
      if (!o?.attachedTo || !hasSubtype(ctx, o, 'Role')) continue;
      roles.push(o);
      const key = `${o.attachedTo}|${o.controller}`;
      const had = newest.get(key);
      if (!had || o.timestamp > had.timestamp) newest.set(key, o);
    }
    for (const o of roles)
      if (newest.get(`${o.attachedTo}|${o.controller}`) !== o)
        plan.push({
          kind: 'graveyard',
          id: o.id,
          rule: RULE.sbaRoles,
          why: `a newer Role its controller controls is attached to the same permanent, so only the newest stays`,
        });
  },
};

LAZY_SBA_CHECKS.push(rolesOnePerPlayer);
