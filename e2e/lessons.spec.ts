import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 1440, height: 1000 } });

test('every lesson in the gallery plays to its end in the browser, with no refusal and no page error', async ({
  page,
}) => {
  // 48 lessons played through in one page: generous for a loaded 2-core machine.
  test.setTimeout(240_000);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto('/?anim=0');
  await expect(page.getByTestId('lesson-link').first()).toBeVisible();
  const links = await page
    .getByTestId('lesson-link')
    .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) {
    await page.evaluate((h) => {
      window.location.hash = h;
    }, href);
    const lesson = page.getByRole('region', { name: 'Lesson' });
    await expect(page.getByTestId('history-label')).toHaveText(/^0\/0/);
    const steps = await lesson.getByRole('list', { name: 'Steps' }).getByRole('listitem').count();
    const next = page.getByTestId('next-step');
    for (let i = 0; i < steps; i++) await next.click();
    await expect(next, href).toHaveText('Lesson complete');
    const toasts = await page.getByTestId('toast').allTextContents();
    if (toasts.length) problems.push(`${href}: ${toasts.join(' / ')}`);
  }
  expect(problems).toEqual([]);
});
