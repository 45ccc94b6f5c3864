/**
 * "Each player loses 2 life unless they discard a card" (CR 101.4, 608.2d, 118.12): each player,
 * in APNAP order and knowing the choices made before theirs, chooses whether to pay and with
 * what; then every chosen card is discarded and every chosen permanent sacrificed at once. The
 * instruction that follows acts on the players who didn't pay. Loaded with the cards that use it
 * (every-step.ts), not with the engine (core.ts).
 */
import { objectsMatching } from '../../derived/filters';
import { peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { ObjectId, PlayerId } from '../../state/types';
import { discard, sacrifice } from '../../zones/game-actions';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** What `p` may pay with: the cards in their hand, or the permanents they control that match. */
function payable(ctx: Ctx, r: Resolving, p: PlayerId, step: StepOf<'eachPays'>): ObjectId[] {
  if ('discard' in step.pay) return [...ctx.s.players[p].hand];
  return objectsMatching(ctx, { ...step.pay.sacrifice, controller: 'you' }, p, r.source).map((o) => o.id);
}

function runEachPays(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'eachPays'>): StepResult {
  const name = sourceName(ctx, r);
  const players = refPlayers(ctx, r, step.player);
  const picks = (t.vars._paid ?? []) as ObjectId[];
  const unpaid = (t.vars._unpaid ?? []) as PlayerId[];
  const n = 'discard' in step.pay ? step.pay.discard : 1;
  const save = (): void => {
    t.vars._paid = picks;
    t.vars._unpaid = unpaid;
  };
  for (; t.sub < players.length; t.sub++) {
    const p = players[t.sub] as PlayerId;
    const cands = payable(ctx, r, p, step);
    // A cost is paid in full or not at all (CR 118.3, 118.12): one who can't, doesn't.
    if (cands.length < n) {
      unpaid.push(p);
      continue;
    }
    const ans = takeAnswer(t);
    if (!t.vars._willing) {
      if (typeof ans !== 'boolean') {
        save();
        return ask(ctx, {
          player: p,
          kind: 'may',
          purpose: 'pay-unless',
          rule: RULE.choiceOnResolution,
          about: r.item,
          prompt: `${name}: ${step.prompt}`,
        });
      }
      if (!ans) {
        unpaid.push(p);
        continue;
      }
      if (cands.length === n) {
        picks.push(...cands);
        continue;
      }
      t.vars._willing = true;
    } else if (Array.isArray(ans)) {
      picks.push(...(ans as ObjectId[]));
      delete t.vars._willing;
      continue;
    }
    save();
    return ask(ctx, {
      player: p,
      kind: 'chooseObjects',
      purpose: 'discard' in step.pay ? 'discard' : 'sacrifice',
      rule: 'discard' in step.pay ? RULE.discard : RULE.sacrifice,
      about: r.item,
      prompt: `${name}: choose ${'discard' in step.pay ? (n === 1 ? 'a card to discard' : `${n} cards to discard`) : 'a permanent to sacrifice'}.`,
      candidates: cands,
      min: n,
      max: n,
    });
  }
  delete t.vars._paid;
  delete t.vars._unpaid;
  simultaneously(ctx, () => {
    for (const id of picks) {
      const obj = peek(ctx, id);
      if (!obj) continue;
      if ('discard' in step.pay) discard(ctx, obj);
      else sacrifice(ctx, obj, `for ${name}`);
    }
  });
  r.vars[step.as] = unpaid;
  return 'next';
}

/** The steps of this family. */
export const eachPaysSteps: Pick<StepTable, 'eachPays'> = {
  eachPays: { rule: RULE.choiceOnResolution, run: runEachPays },
};
