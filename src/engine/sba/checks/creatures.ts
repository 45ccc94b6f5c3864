/**
 * CR 704.5f and 704.5g: a creature with toughness 0 or less goes to its owner's graveyard; one
 * with lethal damage marked on it is destroyed (an indestructible one isn't, 702.12b;
 * regeneration can replace the destruction, 701.19a).
 */
import { characteristicsAt } from '../../derived/characteristics';
import { defFlags } from '../../derived/def-flags';
import { keywordWith } from '../../derived/keywords';
import { countersLowerToughness } from '../../derived/pt-counters';
import { defOf, peek } from '../../state/context';
import { RULE } from '../../state/rules';
import type { SbaRuleCheck } from '../plan';

export const creatureToughnessAndDamage: SbaRuleCheck = {
  rule: RULE.sbaToughness,
  check({ ctx, idx, creatures, plan }) {
    // A creature can only die to 704.5f/g with damage, counters that lower toughness, a printed
    // toughness of 0 or less, its own static abilities (a characteristic-defining one), or an
    // effect that changes P/T or types; the rest are skipped without computing anything.
    const lowering =
      idx.uses.lowersToughness || idx.uses.types || ctx.s.effects.some((e) => (e.toughness ?? 0) < 0 || e.setBase);
    for (const id of creatures) {
      const o = peek(ctx, id);
      if (!o) continue;
      const def = defOf(ctx, o);
      const base = def.toughness;
      if (
        !lowering &&
        o.damage === 0 &&
        !countersLowerToughness(o.counters) &&
        !defFlags(def).statics &&
        (base === undefined || base > 0)
      )
        continue;
      const t = characteristicsAt(ctx, o, 'all').toughness;
      if (t !== null && t <= 0)
        plan.push({ kind: 'graveyard', id, rule: RULE.sbaToughness, why: `its toughness is ${t}` });
      else if (t !== null && o.damage > 0 && o.damage >= t && !keywordWith(ctx, o, 'indestructible'))
        plan.push({
          kind: 'destroy',
          id,
          rule: RULE.sbaDamage,
          why: `it has lethal damage (${o.damage} damage, toughness ${t})`,
        });
    }
  },
};
