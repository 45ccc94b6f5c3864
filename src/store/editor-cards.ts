/**
 * Real cards in the editor (DESIGN "Real cards"): the card-name search covers the pool, the
 * offline pool's 32,370 names (the name file, searched in memory: {@link loadPoolSearch}) and
 * (online, for what the offline pool lacks) Scryfall's autocomplete; a card picked that the editor does not
 * know yet is resolved (catalogue, cache, Scryfall) before it is added, and becomes part of the
 * editor's cards (editor.ts) — the board then draws, checks and plays it.
 */
import type { NameSearch } from '../cards/data/pool/name-search';
import { searchOf } from '../cards/data/pool/name-search';
import { cardRequest } from '../scenario/cards/request';
import { editorBook, editorStore, setEditorCards } from './editor';
import type { PoolRefresh } from './card-sources/offline-pool';
import { cardsFor, cardSourcesNow, loadCardSources } from './real-cards';

/** Names resolved while editing (kept when a card is removed, so undo brings it back as it was). */
const resolvedNames = new Set<string>();
let latest = 0;

/**
 * Resolves the edited document's card names, `extra` names and every name resolved before,
 * and makes the result the editor's cards (a later call wins over an earlier one still running).
 * Returns why each of `extra` could not be found, if it could not.
 */
export async function resolveEditorCards(extra: readonly string[] = []): Promise<Map<string, string>> {
  const seq = ++latest;
  for (const name of extra) resolvedNames.add(name);
  const request = cardRequest(editorStore.getState().doc);
  const resolved = await cardsFor({ names: [...request.names, ...resolvedNames], embedded: request.embedded });
  if (seq === latest) setEditorCards(resolved.cards);
  const missing = new Map<string, string>();
  for (const m of resolved.resolution.missing) if (extra.includes(m.name)) missing.set(m.name, m.reason);
  return missing;
}

/** The editor's spelling of `name` if it knows the card with its data (not a stand-in). */
export function knownToEditor(name: string): string | undefined {
  const book = editorBook();
  const canonical = book.canonicalName(name);
  return canonical !== undefined && book.info(canonical)?.source !== 'unavailable' ? canonical : undefined;
}

/** The outcome of picking a name in the search: the card's name, or why it can't be added. */
export type Picked = { ok: true; name: string } | { ok: false; reason: string };

/** Finds the card `name` for the editor (resolving it if needed). */
export async function pickCard(name: string): Promise<Picked> {
  const known = knownToEditor(name);
  if (known) return { ok: true, name: known };
  const missing = await resolveEditorCards([name]);
  const found = knownToEditor(name);
  return found ? { ok: true, name: found } : { ok: false, reason: missing.get(name) ?? 'not found' };
}

/** Loads the offline catalogue into the editor's cards (when the editor opens); never rejects. */
export async function editorCatalogue(): Promise<void> {
  try {
    await resolveEditorCards();
  } catch {
    // The search then covers the pool only, and says so.
  }
}

let poolSearch: NameSearch | null = null;
let poolCards = 0;

/** The offline pool's name search if loaded, else null (never loads). */
export function poolSearchNow(): NameSearch | null {
  return poolSearch;
}

/** How many cards the offline pool has (0 until its name file is loaded). */
export function poolSize(): number {
  return poolCards;
}

/**
 * The offline pool's name search, loading the name file the first time (the Cache API's copy,
 * else the app's server); null when it can't be had (the search then covers the editor's cards).
 */
export async function loadPoolSearch(): Promise<NameSearch | null> {
  if (poolSearch) return poolSearch;
  try {
    const lookup = await (await loadCardSources()).appCards.pool.names();
    if (!lookup) return null;
    poolCards = lookup.cards.length;
    return (poolSearch = searchOf(lookup.cards));
  } catch {
    return null;
  }
}

/** The offline pool's version in use (its manifest's), once known; null before. */
export function poolVersion(): string | null {
  return cardSourcesNow()?.appCards.pool.manifest()?.version ?? null;
}

/**
 * Checks for newer card data (the offline pool's manifest) and, when there is, replaces the
 * kept pool with it (./card-sources/offline-pool.ts `refresh`); the editor's search then reads
 * the new names. Cards already resolved — the board being edited, the game on the table — keep
 * the data they were opened with. Never rejects.
 */
export async function refreshCardData(): Promise<PoolRefresh> {
  let mod;
  try {
    mod = cardSourcesNow() ?? (await loadCardSources());
  } catch {
    return {
      ok: false,
      offline: !browserOnline(),
      reason: 'the part of Stackyard that reads card data could not be loaded',
    };
  }
  const outcome = await mod.appCards.pool.refresh();
  if (outcome.ok && outcome.changed) {
    poolSearch = null;
    poolCards = 0;
    await loadPoolSearch();
  }
  return outcome;
}

/** Whether the browser says it is online (Scryfall may be asked). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** What Scryfall's autocomplete offers for `query`: names, or why there are none. */
export type RemoteNames = { ok: true; names: string[] } | { ok: false; reason: string; offline: boolean };

/** Scryfall's autocomplete for `query` (at least 2 characters); aborted with `signal`. */
export async function searchScryfall(query: string, signal?: AbortSignal): Promise<RemoteNames> {
  let mod;
  try {
    mod = cardSourcesNow() ?? (await loadCardSources());
  } catch {
    return { ok: false, reason: 'the part of Stackyard that reaches Scryfall could not be loaded', offline: true };
  }
  if (!mod.appCards.online()) return { ok: false, reason: "Scryfall can't be reached (offline)", offline: true };
  try {
    return { ok: true, names: await mod.appCards.scryfall.autocomplete(query, signal) };
  } catch (error) {
    if (signal?.aborted) return { ok: true, names: [] };
    return {
      ok: false,
      reason: error instanceof mod.ScryfallError ? error.message : 'Scryfall could not be searched',
      offline: false,
    };
  }
}
