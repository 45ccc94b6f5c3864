/**
 * "Draw three cards, then put two cards from your hand on top of your library in any order",
 * "put a card from your hand on the bottom of your library" (CR 401.4: cards put into the same
 * place in a library at the same time are arranged by their owner). The controller chooses the
 * cards from their own hand (a hidden zone: only they see the choice, CR 402.3), all of them when
 * the hand holds no more than that; then orders them, the first one listed ending the higher in
 * the library. Loaded with the cards that use it (every-step.ts), not with the engine (core.ts).
 */
import { emit, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { moveObject, readZone } from '../../zones/objects';
import { amount, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { cardWords } from './library';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runHandToLibrary(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'handToLibrary'>): StepResult {
  const p = r.controller;
  const name = sourceName(ctx, r);
  const where = step.position === 'top' ? 'on top of your library' : 'on the bottom of your library';
  const wanted = Math.max(0, amount(ctx, r, step.count));
  let chosen = t.vars._handCards as ObjectId[] | undefined;
  if (!chosen) {
    const hand = readZone(ctx, 'hand', p);
    const n = Math.min(wanted, hand.length);
    if (n === hand.length) chosen = [...hand];
    else {
      const ans = takeAnswer(t);
      if (!Array.isArray(ans))
        return ask(ctx, {
          player: p,
          kind: 'chooseObjects',
          purpose: 'hand-to-library',
          rule: RULE.resolve,
          about: r.item,
          candidates: [...hand],
          min: n,
          max: n,
          prompt: `${name}: choose ${n === 1 ? 'a card' : `${n} cards`} from your hand to put ${where}.`,
        });
      chosen = ans as ObjectId[];
    }
    t.vars._handCards = chosen;
  }
  let order = chosen;
  if (chosen.length > 1) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans))
      return ask(ctx, {
        player: p,
        kind: 'chooseOrder',
        purpose: 'library-order',
        rule: RULE.libraryOrder,
        about: r.item,
        prompt: `${name}: order the cards to put ${where}: the first one listed ends up the higher in the library.`,
        options: chosen.map((id) => ({ value: id, label: cardWords(ctx, [id]) })),
      });
    order = ans as ObjectId[];
  }
  delete t.vars._handCards;
  // One at a time to the top (the last one moved ends on top) or to the bottom (the last one
  // moved ends lowest): the first one listed is the higher either way.
  const moves = step.position === 'top' ? [...order].reverse() : order;
  simultaneously(ctx, () => {
    for (const id of moves)
      moveObject(ctx, id, 'library', {
        position: step.position,
        rule: RULE.libraryOrder,
        why: `from the hand ${where.replace('your', 'its owner’s')} (${name})`,
      });
  });
  // The cards stay hidden: the log counts them (CR 402.3).
  emit(ctx, {
    type: 'Note',
    rule: RULE.libraryOrder,
    objects: [p],
    cards: [],
    text: `${p} put ${order.length === 1 ? 'a card' : `${order.length} cards`} from their hand ${where.replace('your', 'their')} (${name}).`,
  });
  if (step.as) r.vars[step.as] = wanted > 0 && order.length === wanted;
  return 'next';
}

export const handToLibrarySteps: Pick<StepTable, 'handToLibrary'> = {
  handToLibrary: { rule: RULE.libraryOrder, run: runHandToLibrary },
};
