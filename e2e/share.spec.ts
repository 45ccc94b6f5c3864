/**
 * Links, files, Forge puzzles, Back/Forward and autosave in a real browser. Boards are compared
 * as the engine state (JSON) and as what the table shows (every zone's accessible card names).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './scryfall';
import lz from 'lz-string';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Share } from './pages/share';
import { Table } from './pages/table';

/** The preview server the specs run against (playwright.config.ts: `STACKYARD_E2E_PORT`). */
const BASE = `http://localhost:${process.env.STACKYARD_E2E_PORT ?? 4173}`;

test.use({ viewport: { width: 1440, height: 1000 } });

const PUZZLE = fileURLToPath(new URL('./fixtures/volute-savant.pzl', import.meta.url));

async function openLesson(page: Page, title: string): Promise<void> {
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('table')).toBeVisible();
}

async function steps(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await page.getByTestId('next-step').click();
}

const historyLabel = (page: Page) => page.getByTestId('history-label');

test('copy the link mid-lesson, open it in a fresh browser: the same board, the same history', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const table = new Table(page);
  const share = new Share(page);
  await page.goto('/?anim=0');
  await openLesson(page, 'The copy is made in the graveyard and cast from there');
  await expect(page).toHaveTitle('The copy is made in the graveyard and cast from there — Stackyard');
  await steps(page, 3);
  await expect(historyLabel(page)).toHaveText(/^3\/3/);
  const hash = await share.copyLink();
  const clip = await page.evaluate(() => navigator.clipboard.readText());
  expect(clip.endsWith(hash)).toBe(true);
  await expect(page.getByTestId('toast').filter({ hasText: 'Link copied' })).toBeVisible();
  const state = JSON.stringify(await table.state());
  const shown = await table.snapshot();
  await table.screenshot('share-01-link-copied');

  const fresh = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const other = await fresh.newPage();
  const otherTable = new Table(other);
  await other.goto(`/?anim=0${hash}`);
  await expect(other.getByTestId('table')).toBeVisible();
  expect(JSON.stringify(await otherTable.state())).toBe(state);
  expect(await otherTable.snapshot()).toBe(shown);
  await expect(historyLabel(other)).toHaveText(/^3\/3/);
  await expect(other).toHaveTitle('The copy is made in the graveyard and cast from there — Stackyard');
  // Every step before the link's moment is there: undo to the start, and the lesson continues.
  await other.keyboard.press('Control+z');
  await expect(historyLabel(other)).toHaveText(/^2\/3/);
  await other.keyboard.press('Control+Shift+z');
  await expect(other.getByTestId('next-step')).toHaveText('Next step (4/6)');
  await otherTable.screenshot('share-02-link-opened');
  await fresh.close();
});

