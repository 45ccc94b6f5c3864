/**
 * What a new-user tester found: a failure message left over a board it was not about, wording
 * of errors, the offline catalogue, and the editor and notes on a phone. Each test shows the
 * person's path through the app and the message or layout that path must give.
 */
import { expect, test } from './scryfall';
import lz from 'lz-string';
import { Share } from './pages/share';
import { Editor } from './pages/editor';
import { Table } from './pages/table';

/** A v1 link (the format's compact keys) for a compact scenario document. */
const link = (d: unknown) => `#s=1L${lz.compressToEncodedURIComponent(JSON.stringify({ d }))}`;

test.describe('a failure message belongs to the board it was shown over', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a damaged link, then a good one without pressing OK: the good board opens and the old message goes', async ({
    page,
  }) => {
    const share = new Share(page);
    const table = new Table(page);
    await page.goto('/?anim=0');
    // An empty card name: the restore step refuses it where it is.
    await page.evaluate(
      (h) => {
        window.location.hash = h;
      },
      link({ t: 'Bad board', p: { p1: { b: ['Forest', ''] } } }),
    );
    await expect(share.failure()).toContainText('battlefield[1]');
    await expect(share.failure()).toContainText('must not be empty');
    // The tester's next step: another (good) address, the alert still up.
    await page.evaluate(
      (h) => {
        window.location.hash = h;
      },
      link({ t: 'Good board', p: { p1: { b: ['Forest'] } } }),
    );
    await expect(page).toHaveTitle('Good board — Stackyard');
    await expect(table.card('Forest')).toBeVisible();
    await expect(share.failure()).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/findings-01-good-link-after-bad.png' });
  });
});

test.describe('error wording', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('pasted text that is no puzzle and no scenario says so, naming what each looks like', async ({ page }) => {
    const share = new Share(page);
    await page.goto('/?anim=0#lesson=volute-copy-cast');
    await share.paste('4 Lightning Bolt\n20 Mountain');
    await expect(share.failure()).toContainText('neither a Forge puzzle nor a Stackyard scenario file');
    await expect(share.failure()).toContainText('[metadata]');
    await expect(share.failure()).not.toContainText('invalid JSON');
    await page.screenshot({ path: 'test-results/screenshots/findings-05a-paste-neither.png' });
  });

  test('#s=garbage is a damaged link, not one from a newer version', async ({ page }) => {
    const share = new Share(page);
    await page.goto('/?anim=0#s=garbage');
    await expect(share.failure()).toContainText('the link is damaged or incomplete');
    await expect(share.failure()).not.toContainText('newer');
  });

  test('each problem reads "where: what", the path apart from its message', async ({ page }) => {
    const share = new Share(page);
    await page.goto('/?anim=0');
    await page.evaluate(
      (h) => {
        window.location.hash = h;
      },
      link({ p: { p1: { b: ['Forest', 'Pacifsm'] } } }),
    );
    const item = share.failure().getByRole('list', { name: 'Problems' }).getByRole('listitem').first();
    await expect(item).toHaveText(/^(scenario\.)?players\.p1\.battlefield\[1\]: unknown card "Pacifsm"/);
    await page.screenshot({ path: 'test-results/screenshots/findings-05c-problem-path.png' });
  });
});

test.describe('offline', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("when the offline pool's files can't be loaded (and Scryfall can't be reached), the notes say so for each stand-in", async ({
    page,
    scryfall,
  }) => {
    const table = new Table(page);
    const share = new Share(page);
    await page.route('**/pool/**', (route) => route.abort('internetdisconnected'));
    scryfall.offline();
    await page.goto(`/?anim=0${link({ u: { n: 3, A: 'p1', P: 'main1' }, p: { p1: { b: ['Craw Wurm'] } } })}`);
    await expect(table.card('Craw Wurm')).toHaveAccessibleName(/stand-in without card data/);
    await expect(share.importNotes()).toContainText('the offline catalogue could not be loaded');
    await expect(share.importNotes()).toContainText('Scryfall could not be reached');
    await page.screenshot({ path: 'test-results/screenshots/findings-06-catalogue-offline.png' });
  });
});

