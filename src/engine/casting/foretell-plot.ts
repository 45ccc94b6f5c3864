/**
 * Foretelling (CR 702.143a–b) and plotting (702.170a–b): special actions (116.2) that exile a
 * card from its owner's hand for a cast on a later turn. They don't use the stack and can't be
 * responded to.
 *
 * - Foretell: any time its owner has priority during their turn, they pay {2} and exile the card
 *   face down (they may look at it). After that turn they may cast it from exile for its
 *   foretell cost, an alternative cost (118.9; cast-options.ts).
 * - Plot: during its owner's main phase while the stack is empty, they pay its plot cost and exile
 *   it; it becomes plotted. After that turn they may cast it from exile without paying its mana
 *   cost, during their main phase while the stack is empty (702.170d), even an instant.
 *
 * The one place these checks live: the engine's action and the legal-action queries use them.
 */
import { defOf, peek, type Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { parseManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { payManaCost } from '../mana/pay-mana';
import { moveObject } from '../zones/objects';
import { sorceryTime } from './exiled-for-later';
import type { SpecialActionHandler } from './special-actions';

import type { ExileForLater } from './exiled-for-later';

const DONE = { foretell: 'foretold', plot: 'plotted' } as const;

/** The cost to foretell ({2}, 702.143a) or plot (its plot cost, 702.170a) `obj`, or undefined if its card can't be. */
export function exileForLaterCost(ctx: Ctx, obj: GameObject, how: ExileForLater): string | undefined {
  const def = defOf(ctx, obj);
  return how === 'plot' ? def.plot : def.altCosts?.some((a) => a.kind === 'foretell') ? '{2}' : undefined;
}

/** Why `player` can't foretell or plot `obj` now, or null (CR 702.143a, 702.170a). Mana is checked when paying. */
export function exileForLaterRefusal(
  ctx: Ctx,
  player: PlayerId,
  obj: GameObject,
  how: ExileForLater,
): { reason: string; rule: string } | null {
  const rule = how === 'plot' ? RULE.plot : RULE.foretell;
  const cost = exileForLaterCost(ctx, obj, how);
  if (obj.zone !== 'hand' || obj.zonePlayer !== player || obj.owner !== player || !cost)
    return { reason: `only a card with ${how} in your hand can be ${DONE[how]}`, rule };
  if (ctx.s.pendingDecision) return { reason: 'a decision is pending', rule };
  if (how === 'foretell' && ctx.s.turn.active !== player)
    return { reason: 'a card can be foretold only during your own turn', rule };
  if (how === 'plot' && !sorceryTime(ctx, player))
    return { reason: 'a card can be plotted only during your main phase while the stack is empty', rule };
  return null;
}

/**
 * Foretells or plots `object` for `player`: pays the cost and exiles the card from their hand
 * (face down when foretold). Throws IllegalActionError when it can't (the state is then untouched).
 */
export function exileForLater(ctx: Ctx, player: PlayerId, object: ObjectId, how: ExileForLater): void {
  const found = peek(ctx, object);
  ensure(found, `object ${object} doesn't exist`, RULE.newObject);
  const refusal = exileForLaterRefusal(ctx, player, found, how);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.foretell);
  const cost = exileForLaterCost(ctx, found, how) ?? '';
  payManaCost(ctx, player, parseManaCost(cost), object);
  // The move's event cites the rule and says what the card now is.
  const card = moveObject(ctx, object, 'exile', {
    rule: how === 'plot' ? RULE.plot : RULE.foretellAction,
    why: `${DONE[how]} for ${cost}, a special action: ${how === 'plot' ? 'its owner may cast it without paying its mana cost, as a sorcery' : 'face down, its owner may cast it for its foretell cost'}, after this turn`,
  });
  if (how === 'plot') card.plotted = ctx.s.turn.number;
  else card.foretold = ctx.s.turn.number;
}

/** Foretell's or plot's special action handler (./special-actions.ts): the cards in hand with that cost. */
function handler(how: ExileForLater): SpecialActionHandler {
  return {
    candidates: (ctx, player, objects) =>
      objects.flatMap((obj) => {
        const cost = obj.zone === 'hand' ? exileForLaterCost(ctx, obj, how) : undefined;
        return cost ? [{ object: obj.id, kind: how, cost, refusal: exileForLaterRefusal(ctx, player, obj, how) }] : [];
      }),
    perform: (ctx, player, object) => exileForLater(ctx, player, object, how),
  };
}

export const foretellAction = handler('foretell');
export const plotAction = handler('plot');
