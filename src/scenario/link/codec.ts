/**
 * Share links: a scenario plus the actions taken so far, in the URL fragment (`#s=…`).
 *
 * Payload: `<version><method><data>`. Version `1` carries `{ d: compact scenario (format
 * stackyard/scenario@1), a: compact engine actions }` as JSON. Method `L` is lz-string's
 * URI-safe encoding, `D` is raw deflate (fflate, level 9) in base64url; the encoder tries both
 * and keeps the shorter (measured in `link.test.ts`). Older link versions decode through named
 * migrations in {@link LINK_VERSIONS}; the scenario inside then passes the restore step and its
 * own format migrations like any other input.
 *
 * Decoding never throws: damaged, oversized or hostile payloads come back as problems.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import lz from 'lz-string';
import { scanJson } from '../json-scan';
import type { Problem } from '../problem';
import { compact, expand } from './compact';
import { compactActions, expandActions } from './actions';
import type { Action } from '../../engine';

export { LINK_FILE_THRESHOLD, payloadOf } from './fragment';

/** Longest payload accepted, in characters (links past 8,000 are offered as files instead). */
export const MAX_PAYLOAD = 40_000;
/** Largest decompressed JSON accepted, in characters. */
export const MAX_JSON = 2_000_000;

export const LINK_VERSION = '1';

/** Link versions this app reads: each says which scenario format its document is in. */
export const LINK_VERSIONS: Record<string, { scenarioFormat: string; name: string }> = {
  '1': { scenarioFormat: 'stackyard/scenario@1', name: 'v1: compact keys, lz-string or deflate' },
};

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** Both encodings of a JSON text, for measuring. */
export function encodings(json: string): { L: string; D: string } {
  return { L: lz.compressToEncodedURIComponent(json), D: toBase64Url(deflateSync(strToU8(json), { level: 9 })) };
}

/** The payload for a restored scenario document and the engine actions taken so far. */
export function encodePayload(doc: object, actions: readonly Action[] = []): string {
  const json = JSON.stringify({ d: compact(doc), ...(actions.length ? { a: compactActions(actions) } : {}) });
  const { L, D } = encodings(json);
  return L.length <= D.length ? `${LINK_VERSION}L${L}` : `${LINK_VERSION}D${D}`;
}

/** A full share URL: `base#s=<payload>`. */
export function encodeLink(doc: object, actions: readonly Action[], base: string): string {
  return `${base.replace(/#.*$/, '')}#s=${encodePayload(doc, actions)}`;
}

export type Decoded = { ok: true; doc: unknown; actions: unknown[] } | { ok: false; problems: Problem[] };

const bad = (message: string): Decoded => ({ ok: false, problems: [{ path: 'link', message }] });

function inflate(data: string): string | null {
  const bytes = fromBase64Url(data);
  if (!bytes) return null;
  try {
    const out = inflateSync(bytes, { out: new Uint8Array(MAX_JSON + 1) });
    if (out.length > MAX_JSON) return '\u0000too-large';
    return strFromU8(out);
  } catch {
    return null;
  }
}

/** Decodes a payload into an unrestored document and unvalidated actions. */
export function decodePayload(payload: string): Decoded {
  if (!payload) return bad('the link has no scenario in it (nothing after "#s=")');
  if (payload.length > MAX_PAYLOAD) return bad(`the link is too long (${payload.length} characters; at most ${MAX_PAYLOAD} are read) — share it as a file instead`);
  const version = payload[0] ?? '';
  const info = LINK_VERSIONS[version];
  if (!info) return bad(`this link was made by a newer or unknown version of Stackyard (link version "${version.slice(0, 8)}")`);
  const method = payload[1];
  const data = payload.slice(2);
  let json: string | null;
  if (method === 'L') {
    try {
      json = lz.decompressFromEncodedURIComponent(data);
    } catch {
      json = null; // lz-string throws on some damaged inputs
    }
  }
  else if (method === 'D') json = inflate(data);
  else return bad('the link is damaged: unknown encoding');
  if (json === '\u0000too-large' || (json && json.length > MAX_JSON)) return bad('the link expands to more than 2,000,000 characters; refused');
  if (!json) return bad('the link is damaged (cut short or changed): it could not be decompressed — ask for the link again, or for the scenario as a file');
  // The same text checks as for files: nesting depth, syntax, duplicate keys.
  const scan = scanJson(json);
  if (!scan.ok) return bad(`the link is damaged (cut short or changed): ${scan.problem.message}`);
  if (scan.duplicates.length) return { ok: false, problems: scan.duplicates.map((p) => ({ ...p, path: `link.${p.path}` })) };
  const value: unknown = JSON.parse(json);
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !('d' in value)) return bad('the link is damaged: it holds no scenario');
  const v = value as { d: unknown; a?: unknown };
  const actions = v.a === undefined ? [] : v.a;
  if (!Array.isArray(actions)) return bad('the link is damaged: its list of actions is not a list');
  return { ok: true, doc: expand(v.d, info.scenarioFormat), actions: expandActions(actions) };
}
