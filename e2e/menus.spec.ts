import { expect, test } from '@playwright/test';
import { Editor } from './pages/editor';
import { Table } from './pages/table';

test.use({ viewport: { width: 1366, height: 768 } });

/** A Volute whose only legal host is Lightning Bolt in a graveyard, among many cards it can't enchant. */
const crowded = {
  format: 'stackyard/scenario@1',
  title: 'Crowded',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: {
    p1: {
      battlefield: [
        'Spellweaver Volute',
        ...Array.from({ length: 14 }, (_, i) => (i % 2 ? 'Island' : 'Forest')),
        'Grizzly Bears',
        'Giant Spider',
        'Llanowar Elves',
        'Birds of Paradise',
        'Pili-Pala',
      ],
    },
    p2: {
      battlefield: ['Order of Whiteclay', 'Rancor', 'Spider-Verse', 'Endless One', 'Isamaru, Hound of Konda'],
      graveyard: ['Lightning Bolt', 'Divination', 'Grizzly Bears', 'Fling', 'Cremate'],
    },
  },
};

test('the editor\'s "Attach to…" menu stays on screen, its legal host in view', async ({ page }) => {
  const table = new Table(page);
  const editor = new Editor(page);
  await table.open(crowded);
  await editor.openFromGame();
  const inspector = await editor.select('Spellweaver Volute');
  await inspector.getByTestId('attach-menu').click();
  const menu = page.getByRole('menu', { name: 'Attach to' });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  const host = menu.getByRole('menuitem', { name: /^Lightning Bolt in Player 2 graveyard/ });
  await expect(host).toBeInViewport();
  await editor.screenshot('menus-attach-on-screen');
  await host.click();
  await expect(editor.card('Spellweaver Volute')).toHaveAccessibleName(/attached to Lightning Bolt/);
});

test('in sandbox, an instant dropped on the battlefield is refused with 304.4 and stays in the hand', async ({
  page,
}) => {
  const table = new Table(page);
  await table.open({
    format: 'stackyard/scenario@1',
    title: 'Sandbox',
    turn: { number: 3, active: 'p1', phase: 'main1' },
    options: { sandbox: true },
    players: { p1: { hand: ['Lightning Bolt', 'Grizzly Bears'] } },
  });
  await table.moveTo('Lightning Bolt', 'Player 1 battlefield', 'Player 1 hand');
  await expect(page.locator('.toast-error')).toContainText(
    "Lightning Bolt is an instant: it can't be put onto the battlefield",
  );
  await expect(page.locator('.toast-error')).toContainText('304.4');
  await expect(table.card('Lightning Bolt', 'Player 1 hand')).toBeVisible();
  // Its menu lists the move, refused with the rule.
  const menu = await table.openMenu('Lightning Bolt', 'Player 1 hand');
  await expect(menu.getByRole('menuitem', { name: /Move to the battlefield/ })).toBeDisabled();
  await expect(menu).toContainText('304.4');
  const box = (await menu.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(768);
});