test('a corrupted or hostile link shows one message and keeps the board that was there', async ({ page }) => {
  const table = new Table(page);
  const share = new Share(page);
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await steps(page, 2);
  const state = JSON.stringify(await table.state());
  const shown = await table.snapshot();

  await page.keyboard.press('Control+Shift+L'); // the shortcut of Copy link
  await expect(page).toHaveURL(/#s=2/);
  const good = new URL(page.url()).hash;
  await page.evaluate(
    (h) => {
      window.location.hash = h;
    },
    good.slice(0, 60) + 'Zz' + good.slice(62, -20),
  );
  await expect(share.failure()).toBeVisible();
  await expect(share.failure()).toContainText("This link can't be opened");
  await expect(share.failure()).toContainText('the board on screen is as it was');
  await expect(share.failure().getByRole('list', { name: 'Problems' }).getByRole('listitem').first()).toContainText(
    /link/,
  );
  await table.screenshot('share-03-corrupted-link');
  expect(JSON.stringify(await table.state())).toBe(state);
  expect(await table.snapshot()).toBe(shown);
  await share.dismissFailure();

  // Hostile: markup in a name, a __proto__ key, an unknown card. Listed where they are; nothing runs.
  const hostile = JSON.stringify({
    d: { t: '<img src=x onerror="window.pwned=1">', p: { p1: { h: ['Lightning Blot', '<b>x</b>'] } }, __proto__x: 1 },
  }).replace('__proto__x', '__proto__');
  await page.evaluate(
    (h) => {
      window.location.hash = h;
    },
    `#s=1L${lz.compressToEncodedURIComponent(hostile)}`,
  );
  await expect(share.failure()).toBeVisible();
  await expect(share.failure()).toContainText('players.p1.hand[0]');
  await expect(share.failure()).toContainText('Lightning Bolt');
  await expect(share.failure()).toContainText('__proto__');
  expect(await page.locator('img[src="x"], b:text("x")').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await table.screenshot('share-04-hostile-link');
  await share.dismissFailure();
  expect(JSON.stringify(await table.state())).toBe(state);
  expect(await table.snapshot()).toBe(shown);
});

test('a Forge puzzle dropped on the page imports, with its attachments, exiled-with links and warnings', async ({
  page,
}) => {
  const table = new Table(page);
  const share = new Share(page);
  await page.goto('/?anim=0');
  await share.dropFile(PUZZLE, 'volute-savant.pzl', async (p) => {
    await p.screenshot({ path: 'test-results/screenshots/share-05-drop-overlay.png' });
  });
  await expect(page.getByTestId('table')).toBeVisible();
  await expect(page).toHaveTitle('Stackyard test - Volute on a Bolt — Stackyard');
  await expect(table.card('Spellweaver Volute')).toHaveAccessibleName(/attached to Lightning Bolt/);
  await expect(table.card('Lightning Bolt', 'Player 2 graveyard')).toHaveAccessibleName(
    /enchanted by Spellweaver Volute/,
  );
  await expect(table.card('Pacifism')).toHaveAccessibleName(/attached to Grizzly Bears/);
  await expect(
    table
      .zone('Player 1 exile')
      .getByRole('group', { name: 'Exiled with Arcane Savant' })
      .getByRole('button', { name: /^Shock/ }),
  ).toBeVisible();
  await expect(table.card('Stackyard Testwarden')).toHaveAccessibleName(/proxy \(unscripted\)/);
  await expect(table.life('p2')).toContainText('9');
  const notes = share.importNotes();
  await expect(notes).toContainText('FaceDown: a face-down card outside the battlefield (CR 708) is not modelled');
  await expect(notes).toContainText('Stackyard Testwarden');
  await expect(notes).toContainText('line 20');
  await table.screenshot('share-06-puzzle-imported');
  await notes.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notes).toHaveCount(0);
});

test("export a file and import it again, or open the runner's link for it: the same moment; a broken file keeps the board", async ({
  page,
}) => {
  const table = new Table(page);
  const share = new Share(page);
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await steps(page, 2);
  const state = JSON.stringify(await table.state());
  const file = await share.exportFile();
  expect(file.name).toBe('the-copy-is-made-in-the-graveyard-and-cast-from-there.stackyard.json');
  const doc = JSON.parse(file.text) as { format: string; actions: unknown[] };
  expect(doc.format).toBe('stackyard/scenario@1');
  expect(doc.actions).toHaveLength(2);
  await page.getByRole('button', { name: '← Lessons' }).click();
  await share.importFile(file.name, file.text);
  await expect(historyLabel(page)).toHaveText(/^2\/2/);
  expect(JSON.stringify(await table.state())).toBe(state);

  // The runner prints a link for the exported file; the link opens the same moment in the app.
  const saved = join(mkdtempSync(join(tmpdir(), 'stackyard-')), file.name);
  writeFileSync(saved, file.text);
  const link = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/scenario.ts', saved, '--link', '--base', `${BASE}/?anim=0`],
    { encoding: 'utf8' },
  ).trim();
  expect(link.startsWith(`${BASE}/?anim=0#s=2`)).toBe(true);
  await page.goto(link);
  await expect(historyLabel(page)).toHaveText(/^2\/2/);
  expect(JSON.stringify(await table.state())).toBe(state);

  await share.importFile('broken.json', file.text.slice(0, 200));
  await expect(share.failure()).toContainText("The file “broken.json” can't be opened");
  await expect(share.failure()).toContainText('invalid JSON');
  await share.dismissFailure();
  expect(JSON.stringify(await table.state())).toBe(state);
});

