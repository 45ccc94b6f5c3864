/**
 * The costs that return a creature you control to its owner's hand: web-slinging's tapped
 * creature (CR 702.188a) and sneak's unblocked attacking one (702.190a), whose attack the
 * permanent spell takes over (702.190b, resolution/enter.ts). Loaded with the cards that have
 * them (./cost-keywords.ts), not with the engine.
 */
import type { ObjectFilter } from '../state/card-def';
import { objectsMatching } from '../derived/filters';
import { ask, takeAnswer } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { Ctx } from '../state/context';
import type { GameObject, PlayerId } from '../state/types';
import { moveObject } from '../zones/objects';
import type { CastRefusal } from './cast-options';
import type { CastTask } from './cast';
import { sneakWindow } from './sneak';

/** What sneak returns: "an unblocked creature you control" (CR 509.1h). */
export const UNBLOCKED: ObjectFilter = { types: ['creature'], controller: 'you', unblocked: true };

/** What web-slinging returns: "a tapped creature you control" (CR 702.188a). */
const TAPPED: ObjectFilter = { types: ['creature'], controller: 'you', tapped: true };

/** The returned creature's filter and words for a cost of `kind` ('sneak' or 'web-slinging'). */
function returned(kind: string): { filter: ObjectFilter; what: string } {
  return kind === 'sneak'
    ? { filter: UNBLOCKED, what: 'an unblocked attacking creature' }
    : { filter: TAPPED, what: 'a tapped creature' };
}

/**
 * Why `player` can't cast `obj` for its sneak or web-slinging cost (`kind`) now: sneak outside
 * its caster's declare blockers step (CR 702.190a), or no creature to return (118.3); else null.
 */
export function returnCostRefusal(ctx: Ctx, kind: string, obj: GameObject, player: PlayerId): CastRefusal | null {
  const rule = kind === 'sneak' ? RULE.sneak : RULE.alternativeCost;
  if (kind === 'sneak' && !sneakWindow(ctx, player))
    return { reason: 'sneak can be used only during your declare blockers step', rule };
  const { filter, what } = returned(kind);
  return objectsMatching(ctx, filter, player, obj.id).length
    ? null
    : { reason: `${kind} needs ${what} you control to return to its owner's hand`, rule };
}

/**
 * CR 601.2h: returns the creature that pays a sneak or web-slinging cost, given with the action,
 * the only one, or chosen (asks: 'wait'). Sneak's spell remembers what the creature attacked.
 * Throws IllegalActionError when the given creature can't pay it.
 */
export function returnForCost(ctx: Ctx, t: CastTask, obj: GameObject): 'done' | 'wait' {
  const kind = t.cost ?? '';
  const { filter, what } = returned(kind);
  const cands = objectsMatching(ctx, filter, t.player, obj.id).map((o) => o.id);
  if (t.returnCreature === undefined) {
    const ans = takeAnswer(t);
    if (Array.isArray(ans) && ans[0]) t.returnCreature = ans[0];
    else if (cands.length === 1) t.returnCreature = cands[0];
    else {
      return ask(ctx, {
        player: t.player,
        kind: 'chooseObjects',
        purpose: kind,
        rule: RULE.alternativeCost,
        about: obj.id,
        prompt: `Choose ${what} you control to return to its owner's hand (${kind}).`,
        candidates: cands,
        min: 1,
        max: 1,
      });
    }
  }
  ensure(
    t.returnCreature && cands.includes(t.returnCreature),
    `${kind} needs ${what} you control`,
    RULE.alternativeCost,
  );
  const combat = ctx.s.combat;
  if (kind === 'sneak' && obj.spell && combat)
    obj.spell.sneakAttacked = combat.attacks?.[t.returnCreature] ?? combat.attackers[t.returnCreature];
  moveObject(ctx, t.returnCreature, 'hand', { rule: RULE.alternativeCost, why: `returned to pay ${kind}` });
  return 'done';
}
