/**
 * Playing a land (CR 305.1, 116.2a): a special action, not a spell — a land card in its
 * owner's hand, during its owner's main phase with the stack empty, once per turn (CR 305.2).
 * The one place these checks live: the engine's action and the legal-action queries use them.
 */
import { displayName, hasType } from '../derived/characteristics';
import { defOf, emit, peek, type Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import { moveObject } from '../zones/objects';
import type { GameObject, ObjectId, PlayerId } from '../state/types';

/** Why `player` can't play `obj` as a land now, or null (CR 305.1, 305.2). */
export function landPlayRefusal(ctx: Ctx, player: PlayerId, obj: GameObject): { reason: string; rule: string } | null {
  if (!hasType(ctx, obj, 'land') || defOf(ctx, obj).halves)
    return { reason: 'only a land can be played', rule: RULE.playLand };
  if (obj.zone !== 'hand' || obj.zonePlayer !== player)
    return { reason: `${displayName(ctx, obj)} is not in ${player}'s hand`, rule: RULE.playLand };
  const t = ctx.s.turn;
  if (t.active !== player) return { reason: 'a land can be played only during your own turn', rule: RULE.playLand };
  if (t.step !== 'main1' && t.step !== 'main2')
    return { reason: 'a land can be played only in a main phase', rule: RULE.playLand };
  if (ctx.s.stack.length) return { reason: 'a land can be played only while the stack is empty', rule: RULE.playLand };
  if (ctx.s.players[player].landsPlayedThisTurn >= 1)
    return { reason: `${player} has already played a land this turn`, rule: RULE.oneLandPerTurn };
  return null;
}

/** Plays land `id` for `player`; throws {@link IllegalActionError} with the rule when it can't be. */
export function playLand(ctx: Ctx, player: PlayerId, id: ObjectId): void {
  const obj = peek(ctx, id);
  ensure(obj, `object ${id} doesn't exist`, RULE.newObject);
  const refusal = landPlayRefusal(ctx, player, obj);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.playLand);
  ctx.s.players[player].landsPlayedThisTurn++;
  const moved = moveObject(ctx, id, 'battlefield', {
    controller: player,
    rule: RULE.playLand,
    why: 'played as a land',
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
}