test('Back and Forward move between the loaded scenarios and the lesson list', async ({ page }) => {
  const table = new Table(page);
  await page.goto('/?anim=0');
  await openLesson(page, 'The copy is made in the graveyard and cast from there');
  await steps(page, 2);
  const first = JSON.stringify(await table.state());
  await page.getByRole('button', { name: '← Lessons' }).click();
  await expect(page).toHaveTitle('Stackyard');
  await openLesson(page, 'Two imprinted cards with the same name: only one copy');
  await steps(page, 1);
  const second = JSON.stringify(await table.state());

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Stackyard' })).toBeVisible();
  await page.goBack();
  await expect(historyLabel(page)).toHaveText(/^2\/2/); // where it was left, not the lesson's start
  expect(JSON.stringify(await table.state())).toBe(first);
  await expect(page).toHaveTitle('The copy is made in the graveyard and cast from there — Stackyard');
  await page.goForward();
  await page.goForward();
  await expect(historyLabel(page)).toHaveText(/^1\/1/);
  expect(JSON.stringify(await table.state())).toBe(second);
  await expect(page).toHaveURL(/#lesson=helix-same-name-one-copy/);
});

test('a reload restores the autosaved session; the lesson list offers to resume it', async ({ page }) => {
  const table = new Table(page);
  const share = new Share(page);
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await steps(page, 3);
  await page.keyboard.press('Control+z'); // the redo step survives too
  await expect(share.saved()).toHaveText('Saved');
  const state = JSON.stringify(await table.state());
  const shown = await table.snapshot();
  await page.reload();
  await expect(historyLabel(page)).toHaveText(/^2\/3/);
  expect(JSON.stringify(await table.state())).toBe(state);
  expect(await table.snapshot()).toBe(shown);

  await page.goto('/?anim=0');
  const resume = page.getByTestId('resume');
  await expect(resume).toHaveText('Resume “The copy is made in the graveyard and cast from there”');
  await expect(page.getByTestId('table')).toHaveCount(0); // offered, not jumped to
  await table.screenshot('share-07-resume-offer');
  await resume.click();
  await expect(historyLabel(page)).toHaveText(/^2\/3/);
  expect(JSON.stringify(await table.state())).toBe(state);
});

test('a board too large for a link is offered as a file; a puzzle can be pasted as text', async ({ page }) => {
  const table = new Table(page);
  const share = new Share(page);
  // 400 proxies with random names in a library: no compression gets that under 8,000 characters.
  let seed = 7;
  const letter = () => String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) % 2147483648) % 26));
  const names = Array.from({ length: 400 }, () => Array.from({ length: 24 }, letter).join(''));
  await table.open({
    format: 'stackyard/scenario@1',
    title: 'Big board',
    players: { p1: { library: names.map((name) => ({ proxy: { name } })), battlefield: ['Island'] } },
  });
  await expect(page).toHaveURL(/#session=/); // too large for the address bar: a local session
  await share.tools().getByRole('button', { name: 'Copy link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Too long for a link' });
  await expect(dialog).toContainText('past 8,000');
  await table.screenshot('share-08-too-long');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download file' }).click();
  expect((await download).suggestedFilename()).toBe('big-board.stackyard.json');

  await share.paste((await import('node:fs')).readFileSync(PUZZLE, 'utf8'));
  await expect(page.getByTestId('scenario-title')).toHaveText('Stackyard test - Volute on a Bolt');
  await expect(share.importNotes()).toContainText('FaceDown');
  await share.paste('[state]\nhumanlife=lots\n');
  await expect(share.failure()).toContainText('line 2');
  await expect(page.getByTestId('scenario-title')).toHaveText('Stackyard test - Volute on a Bolt');
});

test('where the clipboard is not allowed, Copy link shows the link ready to copy', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('not allowed')) },
    });
  });
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await steps(page, 1);
  await new Share(page).tools().getByRole('button', { name: 'Copy link' }).click();
  const field = page.getByRole('dialog', { name: 'Share link' }).getByRole('textbox', { name: 'Share link' });
  await expect(field).toBeFocused();
  const url = await field.inputValue();
  expect(url.startsWith(`${BASE}/#s=2`)).toBe(true);
  expect(url.endsWith(new URL(page.url()).hash)).toBe(true);
  expect(await field.evaluate((el: HTMLInputElement) => el.selectionEnd! - el.selectionStart!)).toBe(url.length);
  await page.screenshot({ path: 'test-results/screenshots/share-09-link-dialog.png' });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(field).toHaveCount(0);
});
