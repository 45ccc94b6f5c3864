/**
 * Scryfall for the e2e tests, answered from the fixture file (src/cards/data/fixtures/
 * scryfall-cards.json) by Playwright routes, so nothing reaches the network (DESIGN "Real
 * cards"). Specs that may reach Scryfall (links, files, puzzles, the editor's search) import
 * `test` and `expect` from here instead of '@playwright/test': every page then gets the routes.
 * `scryfall.requests` lists what the app asked; `scryfall.offline()` makes every request fail
 * as if the network were gone.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, type Route } from '@playwright/test';

export { expect } from '@playwright/test';

interface Card {
  name: string;
  card_faces?: { name: string }[];
}

const CARDS = JSON.parse(
  readFileSync(fileURLToPath(new URL('../src/cards/data/fixtures/scryfall-cards.json', import.meta.url)), 'utf8'),
) as Card[];

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

function find(name: string): Card | undefined {
  const key = fold(name);
  return CARDS.find((c) => fold(c.name) === key || c.card_faces?.some((f) => fold(f.name) === key));
}

export interface FakeScryfall {
  /** Paths (with query) of the requests the app made, in order. */
  requests: string[];
  /** From now on every request fails (no connection). */
  offline(): void;
}

function json(route: Route, body: unknown, status = 200): Promise<void> {
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body: JSON.stringify(body),
  });
}

export const test = base.extend<{ scryfall: FakeScryfall }>({
  scryfall: [
    async ({ context }, use) => {
      const requests: string[] = [];
      let down = false;
      await context.route('https://api.scryfall.com/**', async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        if (request.method() === 'OPTIONS') {
          await route.fulfill({
            status: 204,
            headers: {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Headers': 'Content-Type, Accept',
              'Access-Control-Allow-Methods': 'GET, POST',
            },
          });
          return;
        }
        requests.push(url.pathname + url.search);
        if (down) return route.abort('internetdisconnected');
        if (url.pathname === '/cards/named') {
          const card = find(url.searchParams.get('exact') ?? '');
          return card
            ? json(route, card)
            : json(route, { object: 'error', code: 'not_found', status: 404, details: 'No card found.' }, 404);
        }
        if (url.pathname === '/cards/collection') {
          const ids = (request.postDataJSON() as { identifiers: { name: string }[] }).identifiers;
          return json(route, {
            object: 'list',
            not_found: ids.filter((id) => !find(id.name)),
            data: ids.map((id) => find(id.name)).filter(Boolean),
          });
        }
        if (url.pathname === '/cards/autocomplete') {
          const q = fold(url.searchParams.get('q') ?? '');
          return json(route, {
            object: 'catalog',
            total_values: 0,
            data: CARDS.map((c) => c.name).filter((n) => fold(n).includes(q)),
          });
        }
        return json(route, { object: 'error', code: 'not_found', status: 404 }, 404);
      });
      await use({
        requests,
        offline: () => {
          down = true;
        },
      });
    },
    { auto: true },
  ],
});
