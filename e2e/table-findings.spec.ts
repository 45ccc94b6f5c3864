/**
 * What a second new-user test of the table found (the built app at 1440×900, 1366×768, a tablet
 * and a phone): the log following the scrubber, an address naming no lesson, the phone's turn
 * bar and wording, text cut short at 1440 px, notices over the log, the classroom without its
 * server, and the crash screen offline. Each test walks the person's path and checks what it
 * must show.
 */
import { expect, test } from './scryfall';
import { Share } from './pages/share';

const LESSON_A = 'volute-copy-cast';
const TITLE_A = 'The copy is made in the graveyard and cast from there — Stackyard';

test.describe('an address that names no lesson', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('typed while another lesson is still loading: the message says there is no such lesson and the board on screen stays', async ({
    page,
  }) => {
    const share = new Share(page);
    await page.goto(`/?anim=0#lesson=${LESSON_A}`);
    await expect(page.getByTestId('table')).toBeVisible();
    await expect(page).toHaveTitle(TITLE_A);
    // A second lesson is asked for; its file is slow to arrive (held until released below).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/volute-target-gone-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/assets\/volute-target-gone-[^/]*\.js$/);
    await page.evaluate(() => {
      window.location.hash = '#lesson=volute-target-gone';
    });
    await asked;
    // Meanwhile the person edits the address to a lesson that doesn't exist.
    await page.evaluate(() => {
      window.location.hash = '#lesson=nope';
    });
    await expect(share.failure()).toContainText('there is no lesson "nope"');
    // The slow file arrives after: it is not shown over what was asked for last.
    const arrived = page.waitForResponse(/\/assets\/volute-target-gone-[^/]*\.js$/);
    release();
    await (await arrived).finished();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(share.failure()).toContainText('there is no lesson "nope"');
    await expect(page).toHaveTitle(TITLE_A);
    expect(new URL(page.url()).hash).toBe(`#lesson=${LESSON_A}`);
    await page.screenshot({ path: 'test-results/screenshots/table-findings-2-no-such-lesson.png' });
  });
});
