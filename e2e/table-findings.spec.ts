/**
 * What a second new-user test of the table found (the built app at 1440×900, 1366×768, a tablet
 * and a phone): the log following the scrubber, an address naming no lesson, the phone's turn
 * bar and wording, text cut short at 1440 px, notices over the log, the classroom without its
 * server, and the crash screen offline. Each test walks the person's path and checks what it
 * must show.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './scryfall';
import { Share } from './pages/share';
import { Editor } from './pages/editor';
import { tableKitLoaded } from './pages/table';

const LESSON_A = 'volute-copy-cast';

/** Opens a lesson on the table and waits until the table is complete (its kit loaded). */
async function openLesson(page: Page, id: string): Promise<void> {
  await page.goto(`/?anim=0#lesson=${id}`);
  await expect(page.getByTestId('table')).toBeVisible();
  await tableKitLoaded(page);
}
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
    await openLesson(page, LESSON_A);
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
    await openLesson(page, LESSON_A);
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
    await expect(scrubber).toHaveValue((await scrubber.getAttribute('max'))!);
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
    await openLesson(page, LESSON_A);
    await expect(page.getByTestId('table')).toBeVisible();
    await expect(page).toHaveTitle(TITLE_A);
    // A second lesson is asked for; its file is slow to arrive (held until released below).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/lessons\/volute-target-gone\.json(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/lessons\/volute-target-gone\.json(\?|$)/);
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
    const arrived = page.waitForResponse(/\/lessons\/volute-target-gone\.json(\?|$)/);
    release();
    await (await arrived).finished();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(share.failure()).toContainText('there is no lesson "nope"');
    await expect(page).toHaveTitle(TITLE_A);
    expect(new URL(page.url()).hash).toBe(`#lesson=${LESSON_A}`);
    await page.screenshot({ path: 'test-results/screenshots/table-findings-2-no-such-lesson.png' });
  });
});

/** The one-line fields on screen whose placeholder is wider than the room inside them. */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')]
      .filter((el) => el.getClientRects().length > 0 && !el.value)
      .flatMap((el) => {
        const cs = getComputedStyle(el);
        ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const text = ctx.measureText(el.placeholder).width;
        const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        return text > room ? [`"${el.placeholder}": ${text.toFixed(2)} px in ${room.toFixed(2)} px`] : [];
      });
  });
}

for (const [tag, viewport, touch] of [
  ['phone', { width: 390, height: 844 }, true],
  ['tablet', { width: 1024, height: 768 }, true],
  ['1366×768', { width: 1366, height: 768 }, false],
] as const) {
  test.describe(`the lesson list and the editor on a ${tag}`, () => {
    test.use({ viewport, ...(touch ? { hasTouch: true, isMobile: viewport.width < 700 } : {}) });

    test('every placeholder shows whole; a touch screen is not told to drop a file', async ({ page }) => {
      await page.goto('/?anim=0');
      await expect(page.getByTestId('lesson-search')).toBeVisible();
      expect(await cutPlaceholders(page), 'lesson list').toEqual([]);
      const start = page.getByRole('region', { name: 'Your scenarios' });
      if (touch) {
        // No file can be dragged onto a page on a touch screen: the import button's wording instead.
        expect(await start.innerText()).not.toMatch(/drop/i);
        await expect(start.getByText('a .stackyard.json scenario or a .pzl puzzle')).toBeVisible();
      } else {
        await expect(start.getByText(/or drop a \.stackyard\.json or \.pzl file anywhere on the page/)).toBeVisible();
      }
      await page.screenshot({ path: `test-results/screenshots/table-findings-3-list-${tag}.png` });
      await new Editor(page).openNew();
      expect(await cutPlaceholders(page), 'editor').toEqual([]);
    });
  });
}

