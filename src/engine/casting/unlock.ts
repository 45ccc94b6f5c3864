/**
 * Unlocking a door (CR 116.2m, 709.5): a player who controls a Room with a locked door may pay
 * that door's mana cost to unlock it, a special action taken any time they could cast a sorcery
 * (their main phase, the stack empty). It doesn't use the stack; the door's "When you unlock this
 * door" ability triggers. Loaded with the special actions (./special-action-table.ts).
 */
import { defOf, liveObject, peek, type Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { parseManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { payManaCost } from '../mana/pay-mana';
import { isRoom, unlockDoor } from '../zones/doors';
import { sorceryTime } from './exiled-for-later';
import type { SpecialActionCandidate, SpecialActionHandler } from './special-actions';

/** The locked doors of `obj`, a Room permanent (CR 709.5): name and mana cost. */
function lockedDoors(ctx: Ctx, obj: GameObject): { name: string; manaCost: string }[] {
  const def = defOf(ctx, obj);
  if (obj.zone !== 'battlefield' || obj.faceDown || !isRoom(def)) return [];
  return (def.halves ?? []).filter((h) => !obj.unlocked?.includes(h.name));
}

/** Why `player` can't unlock a door of `obj` now, or null (CR 116.2m). Mana is checked when paying. */
function unlockRefusal(ctx: Ctx, player: PlayerId, obj: GameObject): { reason: string; rule: string } | null {
  if (obj.controller !== player)
    return { reason: "only a Room's controller may unlock its doors", rule: RULE.unlockDoor };
  if (ctx.s.pendingDecision) return { reason: 'a decision is pending', rule: RULE.specialActionPriority };
  if (!sorceryTime(ctx, player))
    return {
      reason: 'a door can be unlocked only during your main phase while the stack is empty',
      rule: RULE.unlockDoor,
    };
  return null;
}

/** Unlocks the locked door `door` of the Room `object` for `player`, paying its mana cost. Throws IllegalActionError when refused. */
function unlock(ctx: Ctx, player: PlayerId, object: ObjectId, door?: string): void {
  const obj = peek(ctx, object);
  ensure(obj, `object ${object} doesn't exist`, RULE.newObject);
  const locked = lockedDoors(ctx, obj);
  const half = door === undefined && locked.length === 1 ? locked[0] : locked.find((h) => h.name === door);
  ensure(half, door ? `${door} is not a locked door of this Room` : 'name the door to unlock', RULE.unlockDoor);
  const refusal = unlockRefusal(ctx, player, obj);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.unlockDoor);
  payManaCost(ctx, player, parseManaCost(half.manaCost), object);
  unlockDoor(
    ctx,
    liveObject(ctx, object) ?? obj,
    half.name,
    `was unlocked for ${half.manaCost || '{0}'}, a special action (CR ${RULE.unlockDoor})`,
  );
}

/** The handler (./special-actions.ts): one candidate for each locked door of each Room `player` controls. */
export const unlockAction: SpecialActionHandler = {
  candidates: (ctx, player, objects) =>
    objects.flatMap((obj): SpecialActionCandidate[] =>
      obj.controller === player
        ? lockedDoors(ctx, obj).map((h) => ({
            object: obj.id,
            kind: 'unlock',
            door: h.name,
            cost: h.manaCost,
            refusal: unlockRefusal(ctx, player, obj),
          }))
        : [],
    ),
  perform: unlock,
};
