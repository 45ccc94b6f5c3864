/**
 * Keyword abilities that are an optional additional cost and a triggered ability making copies
 * when it was paid, written as that cost (the engine's `copies` additional cost, casting/
 * copy-costs.ts) and that trigger:
 *
 * - Replicate [cost] (CR 702.56a): "As an additional cost to cast this spell, you may pay [cost]
 *   any number of times" and "When you cast this spell, if a replicate cost was paid for it,
 *   copy it for each time its replicate cost was paid. If the spell has any targets, you may
 *   choose new targets for any of the copies."
 * - Casualty N (702.153a): "As an additional cost to cast this spell, you may sacrifice a creature
 *   with power N or greater" and "When you cast this spell, if a casualty cost was paid for it,
 *   copy it. If the spell has any targets, you may choose new targets for the copy."
 * - Conspire (702.78a): "As an additional cost to cast this spell, you may tap two untapped
 *   creatures you control that each share a color with it" and "When you cast this spell, if its
 *   conspire cost was paid, copy it. If the spell has any targets, you may choose new targets for
 *   the copy."
 * - Squad [cost] (702.157a): "As an additional cost to cast this spell, you may pay [cost] any
 *   number of times" and "When this creature enters, if its squad cost was paid, create a token
 *   that's a copy of it for each time its squad cost was paid."
 *
 * The copies of a spell are put on the stack, not cast (707.10). Replicate, casualty and conspire
 * only on an instant or sorcery (a copy of a permanent spell becoming a token, 707.10f, is not
 * read here); a mana cost only ("Replicate—Pay {E}{E}{E}", "Squad—Exile four cards …" and
 * "Casualty X" stay text).
 */
import type { AdditionalCost, Amount, TriggeredSpec } from '../../../engine';
import type { CardFacts } from '../build';
import { isPayableCost } from '../phrases/mana';
import { onlyTriggered, refuse, type AbilityResult } from './part';
import { triggered } from './triggered';

type Keyword = Extract<AdditionalCost, { kind: 'copies' }>['keyword'];

const PAID: Amount = { copyCostPaid: { ref: 'source' } };

/** "When you cast this spell, if [its cost] was paid, copy it [for each time it was paid]." */
function copyWhenCast(
  keyword: Keyword,
  extra: Omit<Extract<AdditionalCost, { kind: 'copies' }>, 'kind' | 'keyword'>,
  text: string,
): AbilityResult {
  const spec: TriggeredSpec = {
    on: { event: 'spellCast', by: 'you', self: true },
    condition: { compare: [PAID, '>=', 1] },
    steps: [
      {
        do: 'copySpell',
        what: { ref: 'trigger', key: 'spell' },
        newTargets: true,
        permanentGainsHaste: false,
        ...(keyword === 'replicate' ? { count: PAID } : {}),
      },
    ],
    text,
  };
  return { additionalCosts: [{ kind: 'copies', keyword, ...extra }], triggered: [spec] };
}

/** Squad's trigger: its token copies, one for each time the cost was paid (702.157a). */
function squad(mana: string, text: string, card: CardFacts): AbilityResult {
  const spec = onlyTriggered(triggered("When ~ enters, create a token that's a copy of ~.", card));
  const step = spec?.steps[0];
  if (!spec || spec.steps.length !== 1 || step?.do !== 'createTokenCopy')
    return refuse("squad's trigger is not understood");
  return {
    additionalCosts: [{ kind: 'copies', keyword: 'squad', mana }],
    triggered: [{ ...spec, condition: { compare: [PAID, '>=', 1] }, steps: [{ ...step, count: PAID }], text }],
  };
}

/** Compiles "Replicate {1}{R}", "Casualty 2", "Squad {2}", "Conspire", "Bargain"; null for other text. */
export function copyCostKeyword(text: string, card: CardFacts): AbilityResult {
  const line = text.replace(/\.$/, '');
  // Bargain (CR 702.166a–b): no copies; paid, the spell (and the permanent it becomes) "was
  // bargained", the times paid (0 or 1) being what the bargained conditions read.
  if (/^bargain$/i.test(line)) return { additionalCosts: [{ kind: 'copies', keyword: 'bargain' }] };
  if (/^conspire$/i.test(line))
    return card.isSpell ? copyWhenCast('conspire', {}, 'Conspire') : refuse('conspire on a permanent card');
  const casualty = /^Casualty (\d+)$/.exec(line);
  if (casualty) {
    const n = Number(casualty[1]);
    if (!card.isSpell) return refuse('casualty on a permanent card');
    return n >= 1 && n <= 99 ? copyWhenCast('casualty', { power: n }, line) : refuse(`casualty ${n} is not understood`);
  }
  const m = /^(Replicate|Squad) (\{[^ ]+\})$/.exec(line);
  if (!m) return null;
  const mana = m[2] as string;
  const kw = (m[1] as string).toLowerCase();
  if (!isPayableCost(mana) || /\{X\}/.test(mana)) return refuse(`the ${kw} cost ${mana} is not understood`);
  if (kw === 'squad') return card.isSpell ? refuse('squad on a card that is not a permanent') : squad(mana, line, card);
  return card.isSpell ? copyWhenCast('replicate', { mana }, line) : refuse('replicate on a permanent card');
}
