/**
 * Optional additional costs that make copies (CR 118.8), announced as the spell is cast (601.2b)
 * and paid with its total cost (601.2f–h):
 *
 * - Replicate [cost] (702.56a): "As an additional cost to cast this spell, you may pay [cost] any
 *   number of times."
 * - Squad [cost] (702.157a): the same, on a creature spell.
 * - Casualty N (702.153a): "As an additional cost to cast this spell, you may sacrifice a creature
 *   with power N or greater."
 * - Conspire (702.78a): "As an additional cost to cast this spell, you may tap two untapped
 *   creatures you control that each share a color with it."
 * - Bargain (702.166a): "You may sacrifice an artifact, enchantment, or token as you cast this
 *   spell" (no copies: paid, the spell was bargained, 702.166b).
 * - Collect evidence N (701.59a–b): "As an additional cost to cast this spell, you may collect
 *   evidence N" (no copies: paid, evidence was collected).
 *
 * The times paid are the spell's (`SpellInfo.copyCostPaid`), read by the triggers that make the
 * copies ({ copyCostPaid } amounts). Loaded with the cards that have them (./cost-keywords.ts).
 */
import type { CostSpec } from '../state/card-def';
import { copyCostOf, type CopyCost } from './cost-keywords';
import { defOf, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { characteristics, displayName } from '../derived/characteristics';
import { costRefusal } from '../mana/costs';
import { ENGINE_LIMITS } from '../state/limits';
import { RULE } from '../state/rules';
import type { ManaType } from '../state/ids';
import type { GameObject, PlayerId } from '../state/types';

/** Each keyword's rule, named one by one (RULE is a namespace of constants, rules.ts). */
const RULES = {
  replicate: RULE.replicate,
  squad: RULE.squad,
  casualty: RULE.casualty,
  conspire: RULE.conspire,
  multikicker: RULE.multikicker,
  bargain: RULE.bargain,
  'collect evidence': RULE.collectEvidence,
} as const;

/**
 * Casualty's sacrifice (CR 702.153a) or conspire's tapping (702.78a) as a cost to pay (601.2h);
 * conspire's creatures share a color with the spell as it is now (105.2).
 */
export function copyCostSpec(ctx: Ctx, c: CopyCost | undefined, spell: GameObject): CostSpec | null {
  if (c?.keyword === 'casualty') {
    const n = c.power ?? 0;
    return {
      sacrifice: {
        filter: { types: ['creature'], controller: 'you', power: { min: n } },
        label: `a creature with power ${n} or greater`,
      },
    };
  }
  if (c?.keyword === 'bargain')
    return {
      sacrifice: {
        filter: {
          controller: 'you',
          anyOf: [{ types: ['artifact'] }, { types: ['enchantment'] }, { token: true }],
        },
        label: 'an artifact, enchantment, or token',
      },
    };
  // Collect evidence N (CR 701.59a): cards of the graveyard with total mana value N or greater.
  if (c?.keyword === 'collect evidence') return { collectEvidence: c.evidence ?? 0 };
  if (c?.keyword !== 'conspire') return null;
  const colors = characteristics(ctx, spell).colors.filter((x) => x !== 'C');
  return {
    tapUntapped: {
      count: 2,
      filter: { types: ['creature'], controller: 'you', tapped: false, colors: colors as Exclude<ManaType, 'C'>[] },
      label: 'two untapped creatures you control that share a color with it',
    },
  };
}

/**
 * CR 601.2b: the caster announces how many times a replicate or squad cost is paid (from 0 to the
 * most `payable` allows), or whether casualty or conspire is (asked only when it could be).
 * `payable(n)`: whether the total cost with the cost paid `n` times could be paid.
 */
export function announceCopyCost(
  ctx: Ctx,
  t: Asking & { player: PlayerId; copyCostPaid?: number },
  spell: GameObject,
  payable: (n: number) => boolean,
): 'done' | 'wait' {
  if (t.copyCostPaid !== undefined) return 'done';
  const c = copyCostOf(defOf(ctx, spell));
  // The answer: yes or no (1 or 0 times), or a whole number from 0 to the most (checked by decisions.ts).
  const ans = c ? takeAnswer(t) : 0;
  if (!c || ans !== undefined) {
    t.copyCostPaid = Number(ans);
    return 'done';
  }
  const spec = copyCostSpec(ctx, c, spell);
  let most = 0;
  if (spec) most = costRefusal(ctx, spell, spec, t.player) ? 0 : 1;
  else while (most < ENGINE_LIMITS.objectsPerEvent && payable(most + 1)) most++;
  // Not asked when it can't be paid even once.
  if (!most) {
    t.copyCostPaid = 0;
    return 'done';
  }
  const name = displayName(ctx, spell);
  const asked = { player: t.player, purpose: c.keyword, rule: RULES[c.keyword], about: spell.id };
  return spec
    ? ask(ctx, {
        ...asked,
        kind: 'may',
        prompt:
          c.keyword === 'bargain'
            ? `Bargain ${name}: sacrifice ${spec.sacrifice?.label} as you cast it?`
            : spec.collectEvidence !== undefined
              ? `Collect evidence ${spec.collectEvidence} for ${name} (exile cards with total mana value ${spec.collectEvidence} or greater from your graveyard)?`
              : `Pay ${c.keyword} for ${name} (${spec.sacrifice ? 'sacrifice' : 'tap'} ${(spec.sacrifice ?? spec.tapUntapped)?.label}) and copy it?`,
      })
    : ask(ctx, {
        ...asked,
        kind: 'chooseNumber',
        prompt: `Pay the ${c.keyword} cost ${c.mana} of ${name} how many times?`,
        min: 0,
        max: most,
      });
}
