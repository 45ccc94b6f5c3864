/**
 * The table before and after its kit (drag and drop, animations: src/ui/table/table-kit.ts),
 * which loads once the table shows. Before it, clicks, taps and keys work; when it arrives, the
 * table switches to it at a quiet moment and keeps focus and scroll offsets; if it can't be
 * fetched, the table stays usable and a later press fetches it again.
 */
import { devices, expect, test } from '@playwright/test';
import { Table } from './pages/table';
import { holdKit, KIT } from './pages/table-kit';

const LESSON = '/#lesson=volute-copy-cast';

test.describe('a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('before the kit a click opens a card menu; when it arrives the focused card keeps focus, and a drag casts', async ({
    page,
  }) => {
    const release = await holdKit(page);
    const table = new Table(page);
    const asked = page.waitForRequest(KIT);
    await page.goto(LESSON);
    await expect(page.getByTestId('table')).toBeVisible();
    await asked; // fetched once the table shows, not before
    await expect(page.getByTestId('table')).not.toHaveAttribute('data-kit', 'loaded');

    const divination = table.card('Divination', 'Player 1 hand');
    await divination.click();
    await expect(page.getByRole('menuitem', { name: 'Cast Divination' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(divination).toBeFocused();

    release();
    await expect(page.getByTestId('table')).toHaveAttribute('data-kit', 'loaded');
    // The same card (a new element) still has focus.
    await expect(divination).toBeFocused();

    await table.cast('Divination');
    // The Volute triggers on a sorcery: its ability goes on the stack above Divination.
    await expect(table.stack.items()).toHaveCount(2);
  });

  test('the switch waits while a card menu is open, and happens once it closes', async ({ page }) => {
    const release = await holdKit(page);
    const table = new Table(page);
    await page.goto(LESSON);
    const divination = table.card('Divination', 'Player 1 hand');
    await divination.click();
    await expect(page.getByRole('menuitem', { name: 'Cast Divination' })).toBeVisible();

    const fetched = page.waitForResponse(KIT);
    release();
    await fetched;
    await page.waitForTimeout(500);
    await expect(page.getByRole('menuitem', { name: 'Cast Divination' })).toBeVisible();
    await expect(page.getByTestId('table')).not.toHaveAttribute('data-kit', 'loaded');

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('table')).toHaveAttribute('data-kit', 'loaded');
    await expect(divination).toBeFocused();
  });

  test("when the kit's code can't be fetched the table stays usable by its menus, and a press on it says why nothing drags", async ({
    page,
  }) => {
    await page.route(KIT, (route) => route.abort('internetdisconnected'));
    const table = new Table(page);
    const failed = page.waitForEvent('requestfailed', (r) => KIT.test(new URL(r.url()).pathname));
    await page.goto(LESSON);
    await failed;
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    // A click still opens the card's menu, and casting from it works; the press says why nothing drags.
    await table.card('Divination', 'Player 1 hand').click();
    await expect(page.getByTestId('toast')).toContainText("Dragging and animations couldn't be loaded");
    await page.getByRole('menuitem', { name: 'Cast Divination' }).click();
    await expect(table.stack.items()).toHaveCount(2);
    await expect(page.getByTestId('table')).not.toHaveAttribute('data-kit', 'loaded');
  });
});

test.describe('a phone', () => {
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('the switch keeps how far the turn bar is scrolled', async ({ page }) => {
    const release = await holdKit(page);
    await page.goto(LESSON);
    await expect(page.getByTestId('table')).toBeVisible();
    const steps = () =>
      page.evaluate(() => {
        const el = document.querySelector('.turn-bar .steps')!;
        return { left: el.scrollLeft, room: el.scrollWidth - el.clientWidth };
      });
    // The steps of the turn are wider than a phone's screen: they scroll.
    expect((await steps()).room).toBeGreaterThan(100);
    await page.evaluate(() => (document.querySelector('.turn-bar .steps')!.scrollLeft = 90));
    release();
    await expect(page.getByTestId('table')).toHaveAttribute('data-kit', 'loaded');
    expect((await steps()).left).toBe(90);
  });
});
