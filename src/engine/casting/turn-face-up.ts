/**
 * Turning a face-down permanent face up (CR 702.37e; disguise, 702.168a): a special action
 * (116.2b) its controller may take any time they have priority, by paying its morph (or
 * disguise) cost; a manifested or cloaked permanent (701.40b, 701.58b) by showing that its card
 * is a creature card and paying its mana cost, or, if its card has morph or disguise, by paying
 * that cost (701.40c–d). It doesn't use the stack and can't be responded to; the permanent stays
 * the same object (708.8): counters, damage, tapped status and effects stay, and it now has its
 * card's characteristics. The one place these checks live: the engine's action and the
 * legal-action queries use them.
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
 * The way (the special action's `door`) that turns a manifested or cloaked permanent whose card
 * also has morph face up for its mana cost (CR 701.40b–c).
 */
export const BY_MANA_COST = 'for its mana cost';

/** One way to turn a face-down permanent face up: the cost, and whether it is its card's mana cost (CR 701.40b). */
interface FaceUpWay {
  cost: string;
  byManaCost?: true;
}

/**
 * The ways to turn `obj` face up (none if it isn't face down): its card's morph or disguise cost
 * (CR 702.37e, 702.168a; a manifested or cloaked card's too, 701.40c–d), then, manifested or
 * cloaked, its mana cost if its card is a creature card with one (701.40b, 701.58b: an instant or
 * sorcery card, or a card with no mana cost, can't be turned face up that way).
 */
export function faceUpWays(ctx: Ctx, obj: GameObject): FaceUpWay[] {
  if (!obj.faceDown) return [];
  const def = defByKey(ctx, obj.def);
  const ways: FaceUpWay[] = def.morph ? [{ cost: def.morph.mana }] : [];
  const manifested = obj.faceDown === 'manifest' || obj.faceDown === 'cloak';
  if (manifested && def.manaCost && /\bCreature\b/.test(def.typeLine))
    ways.push({ cost: def.manaCost.replace(/\{X\}/g, ''), byManaCost: true });
  return ways;
}

/** The way `way` names among `obj`'s (CR 701.40b: `BY_MANA_COST`), or its first way. */
function faceUpWay(ctx: Ctx, obj: GameObject, way?: string): FaceUpWay | undefined {
  const ways = faceUpWays(ctx, obj);
  return way === BY_MANA_COST ? ways.find((w) => w.byManaCost) : ways[0];
}

/** Why `player` can't turn `obj` face up now, or null (CR 702.37e, 116.2b). Mana is checked when paying. */
export function faceUpRefusal(
  ctx: Ctx,
  player: PlayerId,
  obj: GameObject,
  way?: string,
): { reason: string; rule: string } | null {
  if (obj.zone !== 'battlefield' || !obj.faceDown)
    return { reason: 'only a face-down permanent can be turned face up', rule: RULE.turnFaceUp };
  if (obj.controller !== player)
    return { reason: "only a face-down permanent's controller can turn it face up", rule: RULE.turnFaceUp };
  if (!faceUpWay(ctx, obj, way))
    return obj.faceDown === 'manifest' || obj.faceDown === 'cloak'
      ? { reason: 'its card is not a creature card with a mana cost, and has no morph cost', rule: RULE.manifestFaceUp }
      : { reason: 'its card has no morph or disguise cost', rule: RULE.turnFaceUp };
  if (ctx.s.pendingDecision) return { reason: 'a decision is pending', rule: RULE.specialActionPriority };
  return null;
}

/**
 * Turns `object` face up for `player`, paying its morph cost (CR 702.37e), or, `way` being
 * {@link BY_MANA_COST}, a manifested creature card's mana cost (701.40b). Throws
 * IllegalActionError when it can't (the state is then untouched).
 */
export function turnFaceUp(ctx: Ctx, player: PlayerId, object: ObjectId, way?: string): void {
  const found = peek(ctx, object);
  ensure(found, `object ${object} doesn't exist`, RULE.newObject);
  const refusal = faceUpRefusal(ctx, player, found, way);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.turnFaceUp);
  const chosen = faceUpWay(ctx, found, way);
  const cost = parseManaCost(chosen?.cost ?? '');
  payManaCost(ctx, player, cost, object);
  const obj = liveObject(ctx, object);
  ensure(obj, `object ${object} is gone`, RULE.newObject);
  const rule = chosen?.byManaCost ? RULE.manifestFaceUp : obj.faceDown === 'disguise' ? RULE.disguise : RULE.turnFaceUp;
  delete obj.faceDown;
  // Its abilities and types are its own now (CR 708.8): the board index must look again.
  reclassify(ctx);
  const def = defByKey(ctx, obj.def);
  const name = def.name;
  // Megamorph (CR 702.37b): as it is turned face up by paying its megamorph cost, a +1/+1 counter
  // (not when a manifested card is turned face up for its mana cost, 701.40b).
  if (def.morph?.mega && !chosen?.byManaCost)
    addCounters(ctx, obj, '+1/+1', 1, RULE.megamorph, 'as it was turned face up (megamorph)');
  // "As this creature is turned face up, put four +1/+1 counters on it" (CR 614.1e): however it
  // is turned face up, before anything sees it face up (708.8).
  for (const c of def.asTurnedFaceUp ?? [])
    addCounters(ctx, obj, c.counter, c.count, RULE.asTurnedFaceUp, 'as it was turned face up');
  emit(ctx, {
    type: 'TurnedFaceUp',
    objectId: obj.id,
    rule,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${player} turned a face-down permanent face up for ${formatCost(cost)}: it is ${name}, the same object (CR ${rule}, 708.8).`,
  });
}

/**
 * Turning face up's special action handler (./special-actions.ts): the face-down permanents
 * `player` controls, one candidate per way (a manifested card with morph has two, 701.40c; the
 * mana cost's `door` is then {@link BY_MANA_COST}, the way it is taken).
 */
export const turnFaceUpAction: SpecialActionHandler = {
  candidates: (ctx, player, objects) =>
    objects.flatMap((obj) => {
      const ways = obj.zone === 'battlefield' && obj.controller === player ? faceUpWays(ctx, obj) : [];
      return ways.map((w) => ({
        object: obj.id,
        kind: 'turnFaceUp' as const,
        cost: w.cost,
        ...(w.byManaCost && ways.length > 1 ? { door: BY_MANA_COST } : {}),
        refusal: faceUpRefusal(ctx, player, obj, w.byManaCost ? BY_MANA_COST : undefined),
      }));
    }),
  perform: turnFaceUp,
};
