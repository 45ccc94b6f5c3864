import { expect, test } from '@playwright/test';

test('the built app loads under its CSP and shows the Stackyard heading', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });

  await page.goto('/?anim=0');

  await expect(page).toHaveTitle('Stackyard');
  await expect(page.getByRole('heading', { level: 1, name: 'Stackyard' })).toBeVisible();
  // The Content-Security-Policy of index.html survives the build.
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self'/,
  );
  await page.screenshot({ path: 'test-results/screenshots/smoke.png', fullPage: true });
  expect(problems).toEqual([]);
});
