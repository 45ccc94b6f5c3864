/**
 * Share links: a scenario plus the actions taken so far, in the URL fragment (`#s=…`).
 *
 * Payload: `<version><method><data>`. Version `2` carries `{ d: compact scenario (format
 * stackyard/scenario@1), a: compact engine actions, n: notes on steps as [step, text] pairs,
 * b: saved branches as { nm: name, a: compact actions, n: notes, c: cursor } }` as JSON
 * (version `1` had `d` and `a` only). Method `L` is lz-string's
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
import { PAYLOAD_CHARS } from './address';
import type { Problem } from '../problem';
import { compact, expand } from './compact';
import { compactActions, expandActions } from './actions';
import type { Action } from '../../engine';

export { LINK_FILE_THRESHOLD, MAX_PAYLOAD, payloadOf } from './fragment';
import { MAX_PAYLOAD } from './fragment';

/** Largest decompressed JSON accepted, in characters. */
export const MAX_JSON = 2_000_000;

export const LINK_VERSION = '2';

/** Link versions this app reads: each says which scenario format its document is in. */
export const LINK_VERSIONS: Record<string, { scenarioFormat: string; name: string }> = {
  '1': { scenarioFormat: 'stackyard/scenario@1', name: 'v1: compact keys, lz-string or deflate' },
  '2': { scenarioFormat: 'stackyard/scenario@1', name: 'v2: v1 plus notes on steps and saved branches' },
};

/** One step between two link versions, on the decoded JSON payload (never mutates its input). */
export interface LinkMigration {
  from: string;
  to: string;
  name: string;
  migrate(payload: Record<string, unknown>): Record<string, unknown>;
}

/**
 * Named migrations between link versions, oldest first. v1 → v2 (`notes-and-branches`): a v1
 * payload has no notes and no branches, so its `d` and `a` are kept and `n`, `b` are absent;
 * any other key stays, so that the payload check below reports it rather than dropping it.
 */
export const LINK_MIGRATIONS: readonly LinkMigration[] = [
  { from: '1', to: '2', name: 'notes-and-branches', migrate: (p) => ({ ...p }) },
];

/** Notes, saved branches: what a v2 link carries beside the scenario and its actions. */
export interface LinkExtras {
  notes?: readonly { step: number; text: string }[];
  branches?: readonly {
    name: string;
    actions: readonly Action[];
    notes?: readonly { step: number; text: string }[];
    cursor?: number;
  }[];
}

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
export function encodePayload(doc: object, actions: readonly Action[] = [], extras: LinkExtras = {}): string {
  const notes = (list?: readonly { step: number; text: string }[]) => (list ?? []).map((n) => [n.step, n.text]);
  const json = JSON.stringify({
    d: compact(doc),
    ...(actions.length ? { a: compactActions(actions) } : {}),
    ...(extras.notes?.length ? { n: notes(extras.notes) } : {}),
    ...(extras.branches?.length
      ? {
          b: extras.branches.map((b) => ({
            nm: b.name,
            a: compactActions(b.actions),
            ...(b.notes?.length ? { n: notes(b.notes) } : {}),
            ...(b.cursor !== undefined ? { c: b.cursor } : {}),
          })),
        }
      : {}),
  });
  const { L, D } = encodings(json);
  return L.length <= D.length ? `${LINK_VERSION}L${L}` : `${LINK_VERSION}D${D}`;
}

