/**
 * Discard and cycling triggers (CR 701.9, 702.29c–d): "Whenever you discard a card",
 * "Whenever an opponent discards a creature card", "Whenever a player cycles a card",
 * "Whenever you cycle or discard a card" (a card cycled is one discard: it triggers once,
 * 702.29d). "When you cycle this card" is the card's own ability: it triggers from the zone the
 * card went to (702.29c), so only that card watches it; the other kinds are watched by
 * permanents on the battlefield. "You" is the watcher's controller. The data: `player` (who
 * discarded), `card` (the card in its new zone). "Whenever you discard one or more cards"
 * (`oneOrMore`, CR 603.2c) triggers once for the cards a player discards at the same time (one
 * batch of `ctx.together`), with `amount`, how many of them match.
 */
import { matchesFilter } from '../../derived/filters';
import { peek, type Ctx } from '../../state/context';
import type { GameEvent } from '../../state/events';
import { RULE } from '../../state/rules';
import { firstOfBatch, type TriggerData, type TriggerDetector, type TriggerOf, type Watcher } from '../watcher';

export const discarded: TriggerDetector<'discarded'> = {
  rule: RULE.discard,
  events: ['ZoneChanged'],
  match(ctx, ev, spec, w) {
    const data = matchOne(ctx, ev, spec, w);
    const first = data[0];
    if (!spec.oneOrMore || !first) return data;
    // One trigger for each player's cards discarded at once, on the first of them.
    const same = (e: GameEvent): boolean => matchOne(ctx, e, spec, w)[0]?.player === first.player;
    if (!firstOfBatch(ctx, ev, same)) return [];
    const amount = (ctx.together ?? [ev]).filter(same).length;
    return [{ player: first.player as string, amount }];
  },
};

/** The trigger data of `ev` for one card discarded (see the file's comment). */
function matchOne(ctx: Ctx, ev: GameEvent, spec: TriggerOf<'discarded'>, w: Watcher): TriggerData[] {
  if (ev.type !== 'ZoneChanged' || !ev.discarded) return [];
  if (spec.cycled && !ev.discarded.cycled) return [];
  // The card's own ability watches from where it went; the others only from the battlefield.
  if (spec.self ? !w.moved || w.id !== ev.to.objectId : w.moved || w.lki) return [];
  const you = w.obj.controller;
  const who = ev.discarded.player;
  if (spec.who === 'you' ? who !== you : spec.who === 'opponent' ? who === you : false) return [];
  if (spec.card) {
    const card = peek(ctx, ev.to.objectId);
    if (!card || !matchesFilter(ctx, card, { ...spec.card, zone: card.zone }, you, w.id)) return [];
  }
  return [{ player: who, card: ev.to.objectId }];
}
