/**
 * Power-up (Marvel Super Heroes): "Power-up — [Cost]: [Effect]." is an activated ability its
 * reminder text defines as "[Cost]: [Effect]. Activate only once. This ability costs less to
 * activate by ~'s mana cost if ~ entered this turn." ("Activate each power-up ability only once.
 * Reduce the cost by its mana cost if it entered this turn."). "Only once" is in the object's
 * existence (CR 602.5b; a new object may again, 400.7); the reduction is the card's mana cost,
 * each coloured symbol reducing one of its colour (CR 601.2f, 602.2b, 118.7), counted while the
 * source entered this turn (400.7: as the object it is now).
 */
import type { ActivatedSpec } from '../../../engine';
import { parseManaCost } from '../../../engine/state/mana-cost';
import type { CardFacts } from '../build';
import { activated } from './activated';
import { isRefusal, onlyActivated, refuse, type AbilityCompiler } from './part';

/** Coloured (and {C}) symbols by type, one count each. */
function countsOf(colored: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of colored) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/**
 * Why the card's mana cost can't be the reduction exactly, or null: no mana cost, {X}, hybrid or
 * Phyrexian symbols (how a hybrid reduction meets a hybrid cost is not read), or a coloured symbol
 * the ability's cost has fewer of (the reduction would then fall on the generic part).
 */
function reductionRefusal(card: CardFacts, cost: string): string | null {
  if (!card.manaCost) return 'power-up on a card without a mana cost';
  const own = parseManaCost(card.manaCost);
  const ability = parseManaCost(cost);
  if (own.xCount || own.hybrid?.length || own.phyrexian?.length || own.unsupported?.length)
    return `power-up reduced by the mana cost ${card.manaCost} is not enforced yet`;
  const have = countsOf(ability.colored);
  for (const [c, n] of countsOf(own.colored))
    if ((have.get(c) ?? 0) < n) return `power-up reduced by the mana cost ${card.manaCost} is not enforced yet`;
  return null;
}

/** "Power-up — {5}{U}: Put three +1/+1 counters on ~." → the activated ability, limited and reduced. */
export const powerUp: AbilityCompiler = (text, card) => {
  const m = /^Power-up — (.+)$/s.exec(text);
  if (!m) return null;
  const r = activated(m[1] as string, card);
  if (!r || isRefusal(r)) return r ?? refuse('the power-up ability is not understood');
  const spec = onlyActivated(r);
  if (!spec || spec.mana || spec.zone || spec.anyPlayer || spec.limits || spec.costChanges)
    return refuse('this power-up ability is not enforced yet');
  const cost = spec.cost.mana;
  if (!cost || spec.cost.loyalty !== undefined) return refuse('a power-up cost without mana is not enforced yet');
  const why = reductionRefusal(card, cost);
  if (why) return refuse(why);
  const out: ActivatedSpec = {
    ...spec,
    limits: { once: true },
    costChanges: [{ change: 'less', mana: card.manaCost as string, condition: { enteredThisTurn: { ref: 'source' } } }],
  };
  return { activated: [out] };
};
