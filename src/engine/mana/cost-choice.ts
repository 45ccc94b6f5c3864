/**
 * One object chosen to pay a part of a cost (CR 601.2h, 602.2b): a card to reveal, a permanent
 * to remove a counter from. Loaded with the cost code that uses it (./reveal-cost.ts,
 * ./any-counter-cost.ts).
 */
import type { Ctx } from '../state/context';
import { ask, takeAnswer, type Asking, type DecisionInit } from '../state/decisions';
import { ensure } from '../state/errors';
import type { ObjectId } from '../state/types';

/**
 * The object chosen among `cands`: the only one, or the first when the payment is automatic
 * (`t.auto`), else the one `player` answers (`chooseObjects`, exactly one); 'wait' while asked.
 * Throws (`refusal`, with the question's rule) when the answer is not a candidate.
 */
export function chooseCostObject(
  ctx: Ctx,
  t: Asking & { auto?: boolean },
  question: Pick<DecisionInit, 'player' | 'purpose' | 'rule' | 'prompt'> & { about: ObjectId },
  cands: readonly ObjectId[],
  refusal: string,
): ObjectId | 'wait' {
  let pick: ObjectId | undefined = cands.length === 1 || t.auto ? cands[0] : undefined;
  if (!pick) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans))
      return ask(ctx, { ...question, kind: 'chooseObjects', candidates: [...cands], min: 1, max: 1 });
    pick = ans[0];
  }
  ensure(pick && cands.includes(pick), refusal, question.rule);
  return pick;
}
