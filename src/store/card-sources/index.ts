/**
 * The app's card sources with the browser's fetch, clock, connection state and IndexedDB (see
 * app-cards.ts). Loaded on demand through `../real-cards.ts`: it brings the Oracle compiler, the
 * resolver and the Scryfall client, none of which the first screen needs.
 */
import { createAppCards } from './app-cards';
import { idbCacheBackend, memoryCacheBackend } from './card-cache';
import { POOL_DIR } from '../../cards/data/pool/format';
import { browserPoolStorage } from './offline-pool';
import { systemClock } from './clock';

export { ScryfallError } from './scryfall';
export type { AppCards } from './app-cards';

/** The page's card sources. */
export const appCards = createAppCards({
  fetch: (input, init) => fetch(input, init),
  clock: systemClock,
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  cache: idbCacheBackend() ?? memoryCacheBackend(),
  poolStorage: browserPoolStorage(),
  poolUrl: `${import.meta.env.BASE_URL}${POOL_DIR}/`,
});
