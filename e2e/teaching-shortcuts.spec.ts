import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Table } from './pages/table';

test.use({ viewport: { width: 1440, height: 900 } });

/** Player 1 with three cards in the library (Island on top), sandbox mode off. */
const board = {
  format: 'stackyard/scenario@1',
  title: 'Teaching shortcuts',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: {
    p1: { library: ['Island', 'Forest', 'Mountain'], battlefield: ['Mountain'] },
    p2: { library: ['Plains'] },
  },
};

async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="shortcut-dialog"]').analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('sandbox on, add mana, draw 2 and set life from the player panel and menu; the log says each with its rule; undo takes one back', async ({
  page,
}) => {
  const table = new Table(page);
  await table.open(board);
  const dialog = page.getByTestId('shortcut-dialog');
  const log = table.log();

  // Outside sandbox mode the player's menu says why its entries are off.
  await page.getByTestId('player-menu-p1').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Add mana…/ })).toBeDisabled();
  await expect(menu).toContainText('sandbox mode only');
  await menu.getByRole('menuitem', { name: /Turn sandbox on/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Sandbox' })).toBeChecked();

  // Add mana: {R}{R}{G} from the "+" by the mana pool.
  await page.getByRole('button', { name: 'Add mana for Player 1…' }).click();
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('shortcut-mana-W')).toBeFocused();
  await page.getByTestId('shortcut-mana-R').fill('2');
  await page.getByTestId('shortcut-mana-G').fill('1');
  await expect(page.getByTestId('shortcut-status')).toContainText('until the step ends (CR 106.4)');
  expect(await seriousFindings(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/teaching-shortcuts-01-add-mana.png' });
  await page.getByTestId('shortcut-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('mana-p1')).toHaveAttribute('aria-label', 'Mana pool: {R}{R}{G}');
  await expect(log).toContainText('p1 added {R}{R}{G} by hand');

  // Draw 2 from the player's menu, with the keyboard: the top two cards of the library, in order.
  await page.getByTestId('player-menu-p1').click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Draw cards…' }).click();
  await expect(dialog).toBeVisible();
  const n = page.getByTestId('shortcut-n');
  await expect(n).toBeFocused();
  await page.keyboard.type('2');
  await expect(n).toHaveValue('2');
  await expect(page.getByTestId('shortcut-status')).toContainText('draws the top 2 cards of their library (3 there)');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(table.card('Island', 'Player 1 hand')).toBeVisible();
  await expect(table.card('Forest', 'Player 1 hand')).toBeVisible();
  expect((await table.state())!.players.p1.library).toHaveLength(1);
  await expect(log).toContainText('p1 draws 2 cards, one at a time (CR 121.2)');

  // Set Player 2's life with the keyboard shortcut; a bad value is refused in the dialog first.
  await page.keyboard.press('Shift+L');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Player 2/ }).check();
  await n.fill('-4');
  await expect(page.getByTestId('shortcut-status')).toContainText('the life total must be at least 0');
  await expect(page.getByTestId('shortcut-submit')).toBeDisabled();
  await n.fill('7');
  await expect(page.getByTestId('shortcut-status')).toContainText('Player 2 has 20 life and loses 13 life');
  await page.getByTestId('shortcut-submit').click();
  await expect(dialog).toBeHidden();
  await expect(table.life('p2')).toHaveAttribute('aria-label', 'Life: 7');
  await expect(log).toContainText('p2 lost 13 life (20 → 7) by hand: life total set to 7');
  await page.screenshot({ path: 'test-results/screenshots/teaching-shortcuts-02-log.png' });

  // Each is a history step: undo takes the life change back and keeps the rest.
  await expect(page.getByTestId('history-label')).toContainText('4/4');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(table.life('p2')).toHaveAttribute('aria-label', 'Life: 20');
  await expect(table.card('Forest', 'Player 1 hand')).toBeVisible();
  await expect(page.getByTestId('mana-p1')).toHaveAttribute('aria-label', 'Mana pool: {R}{R}{G}');
  await expect(page.getByTestId('history-label')).toContainText('3/4');
});

test('the set-life dialog on a phone: fits the screen and is reached from the panel', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const table = new Table(page);
  await table.open({ ...board, options: { sandbox: true } });
  await page.getByRole('button', { name: 'Set life for Player 2…' }).tap();
  const dialog = page.getByTestId('shortcut-dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await page.getByTestId('shortcut-n').fill('0');
  await expect(page.getByTestId('shortcut-status')).toContainText(
    'A player with 0 or less life loses the game (CR 704.5a)',
  );
  await page.screenshot({ path: 'test-results/screenshots/teaching-shortcuts-03-phone.png' });
  await page.getByTestId('shortcut-submit').tap();
  await expect(table.life('p2')).toHaveAttribute('aria-label', 'Life: 0');
  await expect(table.log()).toContainText('p2 loses the game');
  await context.close();
});
