/**
 * Setting a scheme in motion (CR 314.1, 904.1: Archenemy), as the table drives it: the sandbox
 * has no scheme deck, so a scheme the board puts in its owner's command zone (CR 408.1) stands for
 * the top of that player's scheme deck, and its owner sets it in motion by hand (sandbox mode
 * only; in an Archenemy game it happens as the archenemy's precombat main phase begins, or by an
 * effect). The scheme stays the same object in the command zone, and its "When you set this
 * scheme in motion" abilities trigger (triggers/detectors/set-in-motion.ts). Loaded with the
 * special actions (./special-action-table.ts), not with the engine.
 */
import { hasType } from '../derived/characteristics';
import { defByKey, emit, peek, type Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import type { SpecialActionHandler } from './special-actions';

/** Why `player` can't set `obj` in motion now, or null. */
export function setInMotionRefusal(
  ctx: Ctx,
  player: PlayerId,
  obj: GameObject,
): { reason: string; rule: string } | null {
  if (obj.zone !== 'command' || !hasType(ctx, obj, 'scheme'))
    return { reason: 'only a scheme in the command zone can be set in motion', rule: RULE.scheme };
  if (obj.owner !== player) return { reason: "only a scheme's owner sets it in motion", rule: RULE.archenemy };
  if (!ctx.s.sandbox)
    return {
      reason:
        'setting a scheme in motion by hand is allowed only in sandbox mode (in an Archenemy game the archenemy sets the top scheme of their scheme deck in motion as their precombat main phase begins)',
      rule: RULE.manualMove,
    };
  if (ctx.s.pendingDecision) return { reason: 'a decision is pending', rule: RULE.specialActionPriority };
  return null;
}

/** Sets the scheme `object` in motion for `player` (see the module comment). Throws IllegalActionError when refused. */
export function setSchemeInMotion(ctx: Ctx, player: PlayerId, object: ObjectId): void {
  const obj = peek(ctx, object);
  ensure(obj, `object ${object} doesn't exist`, RULE.newObject);
  const refusal = setInMotionRefusal(ctx, player, obj);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.scheme);
  emit(ctx, {
    type: 'SetInMotion',
    objectId: obj.id,
    player,
    rule: RULE.archenemy,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${player} set ${defByKey(ctx, obj.def).name} in motion (by hand, sandbox mode; CR ${RULE.archenemy}).`,
  });
}

/** The handler (./special-actions.ts): the schemes `player` owns in the command zone. */
export const setInMotionAction: SpecialActionHandler = {
  candidates: (ctx, player, objects) =>
    objects.flatMap((obj) =>
      obj.zone === 'command' && obj.owner === player && hasType(ctx, obj, 'scheme')
        ? [{ object: obj.id, kind: 'setInMotion' as const, cost: '{0}', refusal: setInMotionRefusal(ctx, player, obj) }]
        : [],
    ),
  perform: setSchemeInMotion,
};
