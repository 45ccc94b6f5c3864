/**
 * The local card cache (DESIGN "Real cards"): card data Scryfall gave, kept in IndexedDB
 * (database "stackyard-cards") so a card is asked for at most once a day, and a card seen
 * before still opens offline. An entry is fresh for {@link CARD_CACHE_TTL_MS} (Scryfall asks
 * clients to keep data at least 24 hours); after that the resolver asks Scryfall again, and uses
 * the old entry only if Scryfall can't be reached. Where IndexedDB is missing or refuses, the
 * cache lives in memory for the page; a broken entry is ignored, never an error.
 */
import { createStore as createIdbStore, getMany, setMany, type UseStore } from 'idb-keyval';
import type { CardData } from '../../cards/data/card-data';
import { CardDataSchema } from '../../cards/data/card-data-schema';
import { cardAliases } from '../../cards/data/faces';
import { foldName } from '../../cards/data/names';
import type { Clock } from './clock';

/** How long an entry is fresh: 24 hours. */
export const CARD_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/** Where entries are kept. */
export interface CacheBackend {
  getMany(keys: readonly string[]): Promise<unknown[]>;
  setMany(entries: readonly [string, unknown][]): Promise<void>;
}

/** Entries in memory (no IndexedDB, or tests); values are copied as IndexedDB would. */
export function memoryCacheBackend(): CacheBackend {
  const map = new Map<string, string>();
  return {
    getMany: async (keys) => keys.map((k) => (map.has(k) ? (JSON.parse(map.get(k) as string) as unknown) : undefined)),
    setMany: async (entries) => {
      for (const [k, v] of entries) map.set(k, JSON.stringify(v));
    },
  };
}

/** IndexedDB (database "stackyard-cards", store "cards"), or null where there is none. */
export function idbCacheBackend(): CacheBackend | null {
  if (typeof indexedDB === 'undefined') return null;
  let store: UseStore;
  try {
    store = createIdbStore('stackyard-cards', 'cards');
  } catch {
    return null;
  }
  return {
    getMany: (keys) => getMany([...keys], store),
    setMany: (entries) =>
      setMany(
        entries.map(([k, v]) => [k, v] as [IDBValidKey, unknown]),
        store,
      ),
  };
}

/** A cached card: when it was fetched (ms since 1970) and its data. */
export interface CachedCard {
  at: number;
  data: CardData;
}

export interface CardCache {
  /** Entries for `names` (any spelling), fresh or not, keyed by the name as asked. */
  read(names: readonly string[]): Promise<Map<string, CachedCard>>;
  /** Keeps `cards` as fetched now, each under every name it answers to and the names asked for it. */
  write(cards: readonly { asked?: string; data: CardData }[]): Promise<void>;
  /** Whether an entry is fresh now. */
  isFresh(entry: CachedCard): boolean;
}

const key = (name: string) => `card:${foldName(name)}`;

function parseEntry(value: unknown): CachedCard | null {
  if (typeof value !== 'object' || value === null) return null;
  const { at, data } = value as { at?: unknown; data?: unknown };
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  const parsed = CardDataSchema.safeParse(data);
  return parsed.success ? { at, data: parsed.data } : null;
}

export function createCardCache(backend: CacheBackend, clock: Clock, ttlMs = CARD_CACHE_TTL_MS): CardCache {
  let store = backend;
  const fallBack = () => {
    store = memoryCacheBackend();
  };
  return {
    async read(names) {
      const out = new Map<string, CachedCard>();
      if (!names.length) return out;
      let values: unknown[];
      try {
        values = await store.getMany(names.map(key));
      } catch {
        fallBack();
        return out;
      }
      names.forEach((name, i) => {
        const entry = parseEntry(values[i]);
        if (entry) out.set(name, entry);
      });
      return out;
    },
    async write(cards) {
      const at = clock.now();
      const entries: [string, unknown][] = [];
      for (const { asked, data } of cards) {
        const names = new Set([...(asked ? [asked] : []), ...cardAliases(data)].map(key));
        for (const k of names) entries.push([k, { at, data }]);
      }
      try {
        await store.setMany(entries);
      } catch {
        fallBack();
        await store.setMany(entries);
      }
    },
    isFresh: (entry) => clock.now() - entry.at < ttlMs,
  };
}
