/**
 * "If this spell was kicked, create twelve of those tokens instead", "If you have 5 or less life,
 * create five of those tokens instead", "Create five of those tokens instead if …" (CR 608.2c,
 * 111.2): a rider on the token instruction just before it. The condition is checked once, before
 * any of those tokens is created (so tokens the instruction makes can't change it), and either
 * the instruction as written or the larger number of the same tokens is followed — never both.
 */
import type { Amount, Condition, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';

/**
 * Lowers the rider: `cond` (already lowered; `{ kicked: true }` for "if this spell was kicked")
 * and the count that replaces the instruction's. False when the step before isn't one plain token
 * instruction of the same effect, or the condition names the tokens themselves.
 */
export function lowerTokensInstead(b: Build, count: Amount, cond: Condition): boolean {
  const at = b.steps.length - 1;
  const last = b.steps[at];
  if (!last || (last.do !== 'createToken' && last.do !== 'createTokenCopy') || last.when) return false;
  if (last.as && JSON.stringify(cond).includes(`"${last.as}"`)) return false;
  const as = freshVar(b, 'instead');
  const check: StepSpec = { do: 'check', condition: cond, as, text: 'Are more of those tokens created instead?' };
  const asWritten: StepSpec = { ...last, when: { not: { var: as } } };
  const more: StepSpec = { ...last, count, when: { var: as } };
  b.steps.splice(at, 1, check, asWritten, more);
  return true;
}
