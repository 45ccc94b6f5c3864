/**
 * Fakes for the card-source tests: a clock that only moves when told to (or when something
 * sleeps), and a fetch that answers Scryfall's endpoints from fixtures and the offline pool from
 * public/pool/, and
 * records every request with the time it was made. Nothing reaches the network.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CardData } from '../../cards/data/card-data';
import { indexCards } from '../../cards/data/card-index';
import type { Clock } from './clock';

export interface FakeClock extends Clock {
  /** Moves time forward. */
  advance(ms: number): void;
  /** Every sleep asked for, in ms. */
  sleeps: number[];
}

/**
 * A clock at `start` with virtual time: `sleep(ms)` waits for the time call time + ms, which
 * comes (at once, in real time) when every earlier sleeper has woken and run on, so concurrent
 * sleepers wake in the order of their times, as with real timers.
 */
export function fakeClock(start = 1_700_000_000_000): FakeClock {
  let t = start;
  const sleeps: number[] = [];
  const timers: { until: number; seq: number; wake: () => void }[] = [];
  let seq = 0;
  let scheduled = false;
  const run = () => {
    scheduled = false;
    timers.sort((a, b) => a.until - b.until || a.seq - b.seq);
    const next = timers.shift();
    if (!next) return;
    t = Math.max(t, next.until);
    next.wake();
    schedule();
  };
  // A macrotask: the woken sleeper's continuation (microtasks) runs before the next one wakes.
  const schedule = () => {
    if (!scheduled && timers.length) {
      scheduled = true;
      setTimeout(run, 0);
    }
  };
  return {
    now: () => t,
    sleep(ms) {
      sleeps.push(ms);
      return new Promise<void>((wake) => {
        timers.push({ until: t + ms, seq: seq++, wake });
        schedule();
      });
    },
    advance(ms) {
      t += ms;
    },
    sleeps,
  };
}

/** One request the fake fetch answered. */
export interface SeenRequest {
  at: number;
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeScryfall {
  fetch: typeof fetch;
  requests: SeenRequest[];
  /** Answers the next `n` Scryfall requests with 429 and this Retry-After (null: no header). */
  throttle(n: number, retryAfter: string | null): void;
  /** Every Scryfall request fails as if offline. */
  unplug(): void;
}

/** Where the fake serves the committed offline pool (public/pool/). */
export const POOL_URL = 'http://app.test/pool/';
const POOL_DIR = fileURLToPath(new URL('../../../public/pool/', import.meta.url));

/** Requests for the pool's files the fake answered (file names), in order. */
export const poolRequests: string[] = [];

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A Scryfall that knows `cards` (and serves the committed offline pool under {@link POOL_URL}). */
export function fakeScryfall(cards: readonly CardData[], clock: Clock): FakeScryfall {
  const index = indexCards(cards);
  const requests: SeenRequest[] = [];
  let throttled: { n: number; retryAfter: string | null } | null = null;
  let unplugged = false;
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    if (url.href.startsWith(POOL_URL)) {
      const file = url.href.slice(POOL_URL.length);
      poolRequests.push(file);
      const path = POOL_DIR + file;
      return /^[\w.-]+$/.test(file) && existsSync(path)
        ? new Response(readFileSync(path), { status: 200 })
        : new Response('', { status: 404 });
    }
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    requests.push({ at: clock.now(), method: init?.method ?? 'GET', path: url.pathname + url.search, body, headers });
    if (unplugged) throw new TypeError('Failed to fetch');
    if (throttled && throttled.n > 0) {
      throttled.n--;
      return json(
        { object: 'error', code: 'rate_limited', status: 429 },
        429,
        throttled.retryAfter === null ? {} : { 'Retry-After': throttled.retryAfter },
      );
    }
    if (url.pathname === '/cards/named') {
      const card = index.find(url.searchParams.get('exact') ?? '');
      return card ? json(card) : json({ object: 'error', code: 'not_found', status: 404 }, 404);
    }
    if (url.pathname === '/cards/collection') {
      const ids = (body as { identifiers: { name: string }[] }).identifiers;
      const data = ids.map((id) => index.find(id.name)).filter((c): c is CardData => c !== undefined);
      const notFound = ids.filter((id) => !index.find(id.name));
      return json({ object: 'list', not_found: notFound, data });
    }
    if (url.pathname === '/cards/autocomplete') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json({ object: 'catalog', total_values: 0, data: index.names.filter((n) => n.toLowerCase().includes(q)) });
    }
    return json({ object: 'error', status: 404 }, 404);
  };
  return {
    fetch: fake as typeof fetch,
    requests,
    throttle: (n, retryAfter) => {
      throttled = { n, retryAfter };
    },
    unplug: () => {
      unplugged = true;
    },
  };
}
