/**
 * CR 704.5j, the legend rule: a player who controls two or more legendary permanents with the
 * same name chooses one; the rest go to their owners' graveyards. Exemptions ("the legend rule
 * doesn't apply to Spiders you control", 101.1) come from static abilities.
 */
import { namesOf } from '../../derived/characteristics';
import { legendRuleExempt } from '../../derived/restrictions';
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import type { GameObject, ObjectId } from '../../state/types';
import type { LegendGroup, SbaRuleCheck } from '../plan';

export const legendRule: SbaRuleCheck = {
  rule: RULE.sbaLegend,
  check({ ctx, board, groups }) {
    const legends: GameObject[] = [];
    for (const id of board.legends) {
      const o = peek(ctx, id);
      if (o) legends.push(o);
    }
    if (legends.length < 2) return;
    const counted = legends.filter((o) => !legendRuleExempt(ctx, o));
    const seen = new Set<ObjectId>();
    for (const o of counted) {
      if (seen.has(o.id)) continue;
      const names = namesOf(ctx, o);
      const same = counted.filter(
        (x) => x.controller === o.controller && namesOf(ctx, x).some((n) => names.includes(n)),
      );
      same.forEach((x) => seen.add(x.id));
      if (same.length > 1)
        groups.push({ player: o.controller, name: names[0] ?? '', ids: same.map((x) => x.id) } satisfies LegendGroup);
    }
  },
};
