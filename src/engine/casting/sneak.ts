/**
 * Sneak (CR 702.190a): "Sneak [cost]" means "Any time you could cast an instant during your
 * declare blockers step, you may choose to pay [cost] and return an unblocked creature you control
 * to its owner's hand rather than pay this spell's mana cost." Its window is the caster's own
 * declare blockers step; the creature is returned as the cost is paid (./return-cost.ts), and a
 * permanent spell cast so enters tapped and attacking what it attacked (702.190b,
 * resolution/enter.ts).
 */
import type { Ctx } from '../state/context';
import type { PlayerId } from '../state/types';

/** Whether it is `player`'s own declare blockers step, sneak's window (CR 702.190a). */
export function sneakWindow(ctx: Ctx, player: PlayerId): boolean {
  return ctx.s.turn.active === player && ctx.s.turn.step === 'declareBlockers';
}
