/**
 * Forge puzzles on the table (issue 22, items 1–4): the goal panel keeps a failed goal failed,
 * at 1440×900, 1366×768, a touch tablet and a phone.
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from './scryfall';
import { Share } from './pages/share';
import { Table } from './pages/table';

const WIN_THIS_TURN = fileURLToPath(new URL('./fixtures/win-this-turn.pzl', import.meta.url));

const VIEWPORTS = [
  { name: '1440x900', use: { viewport: { width: 1440, height: 900 } } },
  { name: '1366x768', use: { viewport: { width: 1366, height: 768 } } },
  { name: 'tablet', use: { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

for (const vp of VIEWPORTS) {
  test.describe(`puzzle goal at ${vp.name}`, () => {
    test.use(vp.use);

    test('a "win this turn" puzzle passed to the next turn stays failed when the opponent then loses by drawing', async ({
      page,
    }) => {
      const table = new Table(page);
      const share = new Share(page);
      await page.goto('/?anim=0');
      await share.dropFile(WIN_THIS_TURN, 'win-this-turn.pzl');
      await table.ready();
      const goal = page.getByTestId('puzzle-goal');
      await expect(goal).toContainText('Win by the end of turn 1');
      await expect(page.getByTestId('puzzle-status')).toContainText('In play');
      // Everyone passes to the next turn: p2 draws from an empty library and loses (CR 704.5b).
      await page.keyboard.press('Shift+N');
      await expect.poll(() => page.evaluate(() => window.__stackyard!.state()?.gameOver?.losers)).toEqual(['p2']);
      const status = page.getByTestId('puzzle-status');
      await expect(status).toContainText('Failed');
      await expect(status).toContainText('turn 1 ended and the opponent had not lost');
      await expect(page.getByTestId('puzzle-over')).toBeVisible();
      await expect(status).not.toContainText('Solved');
      await goal.scrollIntoViewIfNeeded();
      await table.screenshot(`puzzles-01-failed-stays-failed-${vp.name}`);
    });
  });
}
