/**
 * Issue 22 items 4 and 6 in the app: every shared Forge puzzle (read in place from
 * ../shared/reference/forge-puzzles; skipped with a message when it is absent) opens on the
 * table, nobody has lost, and a puzzle that can't be played exactly as written says so as it
 * opens — in a line that is never folded away, phone included — naming the cards (one whose
 * every card is enforced says nothing of the kind).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './scryfall';
import { Share } from './pages/share';
import { Table } from './pages/table';

const DIR = fileURLToPath(new URL('../../shared/reference/forge-puzzles/', import.meta.url));
const PUZZLES = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((f) => f.endsWith('.pzl'))
      .sort()
  : [];

test.describe('the shared Forge puzzles in the app', () => {
  test.skip(PUZZLES.length === 0, `the shared Forge puzzles are not beside this checkout (${DIR})`);

  test.describe('at 1440×900', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('every puzzle opens, nobody has lost, and the cards whose text is not enforced are named as it opens', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const table = new Table(page);
      const share = new Share(page);
      await page.goto('/?anim=0');
      for (const file of PUZZLES) {
        await share.dropFile(join(DIR, file), file);
        await expect(share.failure(), file).toHaveCount(0);
        // With something to note, the notes panel opens; a puzzle with nothing to note (every card
        // enforced, nothing dropped: PP04 since 2026-12-07) says so in a message instead.
        const opened = page.getByTestId('toast').filter({ hasText: /Opened “.*”\./ });
        await expect(share.importNotes().or(opened).first(), file).toBeVisible();
        if (await share.importNotes().count())
          await expect(share.importNotes(), file).toContainText(/Imported “.*” from a Forge puzzle/);
        await table.ready();
        const state = await page.evaluate(() => window.__stackyard!.state());
        expect(state?.gameOver ?? null, file).toBeNull();
        const lead = page.getByTestId('import-notes-lead');
        // The lead and the notes render together: a puzzle whose every card is enforced has none
        // (PS_DFT3 since 2026-12-07), and then no card on the table is partial, text only or a proxy.
        if ((await lead.count()) > 0)
          await expect(lead, file).toContainText("This puzzle can't be played exactly as written");
        else
          await expect(
            page.locator('[data-enforcement="partial"], [data-enforcement="none"], [data-enforcement="proxy"]'),
            file,
          ).toHaveCount(0);
        if (file === 'PC_070715.pzl') {
          await expect(lead).toContainText('Rusted Relic (its ability)');
          await table.screenshot('forge-puzzles-PC_070715-1440x900');
        }
      }
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the note that a puzzle is not played exactly as written shows without unfolding the notes', async ({
      page,
    }) => {
      const table = new Table(page);
      const share = new Share(page);
      await page.goto('/?anim=0');
      await share.dropFile(join(DIR, 'PC_042815.pzl'), 'PC_042815.pzl');
      // The board's real cards load first (a phone is slower): then the table shows.
      await expect(page.getByTestId('table')).toBeVisible({ timeout: 30_000 });
      await table.ready();
      const lead = page.getByTestId('import-notes-lead');
      await expect(lead).toBeVisible();
      await expect(lead).toContainText(
        "2 face-down permanents can't be turned face up: Roar of Challenge, Den Protector",
      );
      // The rest of the notes stay folded behind "Show".
      await expect(page.locator('#import-notes-list')).toBeHidden();
      await table.screenshot('forge-puzzles-PC_042815-phone');
    });
  });
});
