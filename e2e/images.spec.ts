import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { Table } from './pages/table';

test.use({ viewport: { width: 1440, height: 900 } });

/** Shock's Scryfall id (src/cards/s/shock.ts): its image request fails in this test. */
const SHOCK = 'f9b2ff2a-6dfe-4635-8da2-22d525e82b94';
const IMAGE = readFileSync(new URL('./fixtures/card-image.png', import.meta.url));

const board = {
  format: 'stackyard/scenario@1',
  title: 'Images',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: { p1: { battlefield: ['Grizzly Bears', 'Mountain'], hand: ['Lightning Bolt', 'Shock'] } },
};

test("card images are a setting: off by default; on, they load lazily from Scryfall's file host (fulfilled from a fixture), scaled whole; a failed image falls back to the text frame silently", async ({
  page,
}) => {
  const requested: string[] = [];
  // No network: every image request is answered here; Shock's fails.
  await page.route('https://cards.scryfall.io/**', async (route) => {
    requested.push(route.request().url());
    if (
      /\/normal\/front\/[0-9a-f]\/[0-9a-f]\/[0-9a-f-]+\.jpg$/.test(route.request().url()) &&
      !route.request().url().includes(SHOCK)
    ) {
      await route.fulfill({ status: 200, contentType: 'image/png', body: IMAGE });
    } else await route.fulfill({ status: 404, body: '' });
  });
  const table = new Table(page);
  await table.open(board);
  await expect(page.locator('img.card-image')).toHaveCount(0);
  expect(requested).toEqual([]);

  await page.getByRole('checkbox', { name: 'Images' }).check();
  const bears = table.card('Grizzly Bears', 'Player 1 battlefield').locator('img.card-image');
  await expect(bears).toHaveClass(/loaded/);
  await expect(bears).toHaveAttribute('loading', 'lazy');
  await expect(bears).toHaveCSS('object-fit', 'contain');
  // The whole card fits in the frame: its drawn box keeps the image's proportions inside the element.
  const natural = await bears.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
  expect(natural).toBeCloseTo(244 / 340, 3);
  await expect(table.card('Lightning Bolt', 'Player 1 hand').locator('img.card-image')).toHaveClass(/loaded/);
  // Shock's image fails: no broken image, its text frame shows, no message.
  await expect(table.card('Shock', 'Player 1 hand').locator('img')).toHaveCount(0);
  await expect(table.card('Shock', 'Player 1 hand')).toContainText('Instant');
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(requested.every((u) => u.startsWith('https://cards.scryfall.io/normal/front/'))).toBe(true);
  await table.screenshot('images-on');

  // The setting is remembered; off again, the text frames are back.
  await page.reload();
  await expect(page.getByTestId('table')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Images' })).toBeChecked();
  await page.keyboard.press('Shift+I');
  await expect(page.locator('img.card-image')).toHaveCount(0);
});
