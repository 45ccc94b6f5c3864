/**
 * The offline card pool in the app (issue 20; docs/architecture.md "The offline card pool"):
 * the name file, then the shards holding the cards a game needs, fetched from the app's own
 * `pool/` folder the first time card data is needed (never for lessons) and kept in the Cache API
 * (cache "stackyard-pool"), so a card resolved once resolves again offline, after a reload too.
 *
 * Versions: when online, `manifest.json` is fetched (no HTTP cache) the first time the pool is
 * needed on a page; if its version differs from the cached manifest's, the cached files are
 * dropped and fetched again as needed. {@link OfflinePool.refresh} checks on demand (the editor's
 * "Check for newer card data"): a newer version's name file is fetched before anything kept is
 * dropped, so a failure leaves the pool in use as it was.
 * Offline, whatever is cached is used. Where the Cache API is missing or refuses (private
 * browsing, tests), files are kept in memory for the page.
 */
import {
  isGzip,
  MANIFEST_FILE,
  NAMES_FILE,
  POOL_MANIFEST_FORMAT,
  POOL_NAMES_FORMAT,
  SHARD_COUNT,
  shardFile,
  type PoolManifest,
  type PoolNames,
} from '../../cards/data/pool/format';
import { nameLookup, type NameLookup } from '../../cards/data/pool/name-lookup';
import { asyncPoolSource } from '../../cards/data/pool/pool-source';
import { shardText, type ShardText } from '../../cards/data/pool/shard-text';
import type { CardSource } from '../../cards/data/resolver';

/** Where the pool's files are kept between pages. */
export interface PoolStorage {
  get(file: string): Promise<Uint8Array | undefined>;
  put(file: string, bytes: Uint8Array): Promise<void>;
  /** Drops every kept file. */
  clear(): Promise<void>;
}

/** Files in memory (no Cache API, or tests). */
export function memoryPoolStorage(): PoolStorage {
  const files = new Map<string, Uint8Array>();
  return {
    get: async (file) => files.get(file),
    put: async (file, bytes) => {
      files.set(file, bytes);
    },
    clear: async () => files.clear(),
  };
}

/** The Cache API's cache "stackyard-pool" (keys: the file names under a fixed origin-free URL), or null. */
export function cacheApiPoolStorage(name = 'stackyard-pool'): PoolStorage | null {
  if (typeof caches === 'undefined') return null;
  const key = (file: string) => `/stackyard-pool/${file}`;
  return {
    async get(file) {
      const cache = await caches.open(name);
      const hit = await cache.match(key(file));
      return hit ? new Uint8Array(await hit.arrayBuffer()) : undefined;
    },
    async put(file, bytes) {
      const cache = await caches.open(name);
      await cache.put(key(file), new Response(bytes.slice().buffer as ArrayBuffer));
    },
    async clear() {
      await caches.delete(name);
    },
  };
}

/** Storage that falls back to memory the first time the real one fails (quota, private mode). */
function resilient(storage: PoolStorage): PoolStorage {
  let current = storage;
  const fallBack = async <T>(run: (s: PoolStorage) => Promise<T>): Promise<T> => {
    try {
      return await run(current);
    } catch {
      current = memoryPoolStorage();
      return run(current);
    }
  };
  return {
    get: (file) => fallBack((s) => s.get(file)),
    put: (file, bytes) => fallBack((s) => s.put(file, bytes)),
    clear: () => fallBack((s) => s.clear()),
  };
}

export interface OfflinePoolDeps {
  fetch: typeof fetch;
  online: () => boolean;
  storage: PoolStorage;
  /** The pool folder's URL, ending in "/". */
  baseUrl: string;
}

/** Bytes the pool fetched from the network this page (the bench and the status line read it). */
export interface PoolTraffic {
  files: number;
  bytes: number;
}

export interface OfflinePool {
  /** The name lookup, loading the name file the first time (cache, else network); null if it can't be had. */
  names(): Promise<NameLookup | null>;
  /** The lookup if already loaded, else null (never fetches). */
  loaded(): NameLookup | null;
  /** Why the last load failed, or null. */
  error(): string | null;
  /** The resolver's source over the pool (shards fetched and cached as needed). */
  source(lookup: NameLookup): CardSource;
  /**
   * Fetches the manifest now; when it names another version, fetches that version's name file,
   * and only then replaces what is kept (the shards are fetched again as needed). Never rejects:
   * offline, or when a file can't be fetched or read, nothing kept changes and the reason is given.
   */
  refresh(): Promise<PoolRefresh>;
  /** The manifest in use, once known. */
  manifest(): PoolManifest | null;
  traffic: PoolTraffic;
}

/** The outcome of {@link OfflinePool.refresh}. */
export type PoolRefresh =
  { ok: true; changed: boolean; version: string; cards: number } | { ok: false; offline: boolean; reason: string };

