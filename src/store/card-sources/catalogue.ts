/**
 * The offline catalogue (DESIGN "Real cards"): public/catalogue/classic-cards.json, 386 real
 * cards shipped with the app and fetched the first time card data is needed — never part of
 * the first-load JavaScript. Loaded once per page; a failed load is reported and tried again
 * next time.
 */
import { indexCards, type CardIndex } from '../../cards/data/card-index';
import { readCardList } from '../../scenario/cards/card-list';

/** The catalogue's path under the app's base URL. */
export const CATALOGUE_PATH = 'catalogue/classic-cards.json';

export interface CatalogueLoader {
  /** The catalogue's index, fetching it the first time; null (with {@link CatalogueLoader.error}) if it can't be had. */
  load(): Promise<CardIndex | null>;
  /** The index if already loaded, else null (never fetches). */
  loaded(): CardIndex | null;
  /** Why the last load failed, or null. */
  error(): string | null;
}

export function createCatalogueLoader(fetchFn: typeof fetch, url: string): CatalogueLoader {
  let index: CardIndex | null = null;
  let pending: Promise<CardIndex | null> | null = null;
  let failure: string | null = null;
  const fetchOnce = async (): Promise<CardIndex | null> => {
    try {
      const response = await fetchFn(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const list = readCardList((await response.json()) as unknown);
      if (!list.ok) throw new Error(list.problems[0]?.message ?? 'malformed');
      index = indexCards(list.cards);
      failure = null;
      return index;
    } catch (error) {
      failure = `the offline catalogue could not be loaded (${error instanceof Error ? error.message : String(error)})`;
      pending = null;
      return null;
    }
  };
  return {
    load: () => (index ? Promise.resolve(index) : (pending ??= fetchOnce())),
    loaded: () => index,
    error: () => failure,
  };
}
