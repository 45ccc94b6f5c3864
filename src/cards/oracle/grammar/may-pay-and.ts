/**
 * "You may pay {2} and sacrifice a token. If you do, …", "… pay {1}{R} and discard a card. If
 * you do, …": one cost of mana and an instruction, which the player pays in full or not at all
 * (CR 118.3: a cost can't be paid without the needed resources; 608.2d: a choice made while
 * resolving must be possible). The payment is offered only when the instruction can be done (a
 * permanent of that kind to sacrifice, enough cards to discard); the instruction is done only if
 * the mana was paid; "If you do" holds when both were (608.2c).
 */
import type { Condition, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';
import { stepsDone } from './action-done';
import type { Clause } from './sentence';

/**
 * What lets the one instruction `st` be done in full, or null where it isn't one read here: a
 * sacrifice by "you" of `count` permanents of a kind (CR 701.21a), a discard by "you" of a fixed
 * number of cards (701.9a).
 */
function canDo(st: StepSpec): Condition | null {
  if (st.do === 'sacrificeChosen') {
    if ((st.player && st.player.ref !== 'you') || st.anyNumber) return null;
    return { count: { ...st.filter, controller: 'you' }, range: { min: st.count ?? 1 } };
  }
  if (st.do === 'discard') {
    if (st.player.ref !== 'you' || typeof st.count !== 'number' || st.count < 1) return null;
    if (st.filter || st.chosenBy || st.anyNumber || st.upTo || st.random) return null;
    return { compare: [{ cardsInHand: { ref: 'you' } }, '>=', st.count] };
  }
  return null;
}

/**
 * Lowers "You may pay {M} and <instruction>" into `b`: the payment (asked only if the instruction
 * can be done), then the instruction if paid, done in full or not at all. False where the
 * instruction is not one sacrifice or discard by you, or the cost is not a plain mana cost.
 * `lowerClauses` and `guard` are the effect lowering's.
 */
export function lowerMayPayAnd(
  b: Build,
  cost: string,
  action: Clause,
  lowerClauses: (b: Build, cs: Clause[]) => boolean,
  guard: (b: Build, from: number, when: Condition) => void,
): boolean {
  // A fixed cost of generic and coloured mana only (no {X}, energy or other symbols).
  if (!/^(?:\{(?:\d+|[WUBRGC])\})+$/.test(cost)) return false;
  const start = b.steps.length;
  const paid = freshVar(b, 'paid');
  b.steps.push({ do: 'payMana', cost, as: paid });
  const from = b.steps.length;
  if (!lowerClauses(b, [action])) return false;
  const steps = b.steps.slice(from);
  const only = steps.length === 1 ? steps[0] : undefined;
  const pre = only && !only.when ? canDo(only) : null;
  if (!only || !pre) return false;
  // A cost: "sacrifice two artifacts" with one sacrifices none (CR 118.3).
  if (only.do === 'sacrificeChosen' || only.do === 'discard') only.exactly = true;
  const done = stepsDone(b, steps);
  if (!done) return false;
  (b.steps[start] as StepSpec).when = pre;
  guard(b, from, { var: paid });
  b.lastDone = { at: start, done: done === true ? { var: paid } : { all: [{ var: paid }, done] }, either: true };
  return true;
}
