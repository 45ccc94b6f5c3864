/**
 * The share-link codec, loaded on demand: encoding and decoding links needs two compression
 * libraries (lz-string, fflate) that a lesson opened from the list never uses, so they stay out
 * of the first load. {@link loadLinkCodec} loads them (once); {@link preloadLinkCodec} starts
 * that when the page is idle, so "Copy link" does not wait; {@link linkCodecNow} is the loaded
 * module or null.
 */
import { preloadable } from '../idle';

type LinkCodec = typeof import('./link-codec-module');

let loaded: LinkCodec | null = null;
const codec = preloadable(() => import('./link-codec-module').then((mod) => (loaded = mod)));

/** The codec module (encode a payload or link, open a payload); rejects only if the chunk fails to load. */
export const loadLinkCodec: () => Promise<LinkCodec> = codec.load;

/** Starts loading the codec once the browser is idle (after the first paint). */
export const preloadLinkCodec: () => void = codec.preload;

/** The codec if it has been loaded, else null (callers then fall back or wait). */
export function linkCodecNow(): LinkCodec | null {
  return loaded;
}
