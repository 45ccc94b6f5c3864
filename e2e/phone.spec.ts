import { expect, test } from '@playwright/test';
import { centre, Gestures } from './pages/gestures';
import { Table } from './pages/table';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ZONES = ['hand', 'library', 'battlefield', 'graveyard', 'exile'];

test('on a phone every zone is reachable and wide enough; a tap on Divination opens its menu; a drag onto the stack casts it', async ({
  page,
}) => {
  const table = new Table(page);
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await expect(page.getByTestId('table')).toBeVisible();
  await table.screenshot('phone-01-top');
  for (const player of ['Player 1', 'Player 2']) {
    for (const zone of ZONES) {
      const region = table.zone(`${player} ${zone}`);
      await region.scrollIntoViewIfNeeded();
      await expect(region, `${player} ${zone}`).toBeInViewport();
      const box = (await region.boundingBox())!;
      expect(box.width, `${player} ${zone} width`).toBeGreaterThan(zone === 'library' ? 100 : 160);
    }
  }
  await table.zone('Stack').scrollIntoViewIfNeeded();
  await expect(table.zone('Stack')).toBeInViewport();
  // Player 1's hand stays pinned at the foot of the screen while the board scrolls.
  await page.getByRole('region', { name: 'Player 2 battlefield' }).scrollIntoViewIfNeeded();
  await expect(table.zone('Player 1 hand')).toBeInViewport();
  await table.screenshot('phone-02-scrolled');

  const touch = new Gestures(page);
  const divination = table.card('Divination', 'Player 1 hand');
  const at = await centre(divination);
  // What is under the finger is the card itself, nothing laid over it.
  expect(
    await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="card"]')?.getAttribute('data-card'),
      at,
    ),
  ).toBe('Divination');
  await touch.tap(at);
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Cast Divination' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cast Divination' }).tap();
  await expect(table.stack.items()).toHaveCount(2);
  await table.screenshot('phone-03-cast');
});
