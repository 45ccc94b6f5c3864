import { expect, test } from '@playwright/test';
import { elvesBoard, sandboxAuraBoard, voluteBoard, voluteLkiBoard } from '../src/store/__tests__/fixtures';
import { Table } from './pages/table';

test.use({ viewport: { width: 1440, height: 1000 } });

test('an Aura falls off when its host is dragged to exile (sandbox), and goes to the graveyard', async ({ page }) => {
  const table = new Table(page);
  await table.open(sandboxAuraBoard);
  await expect(table.card('Pacifism')).toHaveAccessibleName(
    'Pacifism, controlled by Player 2, attached to Grizzly Bears on the battlefield',
  );
  await expect(table.card('Grizzly Bears')).toHaveAccessibleName(/^Grizzly Bears, enchanted by Pacifism/);
  await table.screenshot('aura-01-tucked');

  await table.moveTo('Grizzly Bears', 'Player 1 exile', 'Player 1 battlefield');
  await expect(table.card('Grizzly Bears', 'Player 1 exile')).toBeVisible();
  // Pacifism's owner is Player 2: it goes to Player 2's graveyard (704.5m).
  await expect(table.card('Pacifism', 'Player 2 graveyard')).toBeVisible();
  await expect(table.zone('Player 2 battlefield').getByRole('button')).toHaveCount(0);
  await expect(table.log()).toContainText('manual');
  await expect(table.log().getByTestId('log-line').filter({ hasText: '704.5m' }).first()).toBeVisible();
  await expect(table.log().getByTestId('log-line').filter({ hasText: '701.3d' })).toHaveCount(1);
  await table.screenshot('aura-02-fell-off');
});

test('the Volute falls off when the enchanted graveyard card is dragged to exile', async ({ page }) => {
  const table = new Table(page);
  await table.open({ ...voluteBoard, options: { sandbox: true } });
  await table.moveTo('Lightning Bolt', 'Player 2 exile', 'Player 2 graveyard');
  await expect(table.card('Spellweaver Volute', 'Player 1 graveyard')).toBeVisible();
});

test('without sandbox mode a manual move is refused and the board is unchanged', async ({ page }) => {
  const table = new Table(page);
  await table.open({ ...sandboxAuraBoard, options: { sandbox: false } });
  const before = await table.state();
  await table.moveTo('Grizzly Bears', 'Player 1 exile', 'Player 1 battlefield');
  await expect(page.getByTestId('toast')).toContainText('sandbox');
  expect(await table.state()).toEqual(before);
});

test('the LKI ghost appears beside the Volute trigger when it uses last-known information (ruling 5), and is gone after it resolves', async ({
  page,
}) => {
  const table = new Table(page);
  await table.open(voluteLkiBoard);
  const next = page.getByTestId('next-step');
  for (let i = 0; i < 5; i++) await next.click();
  await expect(page.getByTestId('lki-ghost')).toHaveCount(0);
  await expect(table.card('Spellweaver Volute', 'Player 1 graveyard')).toBeVisible();
  await expect(table.card('Lightning Bolt', 'Player 2 exile')).toBeVisible();
  // The trigger resolves: the Volute's last existence on the battlefield identifies the card,
  // and the card (now in exile) is copied as it last existed in the graveyard.
  await next.click();
  const trigger = table.stack.top();
  await expect(trigger).toHaveAccessibleName(/^Spellweaver Volute ability/);
  const ghosts = trigger.getByTestId('lki-ghost');
  await expect(ghosts).toHaveCount(2);
  await expect(ghosts.first()).toContainText('last-known information (608.2h)');
  await expect(ghosts.first()).toHaveAccessibleName(/^Spellweaver Volute, last-known information \(608\.2h\)/);
  await expect(ghosts.nth(1)).toHaveAccessibleName(/^Lightning Bolt, last-known information \(608\.2h\)/);
  await table.decision.expectFor('Player 1', /cast the copy of Lightning Bolt/);
  await table.screenshot('lki-01-ghost-beside-trigger');

  await table.decision.yes();
  await table.decision.choose('Player 2');
  await expect(table.stack.top()).toHaveAccessibleName(/^Lightning Bolt, copy of a spell/);
  await expect(page.getByTestId('lki-ghost')).toHaveCount(0);
  await table.screenshot('lki-02-ghost-gone');
  // Undo brings the moment back, ghost and all; no animation is replayed.
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('lki-ghost')).toHaveCount(2);
});

test('the lesson for Volute ruling 5 shows the ghost while the trigger resolves, and not after', async ({ page }) => {
  await page.goto('/?anim=0#lesson=volute-leaves-first');
  const next = page.getByTestId('next-step');
  await expect(next).toBeVisible();
  let seen = false;
  for (let i = 0; i < 20 && !(await next.isDisabled()); i++) {
    await next.click();
    if (await page.getByTestId('lki-ghost').count()) {
      seen = true;
      await expect(page.getByTestId('lki-ghost').first()).toContainText('last-known information (608.2h)');
    }
  }
  expect(seen).toBe(true);
  await expect(page.getByTestId('stack-item').filter({ hasText: 'Triggered ability' })).toHaveCount(0);
  await expect(page.getByTestId('lki-ghost')).toHaveCount(0);
});

test("a summoning-sick Llanowar Elves' ability is disabled and says 302.6", async ({ page }) => {
  const table = new Table(page);
  await table.open(elvesBoard);
  await expect(table.card('Llanowar Elves')).toHaveAccessibleName(/^Llanowar Elves, summoning sick/);
  const menu = await table.openMenu('Llanowar Elves');
  const item = menu.getByRole('menuitem', { name: /Add \{G\}/ });
  await expect(item).toBeDisabled();
  await expect(item).toContainText("302.6 — this creature came under its controller's control this turn");
  await table.screenshot('elves-302-6');
  await page.keyboard.press('Escape');
  // The Forest's ability is fine.
  const forest = await table.openMenu('Forest');
  await expect(forest.getByRole('menuitem', { name: /Add \{G\}/ })).toBeEnabled();
});

test('a rule number opens a short explanation; hovering a log line highlights what it involves', async ({ page }) => {
  const table = new Table(page);
  await table.open(sandboxAuraBoard);
  await table.moveTo('Grizzly Bears', 'Player 1 exile', 'Player 1 battlefield');
  const line = table.log().getByTestId('log-line').filter({ hasText: '704.5m' }).filter({ hasText: 'Pacifism' }).last();
  await line.getByRole('button', { name: /Rule 704\.5m/ }).click();
  await expect(page.getByRole('dialog', { name: 'Rule 704.5m' })).toContainText('Aura');
  await page.keyboard.press('Escape');
  await line.hover();
  await expect(table.card('Pacifism', 'Player 2 graveyard')).toHaveClass(/highlighted/);
});
