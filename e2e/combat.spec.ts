import { expect, test } from '@playwright/test';
import { centre, Gestures } from './pages/gestures';
import { Table } from './pages/table';

/** Player 1: Grizzly Bears and Birds of Paradise (flying) ready to attack; Player 2: Grizzly Bears and Giant Spider (reach). */
const board = {
  format: 'stackyard/scenario@1',
  title: 'Combat',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: {
    p1: { battlefield: ['Grizzly Bears', 'Birds of Paradise'], library: ['Island'] },
    p2: { battlefield: ['Grizzly Bears', 'Giant Spider'], library: ['Island'] },
  },
};

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('attackers by click and confirm, blockers by click then attacker, a refused block says 702.9b, damage is dealt', async ({
    page,
  }) => {
    const table = new Table(page);
    await table.open(board);
    await page.getByTestId('go-to-combat').click();
    await expect(page.getByTestId('combat-bar')).toContainText('Player 1 declares attackers');
    const bears = table.card('Grizzly Bears', 'Player 1 battlefield');
    const birds = table.card('Birds of Paradise', 'Player 1 battlefield');
    await bears.click();
    await birds.click();
    await expect(bears).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await table.screenshot('combat-01-attackers-picked');
    await page.getByTestId('declare').click();
    await expect(bears).toHaveAccessibleName(/^Grizzly Bears, tapped, attacking/);
    await expect(birds).toHaveAccessibleName(/^Birds of Paradise, tapped, attacking/);

    // Player 2 blocks: Grizzly Bears can't block the flying Birds (702.9b); the Spider (reach) can.
    await expect(page.getByTestId('combat-bar')).toContainText('Player 2 declares blockers');
    const theirBears = table.card('Grizzly Bears', 'Player 2 battlefield');
    const spider = table.card('Giant Spider', 'Player 2 battlefield');
    await theirBears.click();
    await birds.click();
    await expect(page.getByRole('alert').or(page.locator('.toast-error')).first()).toContainText(
      /Grizzly Bears can't block Birds of Paradise \(flying\)/,
    );
    await expect(page.locator('.toast-error').first()).toContainText('702.9b');
    await theirBears.click(); // unpick
    await spider.click();
    await birds.click();
    await table.drag(theirBears, bears);
    await table.screenshot('combat-02-blockers-picked');
    await page.getByTestId('declare').click();
    await expect(spider).toHaveAccessibleName(/blocking Birds of Paradise/);
    await expect(theirBears).toHaveAccessibleName(/blocking Grizzly Bears/);
    // Through damage: each Bears deals 2 to the other (both die, 704.5g); the Spider kills the Birds.
    await page.getByTestId('pass').click();
    await page.getByTestId('pass').click();
    await expect(table.zone('Player 1 graveyard').getByRole('button')).toHaveCount(2);
    await expect(table.zone('Player 2 graveyard').getByRole('button')).toHaveCount(1);
    await expect(table.life('p2')).toContainText('20');
  });

  test('the keyboard alone: C goes to combat, the card menu picks an attacker, A declares it, B declares no blockers, P passes to damage', async ({
    page,
  }) => {
    const table = new Table(page);
    await table.open(board);
    await page.keyboard.press('c');
    await expect(page.getByTestId('combat-bar')).toBeVisible();
    await table.card('Grizzly Bears', 'Player 1 battlefield').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Attack with it' }).click();
    await expect(table.card('Grizzly Bears', 'Player 1 battlefield')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('a');
    await expect(table.card('Grizzly Bears', 'Player 1 battlefield')).toHaveAccessibleName(/attacking/);
    await page.keyboard.press('b');
    await page.keyboard.press('p');
    await expect(table.life('p2')).toContainText('18');
    // The help overlay lists the shortcuts.
    await page.keyboard.press('?');
    const help = page.getByTestId('help');
    await expect(help).toContainText('Every player passes priority');
    await expect(help.getByText('P', { exact: true })).toBeVisible();
    await table.screenshot('help-overlay');
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
  });
});

test.describe('tablet (touch)', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('a finger drags an attacker onto Player 2, taps Attack; a blocker is dragged onto it', async ({ page }) => {
    const table = new Table(page);
    await table.open(board);
    const touch = new Gestures(page);
    await touch.tap(await centre(page.getByTestId('go-to-combat')));
    await expect(page.getByTestId('combat-bar')).toBeVisible();
    await touch.drag(
      await centre(table.card('Grizzly Bears', 'Player 1 battlefield')),
      await centre(page.getByTestId('player-p2')),
    );
    await expect(table.card('Grizzly Bears', 'Player 1 battlefield')).toHaveAttribute('aria-pressed', 'true');
    await touch.tap(await centre(page.getByTestId('declare')));
    await expect(table.card('Grizzly Bears', 'Player 1 battlefield')).toHaveAccessibleName(/attacking/);
    await touch.drag(
      await centre(table.card('Giant Spider', 'Player 2 battlefield')),
      await centre(table.card('Grizzly Bears', 'Player 1 battlefield')),
    );
    await expect(table.card('Giant Spider', 'Player 2 battlefield')).toHaveAttribute('aria-pressed', 'true');
    await touch.tap(await centre(page.getByTestId('declare')));
    await expect(table.card('Giant Spider', 'Player 2 battlefield')).toHaveAccessibleName(/blocking Grizzly Bears/);
    await table.screenshot('combat-tablet-blocked');
  });
});
