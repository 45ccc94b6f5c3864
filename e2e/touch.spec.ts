import { expect, test } from '@playwright/test';
import { centre, Gestures } from './pages/gestures';
import { Table } from './pages/table';

/** Lightning Bolt and Shock in hand; Player 2 has Grizzly Bears enchanted with Rancor. */
const board = {
  format: 'stackyard/scenario@1',
  title: 'Touch',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: {
    p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Shock'], library: ['Island'] },
    p2: {
      battlefield: [
        { id: 'bears', card: 'Grizzly Bears' },
        { card: 'Rancor', attachedTo: 'bears' },
      ],
      library: ['Island'],
    },
  },
};

test.describe('a tablet (1024×768, touch)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('a finger drags Lightning Bolt onto the enchanted Grizzly Bears: the card follows the finger and the drop targets the creature under it', async ({
    page,
  }) => {
    const table = new Table(page);
    await table.open(board);
    const touch = new Gestures(page);
    const bears = table.card('Grizzly Bears', 'Player 2 battlefield');
    // The creature's name, where it is drawn above the Aura tucked beneath it.
    const to = await centre(bears.locator('.card-name'));
    await touch.drag(await centre(table.card('Lightning Bolt', 'Player 1 hand')), to, {
      during: async () => {
        const ghost = page.getByTestId('drag-ghost');
        await expect(ghost).toBeVisible();
        const box = (await ghost.boundingBox())!;
        // The card under the finger: the finger is inside the dragged card's box.
        expect(to.x).toBeGreaterThan(box.x - 2);
        expect(to.x).toBeLessThan(box.x + box.width + 2);
        expect(to.y).toBeGreaterThan(box.y - 2);
        expect(to.y).toBeLessThan(box.y + box.height + 2);
        await expect(bears).toHaveClass(/drop-legal/);
        await table.screenshot('touch-tablet-dragging');
      },
    });
    await expect(table.stack.top()).toHaveAccessibleName(
      /^Lightning Bolt, spell, controlled by Player 1, top of the stack, targeting Grizzly Bears/,
    );
  });

  test('a tap opens the card menu; a long press shows the card large with its whole text', async ({ page }) => {
    const table = new Table(page);
    await table.open(board);
    const touch = new Gestures(page);
    await touch.tap(await centre(table.card('Shock', 'Player 1 hand')));
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /Cast Shock at/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    // Rancor is tucked under the creature it enchants: its name strip is what shows of it.
    await touch.longPress(await centre(table.card('Rancor', 'Player 2 battlefield').locator('.card-name')));
    const zoom = page.getByRole('dialog', { name: 'Rancor, shown large' });
    await expect(zoom).toBeVisible();
    // The whole Oracle text, last sentence included.
    await expect(zoom).toContainText(
      "When this Aura is put into a graveyard from the battlefield, return it to its owner's hand.",
    );
    await table.screenshot('touch-tablet-long-press-zoom');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await zoom.getByRole('button', { name: 'Close' }).click();
    await expect(zoom).toHaveCount(0);
    await expect(table.stack.items()).toHaveCount(0);
  });
});

test.describe('a desktop with a pen and a mouse', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a pen drags Shock onto Player 2: cast at the player under the pen', async ({ page }) => {
    const table = new Table(page);
    await table.open(board);
    const pen = new Gestures(page);
    await pen.penDrag(await centre(table.card('Shock', 'Player 1 hand')), await centre(page.getByTestId('player-p2')));
    await expect(table.stack.top()).toHaveAccessibleName(
      /^Shock, spell, controlled by Player 1, top of the stack, targeting Player 2/,
    );
  });

  test("the mouse drops Lightning Bolt on the enchanted creature's name: it targets the creature drawn there, not the Aura beneath", async ({
    page,
  }) => {
    const table = new Table(page);
    await table.open(board);
    await table.drag(
      table.card('Lightning Bolt', 'Player 1 hand'),
      table.card('Grizzly Bears', 'Player 2 battlefield').locator('.card-name'),
    );
    await expect(table.stack.top()).toHaveAccessibleName(/targeting Grizzly Bears/);
  });

  test('the mouse drags a card that follows the pointer', async ({ page }) => {
    const table = new Table(page);
    await table.open(board);
    const from = await centre(table.card('Shock', 'Player 1 hand'));
    const to = await centre(page.getByTestId('player-p2'));
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y - 20, { steps: 3 });
    await page.mouse.move(to.x, to.y, { steps: 10 });
    const box = (await page.getByTestId('drag-ghost').boundingBox())!;
    expect(to.x).toBeGreaterThan(box.x);
    expect(to.x).toBeLessThan(box.x + box.width);
    expect(to.y).toBeGreaterThan(box.y);
    expect(to.y).toBeLessThan(box.y + box.height);
    await page.mouse.up();
    await expect(table.stack.top()).toHaveAccessibleName(/targeting Player 2/);
  });
});
