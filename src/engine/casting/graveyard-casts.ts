/**
 * Casting a card from its owner's graveyard by its own keyword: flashback (CR 702.34a), mayhem
 * (702.187b: "As long as you discarded this card this turn, you may cast it from your graveyard
 * by paying [cost] rather than paying its mana cost"), retrace (702.81a: "You may cast this card
 * from your graveyard by discarding a land card in addition to paying its other costs") and
 * jump-start (702.133a: "… by discarding a card …"). Timing rules still apply to each. Which
 * costs these are is ./from-graveyard.ts; this part loads with the cards that have them
 * (./cost-keywords.ts).
 */
import type { AltCost } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import { hasType } from '../derived/characteristics';
import { graveyardDiscard } from './from-graveyard';
import { RULE } from '../state/rules';
import { discardedThisTurn } from '../state/turn-record';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import type { CastRefusal } from './cast-options';

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
