/**
 * "Reveal a Pirate card from your hand" as a cost (CR 701.20a, 118.8): the player chooses a card
 * in their hand matching the cost's filter (never the card being cast, which is leaving the hand,
 * 601.2a) and shows it to all players; it stays in the hand. "Behold a Kithkin" (701.4a) is the
 * same with a Kithkin permanent they control as another choice (`behold`): that one is only
 * chosen. Loaded with the cards that have such a cost (./lazy-activation-costs.ts).
 */
import type { CostSpec, ObjectFilter } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { matchesFilter } from '../derived/filters';
import { emit, peek, type Ctx } from '../state/context';
import type { Asking } from '../state/decisions';
import { chooseCostObject } from './cost-choice';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';

/**
 * The cards in `player`'s hand `cost.reveal` may reveal (not the source), then, to behold, the
 * permanents they control it may choose (CR 701.4a).
 */
function revealable(ctx: Ctx, obj: GameObject, cost: CostSpec, player: PlayerId): ObjectId[] {
  const r = cost.reveal;
  if (!r) return [];
  const matching = (ids: readonly ObjectId[], f: ObjectFilter): ObjectId[] =>
    ids.filter((id) => {
      const o = id !== obj.id ? peek(ctx, id) : undefined;
      return !!o && matchesFilter(ctx, o, f, player, obj.id);
    });
  const hand = matching(ctx.s.players[player].hand, r.filter);
  return r.behold ? [...hand, ...matching(ctx.s.battlefield, r.behold)] : hand;
}

/** "a Pirate card in your hand", or to behold "a Kithkin you control or a Kithkin card in your hand". */
function what(cost: CostSpec): string {
  const r = cost.reveal;
  if (!r) return '';
  return r.behold ? `${r.label} you control or ${r.label} card in your hand` : `${r.label} in your hand`;
}

/** Why `cost.reveal` can't be paid now (no such card in the hand, CR 118.3), or null. */
export function revealRefusal(
  ctx: Ctx,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): { reason: string; rule: string } | null {
  if (!cost.reveal || revealable(ctx, obj, cost, player).length) return null;
  return {
    reason: `there is no ${what(cost)} to ${cost.reveal.behold ? 'behold' : 'reveal'}`,
    rule: RULE.costResources,
  };
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
      prompt: `Choose ${what(cost)} to ${r.behold ? 'behold' : 'reveal'} for ${displayName(ctx, obj)}.`,
    },
    cands,
    `choose ${what(cost)} to ${r.behold ? 'behold' : 'reveal'}`,
  );
  if (pick === 'wait') return 'wait';
  const card = peek(ctx, pick);
  // CR 701.4a: a permanent beheld is only chosen; a card from the hand is revealed.
  if (card?.zone === 'battlefield') {
    emit(ctx, {
      type: 'Note',
      rule: RULE.reveal,
      objects: [pick, obj.id],
      cards: [],
      text: `${player} chose ${displayName(ctx, card)} to behold for ${displayName(ctx, obj)}.`,
    });
    return 'done';
  }
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
