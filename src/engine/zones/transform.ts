/**
 * Transforming a permanent (CR 701.27): turning a double-faced permanent over so that its other
 * face is up. It is the same object (712.18): its counters, damage, attachments, tapped status
 * and the effects on it stay, and it doesn't enter the battlefield. It receives a new timestamp
 * (613.7g). From now on it has only the characteristics of the face that is up (712.8d–e).
 */
import { reclassify } from '../derived/board-cache';
import { displayName } from '../derived/characteristics';
import { defByKey, emit, newTimestamp, type Ctx } from '../state/context';
import { backFaceDef } from '../state/faces';
import { parseTypeLine } from '../state/type-line';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';

/**
 * Why `obj` can't transform now, or null if it can: only a double-faced card or a double-faced
 * token does (701.27a, 701.27c; a card copying one is not double-faced), and not into an instant
 * or sorcery face (712.10).
 */
export function cantTransform(ctx: Ctx, obj: GameObject): { reason: string; rule: string } | null {
  const card = defByKey(ctx, obj.def);
  const back = backFaceDef(card);
  // A prototype card's or flip card's `back` is not a face it turns to (CR 718.3b, 710.2, 701.27c).
  const notTurned = card.doubleFaced === 'prototype' || card.doubleFaced === 'flip';
  const doubleFaced = back && !notTurned && (obj.token || obj.copyOf === null);
  if (!doubleFaced)
    return { reason: `${displayName(ctx, obj)} is not a double-faced permanent`, rule: RULE.transformNotDoubleFaced };
  // Only a transforming double-faced card or token transforms (CR 701.27c, 712.2): a modal one doesn't.
  if (card.doubleFaced === 'modal')
    return {
      reason: `${displayName(ctx, obj)} is a modal double-faced permanent, which doesn't transform`,
      rule: RULE.transformNotDoubleFaced,
    };
  const other = obj.backFaceUp ? card : back;
  const types = parseTypeLine(other.typeLine).types;
  if (types.includes('instant') || types.includes('sorcery'))
    return {
      reason: `its other face, ${other.name}, is an instant or sorcery face`,
      rule: RULE.transformIntoSpellFace,
    };
  return null;
}

/**
 * Turns `obj` (on the battlefield) over. `why`: what transformed it, for the log. The caller
 * checked {@link cantTransform}.
 */
export function transformPermanent(ctx: Ctx, obj: GameObject, why: string): void {
  const before = displayName(ctx, obj);
  if (obj.backFaceUp) delete obj.backFaceUp;
  else obj.backFaceUp = true;
  obj.timestamp = newTimestamp(ctx);
  obj.transformedAt = obj.timestamp;
  // Its abilities are the other face's now (CR 712.8d–e): the board index must look again.
  reclassify(ctx);
  emit(ctx, {
    type: 'Transformed',
    objectId: obj.id,
    backFaceUp: !!obj.backFaceUp,
    rule: RULE.transform,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${before} transformed into ${displayName(ctx, obj)} ${why}; it is the same permanent (CR ${RULE.transformSameObject}): its counters, damage and the effects on it stay.`,
  });
}
