// The app's card sources against a fake Scryfall and a fake clock: the rate limits, 429 and
// Retry-After, collection chunks, the cache's 24 hours, the resolver's order, offline.
import { describe, expect, it } from 'vitest';
import { scryfallCards } from '../../cards/data/test-data';
import { cardRequest } from '../../scenario/cards/game-cards';
import { createAppCards } from './app-cards';
import { CARD_CACHE_TTL_MS, memoryCacheBackend } from './card-cache';
import { createScryfall, retryAfterMs, ScryfallError } from './scryfall';
import { memoryPoolStorage } from './offline-pool';
import { fakeClock, fakeScryfall, POOL_URL } from './test-fakes';

function setup(online = true) {
  const clock = fakeClock();
  const scryfall = fakeScryfall(scryfallCards(), clock);
  const app = createAppCards({
    fetch: scryfall.fetch,
    clock,
    online: () => online,
    cache: memoryCacheBackend(),
    poolStorage: memoryPoolStorage(),
    poolUrl: POOL_URL,
    scryfallBase: 'https://api.scryfall.com',
  });
  return { clock, scryfall, app };
}

const doc = (names: string[]) => ({ format: 'stackyard/scenario@1', players: { p1: { battlefield: names } } });

describe('the Scryfall client', () => {
  it('spaces named, search and collection requests by 500 ms (2 a second), others by 100 ms (10 a second)', async () => {
    const { clock, scryfall } = setup();
    const client = createScryfall({ fetch: scryfall.fetch, clock });
    const t0 = clock.now();
    await Promise.all([
      client.named('Aura Gnarlid'),
      client.autocomplete('aur'),
      client.named('Slippery Bogle'),
      client.autocomplete('bog'),
      client.collection(['Holy Light']),
    ]);
    // Starts in the order asked: heavy at 0, light at 100, heavy at 500, light at 600, heavy at 1000.
    expect(scryfall.requests.map((r) => [r.path.split('?')[0], r.at - t0])).toEqual([
      ['/cards/named', 0],
      ['/cards/autocomplete', 100],
      ['/cards/named', 500],
      ['/cards/autocomplete', 600],
      ['/cards/collection', 1000],
    ]);
    // In any one second: at most 10 requests, at most 2 of them heavy.
    for (const r of scryfall.requests) {
      const window = scryfall.requests.filter((o) => o.at >= r.at && o.at < r.at + 1000);
      expect(window.length).toBeLessThanOrEqual(10);
      expect(window.filter((o) => !o.path.startsWith('/cards/autocomplete')).length).toBeLessThanOrEqual(2);
    }
  });

  it('a 429 pauses every request for Retry-After seconds, then the request is tried again', async () => {
    const { clock, scryfall } = setup();
    const client = createScryfall({ fetch: scryfall.fetch, clock });
    scryfall.throttle(1, '3');
    const t0 = clock.now();
    const [card, names] = await Promise.all([client.named('Aura Gnarlid'), client.autocomplete('bogle')]);
    expect(card?.name).toBe('Aura Gnarlid');
    expect(names).toEqual(['Slippery Bogle']);
    // named at 0 → 429 (Retry-After: 3): nothing goes out for 3 s — not even the autocomplete
    // whose slot (100) was reserved before the answer came; then the retry, then the rest.
    expect(scryfall.requests.map((r) => [r.path.split('?')[0], r.at - t0])).toEqual([
      ['/cards/named', 0],
      ['/cards/named', 3000],
      ['/cards/autocomplete', 3100],
    ]);
    // A request whose slot comes after a 429 waits for the pause to end, then queues again.
    scryfall.throttle(1, '2');
    const before = scryfall.requests.length;
    await Promise.all([client.named('Holy Light'), client.autocomplete('holy')]);
    const [refused, retried, other] = scryfall.requests.slice(before);
    expect([refused?.path, retried?.path, other?.path]).toEqual([
      '/cards/named?exact=Holy%20Light',
      '/cards/named?exact=Holy%20Light',
      '/cards/autocomplete?q=holy',
    ]);
    expect(retried!.at - refused!.at).toBe(2000);
    expect(other!.at - refused!.at).toBe(2100);
  });

  it('after three 429s in a row it gives up with a clear message; a Retry-After past 30 s is not waited for', async () => {
    const { clock, scryfall } = setup();
    const client = createScryfall({ fetch: scryfall.fetch, clock });
    scryfall.throttle(4, null);
    await expect(client.named('Aura Gnarlid')).rejects.toThrow(
      new ScryfallError('Scryfall is busy (too many requests); try again in 1 s'),
    );
    expect(scryfall.requests).toHaveLength(4);
    scryfall.throttle(1, '120');
    await expect(client.named('Aura Gnarlid')).rejects.toThrow(/try again in 120 s/);
    expect(retryAfterMs('2', 0)).toBe(2000);
    expect(retryAfterMs(new Date(60_000).toUTCString(), 0)).toBe(60_000);
    expect(retryAfterMs(null, 0)).toBe(1000);
  });

  it("asks /cards/collection for at most 75 names a request, and sends only Accept (the browser's User-Agent stays)", async () => {
    const { clock, scryfall } = setup();
    const client = createScryfall({ fetch: scryfall.fetch, clock });
    const names = Array.from({ length: 160 }, (_, i) => (i === 100 ? 'Aura Gnarlid' : `Nothing ${i}`));
    const cards = await client.collection(names);
    expect(cards.map((c) => c.name)).toEqual(['Aura Gnarlid']);
    expect(scryfall.requests.map((r) => (r.body as { identifiers: unknown[] }).identifiers.length)).toEqual([
      75, 75, 10,
    ]);
    for (const r of scryfall.requests) {
      expect(r.headers.accept).toBe('application/json');
      expect(r.headers['user-agent']).toBeUndefined();
    }
  });

  it('offline it makes no request at all', async () => {
    const { clock, scryfall } = setup();
    const client = createScryfall({ fetch: scryfall.fetch, clock, online: () => false });
    await expect(client.named('Aura Gnarlid')).rejects.toThrow('Scryfall could not be reached (offline)');
    expect(scryfall.requests).toEqual([]);
  });
});