test.describe("the Aura's connector on a phone (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('passes under the stuck turn bar: the bar looks the same with the connector drawn or not', async ({ page }) => {
    await openLesson(page, LESSON_A);
    const connector = page.locator('.arrow-aura');
    await expect(connector).toHaveCount(1);
    const bar = page.locator('.turn-bar');
    // Scrolled so that the Volute's card is just below the bar, stuck at the top of the screen
    // (the stack, next after it, has scrolled away above), and the connector to the card it
    // enchants, far above, runs under the bar.
    const volute = page.getByTestId('table').getByRole('button', { name: /^Spellweaver Volute/ });
    const barHeight = (await bar.boundingBox())!.height;
    await volute.evaluate((el, h) => window.scrollBy(0, el.getBoundingClientRect().top - h - 10), barHeight);
    await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0);
    expect((await page.getByRole('region', { name: 'Stack' }).boundingBox())!.y).toBeLessThan(0);
    const b = (await bar.boundingBox())!;
    const crosses = await connector.evaluate((line, b) => {
      const svg = (line as SVGLineElement).ownerSVGElement!.getBoundingClientRect();
      const l = line as SVGLineElement;
      const [x1, y1, x2, y2] = [l.x1, l.y1, l.x2, l.y2].map((v) => v.baseVal.value) as [number, number, number, number];
      // Where the line is at the bar's vertical middle.
      const y = b.y + b.height / 2 - svg.top;
      if ((y - y1) * (y - y2) > 0) return false;
      const x = x1 + ((x2 - x1) * (y - y1)) / (y2 - y1) + svg.left;
      return x > b.x && x < b.x + b.width;
    }, b);
    expect(crosses, 'the connector runs across the bar').toBe(true);
    const clip = { x: b.x, y: b.y, width: b.width, height: b.height };
    const drawn = await page.screenshot({ clip });
    await page.addStyleTag({ content: '.arrow-layer { visibility: hidden; }' });
    const hidden = await page.screenshot({ clip });
    expect(drawn.equals(hidden), 'the connector shows on the turn bar').toBe(true);
    await page.addStyleTag({ content: '.arrow-layer { visibility: visible; }' });
    await page.screenshot({ path: 'test-results/screenshots/table-findings-3-aura-phone.png' });
  });
});

/** Words of card names (on the table and its ghosts) split over two lines, each with its name. */
async function wordsBrokenInCardNames(page: Page): Promise<string[]> {
  return page.getByTestId('table').evaluate((table) => {
    const broken: string[] = [];
    for (const name of table.querySelectorAll('.card-name')) {
      if (!name.getClientRects().length) continue;
      const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(`"${m[0]}" in "${name.textContent}"`);
        }
      }
    }
    return broken;
  });
}

for (const [tag, viewport] of [
  ['1440×900', { width: 1440, height: 900 }],
  ['1366×768', { width: 1366, height: 768 }],
] as const) {
  test.describe(`text cut short at ${tag}`, () => {
    test.use({ viewport });

    test('card names in graveyard rows and ghosts break between words only; the last-known-information ghost lies inside the stack column; "Line 1" shows whole in the Lines menu', async ({
      page,
    }) => {
      await openLesson(page, 'volute-leaves-first');
      const next = page.getByTestId('next-step');
      const ghost = page.getByTestId('lki-ghost');
      // Played to the step where the Volute's trigger resolves with its last-known information.
      for (let i = 0; i < 10 && !(await ghost.count()); i++) await next.click();
      await expect(ghost.first()).toBeVisible();
      // The graveyard holds Disenchant, Cremate and a copy of Lightning Bolt (with its marks).
      await expect(page.getByRole('region', { name: 'Player 2 graveyard' }).locator('.card-name')).toHaveText([
        'Shock',
        'Disenchant',
        'Cremate',
        'Lightning Bolt',
      ]);
      expect(await wordsBrokenInCardNames(page)).toEqual([]);
      const stack = (await page.getByRole('region', { name: 'Stack' }).boundingBox())!;
      const side = (await page.getByRole('complementary', { name: 'Lesson and log' }).boundingBox())!;
      for (const g of await ghost.all()) {
        const b = (await g.boundingBox())!;
        expect(b.x + b.width, 'the ghost ends inside the stack column').toBeLessThanOrEqual(stack.x + stack.width);
        expect(b.x + b.width, 'the ghost ends before the side panel').toBeLessThanOrEqual(side.x);
      }
      await page.screenshot({ path: `test-results/screenshots/table-findings-4-names-lki-${tag}.png` });
      // A second line of play: the Lines menu names both in full.
      await page.getByTestId('branch-here').click();
      await page.getByTestId('lines-menu').click();
      const name = page.getByTestId('branch-item').locator('.branch-name');
      await expect(name).toHaveText('Line 1');
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await page.screenshot({ path: `test-results/screenshots/table-findings-4-lines-${tag}.png` });
    });
  });
}

