/**
 * Attaching (CR 701.3): an Aura is put onto an object or player, with a new timestamp
 * (701.3c). Attaching to what it is already attached to does nothing (701.3b). Whether the
 * attachment is legal is the enchant ability's business, checked by state-based actions
 * (704.5m), not here: attachment is data with one place that handles "the host is gone".
 */
import { displayName } from '../derived/characteristics';
import { boardChanged, emit, newTimestamp, peek, type Ctx } from '../state/context';
import { zoneWords } from './objects';
import type { EntityId, GameObject } from '../state/types';

/** Attaches `aura` to `host` (an object id or a player id) and says so. */
export function attach(ctx: Ctx, aura: GameObject, host: EntityId, rule: string, why = ''): void {
  if (aura.attachedTo === host) return;
  aura.attachedTo = host;
  aura.timestamp = newTimestamp(ctx);
  boardChanged(ctx);
  announceAttached(ctx, aura, host, rule, why);
}

/**
 * Says that `aura` is attached to `host`: after {@link attach}, or for an Aura that entered the
 * battlefield already attached (CR 303.4f, `enterAttachedTo` of moveObject).
 */
export function announceAttached(ctx: Ctx, aura: GameObject, host: EntityId, rule: string, why = ''): void {
  const h = peek(ctx, host);
  const hostName = h
    ? `${displayName(ctx, h)}${h.zone !== 'battlefield' ? ` in ${zoneWords(h.zone, h.zonePlayer)}` : ''}`
    : host;
  emit(ctx, {
    type: 'AuraAttached',
    aura: aura.id,
    host,
    auraCard: aura.cardId,
    rule,
    objects: [aura.id, host],
    cards: [aura.cardId, h?.cardId].filter((c): c is string => !!c),
    text: `${displayName(ctx, aura)} became attached to ${hostName}${why ? ` ${why}` : ''}.`,
  });
}
