/**
 * Opening a share link's payload: decode (codec.ts), resolve the cards its scenario names
 * (links carry names only), then open the document and its actions like any other input
 * (open-link.ts). A module of its own so that the app loads the codec and its compression
 * libraries only when a link is opened or made.
 */
import type { ResolvedGameCards } from '../cards/game-cards';
import { cardRequest, type CardRequest } from '../cards/request';
import { decodePayload } from './codec';
import { openDocWithActions, openDocWithActionsPaced, type OpenedLink, type Pace } from './open-link';

/** Opens a link payload (the part after `#s=`) with the pool's cards. Never throws for any string. */
export function openLinkPayload(payload: string): OpenedLink {
  const decoded = decodePayload(payload);
  if (!decoded.ok) return decoded;
  return openDocWithActions(decoded.doc, decoded.actions, 'link.actions');
}

/** As {@link openLinkPayload}, replaying the link's steps as `pace` says (the app's busy state). */
export function openLinkPayloadPaced(payload: string, pace: Pace): Promise<OpenedLink> {
  const decoded = decodePayload(payload);
  if (!decoded.ok) return Promise.resolve(decoded);
  return openDocWithActionsPaced(decoded.doc, decoded.actions, pace, 'link.actions');
}

/**
 * Opens a link payload with the cards `cardsFor` resolves for its scenario (the app's resolver:
 * catalogue, cache, Scryfall), replaying its steps as `pace` says when given; the resolver's
 * warnings (stand-ins) come first among the link's.
 */
export async function openLinkPayloadWith(
  payload: string,
  cardsFor: (request: CardRequest) => Promise<ResolvedGameCards>,
  pace?: Pace,
): Promise<OpenedLink> {
  const decoded = decodePayload(payload);
  if (!decoded.ok) return decoded;
  const resolved = await cardsFor(cardRequest(decoded.doc));
  const opened = pace
    ? await openDocWithActionsPaced(decoded.doc, decoded.actions, pace, 'link.actions', resolved.cards)
    : openDocWithActions(decoded.doc, decoded.actions, 'link.actions', resolved.cards);
  return opened.ok ? { ...opened, warnings: [...resolved.warnings, ...opened.warnings] } : opened;
}
