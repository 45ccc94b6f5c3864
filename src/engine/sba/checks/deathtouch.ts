/**
 * CR 704.5h: a creature with toughness above 0 that was dealt damage by a source with deathtouch
 * since the last check is destroyed (not an indestructible one, 702.12b).
 */
import { characteristicsAt, hasType } from '../../derived/characteristics';
import { keywordWith } from '../../derived/keywords';
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import type { SbaRuleCheck } from '../plan';

export const deathtouchDestroys: SbaRuleCheck = {
  rule: RULE.sbaDeathtouch,
  check({ ctx, plan }) {
    if (!ctx.s.deathtouched.length) return;
    for (const id of ctx.s.deathtouched) {
      const o = peek(ctx, id);
      if (
        !o ||
        o.zone !== 'battlefield' ||
        !hasType(ctx, o, 'creature') ||
        plan.some((a) => a.kind !== 'lose' && a.kind !== 'deathtouchChecked' && a.id === id)
      )
        continue;
      const t = characteristicsAt(ctx, o, 'all').toughness;
      if (t !== null && t > 0 && !keywordWith(ctx, o, 'indestructible'))
        plan.push({
          kind: 'destroy',
          id,
          rule: RULE.sbaDeathtouch,
          why: 'it was dealt damage by a source with deathtouch',
        });
    }
    plan.push({ kind: 'deathtouchChecked' });
  },
};