test.describe('the table and the editor', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a summoning-sick creature's menu says why there is nothing to do, with its rule", async ({ page }) => {
    const table = new Table(page);
    await page.goto(
      `/?anim=0${link({ u: { n: 3, A: 'p1', P: 'main1' }, p: { p1: { b: [{ c: 'Grizzly Bears', S: true }] } } })}`,
    );
    await table.card('Grizzly Bears').click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Nothing to do with this card now');
    await expect(menu).toContainText(
      "302.6 — Grizzly Bears has summoning sickness: it can't attack or pay a {T} cost this turn",
    );
    await page.screenshot({ path: 'test-results/screenshots/findings-07-summoning-sick-menu.png' });
  });

  test('Enter on a misspelled card name adds nothing and shows "Did you mean"; Enter on the exact name adds it', async ({
    page,
  }) => {
    const editor = new Editor(page);
    await editor.openNew();
    const field = page.getByRole('combobox', { name: 'Card name' });
    await field.fill('Grizzly Baers');
    await field.press('Enter');
    await expect(page.getByTestId('card-search-hint')).toHaveText(/^Did you mean Grizzly Bears\? Nothing was added/);
    await expect(
      page.getByRole('listbox', { name: 'Cards' }).getByRole('option', { name: 'Did you mean Grizzly Bears?' }),
    ).toBeVisible();
    await expect(editor.card('Grizzly Bears')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/findings-07-search-enter-typo.png' });
    // The arrow key chooses the suggestion; Enter then adds it.
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(editor.card('Grizzly Bears')).toHaveCount(1);
    await field.fill('grizzly bears');
    await field.press('Enter');
    await expect(editor.card('Grizzly Bears')).toHaveCount(2);
  });

  test('the proxy form says what is wrong with each field and adds nothing until it is fixed', async ({ page }) => {
    const editor = new Editor(page);
    await editor.openNew();
    await page.getByRole('combobox', { name: 'Card name' }).fill('Banana Dragon');
    await page.getByRole('option', { name: 'Add "Banana Dragon" as a proxy…' }).click();
    const form = page.getByRole('form', { name: 'Proxy card' });
    await form.getByLabel('Type line').fill('Banana — Dragon');
    await form.getByLabel('Power').fill('abc');
    await form.getByLabel('Toughness').fill('-3');
    await form.getByRole('button', { name: 'Add proxy' }).click();
    await expect(form.getByTestId('proxy-error-typeLine')).toContainText('“Banana” is not a card type');
    await expect(form.getByTestId('proxy-error-power')).toContainText('whole number');
    await expect(form.getByLabel('Power')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('status')).toHaveText('Not added: 2 fields need a change (see above).');
    await expect(editor.card('Banana Dragon')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/findings-04-proxy-form.png' });
    // A creature printed with toughness −3: allowed, with a warning (state-based actions).
    await form.getByLabel('Type line').fill('Creature — Dragon');
    await expect(form.getByTestId('proxy-warning-toughness')).toContainText('704.5f');
    await form.getByLabel('Power').fill('4');
    await form.getByLabel('Toughness').fill('4');
    await form.getByRole('button', { name: 'Add proxy' }).click();
    await expect(editor.card('Banana Dragon')).toHaveAccessibleName(/proxy/);
  });
});

/** The editor's zone regions of both players, with their boxes (page coordinates). */
async function editorZoneBoxes(page: import('@playwright/test').Page) {
  return page
    .getByTestId('editor-board')
    .getByRole('region')
    .evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? '', x: r.x, y: r.y + window.scrollY, w: r.width, h: r.height };
      }),
    )
    .then((all) =>
      all.filter((b) => /^Player [12] (library|sideboard|hand|battlefield|graveyard|exile)$/.test(b.name)),
    );
}

const overlaps = (
  a: { x: number; y: number; w: number; h: number },
  b: { x: number; y: number; w: number; h: number },
) => a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;

