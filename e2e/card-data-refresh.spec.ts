/**
 * "Check for newer card data" in the editor (issue 20): the offline pool's manifest is fetched
 * and, when it names a newer version, its name file replaces the kept pool. Busy while it runs;
 * up to date, refreshed, a failure and offline are each said plainly, and the board being
 * edited stays as it was. The pool's files are answered by Playwright routes (no network).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { Editor } from './pages/editor';

const NAMES = readFileSync('public/pool/names.json.gz');
const manifest = JSON.parse(readFileSync('public/pool/manifest.json', 'utf8')) as Record<string, unknown>;
const newer = JSON.stringify({ ...manifest, version: 'e2e-newer-version' });

async function openEditor(page: Page): Promise<Editor> {
  const editor = new Editor(page);
  await editor.openNew();
  // The line shows once the name index (32,370 names) is read: a cold first load can take a while.
  await expect(page.getByTestId('card-data')).toContainText(/offline pool \([\d,]+ cards, version \w+/, {
    timeout: 20_000,
  });
  return editor;
}

for (const [size, viewport] of [
  ['1440×900', { width: 1440, height: 900 }],
  ['a phone (390×844)', { width: 390, height: 844 }],
] as const) {
  test.describe(`card data refresh at ${size}`, () => {
    test.use({ viewport });

    test('up to date, then a newer data file replaces the pool (busy meanwhile); the board stays', async ({ page }) => {
      await openEditor(page);
      const button = page.getByTestId('refresh-card-data');
      const status = page.getByTestId('card-data-status');
      await button.click();
      await expect(status).toContainText('The card data is up to date (version');
      const board = await page.getByRole('main', { name: 'Board editor' }).innerText();

      // The server now has newer data; its manifest answers slowly: the button is busy.
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/pool/manifest.json', async (route) => {
        await held;
        await route.fulfill({ contentType: 'application/json', body: newer });
      });
      await page.route('**/pool/names.json.gz', (route) =>
        route.fulfill({ contentType: 'application/octet-stream', body: NAMES }),
      );
      await button.click();
      await expect(button).toBeDisabled();
      await expect(button).toHaveText('Checking…');
      await expect(button).toHaveAttribute('aria-busy', 'true');
      release();
      await expect(status).toContainText('Card data refreshed: version e2e-newer-v');
      await expect(status).toContainText('Cards already on the board keep the data they were added with.');
      await expect(button).toBeEnabled();
      await expect(page.getByTestId('card-data')).toContainText('version e2e-newer-v');
      expect(await page.getByRole('main', { name: 'Board editor' }).innerText()).toBe(board);
      await page.screenshot({ path: `test-results/screenshots/card-data-refresh-${viewport.width}.png` });
    });

    test('a failure says why and keeps the pool in use; offline says so without fetching', async ({
      page,
      context,
    }) => {
      await openEditor(page);
      const button = page.getByTestId('refresh-card-data');
      const error = page.getByTestId('card-data-error');
      await page.route('**/pool/manifest.json', (route) =>
        route.fulfill({ contentType: 'application/json', body: newer }),
      );
      await page.route('**/pool/names.json.gz', (route) => route.fulfill({ status: 500, body: '' }));
      await button.click();
      await expect(error).toHaveText(
        'The card data could not be refreshed: the newer card names could not be fetched (HTTP 500 for names.json.gz). The offline pool in use stays as it is, and so does the board.',
      );
      await expect(page.getByTestId('card-data')).not.toContainText('e2e-newer');
      await expect(button).toBeEnabled();
      await page.screenshot({ path: `test-results/screenshots/card-data-refresh-error-${viewport.width}.png` });

      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/pool/')) asked.push(r.url());
      });
      await context.setOffline(true);
      await button.click();
      await expect(error).toHaveText(
        "You are offline: newer card data can't be fetched now. The offline pool in use stays as it is.",
      );
      expect(asked).toEqual([]);
      await context.setOffline(false);
    });
  });
}
