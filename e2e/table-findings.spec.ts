/**
 * What a second new-user test of the table found (the built app at 1440×900, 1366×768, a tablet
 * and a phone): the log following the scrubber, an address naming no lesson, the phone's turn
 * bar and wording, text cut short at 1440 px, notices over the log, the classroom without its
 * server, and the crash screen offline. Each test walks the person's path and checks what it
 * must show.
 */
import { expect, test, type Page } from './scryfall';
import { Share } from './pages/share';

const LESSON_A = 'volute-copy-cast';
const TITLE_A = 'The copy is made in the graveyard and cast from there — Stackyard';

/**
 * Where the log's current step lies in the log's scrolling box: `shown` when it is whole inside
 * it (or, taller than the box, its start is); the box's and the step's tops, for the message.
 */
async function currentStepInLog(page: Page) {
  return page.locator('.log-scroll').evaluate((box) => {
    const entry = box.querySelector('.log-entry.current');
    if (!entry) return { shown: false, why: 'no current step' };
    const b = box.getBoundingClientRect();
    const e = entry.getBoundingClientRect();
    const whole = e.top >= b.top - 1 && e.bottom <= b.bottom + 1;
    const startShown = e.height > b.height && e.top >= b.top - 1 && e.top < b.bottom - 20;
    return {
      shown: whole || startShown,
      why: `step "${entry.querySelector('.log-step')?.textContent}" at ${Math.round(e.top)}–${Math.round(e.bottom)}, log box ${Math.round(b.top)}–${Math.round(b.bottom)}`,
    };
  });
}

test.describe('the rules log follows the scrubber', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Home, the arrow keys and End on the scrubber bring that step’s events into view; focus stays on the scrubber', async ({
    page,
  }) => {
    await page.goto(`/?anim=0#lesson=${LESSON_A}`);
    const next = page.getByTestId('next-step');
    await expect(next).toBeVisible();
    for (let i = 0; i < 4; i++) await next.click();
    const log = page.locator('.log-scroll');
    // The log holds more than its box shows (else there is nothing to follow).
    expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight + 40)).toBe(true);
    const scrubber = page.getByTestId('scrubber');
    await scrubber.focus();
    const last = Number(await scrubber.getAttribute('max'));
    for (const [key, step] of [
      ['Home', 0],
      ['ArrowRight', 1],
      ['ArrowRight', 2],
      ['End', last],
      ['ArrowLeft', last - 1],
      ['ArrowRight', last],
    ] as const) {
      await page.keyboard.press(key);
      await expect(scrubber).toHaveValue(String(step));
      await expect(log.locator('.log-entry.current .log-index')).toHaveText(String(step));
      await expect.poll(async () => (await currentStepInLog(page)).shown, { message: `after ${key}` }).toBe(true);
      await expect(scrubber).toBeFocused();
    }
    await page.screenshot({ path: 'test-results/screenshots/table-findings-1-scrubber-keys.png' });
  });

  test('after a drag of the scrubber ends, the log shows the step it ended on', async ({ page }) => {
    await page.goto(`/?anim=0#lesson=${LESSON_A}`);
    const next = page.getByTestId('next-step');
    await expect(next).toBeVisible();
    for (let i = 0; i < 4; i++) await next.click();
    const scrubber = page.getByTestId('scrubber');
    const log = page.locator('.log-scroll');
    // Dragged to the start (the log shrinks to step 0), then back to the end and let go there.
    const box = (await scrubber.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 4, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 2, y, { steps: 5 });
    await expect(scrubber).toHaveValue('0');
    // The step's label beside it changes; the scrubber stays where the pointer holds it.
    expect((await scrubber.boundingBox())!.x).toBe(box.x);
    await page.mouse.move(box.x + box.width - 2, y, { steps: 5 });
    await page.mouse.up();
    await expect(scrubber).toHaveValue(await scrubber.getAttribute('max'));
    await expect.poll(async () => (await currentStepInLog(page)).shown).toBe(true);
    expect(await log.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  });
});

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
