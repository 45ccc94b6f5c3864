/**
 * Opening a share link's payload: decode (codec.ts), then open the document and its actions
 * like any other input (open-link.ts). A module of its own so that the app loads the codec
 * and its compression libraries only when a link is opened or made.
 */
import { decodePayload } from './codec';
import { openDocWithActions, type OpenedLink } from './open-link';

/** Opens a link payload (the part after `#s=`). Never throws for any string. */
export function openLinkPayload(payload: string): OpenedLink {
  const decoded = decodePayload(payload);
  if (!decoded.ok) return decoded;
  return openDocWithActions(decoded.doc, decoded.actions, 'link.actions');
}
