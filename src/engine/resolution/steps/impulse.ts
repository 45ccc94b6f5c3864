/**
 * Exiling the top cards of a library (CR 406.2, face up: 406.3) and the permission to play
 * cards from exile that often follows ("You may play that card this turn", CR 601.3, 305.1;
 * see casting/play-permission.ts).
 */
import { displayName } from '../../derived/characteristics';
import { emit, liveObject, simultaneously, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { moveObject } from '../../zones/objects';
import { amount, refObjects, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runExileTop(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'exileTop'>): StepResult {
  const n = Math.max(0, amount(ctx, r, step.count));
  const exiled: ObjectId[] = [];
  simultaneously(ctx, () => {
    for (const p of refPlayers(ctx, r, step.player)) {
      for (const id of ctx.s.players[p].library.slice(0, n))
        exiled.push(moveObject(ctx, id, 'exile', { rule: RULE.exile, why: `exiled by ${sourceName(ctx, r)}` }).id);
    }
  });
  if (step.as) r.vars[step.as] = exiled;
  return 'next';
}

const UNTIL_WORDS = {
  endOfTurn: 'this turn',
  endOfYourNextTurn: 'until the end of their next turn',
  yourNextEndStep: 'until their next end step',
  whileExiled: 'for as long as it remains exiled',
} as const;

function runPermitPlay(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'permitPlay'>): StepResult {
  // Only the cards still in exile (or the graveyard): one that left is a new object the effect
  // can't find (CR 400.7); a milled card put elsewhere instead was not milled (701.17c).
  const zone = step.from ?? 'exile';
  const cards = refObjects(ctx, r, step.what).filter((o) => o.zone === zone);
  if (!cards.length) {
    nothing(
      ctx,
      r,
      `${sourceName(ctx, r)}: no card is left in ${zone === 'exile' ? 'exile' : 'the graveyard'} to be played.`,
      RULE.castPermission,
    );
    return 'next';
  }
  for (const card of cards) {
    const obj = liveObject(ctx, card.id);
    if (!obj) continue;
    const player = step.owner ? obj.owner : r.controller;
    obj.playPermission = {
      player,
      castOnly: !!step.castOnly,
      until: step.until,
      turn: ctx.s.turn.number,
      ...(step.laterTurn ? { laterTurn: true as const } : {}),
      ...(step.free ? { free: true as const } : {}),
    };
    emit(ctx, {
      type: 'Note',
      rule: RULE.castPermission,
      objects: [obj.id],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${player} may ${step.castOnly ? 'cast' : 'play'} ${displayName(ctx, obj)} from ${zone === 'exile' ? 'exile' : 'a graveyard'} ${step.laterTurn ? 'on a later turn, ' : ''}${UNTIL_WORDS[step.until]}${step.free ? ' without paying its mana cost' : ''} (${sourceName(ctx, r)}).`,
    });
  }
  return 'next';
}

/** The steps of this family. */
export const impulseSteps: Pick<StepTable, 'exileTop' | 'permitPlay'> = {
  exileTop: { rule: RULE.exile, run: runExileTop },
  permitPlay: { rule: RULE.castPermission, run: runPermitPlay },
};