for (const [tag, viewport, minBattlefield] of [
  ['phone', { width: 390, height: 844 }, 340],
  ['tablet', { width: 1024, height: 768 }, 300],
  ['desktop', { width: 1440, height: 900 }, 480],
] as const) {
  test.describe(`the editor on a ${tag} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport, ...(tag === 'desktop' ? {} : { hasTouch: true, isMobile: tag === 'phone' }) });

    test('no zone overlaps another, the battlefields and hands have room, and every card lies inside its zone', async ({
      page,
    }) => {
      await page.goto('/?anim=0#lesson=volute-copy-cast');
      await page.getByTestId('edit-board').click();
      const board = page.getByTestId('editor-board');
      await expect(board).toBeVisible();
      const boxes = await editorZoneBoxes(page);
      expect(boxes.length).toBe(12);
      for (const a of boxes)
        for (const b of boxes) if (a !== b) expect(overlaps(a, b), `${a.name} overlaps ${b.name}`).toBe(false);
      for (const z of boxes.filter((b) => /battlefield|hand/.test(b.name)))
        expect(z.w, `${z.name} width`).toBeGreaterThanOrEqual(minBattlefield);
      if (tag === 'phone') for (const z of boxes) expect(z.w, `${z.name} is full width`).toBeGreaterThan(340);
      // Every card's frame lies within its zone (none printed over a heading or another zone).
      for (const z of boxes) {
        const cards = await board
          .getByRole('region', { name: z.name, exact: true })
          .locator('.card')
          .evaluateAll((els) =>
            els.map((el) => {
              const r = el.getBoundingClientRect();
              return { x: r.x, y: r.y + window.scrollY, w: r.width, h: r.height };
            }),
          );
        for (const c of cards) {
          expect(
            c.x >= z.x - 1 && c.x + c.w <= z.x + z.w + 1 && c.y >= z.y - 1 && c.y + c.h <= z.y + z.h + 1,
            `a card in ${z.name} lies inside it`,
          ).toBe(true);
        }
      }
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/screenshots/findings-02-editor-${tag}.png`, fullPage: true });
    });
  });
}

test.describe('import notes on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the notes of an imported puzzle sit at the top of the page: they never cover the pinned hand or the card detail, and fold and dismiss with a tap', async ({
    page,
  }) => {
    const share = new Share(page);
    const table = new Table(page);
    await page.goto('/?anim=0');
    await share.dropFile(new URL('./fixtures/volute-savant.pzl', import.meta.url).pathname, 'volute-savant.pzl');
    await table.ready();
    const notes = share.importNotes();
    await expect(notes).toBeVisible();
    await expect(notes).toContainText("This puzzle can't be played exactly as written");
    const box = async (l: import('@playwright/test').Locator) => {
      const b = (await l.boundingBox())!;
      return { x: b.x, y: b.y, w: b.width, h: b.height };
    };
    const hand = table.zone('Player 1 hand');
    const detail = page.getByRole('region', { name: 'Card detail' });
    const check = async (where: string) => {
      const n = await box(notes);
      for (const [name, l] of [
        ['the hand', hand],
        ['the card detail', detail],
      ] as const) {
        if (await l.isVisible()) expect(overlaps(n, await box(l)), `${where}: the notes cover ${name}`).toBe(false);
      }
    };
    await check('folded, at the top');
    await page.screenshot({ path: 'test-results/screenshots/findings-03-phone-notes-folded.png' });
    await notes.getByRole('button', { name: /^Show \d+ notes$/ }).tap();
    await expect(notes.getByRole('listitem').first()).toBeVisible();
    await check('unfolded');
    await page.screenshot({ path: 'test-results/screenshots/findings-03-phone-notes-open.png' });
    // Scrolled down to the board: the notes scroll away with the page; the hand stays pinned.
    await detail.scrollIntoViewIfNeeded();
    await expect(hand).toBeInViewport();
    await check('scrolled to the card detail');
    await page.screenshot({ path: 'test-results/screenshots/findings-03-phone-notes-scrolled.png' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await notes.getByRole('button', { name: 'Dismiss' }).tap();
    await expect(notes).toHaveCount(0);
  });
});

/** Cards with every badge (full, partial or text only, proxy; sick), in hands (full frames) and on battlefields. */
const BADGE_BOARD = {
  u: { n: 3, A: 'p1', P: 'main1' },
  p: {
    p1: {
      b: [
        { c: 'Grizzly Bears', S: true },
        'Aura Gnarlid',
        { X: { nm: 'Tarmogoyf', tl: 'Creature — Lhurgoyf', pw: 0, tg: 1 } },
        'Nightmare',
        'Forest',
      ],
      h: ['Aura Gnarlid', { X: { nm: 'Stackyard Testwarden', tl: 'Creature — Human', pw: 10, tg: 10 } }, 'Nightmare'],
    },
    p2: { b: ['Aura Gnarlid', { X: { nm: 'Tarmogoyf', tl: 'Creature — Lhurgoyf', pw: 0, tg: 1 } }] },
  },
};

