/**
 * What the app needs to know about share links without loading their codec (codec.ts, with
 * its compression libraries, is loaded on demand): where a payload sits in a URL and when a
 * link is too long to share.
 */

/** Past this many characters the app offers a file download instead of a link. */
export const LINK_FILE_THRESHOLD = 8_000;

/** Longest payload accepted, in characters (links past 8,000 are offered as files instead). */
export const MAX_PAYLOAD = 40_000;

/** The payload in a URL or fragment (`…#s=PAYLOAD`), or null if there is none. */
export function payloadOf(urlOrHash: string): string | null {
  const m = /[#&]s=([^&]*)/.exec(urlOrHash);
  return m ? (m[1] ?? '') : null;
}
