/**
 * CR 704.5n and 704.5p: Equipment attached to something that isn't a creature on the
 * battlefield (or to a creature with protection from its quality, 702.16d) becomes unattached;
 * so does a permanent that is neither an Aura nor Equipment.
 */
import { hasType } from '../../derived/characteristics';
import { defFlags } from '../../derived/def-flags';
import { keywordTargetRefusal } from '../../derived/keywords';
import { defOf, peek } from '../../state/context';
import { RULE } from '../../state/rules';
import type { SbaRuleCheck } from '../plan';

export const attachmentsUnattach: SbaRuleCheck = {
  rule: RULE.sbaEquipment,
  check({ ctx, board, plan }) {
    for (const id of board.attachedOthers) {
      const o = peek(ctx, id);
      if (!o?.attachedTo) continue;
      const f = defFlags(defOf(ctx, o));
      if (f.equipment) {
        const host = peek(ctx, o.attachedTo);
        if (!host || host.zone !== 'battlefield' || !hasType(ctx, host, 'creature'))
          plan.push({
            kind: 'unattach',
            id,
            rule: RULE.sbaEquipment,
            why: 'Equipment attached illegally becomes unattached',
          });
        else {
          const refusal = keywordTargetRefusal(ctx, host, { kind: 'equip', source: o, controller: o.controller });
          if (refusal)
            plan.push({
              kind: 'unattach',
              id,
              rule: RULE.sbaEquipment,
              why: `Equipment becomes unattached: ${refusal.reason} (CR ${refusal.rule})`,
            });
        }
      } else if (!f.untyped) {
        // A proxy with no type line is of unknown type: leave what it is attached to alone.
        plan.push({
          kind: 'unattach',
          id,
          rule: RULE.sbaUnattach,
          why: 'a permanent that is not an Aura or Equipment becomes unattached',
        });
      }
    }
  },
};