describe("the app's resolver: pool, catalogue, cache, Scryfall", () => {
  it('pool beats catalogue beats Scryfall: only what nothing local has is asked for', async () => {
    const { app, scryfall } = setup();
    const resolved = await app.cardsFor(
      cardRequest(doc(['Grizzly Bears', 'Craw Wurm', 'Quillback Testudo', 'Lanternfold Heron'])),
    );
    const { book } = resolved.cards;
    expect(['Grizzly Bears', 'Craw Wurm', 'Quillback Testudo'].map((n) => book.info(n)?.source)).toEqual([
      'pool',
      'catalogue',
      'scryfall',
    ]);
    expect(scryfall.requests.map((r) => r.body)).toEqual([
      { identifiers: [{ name: 'Quillback Testudo' }, { name: 'Lanternfold Heron' }] },
    ]);
    expect(book.get('Quillback Testudo')).toMatchObject({ typeLine: 'Creature — Turtle', power: 2, toughness: 3 });
  });

  it('a card fetched once comes from the cache for 24 hours, then is asked for again', async () => {
    const { app, scryfall, clock } = setup();
    await app.cardsFor(cardRequest(doc(['Quillback Testudo'])));
    expect(scryfall.requests).toHaveLength(1);
    clock.advance(CARD_CACHE_TTL_MS - 1);
    const cached = await app.cardsFor(cardRequest(doc(['quillback testudo'])));
    expect(cached.cards.book.info('Quillback Testudo')?.source).toBe('cache');
    expect(scryfall.requests).toHaveLength(1);
    clock.advance(2);
    const again = await app.cardsFor(cardRequest(doc(['Quillback Testudo'])));
    expect(again.cards.book.info('Quillback Testudo')?.source).toBe('scryfall');
    expect(scryfall.requests).toHaveLength(2);
  });

  it("when Scryfall can't be reached, an expired cache entry is used, and says so", async () => {
    const { app, scryfall, clock } = setup();
    await app.cardsFor(cardRequest(doc(['Quillback Testudo'])));
    clock.advance(3 * CARD_CACHE_TTL_MS);
    scryfall.unplug();
    const stale = await app.cardsFor(cardRequest(doc(['Quillback Testudo'])));
    expect(stale.cards.book.info('Quillback Testudo')).toMatchObject({
      source: 'scryfall',
      note: 'cached 3 days ago; Scryfall could not be reached (no connection)',
    });
    expect(stale.warnings).toEqual([]);
  });

  it('offline, a card nothing local has is a stand-in with a clear message — never a crash', async () => {
    const { scryfall, clock } = setup();
    const app = createAppCards({
      fetch: scryfall.fetch,
      clock,
      online: () => false,
      cache: memoryCacheBackend(),
      poolStorage: memoryPoolStorage(),
      poolUrl: POOL_URL,
    });
    const resolved = await app.cardsFor(cardRequest(doc(['Quillback Testudo', 'Craw Wurm'])));
    expect(scryfall.requests).toEqual([]);
    expect(resolved.cards.book.info('Craw Wurm')?.source).toBe('catalogue');
    expect(resolved.warnings.map((w) => w.message)).toEqual([
      '"Quillback Testudo" is played as a stand-in with its name only: it is not in the card pool, the offline catalogue or the card cache, and Scryfall could not be reached (offline)',
    ]);
  });

  it('offline with the pool files failing to load, a card of the pool is a stand-in whose note says the catalogue could not be loaded', async () => {
    const { scryfall, clock } = setup();
    const fetchFn: typeof fetch = (input, init) =>
      String(input).startsWith(POOL_URL)
        ? Promise.reject(new TypeError('Failed to fetch'))
        : scryfall.fetch(input, init);
    const app = createAppCards({
      fetch: fetchFn,
      clock,
      online: () => false,
      cache: memoryCacheBackend(),
      poolStorage: memoryPoolStorage(),
      poolUrl: POOL_URL,
    });
    const resolved = await app.cardsFor(cardRequest(doc(['Craw Wurm'])));
    expect(resolved.cards.book.info('Craw Wurm')?.source).toBe('unavailable');
    expect(resolved.warnings.map((w) => w.message)).toEqual([
      '"Craw Wurm" is played as a stand-in with its name only: it is not in the card pool or the card cache, and the offline catalogue could not be loaded (Failed to fetch), and Scryfall could not be reached (offline)',
    ]);
  });

  it('online with the catalogue file failing to load, a card of the pool is fetched from Scryfall instead', async () => {
    const { scryfall, clock } = setup();
    const fetchFn: typeof fetch = (input, init) =>
      String(input).startsWith(POOL_URL)
        ? Promise.resolve(new Response('', { status: 404 }))
        : scryfall.fetch(input, init);
    const app = createAppCards({
      fetch: fetchFn,
      clock,
      online: () => true,
      cache: memoryCacheBackend(),
      poolStorage: memoryPoolStorage(),
      poolUrl: POOL_URL,
      scryfallBase: 'https://api.scryfall.com',
    });
    const resolved = await app.cardsFor(cardRequest(doc(['Tarmogoyf'])));
    expect(resolved.cards.book.info('Tarmogoyf')?.source).toBe('scryfall');
    expect(resolved.warnings).toEqual([]);
  });

  it('a name Scryfall lacks is unknown, and is not asked for again this page', async () => {
    const { app, scryfall } = setup();
    const first = await app.cardsFor(cardRequest(doc(['Qwxz Zzyx'])));
    expect(first.resolution.missing).toEqual([
      {
        name: 'Qwxz Zzyx',
        reason: 'not in the card pool, the offline catalogue, the card cache or Scryfall',
        unreachable: false,
      },
    ]);
    expect(scryfall.requests.map((r) => r.path)).toEqual(['/cards/named?exact=Qwxz%20Zzyx']);
    await app.cardsFor(cardRequest(doc(['Qwxz Zzyx'])));
    expect(scryfall.requests).toHaveLength(1);
  });
});
