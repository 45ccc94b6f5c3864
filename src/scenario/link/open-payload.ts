/**
 * Opening a share link's payload: decode (codec.ts), then open the document and its actions
 * like any other input (open-link.ts). A module of its own so that the app loads the codec
 * and its compression libraries only when a link is opened or made.
 */
import { decodePayload } from './codec';
import { openDocWithActions, openDocWithActionsPaced, type OpenedLink, type Pace } from './open-link';

/** Opens a link payload (the part after `#s=`). Never throws for any string. */
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
