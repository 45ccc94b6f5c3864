/**
 * "Reveal a Pirate card from your hand" as a cost (CR 701.20a, 118.8): the player chooses a card
 * in their hand matching the cost's filter (never the card being cast, which is leaving the hand,
 * 601.2a) and shows it to all players; it stays in the hand. Loaded with the cards that have such
 * a cost (./lazy-activation-costs.ts).
 */
import type { CostSpec } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { matchesFilter } from '../derived/filters';
import { emit, peek, type Ctx } from '../state/context';
import type { Asking } from '../state/decisions';
import { chooseCostObject } from './cost-choice';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';

/** The cards in `player`'s hand `cost.reveal` may reveal (not the source). */
function revealable(ctx: Ctx, obj: GameObject, cost: CostSpec, player: PlayerId): ObjectId[] {
  const f = cost.reveal?.filter;
  return ctx.s.players[player].hand.filter((id) => {
    const o = id !== obj.id && f ? peek(ctx, id) : undefined;
    return !!o && !!f && matchesFilter(ctx, o, f, player, obj.id);
  });
}

/** Why `cost.reveal` can't be paid now (no such card in the hand, CR 118.3), or null. */
export function revealRefusal(
  ctx: Ctx,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): { reason: string; rule: string } | null {
  if (!cost.reveal || revealable(ctx, obj, cost, player).length) return null;
  return { reason: `there is no ${cost.reveal.label} in the hand to reveal`, rule: RULE.costResources };
}

/** Reveals the chosen card (CR 701.20a); 'wait' while the player chooses. */
export function payReveal(
  ctx: Ctx,
  t: Asking & { auto?: boolean },
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): 'done' | 'wait' {
  const r = cost.reveal;
  if (!r) return 'done';
  const cands = revealable(ctx, obj, cost, player);
  const pick = chooseCostObject(
    ctx,
    t,
    {
      player,
      purpose: 'reveal',
      rule: RULE.reveal,
      about: obj.id,
      prompt: `Choose ${r.label} in your hand to reveal for ${displayName(ctx, obj)}.`,
    },
    cands,
    `choose ${r.label} in your hand to reveal`,
  );
  if (pick === 'wait') return 'wait';
  const card = peek(ctx, pick);
  emit(ctx, {
    type: 'Revealed',
    objectId: pick,
    player,
    rule: RULE.reveal,
    objects: [pick, obj.id],
    cards: card?.cardId ? [card.cardId] : [],
    text: `${player} revealed ${card ? displayName(ctx, card) : 'a card'} from their hand to pay for ${displayName(ctx, obj)}.`,
  });
  return 'done';
}