/** A full share URL: `base#s=<payload>`. */
export function encodeLink(doc: object, actions: readonly Action[], base: string, extras: LinkExtras = {}): string {
  return `${base.replace(/#.*$/, '')}#s=${encodePayload(doc, actions, extras)}`;
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

/** A link's [step, text] pairs as `{ step, text }` (left unvalidated: the schema checks them). */
function expandNotes(list: unknown): unknown {
  return Array.isArray(list) ? list.map((n) => (Array.isArray(n) ? { step: n[0], text: n[1] } : n)) : list;
}

/**
 * A v2 payload's `n` and `b` as the scenario document's `notes` and `branches` keys, which the
 * restore step then validates like a file's. Only the containers are checked here.
 */
function expandTeaching(
  n: unknown,
  b: unknown,
): { ok: true; keys: Record<string, unknown> } | { ok: false; message: string } {
  const keys: Record<string, unknown> = {};
  if (n !== undefined) {
    if (!Array.isArray(n)) return { ok: false, message: 'the link is damaged: its notes are not a list' };
    keys.notes = expandNotes(n);
  }
  if (b !== undefined) {
    if (!Array.isArray(b)) return { ok: false, message: 'the link is damaged: its branches are not a list' };
    keys.branches = b.map((x: unknown) => {
      if (x === null || typeof x !== 'object' || Array.isArray(x)) return x;
      const { nm, a, n: notes, c, ...rest } = x as Record<string, unknown>;
      return {
        ...rest,
        name: nm,
        actions: Array.isArray(a) ? expandActions(a) : a,
        ...(notes !== undefined ? { notes: expandNotes(notes) } : {}),
        ...(c !== undefined ? { cursor: c } : {}),
      };
    });
  }
  return { ok: true, keys };
}

/** The encodings a payload's second character names. */
const METHODS = new Set(['L', 'D']);

/**
 * Why a payload whose first character is no version this app reads can't be opened: a version
 * number above ours followed by a known encoding is a link from a newer Stackyard; anything
 * else does not begin as a Stackyard link does, so it was cut short or changed on the way.
 */
function unknownVersion(version: string, method: string | undefined): string {
  const newer =
    /^[1-9]$/.test(version) && Number(version) > Number(LINK_VERSION) && method !== undefined && METHODS.has(method);
  return newer
    ? `this link was made by a newer version of Stackyard (link version ${version}; this one reads up to version ${LINK_VERSION}) — reload the page to get the newest version, or ask for the scenario as a file`
    : 'the link is damaged or incomplete: it does not begin as a Stackyard link does (a version number, then the scenario) — it was probably cut short or changed when it was copied; ask for the link again';
}

/** Decodes a payload into an unrestored document and unvalidated actions. */
export function decodePayload(payload: string): Decoded {
  if (!payload) return bad('the link has no scenario in it (nothing after "#s=")');
  if (payload.length > MAX_PAYLOAD)
    return bad(
      `the link is too long (${payload.length} characters; at most ${MAX_PAYLOAD} are read) — share it as a file instead`,
    );
  if (!PAYLOAD_CHARS.test(payload))
    return bad('the link is damaged (cut short or changed): it holds characters no Stackyard link has');
  const version = payload[0] ?? '';
  const method = payload[1];
  const info = LINK_VERSIONS[version];
  if (!info) return bad(unknownVersion(version, method));
  const data = payload.slice(2);
  let json: string | null;
  if (method === 'L') {
    try {
      json = lz.decompressFromEncodedURIComponent(data);
    } catch {
      json = null; // lz-string throws on some damaged inputs
    }
  } else if (method === 'D') json = inflate(data);
  else return bad('the link is damaged: unknown encoding');
  if (json === '\u0000too-large' || (json && json.length > MAX_JSON))
    return bad('the link expands to more than 2,000,000 characters; refused');
  if (!json)
    return bad(
      'the link is damaged (cut short or changed): it could not be decompressed — ask for the link again, or for the scenario as a file',
    );
  // The same text checks as for files: nesting depth, syntax, duplicate keys.
  const scan = scanJson(json);
  if (!scan.ok) return bad(`the link is damaged (cut short or changed): ${scan.problem.message}`);
  if (scan.duplicates.length)
    return { ok: false, problems: scan.duplicates.map((p) => ({ ...p, path: `link.${p.path}` })) };
  const value: unknown = JSON.parse(json);
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !('d' in value))
    return bad('the link is damaged: it holds no scenario');
  let payloadValue = value as Record<string, unknown>;
  for (let at = version; at !== LINK_VERSION;) {
    const step = LINK_MIGRATIONS.find((m) => m.from === at);
    if (!step) return bad(`links of version "${at}" can no longer be read`);
    payloadValue = step.migrate(payloadValue);
    at = step.to;
  }
  const v = payloadValue as { d: unknown; a?: unknown; n?: unknown; b?: unknown };
  const actions = v.a === undefined ? [] : v.a;
  if (!Array.isArray(actions)) return bad('the link is damaged: its list of actions is not a list');
  const doc = expand(v.d, info.scenarioFormat);
  const teaching = expandTeaching(v.n, v.b);
  if (!teaching.ok) return bad(teaching.message);
  const withTeaching =
    doc !== null && typeof doc === 'object' && !Array.isArray(doc) ? { ...(doc as object), ...teaching.keys } : doc;
  return { ok: true, doc: withTeaching, actions: expandActions(actions) };
}
