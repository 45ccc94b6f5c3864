/**
 * Manual moves (sandbox mode): a person moves any card to any zone by hand, logged as manual.
 * The rules still say where a card can be: hands, libraries and graveyards hold only their
 * owner's cards (CR 400.3); nothing is put onto the stack except by casting it (CR 601.2a); an
 * instant or a sorcery never enters the battlefield (CR 304.4, 307.4: it stays where it was).
 */
import { displayName, hasType } from '../derived/characteristics';
import type { Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId, ZoneName } from '../state/types';

/** Why `obj` can't be moved by hand to `player`'s `to` zone now, or null. */
export function manualMoveRefusal(
  ctx: Ctx,
  obj: GameObject,
  to: ZoneName,
  player: PlayerId,
): { reason: string; rule: string } | null {
  if (to === 'stack') return { reason: 'only a spell being cast goes on the stack', rule: RULE.castMove };
  if (!ctx.s.sandbox)
    return { reason: 'moving a card by hand is a manual move, allowed only in sandbox mode', rule: RULE.manualMove };
  if ((to === 'hand' || to === 'library' || to === 'graveyard') && player !== obj.owner) {
    return {
      reason: `${displayName(ctx, obj)} belongs to ${obj.owner}: a card goes only to its owner's ${to}`,
      rule: RULE.ownersZone,
    };
  }
  if (to === 'battlefield' && hasType(ctx, obj, 'instant'))
    return {
      reason: `${displayName(ctx, obj)} is an instant: it can't be put onto the battlefield`,
      rule: RULE.instantNeverOnBattlefield,
    };
  if (to === 'battlefield' && hasType(ctx, obj, 'sorcery'))
    return {
      reason: `${displayName(ctx, obj)} is a sorcery: it can't be put onto the battlefield`,
      rule: RULE.sorceryNeverOnBattlefield,
    };
  return null;
}
