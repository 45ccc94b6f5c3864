/**
 * Scryfall's autocomplete for the card-name search, debounced (300 ms after the last key), the
 * earlier request aborted when the text changes, with a busy flag and a note when offline or
 * Scryfall fails (the search then covers the pool and the offline catalogue only).
 */
import { useEffect, useState } from 'react';
import { searchScryfall } from '../../store/editor-cards';

export interface RemoteSearch {
  /** Names Scryfall offers for the text (empty while busy or when it can't be asked). */
  names: string[];
  busy: boolean;
  /** Why Scryfall was not searched (offline, an error), else null. */
  note: string | null;
}

/** Debounce of the search, ms. */
export const SEARCH_DEBOUNCE_MS = 300;

const IDLE: RemoteSearch = { names: [], busy: false, note: null };

/** Scryfall's names for `text` (at least 2 characters) unless `skip`. */
export function useScryfallNames(text: string, skip: boolean): RemoteSearch {
  const [result, setResult] = useState<{ query: string; search: RemoteSearch }>({ query: '', search: IDLE });
  const query = text.trim();
  const wanted = !skip && query.length >= 2;
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      setResult({ query, search: { names: [], busy: true, note: null } });
      void searchScryfall(query, abort.signal).then((r) => {
        if (abort.signal.aborted) return;
        setResult({
          query,
          search: r.ok ? { names: r.names, busy: false, note: null } : { names: [], busy: false, note: r.reason },
        });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [query, wanted]);
  if (!wanted) return IDLE;
  // Until the debounce fires for this text, the search counts as busy (an answer is coming).
  return result.query === query ? result.search : { names: [], busy: true, note: null };
}
