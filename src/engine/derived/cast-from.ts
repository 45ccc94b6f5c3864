/**
 * Where an object was cast from (CR 601.2a), for "if it was cast from …" and mana that can be
 * spent only on spells cast from somewhere: a small module of its own, so the payment code
 * (eager) and the lazily loaded conditions share it without loading each other.
 */
import type { CastZone } from '../state/card-def';
import type { GameObject, PlayerId } from '../state/types';

/**
 * Whether `o` was cast from `zone` (CR 601.2a): a spell's `castFrom` (null for a copy, 707.10), a
 * permanent's `castBy.from` (set only when it resolved from a cast spell), a card not yet cast the
 * zone it is in (its total cost asked ahead). "Your" hand or graveyard: `o` is owned by `you`.
 */
export function castFrom(o: GameObject, zone: CastZone, you: PlayerId): boolean {
  const from = o.zone === 'stack' ? o.spell?.castFrom : o.zone === 'battlefield' ? o.castBy?.from : o.zone;
  if (!from) return false;
  const yours = o.owner === you;
  if (zone === 'notYourHand') return !(from === 'hand' && yours);
  if (zone === 'yourHand') return from === 'hand' && yours;
  if (zone === 'yourGraveyard') return from === 'graveyard' && yours;
  return from === zone;
}
