/**
 * Sneak (CR 702.190a): "Sneak [cost]" means "Any time you could cast an instant during your
 * declare blockers step, you may choose to pay [cost] and return an unblocked creature you control
 * to its owner's hand rather than pay this spell's mana cost." Its window is the caster's own
 * declare blockers step; the creature is returned as the cost is paid (casting/cast.ts), and a
 * permanent spell cast so enters tapped and attacking what it attacked (702.190b,
 * resolution/enter.ts).
 */
import type { ObjectFilter } from '../state/card-def';
import type { Ctx } from '../state/context';
import { objectsMatching } from '../derived/filters';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';

/** What sneak returns: "an unblocked creature you control" (CR 509.1h). */
export const UNBLOCKED: ObjectFilter = { types: ['creature'], controller: 'you', unblocked: true };

/** Whether it is `player`'s own declare blockers step, sneak's window (CR 702.190a). */
export function sneakWindow(ctx: Ctx, player: PlayerId): boolean {
  return ctx.s.turn.active === player && ctx.s.turn.step === 'declareBlockers';
}

/** Why `player` can't cast `obj` for its sneak cost now (timing aside from the window), or null. */
export function sneakRefusal(ctx: Ctx, player: PlayerId, obj: GameObject): { reason: string; rule: string } | null {
  if (!sneakWindow(ctx, player))
    return { reason: 'sneak can be used only during your declare blockers step', rule: RULE.sneak };
  return objectsMatching(ctx, UNBLOCKED, player, obj.id).length
    ? null
    : {
        reason: "sneak needs an unblocked attacking creature you control to return to its owner's hand",
        rule: RULE.sneak,
      };
}
