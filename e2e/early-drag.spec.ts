/**
 * A drag begun before the table's kit has loaded (issue 22, item 7; src/ui/table/early-drag.ts):
 * the kit's code is held back by a route, the card is pressed and dragged, and the drop does
 * what it does with the kit — Divination dragged onto the stack is cast (Spellweaver Volute's
 * ability triggers on it: two items on the stack) — with no page text selected. With a mouse at
 * 1440×900 and with a finger on a tablet (touches sent as a device sends them, through CDP).
 */
import { expect, test, type Page } from '@playwright/test';
import { centre, Gestures, type Point } from './pages/gestures';
import { Table } from './pages/table';
import { holdKit, KIT } from './pages/table-kit';

const LESSON = '/#lesson=volute-copy-cast';

const selectedText = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? '');

/** Opens the lesson with the kit held back; returns the points to drag from (Divination) and to (the stack). */
async function openWithoutKit(page: Page): Promise<{ table: Table; release: () => void; from: Point; to: Point }> {
  const release = await holdKit(page);
  const table = new Table(page);
  const asked = page.waitForRequest(KIT);
  await page.goto(LESSON);
  await expect(page.getByTestId('table')).toBeVisible();
  await asked;
  const from = await centre(table.card('Divination', 'Player 1 hand'));
  const to = await centre(table.zone('Stack'));
  return { table, release, from, to };
}

test.describe('a desktop (1440×900, mouse)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a drag begun before the kit casts the card it carries, and selects no text', async ({ page }) => {
    const { table, release, from, to } = await openWithoutKit(page);
    const mouse = page.mouse;
    await mouse.move(from.x, from.y);
    await mouse.down();
    await mouse.move(from.x + 12, from.y + 12, { steps: 3 });
    await mouse.move(to.x, to.y, { steps: 12 });
    // The card is held: its copy under the pointer, the card itself faded in the hand.
    const ghost = page.getByTestId('drag-ghost');
    await expect(ghost).toBeVisible();
    const box = (await ghost.boundingBox())!;
    expect(to.x).toBeGreaterThan(box.x - 2);
    expect(to.x).toBeLessThan(box.x + box.width + 2);
    await expect(table.card('Divination', 'Player 1 hand')).toHaveClass(/dragging/);
    await table.screenshot('early-drag-desktop-held');
    await mouse.up();

    await expect(table.stack.items()).toHaveCount(2);
    await expect(table.stack.items().first()).toContainText(/Divination|Spellweaver Volute/);
    await expect(table.card('Divination', 'Player 1 hand')).toHaveCount(0);
    await expect(ghost).toHaveCount(0);
    expect(await selectedText(page)).toBe('');
    // All of it before the kit arrived; the table switches to it once released.
    await expect(page.getByTestId('table')).not.toHaveAttribute('data-kit', 'loaded');
    await table.screenshot('early-drag-desktop-dropped');
    release();
    await expect(page.getByTestId('table')).toHaveAttribute('data-kit', 'loaded');
  });

  test('before the kit a press released without moving is still a click: the card menu opens', async ({ page }) => {
    const { table } = await openWithoutKit(page);
    await table.card('Divination', 'Player 1 hand').click();
    await expect(page.getByRole('menuitem', { name: 'Cast Divination' })).toBeVisible();
    expect(await selectedText(page)).toBe('');
  });
});

test.describe('a tablet (1024×768, touch)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('a finger held and dragged before the kit casts the card it carries, and selects no text', async ({ page }) => {
    const { table, release, from, to } = await openWithoutKit(page);
    const touch = new Gestures(page);
    await touch.dragNow(from, to, {
      during: async () => {
        await expect(page.getByTestId('drag-ghost')).toBeVisible();
        await table.screenshot('early-drag-tablet-held');
      },
    });
    await expect(table.stack.items()).toHaveCount(2);
    await expect(table.card('Divination', 'Player 1 hand')).toHaveCount(0);
    expect(await selectedText(page)).toBe('');
    await expect(page.getByTestId('table')).not.toHaveAttribute('data-kit', 'loaded');
    await table.screenshot('early-drag-tablet-dropped');
    release();
    await expect(page.getByTestId('table')).toHaveAttribute('data-kit', 'loaded');
  });
});
