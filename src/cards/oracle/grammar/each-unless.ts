/**
 * "Each player loses 2 life unless they discard a card", "Each player loses 2 life unless they
 * sacrifice an artifact, a creature, or a land" (CR 101.4, 608.2d, 118.12): each player chooses,
 * in APNAP order, whether to pay; the instruction then acts on those who didn't. Lowered as one
 * `eachPays` step (the choices, then the payments at once) and the instruction with its players
 * replaced by the players who didn't pay.
 */
import type { Ref, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';
import type { Clause } from './sentence';

const EACH: Ref = { ref: 'players', which: 'each' };

/** Whether `clauses` is one instruction whose subject is "each player". */
export function isEachPlayer(clauses: readonly Clause[]): boolean {
  const [c] = clauses;
  return clauses.length === 1 && c?.kind === 'player' && c.subject?.k === 'players' && c.subject.which === 'each';
}

/** What the one step `st`, lowered from "they discard a card" for `payer`, asks each player to pay; null if not a payment. */
function payment(st: StepSpec | undefined, payer: Ref): Extract<StepSpec, { do: 'eachPays' }>['pay'] | null {
  const same = (r: Ref | undefined) => JSON.stringify(r) === JSON.stringify(payer);
  if (!st || st.when) return null;
  if (st.do === 'discard') {
    const plain = !st.random && !st.chosenBy && !st.filter && !st.anyNumber && !st.upTo && !st.exile;
    return plain && same(st.player) && typeof st.count === 'number' && st.count >= 1 ? { discard: st.count } : null;
  }
  if (st.do === 'sacrificeChosen' && same(st.player) && !st.count && !st.anyNumber) return { sacrifice: st.filter };
  return null;
}

/**
 * Lowers "each player [instruction] unless they [pay]" (`clauses`, `action`); `prompt` is the
 * question each player is asked. False when it can't be read exactly.
 */
export function lowerEachUnless(
  b: Build,
  clauses: Clause[],
  action: Clause,
  prompt: string,
  lowerClauses: (b: Build, cs: Clause[]) => boolean,
): boolean {
  const before = b.steps.length;
  if (!lowerClauses(b, clauses)) return false;
  const main = b.steps.splice(before);
  // The instruction acts on each player alone: every player it names is "each player".
  const each = JSON.stringify(EACH);
  if (!main.length || main.some((st) => !('player' in st) || JSON.stringify(st.player) !== each)) return false;
  if (JSON.stringify(main).split(each).join('').includes('"ref":"players"')) return false;
  // "they" after "unless" is each of those players in turn.
  const payer: Ref = { ref: 'var', name: freshVar(b, 'payer') };
  const outer = b.player;
  b.player = payer;
  const from = b.steps.length;
  const acted = lowerClauses(b, [action]);
  b.player = outer;
  if (!acted) return false;
  const paid = b.steps.splice(from);
  const pay = paid.length === 1 ? payment(paid[0], payer) : null;
  if (!pay) return false;
  const as = freshVar(b, 'unpaid');
  b.steps.push({ do: 'eachPays', player: EACH, pay, prompt, as });
  b.steps.push(...main.map((st) => ({ ...st, player: { ref: 'var', name: as } }) as StepSpec));
  return true;
}
