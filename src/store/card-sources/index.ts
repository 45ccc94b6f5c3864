/**
 * The app's card sources with the browser's fetch, clock, connection state and IndexedDB (see
 * app-cards.ts). Loaded on demand through `../real-cards.ts`: it brings the Oracle compiler, the
 * resolver and the Scryfall client, none of which the first screen needs.
 */
import { createAppCards } from './app-cards';
import { idbCacheBackend, memoryCacheBackend } from './card-cache';
import { CATALOGUE_PATH } from './catalogue';
import { systemClock } from './clock';

export { ScryfallError } from './scryfall';
export type { AppCards } from './app-cards';

/** The page's card sources. */
export const appCards = createAppCards({
  fetch: (input, init) => fetch(input, init),
  clock: systemClock,
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  cache: idbCacheBackend() ?? memoryCacheBackend(),
  catalogueUrl: `${import.meta.env.BASE_URL}${CATALOGUE_PATH}`,
});
