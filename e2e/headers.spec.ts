/**
 * Issue 14, item 10: the built app, as `vite preview` serves it, sends the headers that forbid
 * framing (a `<meta>` policy can't), and a page of another origin can't show it in a frame.
 */
import { expect, test } from '@playwright/test';
import { SECURITY_HEADERS } from '../src/security-headers';
import { findChromium } from './find-chromium';

const BASE = `http://localhost:${process.env.STACKYARD_E2E_PORT ?? 4173}`;

// Chromium's local-network-access checks would block the frame below for their own reasons (a
// page made up by Playwright counts as public); with them off, only the app's headers refuse it.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('the preview server sends the security headers, on the page and on its scripts', async ({ request, page }) => {
  const html = await request.get('/');
  expect(html.ok()).toBe(true);
  const headers = html.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const script = await page.goto('/').then(() => page.locator('script[type=module]').first().getAttribute('src'));
  const asset = await request.get(script as string);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
});

test.describe('framing', () => {
  test('another origin cannot frame the app', async ({ page }) => {
    // A page of another origin (another port; the page is made up by Playwright, nothing
    // listens there) that frames the app invisibly.
    const attacker = 'http://localhost:9/attacker.html';
    await page.route(attacker, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><iframe id="f" src="${BASE}/" style="opacity:0.01;width:800px;height:600px"></iframe>`,
      }),
    );
    await page.goto(attacker);
    // Refused: Chromium puts its error page in the frame instead of the app.
    await expect
      .poll(() => page.frames()[1]?.url(), { message: 'the frame is refused' })
      .toBe('chrome-error://chromewebdata/');
    await expect(
      page.frameLocator('#f').getByRole('link', { name: 'The copy is made in the graveyard and cast from there' }),
    ).toHaveCount(0);
    // The same app opened directly is fine.
    await page.goto('/?anim=0');
    await expect(
      page.getByRole('link', { name: 'The copy is made in the graveyard and cast from there' }),
    ).toBeVisible();
  });
});