/** gzip bytes (or bytes a host already decompressed) to text. */
export async function gunzipText(bytes: Uint8Array): Promise<string> {
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes);
  const stream = new Blob([bytes.slice().buffer as ArrayBuffer]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createOfflinePool(deps: OfflinePoolDeps): OfflinePool {
  const storage = resilient(deps.storage);
  const traffic: PoolTraffic = { files: 0, bytes: 0 };
  let lookup: NameLookup | null = null;
  let pending: Promise<NameLookup | null> | null = null;
  let failure: string | null = null;
  let manifest: PoolManifest | null = null;
  let checked: Promise<void> | null = null;
  const shards = new Map<number, Promise<ShardText>>();

  async function download(file: string, init?: RequestInit): Promise<Uint8Array> {
    const response = await deps.fetch(`${deps.baseUrl}${file}`, init);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${file}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    traffic.files++;
    traffic.bytes += bytes.length;
    return bytes;
  }

  function readManifest(text: string): PoolManifest {
    const value = JSON.parse(text) as Partial<PoolManifest>;
    if (value.format !== POOL_MANIFEST_FORMAT || value.shards !== SHARD_COUNT || typeof value.version !== 'string')
      throw new Error('the pool manifest is not of this version');
    return value as PoolManifest;
  }

  /** The manifest: the network's when online (dropping cached files of another version), else the cached one. */
  async function checkVersion(): Promise<void> {
    const cached = await storage.get(MANIFEST_FILE);
    let mine: PoolManifest | null = null;
    try {
      mine = cached ? readManifest(new TextDecoder().decode(cached)) : null;
    } catch {
      // Kept by an older app (another format or shard count): none of its files can be read.
      await storage.clear();
    }
    if (deps.online()) {
      try {
        const bytes = await download(MANIFEST_FILE, { cache: 'no-store' });
        const fresh = readManifest(new TextDecoder().decode(bytes));
        if (!mine || mine.version !== fresh.version) {
          await storage.clear();
          await storage.put(MANIFEST_FILE, bytes);
        }
        manifest = fresh;
        return;
      } catch {
        // Offline after all, or the server lacks it: what is cached is used.
      }
    }
    manifest = mine;
  }

  /** A file's bytes: the cache's, else the network's (then kept). */
  async function file(name: string): Promise<Uint8Array> {
    await (checked ??= checkVersion());
    const kept = await storage.get(name);
    if (kept) return kept;
    // The app's own files: asked for even when the browser says it is offline (a local server).
    const bytes = await download(name);
    await storage.put(name, bytes);
    return bytes;
  }

  /** The name file's names; throws when it is not a name file of this version. */
  async function readNames(bytes: Uint8Array): Promise<string[]> {
    const names = JSON.parse(await gunzipText(bytes)) as Partial<PoolNames>;
    if (names.format !== POOL_NAMES_FORMAT || names.shards !== SHARD_COUNT || !Array.isArray(names.names))
      throw new Error('the name file is not of this version');
    return names.names;
  }

  async function loadNames(): Promise<NameLookup | null> {
    try {
      lookup = nameLookup(await readNames(await file(NAMES_FILE)));
      failure = null;
      return lookup;
    } catch (error) {
      failure = `the offline catalogue could not be loaded (${why(error)})`;
      pending = null;
      return null;
    }
  }

  /** A shard as text: its cards are parsed one at a time, as a game asks for them. */
  function shard(i: number): Promise<ShardText> {
    let p = shards.get(i);
    if (!p) {
      p = file(shardFile(i)).then(async (bytes) => shardText(await gunzipText(bytes), shardFile(i)));
      // A failed shard is tried again next time.
      p.catch(() => shards.delete(i));
      shards.set(i, p);
    }
    return p;
  }

  return {
    names: () => (lookup ? Promise.resolve(lookup) : (pending ??= loadNames())),
    loaded: () => lookup,
    error: () => failure,
    source: (names) => asyncPoolSource(names, shard),
    async refresh(): Promise<PoolRefresh> {
      if (!deps.online())
        return { ok: false, offline: true, reason: 'this browser is offline, so no newer card data can be fetched' };
      let fresh: PoolManifest;
      let manifestBytes: Uint8Array;
      try {
        manifestBytes = await download(MANIFEST_FILE, { cache: 'no-store' });
        fresh = readManifest(new TextDecoder().decode(manifestBytes));
      } catch (error) {
        return { ok: false, offline: false, reason: `the card data's manifest could not be fetched (${why(error)})` };
      }
      const kept = await storage.get(MANIFEST_FILE).catch(() => undefined);
      let current = manifest;
      try {
        current ??= kept ? readManifest(new TextDecoder().decode(kept)) : null;
      } catch {
        // A kept manifest of another format: the fresh one replaces it.
      }
      if (current?.version === fresh.version && (lookup || (await storage.get(NAMES_FILE)))) {
        manifest = fresh;
        checked = Promise.resolve();
        return { ok: true, changed: false, version: fresh.version, cards: fresh.cards };
      }
      // The newer names first: a failure here leaves everything kept as it was.
      let namesBytes: Uint8Array;
      let names: string[];
      try {
        namesBytes = await download(NAMES_FILE, { cache: 'no-store' });
        names = await readNames(namesBytes);
      } catch (error) {
        return { ok: false, offline: false, reason: `the newer card names could not be fetched (${why(error)})` };
      }
      await storage.clear();
      await storage.put(MANIFEST_FILE, manifestBytes);
      await storage.put(NAMES_FILE, namesBytes);
      manifest = fresh;
      checked = Promise.resolve();
      lookup = nameLookup(names);
      pending = null;
      failure = null;
      shards.clear();
      return { ok: true, changed: true, version: fresh.version, cards: names.length };
    },
    manifest: () => manifest,
    traffic,
  };
}

/** The pool's storage in this browser: the Cache API, else memory. */
export function browserPoolStorage(): PoolStorage {
  return cacheApiPoolStorage() ?? memoryPoolStorage();
}
