/**
 * Suspending a card (CR 702.62a, 116.2f): "If you could begin to cast this card by putting it
 * onto the stack from your hand, you may pay [cost] and exile it with N time counters on it." A
 * special action: it doesn't use the stack and can't be responded to. Whether its owner could
 * begin to cast it is read as casting reads it (./cast-options.ts): its card type's timing, flash,
 * prohibitions (702.62c); mana is checked when paying. The counters are on it as it is exiled (not
 * "put" on it, CR 122.6). Its upkeep and casting triggers are ../triggers/suspend.ts.
 */
import { defOf, emit, peek, type Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { parseManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { payManaCost } from '../mana/pay-mana';
import { moveObject } from '../zones/objects';
import { displayName } from '../derived/characteristics';
import { castModes } from './cast-options';
import type { SpecialActionHandler } from './special-actions';

/** Why `player` can't suspend `obj` now, or null (CR 702.62a, 702.62c). Mana is checked when paying. */
export function suspendRefusal(ctx: Ctx, player: PlayerId, obj: GameObject): { reason: string; rule: string } | null {
  const rule = RULE.suspend;
  if (obj.zone !== 'hand' || obj.zonePlayer !== player || obj.owner !== player || !defOf(ctx, obj).suspend)
    return { reason: 'only a card with suspend in your hand can be suspended', rule };
  if (ctx.s.pendingDecision) return { reason: 'a decision is pending', rule };
  // Whether it could begin to be cast: its timing and permissions, not its mana cost (a card with
  // none, CR 118.6, can be suspended: Ancestral Vision), so it is asked as a free cast would be.
  const { modes, refusals } = castModes(ctx, player, obj, { free: true, duringResolution: false });
  if (!modes.length) return { reason: `it could not be cast now${refusals[0] ? `: ${refusals[0].reason}` : ''}`, rule };
  return null;
}

/**
 * Suspends `object` for `player`: pays its suspend cost and exiles it from their hand with its
 * time counters. Throws IllegalActionError when it can't (the state is then untouched).
 */
export function suspendCard(ctx: Ctx, player: PlayerId, object: ObjectId): void {
  const found = peek(ctx, object);
  ensure(found, `object ${object} doesn't exist`, RULE.newObject);
  const refusal = suspendRefusal(ctx, player, found);
  ensure(!refusal, refusal?.reason ?? '', RULE.suspend);
  const { time, mana } = defOf(ctx, found).suspend ?? { time: 0, mana: '' };
  payManaCost(ctx, player, parseManaCost(mana), object);
  const card = moveObject(ctx, object, 'exile', {
    rule: RULE.suspend,
    why: `suspended for ${mana}, a special action, with ${time} time counter${time === 1 ? '' : 's'} on it`,
  });
  card.counters.time = time;
  emit(ctx, {
    type: 'Note',
    rule: RULE.suspend,
    objects: [card.id],
    cards: card.cardId ? [card.cardId] : [],
    text: `${displayName(ctx, card)} is suspended with ${time} time counter${time === 1 ? '' : 's'}: one is removed at the beginning of ${player}'s upkeep, and when the last is removed they may cast it without paying its mana cost.`,
  });
}

/** Suspend's special action handler (./special-actions.ts): the cards in hand with suspend. */
export const suspendAction: SpecialActionHandler = {
  candidates: (ctx, player, objects) =>
    objects.flatMap((obj) => {
      const s = obj.zone === 'hand' ? defOf(ctx, obj).suspend : undefined;
      return s
        ? [{ object: obj.id, kind: 'suspend' as const, cost: s.mana, refusal: suspendRefusal(ctx, player, obj) }]
        : [];
    }),
  perform: (ctx, player, object) => suspendCard(ctx, player, object),
};
