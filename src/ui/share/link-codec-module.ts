/** What {@link loadLinkCodec} (link-codec.ts) loads: the link encoder and the payload opener. */
export { encodeLink, encodePayload } from '../../scenario/link/codec';
export { openLinkPayload, openLinkPayloadPaced, openLinkPayloadWith } from '../../scenario/link/open-payload';
