/**
 * The app's card sources, composed for the resolver (DESIGN "Real cards"): after the pool and
 * the scenario's own cards, the offline catalogue — every real card: the offline pool's name
 * file, then the shards a game needs, cached in the Cache API (./offline-pool.ts) —, the local
 * cache (IndexedDB, fresh for 24 hours), and Scryfall when online — asked only for the names
 * nothing local has (a card newer than the pool's data, a misspelling).
 * When Scryfall can't be reached, a cached entry older than a day is used rather than nothing
 * (with a note), and what is still missing becomes a stand-in (see scenario/cards/game-cards.ts).
 * Also the editor's search: the pool's names and, online, Scryfall's autocomplete.
 */
import type { CardData } from '../../cards/data/card-data';
import { indexCards } from '../../cards/data/card-index';
import { foldName } from '../../cards/data/names';
import type { CardSource, SourceAnswer } from '../../cards/data/resolver';
import { resolveGameCards, type CardRequest, type ResolvedGameCards } from '../../scenario/cards/game-cards';
import { createCardCache, type CacheBackend, type CardCache } from './card-cache';
import { createOfflinePool, type OfflinePool, type PoolStorage } from './offline-pool';
import type { Clock } from './clock';
import { createScryfall, ScryfallError, type ScryfallClient } from './scryfall';

export interface AppCardsDeps {
  fetch: typeof fetch;
  clock: Clock;
  /** False when the browser knows it is offline. */
  online: () => boolean;
  cache: CacheBackend;
  /** Where the offline pool's files are kept (the Cache API in the browser). */
  poolStorage: PoolStorage;
  /** The offline pool's folder URL, ending in "/". */
  poolUrl: string;
  /** Scryfall's API base (tests may point it elsewhere; default the real one). */
  scryfallBase?: string;
}

export interface AppCards {
  /** A game's cards for a scenario's request (never rejects; failures become stand-ins or unknown cards). */
  cardsFor(request: CardRequest): Promise<ResolvedGameCards>;
  /** The offline pool (the offline catalogue: every real card). */
  pool: OfflinePool;
  scryfall: ScryfallClient;
  cache: CardCache;
  online(): boolean;
}

function days(ms: number): string {
  const d = Math.floor(ms / 86_400_000);
  return d <= 1 ? 'a day ago' : `${d} days ago`;
}

export function createAppCards(deps: AppCardsDeps): AppCards {
  const scryfall = createScryfall({
    fetch: deps.fetch,
    clock: deps.clock,
    online: deps.online,
    ...(deps.scryfallBase ? { base: deps.scryfallBase } : {}),
  });
  const cache = createCardCache(deps.cache, deps.clock);
  const pool = createOfflinePool({
    fetch: deps.fetch,
    online: deps.online,
    storage: deps.poolStorage,
    baseUrl: deps.poolUrl,
  });
  /** Names Scryfall said it lacks, this page (a typo is not asked for again and again). */
  const notOnScryfall = new Set<string>();

  const cacheSource: CardSource = {
    id: 'cache',
    async lookup(names) {
      const found = new Map<string, CardData>();
      for (const [name, entry] of await cache.read(names)) if (cache.isFresh(entry)) found.set(name, entry.data);
      return { found };
    },
  };

  async function fromScryfall(names: readonly string[]): Promise<Map<string, CardData>> {
    const ask = names.filter((n) => !notOnScryfall.has(foldName(n)));
    if (!ask.length) return new Map();
    const cards =
      ask.length === 1
        ? [await scryfall.named(ask[0] as string)].filter((c): c is CardData => c !== null)
        : await scryfall.collection(ask);
    const index = indexCards(cards);
    const found = new Map<string, CardData>();
    for (const name of ask) {
      const card = index.find(name);
      if (card) found.set(name, card);
      else notOnScryfall.add(foldName(name));
    }
    await cache.write([...found].map(([asked, data]) => ({ asked, data })));
    return found;
  }

  const scryfallSource: CardSource = {
    id: 'scryfall',
    async lookup(names): Promise<SourceAnswer> {
      try {
        return { found: await fromScryfall(names) };
      } catch (error) {
        if (!(error instanceof ScryfallError)) throw error;
        // Scryfall can't be reached: an old cached entry is better than a stand-in.
        const found = new Map<string, CardData>();
        const notes = new Map<string, string>();
        for (const [name, entry] of await cache.read(names)) {
          found.set(name, entry.data);
          notes.set(name, `cached ${days(deps.clock.now() - entry.at)}; ${error.message}`);
        }
        return { found, notes, unreachable: error.message };
      }
    },
  };

  return {
    async cardsFor(request) {
      const lookup = await pool.names();
      // A pool whose name file failed to load is a source that could not be asked: the cards it
      // holds are looked for further on, and any still missing are stand-ins whose note says so.
      const catalogue: CardSource = lookup
        ? pool.source(lookup)
        : {
            id: 'catalogue',
            lookup: () => ({
              found: new Map(),
              unreachable: pool.error() ?? 'the offline catalogue could not be loaded',
            }),
          };
      return resolveGameCards(request, [catalogue, cacheSource, scryfallSource]);
    },
    pool,
    scryfall,
    cache,
    online: deps.online,
  };
}
