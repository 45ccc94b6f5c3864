import { expect, test } from '@playwright/test';
import { boltBoard, voluteBoard } from '../src/store/__tests__/fixtures';
import { Table } from './pages/table';

test.use({ viewport: { width: 1440, height: 1000 } });

test('undo restores the board exactly: engine state and what the table shows', async ({ page }) => {
  const table = new Table(page);
  await table.open(voluteBoard);
  const state0 = JSON.stringify(await table.state());
  const dom0 = await table.snapshot();
  const next = page.getByTestId('next-step');
  for (let i = 0; i < 4; i++) await next.click(); // cast, resolve trigger, cast the copy, target p2
  await expect(table.card('Lightning Bolt', 'Player 2 exile')).toBeVisible();
  const state4 = JSON.stringify(await table.state());
  const dom4 = await table.snapshot();
  expect(dom4).not.toEqual(dom0);

  await page.getByRole('button', { name: 'Undo' }).click();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+z');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  expect(JSON.stringify(await table.state())).toBe(state0);
  expect(await table.snapshot()).toBe(dom0);
  await table.screenshot('history-01-undone');

  // Redo (keyboard and button) returns to the same later board; the scrubber jumps anywhere.
  await page.keyboard.press('Control+Shift+z');
  await page.getByRole('button', { name: /Redo/ }).click();
  await page.getByTestId('scrubber').fill('4');
  await expect(page.getByTestId('history-label')).toContainText('4/4');
  expect(JSON.stringify(await table.state())).toBe(state4);
  expect(await table.snapshot()).toBe(dom4);
  await page.getByTestId('scrubber').fill('0');
  expect(JSON.stringify(await table.state())).toBe(state0);
});

test('a keyboard-only cast: focus the card, open its menu, cast it at Player 2, resolve it', async ({ page }) => {
  const table = new Table(page);
  await table.open(boltBoard);
  const focusedName = () =>
    page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    );
  let found = false;
  for (let i = 0; i < 60 && !found; i++) {
    await page.keyboard.press('Tab');
    found = (await focusedName()).startsWith('Lightning Bolt');
  }
  expect(found).toBe(true);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: /^Lightning Bolt/ });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Cast Lightning Bolt at/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const targets = page.getByRole('menu', { name: /Cast Lightning Bolt at/ });
  await expect(targets).toBeVisible();
  await table.screenshot('keyboard-01-cast-at-menu');
  for (let i = 0; i < 5; i++) {
    if (await targets.getByRole('menuitem', { name: 'Player 2' }).evaluate((el) => el === document.activeElement))
      break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(targets.getByRole('menuitem', { name: 'Player 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table.stack.top()).toHaveAccessibleName(
    /^Lightning Bolt, spell, controlled by Player 1, top of the stack, targeting Player 2/,
  );

  let onPass = false;
  for (let i = 0; i < 80 && !onPass; i++) {
    await page.keyboard.press('Tab');
    onPass = (await focusedName()).startsWith('Resolve top');
  }
  expect(onPass).toBe(true);
  await page.keyboard.press('Enter');
  await expect(table.life('p2')).toContainText('17');
  await expect(table.card('Lightning Bolt', 'Player 1 graveyard')).toBeVisible();
  await table.screenshot('keyboard-02-resolved');
});

test('the app opens on the lesson list; a lesson shows its ruling and plays step by step, then restarts', async ({
  page,
}) => {
  await page.goto('/?anim=0');
  await expect(page.getByRole('heading', { level: 1, name: 'Stackyard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Spellweaver Volute' })).toBeVisible();
  await page.getByRole('link', { name: 'The copy is made in the graveyard and cast from there' }).click();
  await expect(page).toHaveURL(/#lesson=volute-copy-cast/);
  const lesson = page.getByRole('region', { name: 'Lesson' });
  await expect(lesson).toContainText('CR 707.12');
  const next = page.getByTestId('next-step');
  const steps = await lesson.getByRole('listitem').count();
  for (let i = 0; i < steps; i++) await next.click();
  await expect(next).toHaveText('Lesson complete');
  await expect(page.getByTestId('life-p2')).toContainText('17');
  await page.screenshot({ path: 'test-results/screenshots/lesson-complete.png' });
  await lesson.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByTestId('life-p2')).toContainText('20');
  await page.getByRole('button', { name: '← Lessons' }).click();
  await expect(page.getByRole('region', { name: 'Spellweaver Volute' })).toBeVisible();
});

test('the rules log shows the newest step after each action; a jump from the log leaves it where it is, the scrubber shows the step', async ({
  page,
}) => {
  const table = new Table(page);
  // A short viewport, so the log's events overflow its panel after a few steps.
  await page.setViewportSize({ width: 1440, height: 700 });
  await table.open(voluteBoard);
  const next = page.getByTestId('next-step');
  const log = page.locator('.log-scroll');
  const atBottom = () => log.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) <= 2);
  for (let i = 0; i < 4; i++) await next.click();
  expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expect.poll(atBottom).toBe(true);
  await expect(page.locator('.log-entry').last()).toBeInViewport();
  // A click on a step in the log jumps there; the log stays as it is under the pointer.
  await log.evaluate((el) => (el.scrollTop = 0));
  await log.getByRole('button', { name: /^1 / }).click();
  await expect(page.getByTestId('scrubber')).toHaveValue('1');
  await page.waitForTimeout(100);
  expect(await log.evaluate((el) => el.scrollTop)).toBe(0);
  // The scrubber set to a step (a finished scrub) brings that step's events into view.
  await page.getByTestId('scrubber').fill('3');
  await expect(page.locator('.log-entry.current')).toBeInViewport({ ratio: 0.5 });
  await expect.poll(() => log.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
});
