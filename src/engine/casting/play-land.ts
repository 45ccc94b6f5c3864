/**
 * Playing a land (CR 305.1, 116.2a): a special action, not a spell — a land card in its
 * owner's hand (or in exile with an effect's permission, play-permission.ts), during its owner's main phase with the stack empty, once per turn (CR 305.2).
 * The one place these checks live: the engine's action and the legal-action queries use them.
 */
import { displayName, hasType } from '../derived/characteristics';
import { defByKey, defOf, emit, peek, type Ctx } from '../state/context';
import { backFaceDef } from '../state/faces';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import { moveObject } from '../zones/objects';
import { playPermitted } from './play-permission';
import { askEntering, decidedEnteringChoices } from '../zones/entering-ask';
import type { Asking } from '../state/decisions';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { landPlaysAllowed } from '../derived/restrictions';

/** Why `player` can't play `obj` as a land now, or null (CR 305.1, 305.2). */
export function landPlayRefusal(ctx: Ctx, player: PlayerId, obj: GameObject): { reason: string; rule: string } | null {
  if (!hasType(ctx, obj, 'land') || defOf(ctx, obj).halves)
    return { reason: 'only a land can be played', rule: RULE.playLand };
  // CR 305.1 from the hand; from exile with an effect's permission ("You may play that card this turn").
  if ((obj.zone !== 'hand' || obj.zonePlayer !== player) && !playPermitted(ctx, obj, player, true))
    return { reason: `${displayName(ctx, obj)} is not in ${player}'s hand`, rule: RULE.playLand };
  const t = ctx.s.turn;
  if (t.active !== player) return { reason: 'a land can be played only during your own turn', rule: RULE.playLand };
  if (t.step !== 'main1' && t.step !== 'main2')
    return { reason: 'a land can be played only in a main phase', rule: RULE.playLand };
  if (ctx.s.stack.length) return { reason: 'a land can be played only while the stack is empty', rule: RULE.playLand };
  // CR 305.2: one land each turn, more if effects allow.
  const allowed = landPlaysAllowed(ctx, player);
  if (ctx.s.players[player].landsPlayedThisTurn >= allowed)
    return {
      reason:
        allowed === 1
          ? `${player} has already played a land this turn`
          : `${player} has already played ${allowed} lands this turn, as many as they may`,
      rule: RULE.oneLandPerTurn,
    };
  return null;
}

/**
 * Which face of `obj` is played as a land (CR 712.11b: a modal double-faced card is played as
 * either face): `face` names one; without it, the front face if it is a land, else a modal card's
 * back face if that is. Returns whether the back face is played.
 */
export function landFace(ctx: Ctx, obj: GameObject, face?: string): boolean {
  const card = defByKey(ctx, obj.def);
  const back = card.doubleFaced === 'modal' ? backFaceDef(card) : undefined;
  if (!back) return false;
  if (face !== undefined) {
    ensure(face === back.name || face === card.name, `${face} is not a face of ${card.name}`, RULE.chooseFace);
    return face === back.name;
  }
  return !hasType(ctx, obj, 'land') && hasType(ctx, { ...obj, backFaceUp: true }, 'land');
}

/**
 * Plays land `id` for `player` (`face`: which face of a modal double-faced card, see
 * {@link landFace}); throws {@link IllegalActionError} with the rule when it can't be.
 */
export function playLand(ctx: Ctx, player: PlayerId, id: ObjectId, face?: string): void {
  const obj = peek(ctx, id);
  ensure(obj, `object ${id} doesn't exist`, RULE.newObject);
  const back = landFace(ctx, obj, face);
  const refusal = landPlayRefusal(ctx, player, back ? { ...obj, backFaceUp: true } : obj);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.playLand);
  ctx.s.players[player].landsPlayedThisTurn++;
  const task: PlayLandTask = { kind: 'playLand', player, object: id, back, vars: {} };
  // CR 614.12: a choice made as it enters is asked first, in a task (decisions stop a task).
  if (decidedEnteringChoices(ctx, back ? { ...obj, backFaceUp: true } : obj).length) ctx.s.tasks.push(task);
  else runPlayLandTask(ctx, task);
}

declare module '../state/task' {
  interface TaskKinds {
    playLand: PlayLandTask;
  }
}

/** A land being played whose "as enters" choices are being asked (CR 305.1, 614.12). */
export interface PlayLandTask extends Asking {
  kind: 'playLand';
  player: PlayerId;
  object: ObjectId;
  /** Played as a modal double-faced card's back face (CR 712.11b). */
  back: boolean;
  /** The answers so far (entering-ask.ts). */
  vars: Record<string, boolean | string | null>;
}

/** Puts the land being played onto the battlefield once its "as enters" choices are made. */
export function runPlayLandTask(ctx: Ctx, t: PlayLandTask): 'done' | 'wait' {
  const { player, back } = t;
  const obj = peek(ctx, t.object);
  if (!obj) return 'done';
  const answers = askEntering(ctx, t, t.vars, back ? { ...obj, backFaceUp: true } : obj, player);
  if (answers === 'wait') return 'wait';
  const moved = moveObject(ctx, t.object, 'battlefield', {
    controller: player,
    rule: back ? RULE.chooseFace : RULE.playLand,
    why: back ? 'played as a land, its back face up' : 'played as a land',
    ...(back ? { backFaceUp: true } : {}),
    enterAnswers: answers,
  });
  emit(ctx, {
    type: 'LandPlayed',
    objectId: moved.id,
    player,
    rule: RULE.playLand,
    objects: [moved.id],
    cards: moved.cardId ? [moved.cardId] : [],
    text: `${player} played ${displayName(ctx, moved)}.`,
  });
  return 'done';
}
