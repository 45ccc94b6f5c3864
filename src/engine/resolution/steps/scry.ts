/**
 * Scry (CR 701.22): the player looks at the top N cards of their library and puts any number of
 * them on the bottom, the rest on top in any order. The ordering and the event are ./library.ts's.
 */
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { Ctx } from '../../state/context';
import { amount, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { StepOf, StepResult, StepTable } from './common';
import type { ObjectId } from '../../state/types';
import { arrange, cardWords, keywordActionDone, splitLook } from './library';

function runScry(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'scry'>): StepResult {
  const p = r.controller;
  const n = Math.max(0, amount(ctx, r, step.count));
  const look = ctx.s.players[p].library.slice(0, n);
  if (!look.length) {
    keywordActionDone(ctx, 'scry', p, n, 0, `${p} scried ${n} with no cards in their library.`);
    return 'next';
  }
  if (look.length === 1) {
    const top = look[0] as ObjectId;
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean') {
      return ask(ctx, {
        player: p,
        kind: 'may',
        purpose: 'scry',
        rule: RULE.scry,
        about: top,
        prompt: `Scry ${n}: put ${cardWords(ctx, [top])} on the bottom of your library?`,
      });
    }
    if (ans) arrange(ctx, p, look, [], [top]);
    keywordActionDone(ctx, 'scry', p, n, 1, `${p} scried ${n} and put the card on the ${ans ? 'bottom' : 'top'}.`);
    return 'next';
  }
  const split = splitLook(ctx, r, t, p, look, '_bottom', {
    purpose: 'scry',
    rule: RULE.scry,
    prompt: `Scry ${n}: choose the cards to put on the bottom of your library, in the order they go there (the rest stay on top).`,
  });
  if (split === 'wait') return 'wait';
  const { away: bottom, top } = split;
  arrange(ctx, p, look, top, bottom);
  keywordActionDone(
    ctx,
    'scry',
    p,
    n,
    look.length,
    `${p} scried ${n}: ${top.length} on top, ${bottom.length} on the bottom.`,
  );
  return 'next';
}

/** Scry's handler. */
export const scrySteps: Pick<StepTable, 'scry'> = {
  scry: { rule: RULE.scry, run: runScry },
};