for (const [tag, viewport] of [
  ['1440×900', { width: 1440, height: 900 }],
  ['1366×768', { width: 1366, height: 768 }],
  ['1024×768', { width: 1024, height: 768 }],
] as const) {
  test.describe(`notices and the rules log at ${tag}`, () => {
    test.use({ viewport });

    test('"Line 1 is saved" sits over the side panel only, and the log’s last lines are kept above it', async ({
      page,
    }) => {
      await openLesson(page, LESSON_A);
      const next = page.getByTestId('next-step');
      for (let i = 0; i < 4; i++) await next.click();
      const log = page.locator('.log-scroll');
      const lastLine = page.getByTestId('log-line').last();
      await expect(lastLine).toBeVisible();
      await page.getByTestId('branch-here').click();
      const notice = page.getByTestId('toast').filter({ hasText: '“Line 1” is saved' });
      await expect(notice).toBeVisible();
      const n = (await notice.boundingBox())!;
      const side = (await page.getByRole('complementary', { name: 'Lesson and log' }).boundingBox())!;
      expect(n.x, 'the notice starts inside the side panel').toBeGreaterThanOrEqual(side.x);
      // The log's end (its newest line) is kept above the notice, not under it.
      await expect
        .poll(async () => {
          const l = (await lastLine.boundingBox())!;
          return l.y + l.height <= n.y + 1;
        })
        .toBe(true);
      await page.screenshot({ path: `test-results/screenshots/table-findings-5-notice-${tag}.png` });
      // Once the notice is dismissed the log's end goes back to the foot of its box.
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(notice).toHaveCount(0);
      await expect.poll(() => log.evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom))).toBeLessThan(20);
    });
  });
}

test.describe('the crash screen offline', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('"Go to the lesson list" brings the lesson list back in place while offline; a second crash says a reload needs the connection', async ({
    page,
    context,
  }) => {
    // The help overlay's code can't be fetched (the connection went before it was loaded): opening
    // it then fails to render, which is what the crash screen is for.
    await page.route(/\/assets\/HelpOverlay-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    // The lesson list's code comes a moment after the table, while the browser is idle.
    const listLoaded = page.waitForResponse(/\/assets\/LessonGallery-[^/]*\.js$/);
    await openLesson(page, LESSON_A);
    await page.getByTestId('next-step').click();
    await expect(page.getByTestId('history-label')).toHaveText(/^1\/1 · /);
    await listLoaded;
    await context.setOffline(true);
    await page.keyboard.press('?');
    const crash = page.getByTestId('crash');
    await expect(crash).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/table-findings-7-crash.png' });
    await crash.getByRole('button', { name: 'Go to the lesson list' }).click();
    // The lesson list, drawn again without a page load (offline, a load would be an empty page).
    await expect(page.getByTestId('lesson-link').first()).toBeVisible();
    await expect(page.getByTestId('lesson-search')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    await expect(page).toHaveTitle('Stackyard');
    // The board left is kept (this browser's storage needs no connection): offered to resume.
    await expect(page.getByTestId('resume')).toHaveText(
      'Resume “The copy is made in the graveyard and cast from there”',
    );
    await page.screenshot({ path: 'test-results/screenshots/table-findings-7-back-offline.png' });
    // The help again: the same crash; now a reload is offered, and said to need the connection.
    await page.keyboard.press('?');
    await expect(crash).toBeVisible();
    await expect(crash).toContainText('You are offline');
    await expect(crash.getByRole('button', { name: 'Reload the page' })).toBeDisabled();
    await page.screenshot({ path: 'test-results/screenshots/table-findings-7-crash-again-offline.png' });
    await context.setOffline(false);
    await expect(crash.getByRole('button', { name: 'Reload the page' })).toBeEnabled();
    await expect(crash).not.toContainText('You are offline');
  });
});
