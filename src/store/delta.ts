/**
 * Deltas between two engine states, by identity. Engine states share every unchanged part
 * with the state they came from, so comparing references finds exactly what an action
 * changed; a delta lists those places (paths) with the other state's values. Applying it
 * rebuilds the other state, copying only the objects along those paths and sharing the rest.
 *
 * Plain JSON all the way (a missing `v` means "remove the key"), so a history of deltas can be
 * saved. The undo history keeps deltas instead of whole states (history.ts): 1,000 steps then
 * retain little more than what the steps changed.
 */
import type { GameState } from '../engine';

/**
 * The places where two states differ: `set` holds pairs (a path, then the other state's value
 * there), `del` the paths the other state doesn't have. A path is the keys from the state's root
 * joined by {@link SEP}. Flat arrays of strings and values keep a delta to a few dozen bytes
 * per change.
 */
export interface Delta {
  set: unknown[];
  del: string[];
}

/** Separates the keys of a path (no key in a game state contains it). */
export const SEP = '\u0000';

/**
 * How deep diffs descend: root → table (objects, lki, players) → chunk or player → entry, and
 * into an object's fields (an object that was only tapped costs one field, not a whole copy).
 */
function maxDepth(path: readonly string[]): number {
  return path[0] === 'objects' ? 4 : 3;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** Same keys in the same order (then changing values in place keeps the key order exact). */
function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
}

/**
 * A chunk of the object table (its keys are in ascending id order, which `apply` restores) or
 * of the last-known-information table (keys are only ever added, at the end, so adding and
 * removing the newest key keeps the order).
 */
function isTableChunk(path: readonly string[]): boolean {
  return path.length === 2 && (path[0] === 'objects' || path[0] === 'lki');
}

/**
 * One string per distinct path: the same places change again and again (a land tapped and
 * untapped each turn), and a history of 1,000 steps would otherwise keep a copy of the path's
 * text for every change. Cleared when it grows past {@link MAX_PATHS} (a path is then
 * just not shared with older deltas; nothing else depends on identity).
 */
const paths = new Map<string, string>();
const MAX_PATHS = 100_000;

function pathOf(prefix: string, key: string): string {
  const p = prefix + key;
  const known = paths.get(p);
  if (known !== undefined) return known;
  if (paths.size >= MAX_PATHS) paths.clear();
  paths.set(p, p);
  return p;
}

/** Empties the table of shared paths (deltas already made keep their strings). */
export function forgetPaths(): void {
  paths.clear();
}

function walk(a: Record<string, unknown>, b: Record<string, unknown>, path: string[], out: Delta): void {
  const prefix = path.length ? path.join(SEP) + SEP : '';
  for (const key of Object.keys(b)) {
    const va = a[key];
    const vb = b[key];
    if (va === vb) continue;
    // Descend into records with the same keys, and into table chunks (whose key order `apply`
    // restores); any other record that gained or lost keys is replaced whole. Either way,
    // applying a delta reproduces the other state exactly, key order too.
    const inner = [...path, key];
    if (path.length + 1 < maxDepth(inner) && isRecord(va) && isRecord(vb) && (sameKeys(va, vb) || isTableChunk(inner)))
      walk(va, vb, inner, out);
    else out.set.push(pathOf(prefix, key), vb);
  }
  for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) out.del.push(pathOf(prefix, key));
}

/** Object ids in numeric order (`o9` before `o10`). */
function byId(a: string, b: string): number {
  return Number(a.slice(1)) - Number(b.slice(1));
}

/** The delta that turns state `from` into state `to` (`apply(from, diff(from, to))` equals `to`). */
const NONE: string[] = Object.freeze([]) as unknown as string[];

export function diff(from: GameState, to: GameState): Delta {
  const out: Delta = { set: [], del: [] };
  walk(from as unknown as Record<string, unknown>, to as unknown as Record<string, unknown>, [], out);
  // Most deltas remove nothing: share one empty list instead of keeping one per step.
  return { set: out.set.slice(), del: out.del.length ? out.del : NONE };
}

/** Whether a delta changes nothing. */
export function isEmpty(delta: Delta): boolean {
  return !delta.set.length && !delta.del.length;
}

/** Applies a delta to a state, returning a new frozen state that shares all unchanged parts. */
export function apply(state: GameState, delta: Delta): GameState {
  if (isEmpty(delta)) return state;
  const root: Record<string, unknown> = { ...(state as unknown as Record<string, unknown>) };
  const copied = new Set<object>([root]);
  /** The (copied, writable) record that holds the last key of `keys`. */
  const parentOf = (keys: string[]): Record<string, unknown> => {
    let node = root;
    for (let i = 0; i < keys.length - 1; i++) {
      const key = keys[i] as string;
      const child = node[key];
      let mine: Record<string, unknown>;
      if (isRecord(child) && copied.has(child)) mine = child;
      else {
        mine = { ...(isRecord(child) ? child : {}) };
        copied.add(mine);
        Object.defineProperty(node, key, { value: mine, enumerable: true, writable: true, configurable: true });
      }
      node = mine;
    }
    return node;
  };
  for (let i = 0; i < delta.set.length; i += 2) {
    const keys = (delta.set[i] as string).split(SEP);
    const last = keys[keys.length - 1] as string;
    Object.defineProperty(parentOf(keys), last, {
      value: delta.set[i + 1],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  for (const path of delta.del) {
    const keys = path.split(SEP);
    delete parentOf(keys)[keys[keys.length - 1] as string];
  }
  // Object-table chunks hold ids in ascending order (ids only grow and are appended): keep it so.
  for (const table of ['objects']) {
    const t = root[table];
    if (!isRecord(t) || !copied.has(t)) continue;
    for (const [key, chunk] of Object.entries(t)) {
      if (!isRecord(chunk) || !copied.has(chunk)) continue;
      const keys = Object.keys(chunk);
      if (keys.every((k, i) => i === 0 || byId(keys[i - 1] as string, k) < 0)) continue;
      const sorted: Record<string, unknown> = {};
      for (const k of keys.sort(byId)) sorted[k] = chunk[k];
      copied.delete(chunk);
      copied.add(sorted);
      t[key] = sorted;
    }
  }
  for (const o of copied) Object.freeze(o);
  return root as unknown as GameState;
}
