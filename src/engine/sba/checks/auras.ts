/**
 * CR 704.5m: an Aura attached to nothing, to itself, to something gone, or to something its
 * enchant ability doesn't allow (protection included, 702.16c) goes to its owner's graveyard.
 */
import { allowedBy, matchesFilter } from '../../derived/filters';
import { keywordTargetRefusal } from '../../derived/keywords';
import type { CardDef, Keyword } from '../../state/card-def';
import { defOf, peek, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { GameObject } from '../../state/types';
import type { SbaRuleCheck } from '../plan';

function auraProblem(ctx: Ctx, aura: GameObject): string | null {
  const host = aura.attachedTo;
  if (!host) return 'it is attached to nothing';
  if (host === aura.id) return "an Aura can't enchant itself (CR 303.4d)";
  if (host !== 'p1' && host !== 'p2' && !peek(ctx, host)) return 'what it was attached to no longer exists (CR 400.7)';
  // A proxy Aura has no enchant ability we know of: whatever it is attached to stays allowed.
  const def = defOf(ctx, aura);
  const by = { kind: 'enchant' as const, source: aura, controller: aura.controller };
  if (def.enchant && !allowedBy(ctx, def.enchant, host, aura.controller, aura.id, by)) {
    // Protection (CR 702.16c) is named: the Aura is allowed by its enchant ability but not by the host.
    const o = host === 'p1' || host === 'p2' ? undefined : peek(ctx, host);
    const refusal = o ? keywordTargetRefusal(ctx, o, by) : null;
    // "This effect doesn't remove this Aura": the protection the Aura itself gives doesn't count.
    const spared = o && refusal ? sparedProtection(def) : [];
    if (
      o &&
      spared.length &&
      !keywordTargetRefusal(ctx, o, by, spared) &&
      (!def.enchant.objects || matchesFilter(ctx, o, def.enchant.objects, aura.controller, aura.id))
    )
      return null;
    return refusal
      ? `${refusal.reason} (CR ${refusal.rule})`
      : "its enchant ability doesn't allow what it is attached to";
  }
  return null;
}

/** The protection an Aura's own static abilities give with "This effect doesn't remove this Aura" (White Ward). */
function sparedProtection(def: CardDef): Keyword[] {
  return (def.statics ?? [])
    .filter((s) => s.sparesSource && 'enchanted' in s.affects)
    .flatMap((s) => (s.gains ?? []).filter((k) => typeof k === 'object' && 'protection' in k));
}

export const aurasAttachedIllegally: SbaRuleCheck = {
  rule: RULE.sbaAura,
  check({ ctx, board, plan }) {
    for (const id of board.auras) {
      const o = peek(ctx, id);
      const problem = o ? auraProblem(ctx, o) : null;
      // CR 702.103f: a bestowed Aura becomes unattached and ceases to be bestowed (perform.ts),
      // an exception to 704.5m: it stays on the battlefield, an enchantment creature.
      if (problem && o?.bestowed) plan.push({ kind: 'unattach', id, rule: RULE.bestowUnattached, why: problem });
      else if (problem)
        plan.push({
          kind: 'graveyard',
          id,
          rule: RULE.sbaAura,
          why: `an Aura goes to its owner's graveyard: ${problem}`,
        });
    }
  },
};
