/**
 * Casting a card from its owner's graveyard by its own keyword: flashback (CR 702.34a), mayhem
 * (702.187b: "As long as you discarded this card this turn, you may cast it from your graveyard
 * by paying [cost] rather than paying its mana cost"), retrace (702.81a: "You may cast this card
 * from your graveyard by discarding a land card in addition to paying its other costs") and
 * jump-start (702.133a: "… by discarding a card …"). Timing rules still apply to each.
 */
import type { AltCost } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import { hasType, isCard } from '../derived/characteristics';
import { RULE } from '../state/rules';
import { discardedThisTurn } from '../state/turn-record';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import type { CastRefusal } from './cast-options';

/** Whether `a` is one of the keywords that cast a card from its owner's graveyard. */
export function castsFromGraveyard(a: AltCost): boolean {
  return a.kind === 'flashback' || a.kind === 'mayhem' || a.kind === 'retrace' || a.kind === 'jump-start';
}

/** Whether `a` may be used for `obj` now: a card in `player`'s own graveyard. */
export function graveyardCastAllowed(obj: GameObject, player: PlayerId): boolean {
  return obj.zone === 'graveyard' && obj.zonePlayer === player && isCard(obj);
}

/**
 * The card a retrace or jump-start cast discards (CR 702.81a, 702.133a): a land card for
 * retrace, any card for jump-start; null for other costs.
 */
export function graveyardDiscard(cost: string | null | undefined): { land: boolean } | null {
  return cost === 'retrace' ? { land: true } : cost === 'jump-start' ? { land: false } : null;
}

/** The cards of `player`'s hand a retrace or jump-start cast could discard. */
export function discardable(ctx: Ctx, player: PlayerId, need: { land: boolean }): ObjectId[] {
  return ctx.s.players[player].hand.filter((id) => {
    const card = peek(ctx, id);
    return !!card && (!need.land || hasType(ctx, card, 'land'));
  });
}

/** Why `a` can't be used to cast `obj` from the graveyard now, or null. */
export function graveyardCastRefusal(ctx: Ctx, a: AltCost, obj: GameObject, player: PlayerId): CastRefusal | null {
  if (a.kind === 'mayhem' && !discardedThisTurn(ctx, obj.id))
    return { reason: "mayhem needs this card to have been discarded this turn, and it wasn't", rule: RULE.mayhem };
  const need = graveyardDiscard(a.kind);
  if (need && !discardable(ctx, player, need).length)
    return {
      reason: `${a.kind} needs ${need.land ? 'a land card' : 'a card'} in your hand to discard`,
      rule: a.kind === 'retrace' ? RULE.retrace : RULE.jumpStart,
    };
  return null;
}
