/**
 * "~ deals 3 damage to any target. ~ deals 5 damage instead if a creature died this turn."
 * (Brimstone Volley), "If you control three or more snow permanents, it deals 3 damage instead"
 * (Frost Bite), "~ deals X plus 2 damage instead if you control a creature with power 4 or
 * greater" (Crater's Claws): a rider on the damage instruction just before it, naming no
 * recipient — the same source deals the other amount to the same recipients (CR 608.2c). The
 * condition is checked once, before any damage is dealt, and exactly one amount is dealt.
 *
 * Read only where the sentence before is one plain "~ deals N damage to …" dealt by the source
 * itself (not divided, not another object's damage); anything else stays text.
 */
import type { Amount, Condition, Ref, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';
import { amountNode, type AmountNode } from './amounts';
import { lowerNP } from './lower-nouns';
import { objectRef, type NP } from './nouns';
import { alt, lit, map, opt, seq, w, type P } from './peg';
import { self } from './words';

/**
 * "to that creature" in "If this spell was kicked, it deals 5 damage to that creature instead":
 * the recipient named again, which must be the one the damage before was dealt to ({@link sameRecipient}).
 */
export const insteadTo: P<{ to: NP | null }> = map(opt(seq(w('to'), objectRef)), (t) => ({ to: t ? t[1] : null }));

/** "~ deals 5 damage instead", "it deals X plus 2 damage instead": the amount dealt instead. */
export const damageInstead: P<AmountNode> = map(
  seq(alt(self, w('it')), w('deals'), amountNode, lit('damage instead')),
  ([, , n]) => n,
);

/**
 * Whether `to` ("that creature", "it") names the one recipient `dealtTo` of the damage before:
 * the same target, object or player (CR 608.2c); the rider then changes only the amount.
 */
export function sameRecipient(b: Build, to: NP, dealtTo: Ref): boolean {
  const r = lowerNP(b, to, 'any', true);
  return !!r && JSON.stringify(r) === JSON.stringify(dealtTo) && r.ref !== 'all' && r.ref !== 'players';
}

/** The keys a plain damage instruction may have. */
const PLAIN = new Set(['do', 'amount', 'to']);

/**
 * Lowers the rider: `amount` (already lowered) dealt instead of the amount of the damage
 * instruction that makes up the sentence before (`prevFrom`: where its steps start) when `cond`
 * holds. False when the sentence before is not one plain damage instruction of the source.
 */
export function lowerDamageInstead(b: Build, prevFrom: number | undefined, amount: Amount, cond: Condition): boolean {
  if (prevFrom === undefined || b.steps.length !== prevFrom + 1) return false;
  const last = b.steps[prevFrom] as StepSpec;
  if (last.do !== 'damage' || !Object.keys(last).every((k) => PLAIN.has(k))) return false;
  const as = freshVar(b, 'instead');
  const check: StepSpec = { do: 'check', condition: cond, as, text: 'Is the other amount of damage dealt instead?' };
  const asWritten: StepSpec = { ...last, when: { not: { var: as } } };
  const other: StepSpec = { ...last, amount, when: { var: as } };
  b.steps.splice(prevFrom, 1, check, asWritten, other);
  return true;
}
