/**
 * Looking at the top of a library and arranging it: the order asked for the cards that stay on
 * top (CR 701.22a, 701.25a "in any order"), the event a scry or surveil is, and surveil itself
 * (CR 701.25: any number of the top N into the graveyard, the rest on top in any order). Scry
 * (./scry.ts) uses the same arrangement; searching and shuffling are ./search.ts.
 */
import { displayName } from '../../derived/characteristics';
import { emit, peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import { moveObject, readZone, setZone } from '../../zones/objects';
import { amount, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import type { StepOf, StepResult, StepTable } from './common';
import type { ObjectId, PlayerId } from '../../state/types';

/** The cards' names, for the log and the prompts ("Forest, Island"). */
export function cardWords(ctx: Ctx, ids: readonly ObjectId[]): string {
  return ids
    .map((id) => {
      const o = peek(ctx, id);
      return o ? displayName(ctx, o) : id;
    })
    .join(', ');
}

/**
 * Asks for the order of the cards that stay on top (CR 701.22a, 701.25a "in any order"): the
 * first one listed ends on top. Returns the order, or 'wait'. `prompt`: another question, for
 * cards going to the bottom (ripple's, 702.60a: the first listed ends the higher).
 */
export function topOrder(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  player: PlayerId,
  ids: ObjectId[],
  rule: string,
  prompt = 'Order the cards that stay on top of your library: the first one listed is the top card.',
): ObjectId[] | 'wait' {
  if (ids.length < 2) return ids;
  const ans = takeAnswer(t);
  if (Array.isArray(ans)) return ans;
  return ask(ctx, {
    player,
    kind: 'chooseOrder',
    purpose: 'library-order',
    rule,
    about: r.item,
    prompt,
    options: ids.map((id) => ({ value: id, label: cardWords(ctx, [id]) })),
  });
}

/**
 * The choice scry and surveil share (CR 701.22a, 701.25a): which of the cards looked at leave the
 * top (asked once, kept in `t.vars[key]` while the order is asked), then the order of the rest on
 * top. Returns both, or 'wait' while the player decides.
 */
export function splitLook(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  player: PlayerId,
  look: ObjectId[],
  key: string,
  question: { purpose: 'scry' | 'surveil'; rule: string; prompt: string },
): { away: ObjectId[]; top: ObjectId[] } | 'wait' {
  if (t.sub === 0) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player,
        kind: 'chooseObjects',
        purpose: question.purpose,
        rule: question.rule,
        about: r.item,
        prompt: question.prompt,
        candidates: look,
        min: 0,
        max: look.length,
      });
    }
    t.vars[key] = ans;
    t.sub = 1;
  }
  const away = (t.vars[key] ?? []) as ObjectId[];
  const top = topOrder(
    ctx,
    r,
    t,
    player,
    look.filter((id) => !away.includes(id)),
    question.rule,
  );
  if (top === 'wait') return 'wait';
  delete t.vars[key];
  return { away, top };
}

/** Puts `top` back on top of `player`'s library in that order and `bottom` under the rest. */
export function arrange(
  ctx: Ctx,
  player: PlayerId,
  look: readonly ObjectId[],
  top: readonly ObjectId[],
  bottom: readonly ObjectId[],
): void {
  const rest = readZone(ctx, 'library', player).filter((id) => !look.includes(id));
  setZone(ctx, 'library', player, [...top, ...rest, ...bottom]);
}

/**
 * Says that `player` scried or surveilled `n` (CR 701.22, 701.25): the event abilities trigger on
 * ("Whenever you scry"). Scry 0 and surveil 0 are no event (701.22b, 701.25c); `n` more than the
 * library holds still is.
 */
export function keywordActionDone(
  ctx: Ctx,
  action: 'scry' | 'surveil',
  player: PlayerId,
  n: number,
  looked: number,
  text: string,
): void {
  if (n <= 0) return;
  emit(ctx, {
    type: 'KeywordAction',
    action,
    player,
    count: n,
    looked,
    rule: action === 'scry' ? RULE.scry : RULE.surveil,
    objects: [player],
    cards: [],
    text,
  });
}

function runSurveil(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'surveil'>): StepResult {
  const p = r.controller;
  const n = Math.max(0, amount(ctx, r, step.count));
  const look = ctx.s.players[p].library.slice(0, n);
  if (!look.length) {
    keywordActionDone(ctx, 'surveil', p, n, 0, `${p} surveilled ${n} with no cards in their library.`);
    return 'next';
  }
  const split = splitLook(ctx, r, t, p, look, '_graveyard', {
    purpose: 'surveil',
    rule: RULE.surveil,
    prompt: `Surveil ${n}: choose the cards to put into your graveyard (the rest stay on top).`,
  });
  if (split === 'wait') return 'wait';
  const { away: gone, top } = split;
  simultaneously(ctx, () => {
    for (const id of gone) moveObject(ctx, id, 'graveyard', { rule: RULE.surveil, why: 'surveil' });
  });
  arrange(ctx, p, look, top, []);
  keywordActionDone(
    ctx,
    'surveil',
    p,
    n,
    look.length,
    `${p} surveilled ${n}: ${gone.length} into their graveyard, ${top.length} on top.`,
  );
  return 'next';
}

/** Surveil's handler (a core one: a built-in lesson's cards surveil). */
export const surveilSteps: Pick<StepTable, 'surveil'> = {
  surveil: { rule: RULE.surveil, run: runSurveil },
};
