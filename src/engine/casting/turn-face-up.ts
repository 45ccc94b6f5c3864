/**
 * Turning a face-down permanent face up (CR 702.37e; disguise, 702.168a): a special action
 * (116.2b) its controller may take any time they have priority, by paying its morph (or
 * disguise) cost. It doesn't use the stack and
 * can't be responded to; the permanent stays the same object (708.8): counters, damage, tapped
 * status and effects stay, and it now has its card's characteristics. The one place these checks
 * live: the engine's action and the legal-action queries use them.
 */
import { defByKey, emit, liveObject, peek, type Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { formatCost, parseManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { payManaCost } from '../mana/pay-mana';
import { reclassify } from '../derived/board-cache';
import { addCounters } from '../zones/counters';
import type { SpecialActionHandler } from './special-actions';

/**
 * The cost to turn `obj` face up (its card's morph or disguise cost, CR 702.37e, 702.168a), or
 * undefined if it has none.
 */
export function faceUpCost(ctx: Ctx, obj: GameObject): string | undefined {
  return obj.faceDown ? defByKey(ctx, obj.def).morph?.mana : undefined;
}

/** Why `player` can't turn `obj` face up now, or null (CR 702.37e, 116.2b). Mana is checked when paying. */
export function faceUpRefusal(ctx: Ctx, player: PlayerId, obj: GameObject): { reason: string; rule: string } | null {
  if (obj.zone !== 'battlefield' || !obj.faceDown)
    return { reason: 'only a face-down permanent can be turned face up', rule: RULE.turnFaceUp };
  if (obj.controller !== player)
    return { reason: "only a face-down permanent's controller can turn it face up", rule: RULE.turnFaceUp };
  if (!faceUpCost(ctx, obj)) return { reason: 'its card has no morph or disguise cost', rule: RULE.turnFaceUp };
  if (ctx.s.pendingDecision) return { reason: 'a decision is pending', rule: RULE.specialActionPriority };
  return null;
}

/**
 * Turns `object` face up for `player`, paying its morph cost (CR 702.37e). Throws
 * IllegalActionError when it can't (the state is then untouched).
 */
export function turnFaceUp(ctx: Ctx, player: PlayerId, object: ObjectId): void {
  const found = peek(ctx, object);
  ensure(found, `object ${object} doesn't exist`, RULE.newObject);
  const refusal = faceUpRefusal(ctx, player, found);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.turnFaceUp);
  const cost = parseManaCost(faceUpCost(ctx, found) ?? '');
  payManaCost(ctx, player, cost, object);
  const obj = liveObject(ctx, object);
  ensure(obj, `object ${object} is gone`, RULE.newObject);
  const rule = obj.faceDown === 'disguise' ? RULE.disguise : RULE.turnFaceUp;
  delete obj.faceDown;
  // Its abilities and types are its own now (CR 708.8): the board index must look again.
  reclassify(ctx);
  const def = defByKey(ctx, obj.def);
  const name = def.name;
  // Megamorph (CR 702.37b): as it is turned face up by paying its megamorph cost, a +1/+1 counter.
  if (def.morph?.mega) addCounters(ctx, obj, '+1/+1', 1, RULE.megamorph, 'as it was turned face up (megamorph)');
  emit(ctx, {
    type: 'TurnedFaceUp',
    objectId: obj.id,
    rule,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${player} turned a face-down permanent face up for ${formatCost(cost)}: it is ${name}, the same object (CR ${rule}, 708.8).`,
  });
}

/** Turning face up's special action handler (./special-actions.ts): the face-down permanents `player` controls. */
export const turnFaceUpAction: SpecialActionHandler = {
  candidates: (ctx, player, objects) =>
    objects.flatMap((obj) => {
      const cost = obj.zone === 'battlefield' && obj.controller === player ? faceUpCost(ctx, obj) : undefined;
      return cost
        ? [{ object: obj.id, kind: 'turnFaceUp' as const, cost, refusal: faceUpRefusal(ctx, player, obj) }]
        : [];
    }),
  perform: turnFaceUp,
};
