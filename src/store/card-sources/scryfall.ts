/**
 * A small Scryfall client (DESIGN "Real cards"): `GET /cards/named?exact=`, `POST
 * /cards/collection` (at most 75 identifiers a request) and `GET /cards/autocomplete`, every
 * request spaced by the rate limiter (10 a second, 2 a second for named and collection). A 429
 * pauses every request for its `Retry-After` (1 s when absent) and the request is tried again,
 * up to {@link MAX_RETRIES} times. Requests send `Accept: application/json` and nothing else:
 * the browser's own User-Agent goes out as it is. Card objects are validated before use.
 *
 * Failures are {@link ScryfallError}s whose message finishes the sentence "… and Scryfall
 * could not be reached (offline)", so they read well in the resolver's messages.
 */
import type { CardData } from '../../cards/data/card-data';
import { CardDataSchema } from '../../cards/data/card-data-schema';
import type { Clock } from './clock';
import { createRateLimiter, type RateLimiter, type RequestClass } from './rate-limit';

/** Scryfall's API. */
export const SCRYFALL_API = 'https://api.scryfall.com';
/** Identifiers one `/cards/collection` request may carry. */
export const COLLECTION_LIMIT = 75;
/** Tries after a 429 before giving up. */
export const MAX_RETRIES = 3;
/** The longest `Retry-After` waited for; longer asks are failures (try again later). */
export const MAX_RETRY_AFTER_MS = 30_000;

/** Scryfall could not answer: offline, refused, busy, or answered something unreadable. */
export class ScryfallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScryfallError';
  }
}

export interface ScryfallDeps {
  fetch: typeof fetch;
  clock: Clock;
  /** False when the browser knows it is offline (no request is then made). */
  online?: () => boolean;
  /** The API's base URL (default {@link SCRYFALL_API}). */
  base?: string;
  limiter?: RateLimiter;
}

export interface ScryfallClient {
  /** The card with exactly this name (any case; a face's name finds the card), or null. */
  named(name: string): Promise<CardData | null>;
  /** The cards with these names, in chunks of {@link COLLECTION_LIMIT}; names it lacks are left out. */
  collection(names: readonly string[]): Promise<CardData[]>;
  /** Up to 20 card names that complete `query` (Scryfall's autocomplete). */
  autocomplete(query: string, signal?: AbortSignal): Promise<string[]>;
}

/** Seconds (or an HTTP date) of a `Retry-After` header, in ms; 1 s when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number {
  if (header === null || header.trim() === '') return 1_000;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1_000);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - now) : 1_000;
}

function validCards(list: unknown): CardData[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = CardDataSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function createScryfall(deps: ScryfallDeps): ScryfallClient {
  const base = deps.base ?? SCRYFALL_API;
  const limiter = deps.limiter ?? createRateLimiter(deps.clock);

  /** One request with the limits and 429 retries; resolves to the response (any status but 429). */
  async function request(kind: RequestClass, path: string, init: RequestInit = {}): Promise<Response> {
    if (deps.online && !deps.online()) throw new ScryfallError('Scryfall could not be reached (offline)');
    for (let attempt = 0; ; attempt++) {
      await limiter.acquire(kind);
      let response: Response;
      try {
        response = await deps.fetch(`${base}${path}`, {
          ...init,
          headers: { Accept: 'application/json', ...(init.headers ?? {}) },
        });
      } catch (error) {
        if (init.signal?.aborted) throw error;
        throw new ScryfallError('Scryfall could not be reached (no connection)');
      }
      if (response.status !== 429) return response;
      const wait = retryAfterMs(response.headers.get('Retry-After'), deps.clock.now());
      if (attempt >= MAX_RETRIES || wait > MAX_RETRY_AFTER_MS) {
        throw new ScryfallError(`Scryfall is busy (too many requests); try again in ${Math.ceil(wait / 1000)} s`);
      }
      limiter.pause(wait);
    }
  }

  async function json(response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch {
      throw new ScryfallError(`Scryfall answered something unreadable (HTTP ${response.status})`);
    }
  }

  function failed(response: Response): ScryfallError {
    return new ScryfallError(`Scryfall answered with an error (HTTP ${response.status})`);
  }

  return {
    async named(name) {
      const response = await request('heavy', `/cards/named?exact=${encodeURIComponent(name)}`);
      if (response.status === 404) return null;
      if (!response.ok) throw failed(response);
      return validCards([await json(response)])[0] ?? null;
    },
    async collection(names) {
      const out: CardData[] = [];
      for (let i = 0; i < names.length; i += COLLECTION_LIMIT) {
        const identifiers = names.slice(i, i + COLLECTION_LIMIT).map((name) => ({ name }));
        const response = await request('heavy', '/cards/collection', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ identifiers }),
        });
        if (!response.ok) throw failed(response);
        const body = await json(response);
        out.push(...validCards((body as { data?: unknown } | null)?.data));
      }
      return out;
    },
    async autocomplete(query, signal) {
      const response = await request(
        'light',
        `/cards/autocomplete?q=${encodeURIComponent(query)}`,
        signal ? { signal } : {},
      );
      if (!response.ok) throw failed(response);
      const data = ((await json(response)) as { data?: unknown } | null)?.data;
      return Array.isArray(data) ? data.filter((d): d is string => typeof d === 'string').slice(0, 20) : [];
    },
  };
}
