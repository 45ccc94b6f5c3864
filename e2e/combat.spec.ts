import { expect, test } from '@playwright/test';
import { centre, Gestures } from './pages/gestures';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Share } from './pages/share';
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

/** Player 2 controls Garruk Wildspeaker (real card data carried by the scenario): an attacker may attack it (CR 508.1b). */
const garrukBoard = {
  ...board,
  title: 'Attacking a planeswalker',
  players: {
    p1: { battlefield: ['Grizzly Bears', 'Birds of Paradise'], library: ['Island'] },
    p2: { battlefield: ['Garruk Wildspeaker'], library: ['Island'] },
  },
  cards: [
    {
      name: 'Garruk Wildspeaker',
      mana_cost: '{2}{G}{G}',
      type_line: 'Legendary Planeswalker — Garruk',
      oracle_text:
        '+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures you control get +3/+3 and gain trample until end of turn.',
      loyalty: '3',
      layout: 'normal',
    },
  ],
};

test.describe('attacking a planeswalker', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an attacker dragged onto the planeswalker attacks it, the menu picks another; combat damage removes loyalty (120.3c)', async ({
    page,
  }) => {
    const table = new Table(page);
    // A file carrying Garruk's card data opens through the real-card resolver (DESIGN "Real cards").
    const file = join(mkdtempSync(join(tmpdir(), 'stackyard-')), 'garruk.json');
    writeFileSync(file, JSON.stringify(garrukBoard));
    await page.goto('/?anim=0');
    await new Share(page).dropFile(file, 'garruk.json');
    await table.ready();
    await page.getByTestId('go-to-combat').click();
    const garruk = table.card('Garruk Wildspeaker', 'Player 2 battlefield');
    await expect(garruk).toHaveAccessibleName(/3 loyalty/);
    await table.drag(table.card('Grizzly Bears', 'Player 1 battlefield'), garruk);
    await expect(table.card('Grizzly Bears', 'Player 1 battlefield')).toHaveAttribute('aria-pressed', 'true');
    await table.card('Birds of Paradise', 'Player 1 battlefield').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Attack…' }).click();
    await page.getByRole('menuitem', { name: 'Attack Garruk Wildspeaker' }).click();
    await page.getByTestId('declare').click();
    await expect(table.card('Grizzly Bears', 'Player 1 battlefield')).toHaveAccessibleName(
      /attacking Garruk Wildspeaker/,
    );
    await page.keyboard.press('b');
    await page.keyboard.press('p');
    // 2 damage (the Birds are 0/1) to a 3-loyalty Garruk leaves 1; Player 2 takes none.
    await expect(garruk).toHaveAccessibleName(/1 loyalty counter/);
    await expect(table.life('p2')).toContainText('20');
    await table.screenshot('combat-planeswalker-damaged');
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