for (const [tag, viewport, mobile] of [
  ['1440×1000', { width: 1440, height: 1000 }, false],
  ['1440×900', { width: 1440, height: 900 }, false],
  ['1024×768', { width: 1024, height: 768 }, true],
  ['390×844', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`card marks at ${tag}`, () => {
    test.use({ viewport, ...(mobile ? { hasTouch: true, isMobile: viewport.width < 700 } : {}) });

    test('each enforcement badge shows whole, inside its frame and clear of the P/T; the proxy stamp fits its frame', async ({
      page,
    }) => {
      await page.goto(`/?anim=0${link(BADGE_BOARD)}`);
      await expect(page.getByTestId('table')).toBeVisible();
      await expect(page.locator('.card.proxy').first()).toBeVisible();
      // The stamp is laid out once the card's styles apply (its width is "auto" before), on every
      // proxy card, not only the first.
      await expect
        .poll(() =>
          page.locator('.card.proxy > .frame').evaluateAll((els) =>
            els.every((el) => {
              const after = getComputedStyle(el, '::after');
              return /px$/.test(after.width) && /px$/.test(after.height);
            }),
          ),
        )
        .toBe(true);
      const frames = await page.locator('.card > .frame:is(.frame-full, .frame-small)').evaluateAll((els) =>
        els.map((frame) => {
          const box = (el: Element | null) => {
            if (!el) return null;
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y, w: r.width, h: r.height };
          };
          const badge = frame.querySelector('.mark-enforce');
          const stamp = frame.closest('.card')?.classList.contains('proxy') ? getComputedStyle(frame, '::after') : null;
          return {
            name: frame.querySelector('.card-name')?.textContent ?? '',
            size: frame.classList.contains('frame-full') ? 'full' : 'small',
            frame: box(frame),
            inner: frame.clientWidth,
            badge: box(badge),
            pt: box(frame.querySelector('.card-pt')),
            badgeCut: badge ? badge.scrollWidth > badge.clientWidth + 0.5 : false,
            badgeText: badge instanceof HTMLElement ? badge.innerText : '',
            stamp: stamp
              ? {
                  w:
                    parseFloat(stamp.width) + parseFloat(stamp.paddingLeft) * 2 + parseFloat(stamp.borderLeftWidth) * 2,
                  h: parseFloat(stamp.height) + parseFloat(stamp.paddingTop) * 2 + parseFloat(stamp.borderTopWidth) * 2,
                }
              : null,
          };
        }),
      );
      expect(frames.length).toBeGreaterThanOrEqual(8);
      for (const f of frames) {
        const what = `${f.name} (${f.size} frame)`;
        expect(f.badge, `${what} has a badge`).not.toBeNull();
        const b = f.badge!;
        const fr = f.frame!;
        expect(f.badgeCut, `${what}: its badge "${f.badgeText}" shows whole`).toBe(false);
        expect(
          b.x >= fr.x && b.x + b.w <= fr.x + fr.w + 0.5 && b.y >= fr.y && b.y + b.h <= fr.y + fr.h + 0.5,
          `${what}: its badge lies inside the frame`,
        ).toBe(true);
        if (f.pt) expect(overlaps(b, f.pt), `${what}: its badge "${f.badgeText}" is clear of the P/T`).toBe(false);
        if (f.stamp) {
          // The stamp is turned 24°: its upright box is w·cos + h·sin wide.
          const a = (24 * Math.PI) / 180;
          expect(
            f.stamp.w * Math.cos(a) + f.stamp.h * Math.sin(a),
            `${what}: the UNSCRIPTED stamp fits the frame`,
          ).toBeLessThanOrEqual(f.inner);
        }
      }
      await page.screenshot({ path: `test-results/screenshots/findings-07-badges-${tag}.png` });
    });
  });
}
