/**
 * What a permanent spell cast for some alternative costs sets up as it resolves (CR 118.9; a
 * copy of the spell paid them too, 707.10): the permanent remembers the cost
 * (`GameObject.altCostPaid`, read by "if its evoke cost was paid", 702.74a, and by dash's and
 * blitz's haste), and dash (702.109a), blitz (702.152a) and warp (702.185a) create a delayed
 * triggered ability (603.7) for the beginning of the next end step: return it to its owner's
 * hand, sacrifice it, or exile it so its owner may cast it from exile on a later turn. The
 * delayed ability's source is the permanent; one that left the battlefield is a new object the
 * ability can't find (400.7). Which cost was paid is read in ./enter.ts; this part loads with the
 * cards that have these costs (casting/cost-keywords.ts).
 */
import { displayName } from '../derived/characteristics';
import type { RememberedAltCost, StepSpec } from '../state/card-def';
import { emit, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';

/** The delayed ability each cost creates: its steps (the source is the permanent), its words and rule. */
const AT_NEXT_END_STEP: Partial<Record<RememberedAltCost, { steps: StepSpec[]; words: string; rule: string }>> = {
  dash: {
    steps: [{ do: 'moveTo', what: { ref: 'source' }, zone: 'hand' }],
    words: "return it to its owner's hand",
    rule: RULE.dash,
  },
  blitz: { steps: [{ do: 'sacrifice', what: { ref: 'source' } }], words: 'sacrifice it', rule: RULE.blitz },
  warp: {
    steps: [
      { do: 'moveTo', what: { ref: 'source' }, zone: 'exile', as: 'warped' },
      {
        do: 'permitPlay',
        what: { ref: 'var', name: 'warped' },
        until: 'whileExiled',
        castOnly: true,
        laterTurn: true,
      },
    ],
    words: 'exile it; its owner may cast it from exile on a later turn',
    rule: RULE.warp,
  },
};

/**
 * Creates the delayed ability of dash, blitz or warp for `permanent`, which just entered from a
 * spell for which `paid` was paid; nothing for another cost.
 */
export function setUpAltCostEndStep(ctx: Ctx, permanent: GameObject, paid: RememberedAltCost): void {
  const at = AT_NEXT_END_STEP[paid];
  if (!at) return;
  const name = displayName(ctx, permanent);
  const text = `At the beginning of the next end step, ${at.words} (${name}'s ${paid} cost was paid).`;
  ctx.s.delayedTriggers.push({
    at: 'nextEndStep',
    afterTurn: ctx.s.turn.number,
    controller: permanent.controller,
    sourceName: name,
    source: permanent.id,
    steps: at.steps,
    text,
  });
  emit(ctx, { type: 'Note', rule: at.rule, objects: [permanent.id], cards: [], text: `${name}: ${text}` });
}
