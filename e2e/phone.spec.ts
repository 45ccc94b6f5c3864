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
  await table.ready();
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

test("on a phone an Aura's note on what it enchants is not covered by the next row of permanents", async ({ page }) => {
  const table = new Table(page);
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await table.ready();
  // The Volute enchants Lightning Bolt in Player 2's graveyard: its card carries the note.
  const note = page.locator('.enchanting-note');
  await note.scrollIntoViewIfNeeded();
  await expect(note).toContainText('Lightning Bolt');
  const n = (await note.boundingBox())!;
  const others = await page
    .getByRole('region', { name: 'Player 1 battlefield', exact: true })
    .locator('[data-testid="card"]:not([data-card="Spellweaver Volute"])')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(others.length).toBeGreaterThan(0);
  for (const o of others) {
    const overlap = n.x < o.x + o.width && o.x < n.x + n.width && n.y < o.y + o.height && o.y < n.y + n.height;
    expect(overlap, `note ${JSON.stringify(n)} against ${JSON.stringify(o)}`).toBe(false);
  }
  // And the point at its centre is the note itself.
  expect(
    await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('.enchanting-note'), {
      x: n.x + n.width / 2,
      y: n.y + n.height / 2,
    }),
  ).toBe(true);
  await table.screenshot('phone-03-aura-note');
});
