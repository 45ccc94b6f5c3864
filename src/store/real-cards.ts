/**
 * Real cards in the app (DESIGN "Real cards"): the cards a scenario names are resolved before
 * it is opened — the pool, the scenario's own card data, the offline catalogue, the IndexedDB
 * cache, Scryfall — into that game's card book and engine. The sources are loaded on first use
 * (card-sources/), never with the first screen; so is this module (the app imports it when it
 * opens a link, a file or a session).
 */
import type { CardRequest, ResolvedGameCards } from '../scenario/cards/game-cards';
import { cardRequest } from '../scenario/cards/request';
import { POOL_CARDS } from '../scenario/pool';

type Sources = typeof import('./card-sources');

let pending: Promise<Sources> | null = null;
let loaded: Sources | null = null;

/** The card sources module (loaded once; a failed load is tried again next time). */
export function loadCardSources(): Promise<Sources> {
  pending ??= import('./card-sources')
    .then((mod) => (loaded = mod))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The card sources if already loaded, else null. */
export function cardSourcesNow(): Sources | null {
  return loaded;
}

/**
 * A game's cards for a scenario's request. Never rejects: if the sources' code can't be loaded
 * (offline, an old page after an update), the game gets the pool alone and a warning says why.
 */
export async function cardsFor(request: CardRequest): Promise<ResolvedGameCards> {
  try {
    return await (await loadCardSources()).appCards.cardsFor(request);
  } catch {
    return {
      cards: POOL_CARDS,
      resolution: { pool: [], cards: [], missing: [] },
      warnings: [
        {
          path: '',
          message: 'the part of Stackyard that finds real cards could not be loaded; only the scripted pool is known',
          suggestion: 'check the connection and reload the page',
        },
      ],
    };
  }
}

/** {@link cardsFor} the card names and data of a scenario document (not yet restored). */
export function cardsForDoc(doc: unknown): Promise<ResolvedGameCards> {
  return cardsFor(cardRequest(doc));
}
