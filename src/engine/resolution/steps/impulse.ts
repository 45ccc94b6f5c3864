/**
 * Exiling the top cards of a library (CR 406.2, face up: 406.3) and the permission to play
 * cards from exile that often follows ("You may play that card this turn", CR 601.3, 305.1;
 * see casting/play-permission.ts).
 */
import { displayName } from '../../derived/characteristics';
import { emit, liveObject, simultaneously, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import type { ObjectFilter } from '../../state/vocabulary/filters';
import { matchesFilter } from '../../derived/filters';
import { moveObject } from '../../zones/objects';
import { amount, refObjects, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

function runExileTop(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'exileTop'>): StepResult {
  if (step.until) return exileUntil(ctx, r, t, step, step.until);
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

/**
 * "Exile cards from the top of your library until you exile a nonland card" (CR 406.2, 406.3: face
 * up): one card at a time, each seen before the next; the card that ends it is named by `as` (none
 * when the library ran out first). The other cards stay in exile.
 */
function exileUntil(
  ctx: Ctx,
  r: Resolving,
  _t: ResolveTask,
  step: StepOf<'exileTop'>,
  until: ObjectFilter,
): StepResult {
  const name = sourceName(ctx, r);
  let hit: ObjectId | null = null;
  let n = 0;
  for (const p of refPlayers(ctx, r, step.player).slice(0, 1))
    for (let top = ctx.s.players[p].library[0]; top !== undefined; top = ctx.s.players[p].library[0]) {
      const card = moveObject(ctx, top, 'exile', { rule: RULE.exile, why: `exiled by ${name}` });
      n++;
      if (matchesFilter(ctx, card, { ...until, zone: 'exile' }, r.controller, r.source)) {
        hit = card.id;
        break;
      }
    }
  if (!hit)
    nothing(ctx, r, `${name}: ${n} card${n === 1 ? '' : 's'} exiled, and none was the card looked for.`, RULE.exile);
  if (step.as) r.vars[step.as] = hit ? [hit] : [];
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
