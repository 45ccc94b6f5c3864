/**
 * What a third new-user test of the table found (issue 22, items 7–14), checked at 1440×900,
 * 1366×768, a touch tablet and a phone: notices that outlive the action they are about, a block
 * logged without who blocks whom, teaching shortcuts that did nothing silently, and more. Each test
 * walks the person's path and checks what it must show.
 */
import { expect, test, type Page } from '@playwright/test';
import { Table, tableKitLoaded } from './pages/table';

/** Where each check runs: the two laptop sizes, a touch tablet and a phone. */
export const SCREENS = [
  ['1440×900', { width: 1440, height: 900 }, false],
  ['1366×768', { width: 1366, height: 768 }, false],
  ['tablet', { width: 1024, height: 768 }, true],
  ['phone', { width: 390, height: 844 }, true],
] as const;

/** Player 1: Grizzly Bears and Birds of Paradise (flying) ready to attack; Player 2: Grizzly Bears and Giant Spider (reach). */
const COMBAT = {
  format: 'stackyard/scenario@1',
  title: 'Combat',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: {
    p1: { battlefield: ['Grizzly Bears', 'Birds of Paradise'], library: ['Island'] },
    p2: { battlefield: ['Grizzly Bears', 'Giant Spider'], library: ['Island'] },
  },
};

for (const [tag, viewport, touch] of SCREENS) {
  test.describe(`combat notices and the log at ${tag}`, () => {
    test.use({ viewport, ...(touch ? { hasTouch: true, isMobile: viewport.width < 700 } : {}) });

    test('a refused block’s notice goes once a block is picked that the rules allow; the log names each blocker and the attacker it blocks', async ({
      page,
    }) => {
      const table = new Table(page);
      await table.open(COMBAT);
      await page.getByTestId('go-to-combat').click();
      const bears = table.card('Grizzly Bears', 'Player 1 battlefield');
      const birds = table.card('Birds of Paradise', 'Player 1 battlefield');
      await bears.click();
      await birds.click();
      await page.getByTestId('declare').click();
      await expect(page.getByTestId('combat-bar')).toContainText('Player 2 declares blockers');

      const theirBears = table.card('Grizzly Bears', 'Player 2 battlefield');
      const spider = table.card('Giant Spider', 'Player 2 battlefield');
      // Grizzly Bears can't block the flying Birds (CR 702.9b): refused, with the rule.
      await theirBears.click();
      await birds.click();
      const refusal = page.getByTestId('toast').filter({ hasText: "Grizzly Bears can't block Birds of Paradise" });
      await expect(refusal).toBeVisible();
      await expect(refusal).toContainText('702.9b');
      // The corrected pick (the Bears block the Bears) succeeds: the refusal is no longer about anything.
      await bears.click();
      await expect(theirBears).toHaveAttribute('aria-pressed', 'true');
      await expect(refusal).toHaveCount(0);

      await spider.click();
      await birds.click();
      await page.getByTestId('declare').click();
      await expect(spider).toHaveAccessibleName(/blocking Birds of Paradise/);
      await expect(table.log()).toContainText(
        /p2 declared blockers: (Grizzly Bears blocks Grizzly Bears, Giant Spider blocks Birds of Paradise|Giant Spider blocks Birds of Paradise, Grizzly Bears blocks Grizzly Bears)\./,
      );
      await page.screenshot({ path: `test-results/screenshots/table-reading-blockers-${tag}.png` });
    });

    test('Shift+M, Shift+D and Shift+L outside sandbox mode say why nothing happened; in sandbox mode they open their dialog', async ({
      page,
    }) => {
      const table = new Table(page);
      await table.open(COMBAT);
      for (const [key, words] of [
        ['Shift+M', 'Add mana (Shift+M)'],
        ['Shift+D', 'Draw cards (Shift+D)'],
        ['Shift+L', 'Set life (Shift+L)'],
      ] as const) {
        await page.keyboard.press(key);
        await expect(page.getByTestId('toast').filter({ hasText: words })).toContainText(
          "can't be used now — sandbox mode only: turn it on first (Shift+S).",
        );
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      await page.screenshot({ path: `test-results/screenshots/table-reading-shortcut-refused-${tag}.png` });
      await page.keyboard.press('Shift+S');
      await page.keyboard.press('Shift+M');
      await expect(page.getByRole('dialog', { name: /Add mana/ })).toBeVisible();
    });
  });
}

/** A full board: five cards in Player 1's hand and nine permanents, five on Player 2's side. */
const FULL = {
  format: 'stackyard/scenario@1',
  title: 'A full board',
  turn: { number: 3, active: 'p1', phase: 'main1' },
  players: {
    p1: {
      hand: ['Lightning Bolt', 'Grizzly Bears', 'Divination', 'Giant Spider', 'Shock'],
      battlefield: ['Forest', 'Forest', 'Island', 'Island', 'Mountain'].concat(
        'Grizzly Bears',
        'Birds of Paradise',
        'Giant Spider',
        'Llanowar Elves',
      ),
      library: ['Island', 'Island', 'Island'],
      graveyard: ['Shock'],
    },
    p2: {
      hand: ['Island'],
      battlefield: ['Forest', 'Island', 'Grizzly Bears', 'Giant Spider', 'Llanowar Elves'],
      library: ['Island'],
    },
  },
};

/**
 * Pairs of the table's zones (its labelled regions) whose parts on screen overlap: each zone's
 * box cut to the screen and to every box around it that clips what overflows it.
 */
async function overlappingZones(page: Page): Promise<string[]> {
  return page.getByTestId('table').evaluate((table) => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      let [top, left, bottom, right] = [r.top, r.left, r.bottom, r.right];
      [top, left, bottom, right] = [
        Math.max(top, 0),
        Math.max(left, 0),
        Math.min(bottom, innerHeight),
        Math.min(right, innerWidth),
      ];
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).overflow === 'visible') continue;
        const c = a.getBoundingClientRect();
        [top, left, bottom, right] = [
          Math.max(top, c.top),
          Math.max(left, c.left),
          Math.min(bottom, c.bottom),
          Math.min(right, c.right),
        ];
      }
      return { top, left, bottom, right };
    };
    const zones = [...table.querySelectorAll('section[aria-label]')].filter(
      (z) => !z.parentElement?.closest('section[aria-label]'),
    );
    const boxes = zones.map((z) => ({ name: z.getAttribute('aria-label')!, box: shown(z) }));
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!.box, boxes[j]!.box];
        const h = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const v = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (h > 1 && v > 1) out.push(`${boxes[i]!.name} / ${boxes[j]!.name}: ${Math.round(h)}×${Math.round(v)} px`);
      }
    return out;
  });
}

for (const [tag, viewport, touch] of SCREENS.filter(([tag]) => tag !== 'phone')) {
  test.describe(`room on the table and in the log at ${tag}`, () => {
    test.use({ viewport, ...(touch ? { hasTouch: true } : {}) });

    test('on a full board no zone lies over another (Player 1’s hand leaves the library and the life total in view); a lesson leaves the rules log a third of the height', async ({
      page,
    }) => {
      test.slow(); // two boards, each with its kit
      const table = new Table(page);
      await table.open(FULL);
      expect(await overlappingZones(page)).toEqual([]);
      await expect(table.zone('Player 1 hand')).toBeInViewport();
      await expect(table.zone('Player 1 library')).toBeInViewport();
      await expect(table.life('p1')).toBeInViewport();
      await page.screenshot({ path: `test-results/screenshots/table-reading-full-board-${tag}.png` });

      await page.goto('/?anim=0#lesson=volute-copy-cast');
      await tableKitLoaded(page);
      for (let i = 0; i < 4; i++) await page.getByTestId('next-step').click();
      const logHeight = await page.locator('.log-scroll').evaluate((el) => el.clientHeight);
      expect(logHeight).toBeGreaterThanOrEqual(viewport.height / 3);
      expect(await overlappingZones(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/table-reading-log-room-${tag}.png` });
    });
  });
}

for (const [tag, viewport, touch] of SCREENS) {
  test.describe(`zones by keyboard at ${tag}`, () => {
    test.use({ viewport, ...(touch ? { hasTouch: true, isMobile: viewport.width < 700 } : {}) });

    test('F6 reaches the hand in one key and the next zones in one key each; arrow keys move card to card; the ? overlay lists them', async ({
      page,
    }) => {
      test.slow();
      const table = new Table(page);
      await table.open(FULL);
      await page.keyboard.press('F6');
      const bolt = table.card('Lightning Bolt', 'Player 1 hand');
      await expect(bolt).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(table.card('Grizzly Bears', 'Player 1 hand')).toBeFocused();
      await page.keyboard.press('End');
      await expect(table.card('Shock', 'Player 1 hand')).toBeFocused();
      await page.keyboard.press('F6');
      await expect(page.locator(':focus')).toHaveAttribute('data-zone', 'battlefield');
      expect(await page.evaluate(() => document.activeElement?.closest('section')?.getAttribute('aria-label'))).toBe(
        'Player 1 battlefield',
      );
      await page.keyboard.press('F6');
      await expect(page.getByRole('toolbar', { name: 'Turn' }).locator(':focus')).toHaveCount(1);
      // Back: the hand's card focused last.
      await page.keyboard.press('Shift+F6');
      await page.keyboard.press('Shift+F6');
      await expect(table.card('Shock', 'Player 1 hand')).toBeFocused();
      await page.screenshot({ path: `test-results/screenshots/table-reading-f6-${tag}.png` });

      await page.keyboard.press('?');
      const help = page.getByTestId('help');
      await expect(help).toContainText('F6');
      await expect(help).toContainText('Shift+F6');
      await expect(help).toContainText(/arrow keys/);
    });
  });
}

/** Pointer targets on the page smaller than 24×24 px (a checkbox counts with its label), as "name w×h". */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const sel = 'button, [role=button], a[href], input, select, summary, [role=menuitem]';
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const box = (el.matches('input[type=checkbox], input[type=radio]') && el.closest('label')) || el;
      const r = box.getBoundingClientRect();
      if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.width < 23.5 || r.height < 23.5)
        out.push(
          `${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 24)} ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return [...new Set(out)];
  });
}

/** Text on card frames drawn smaller than 11 px, as "class size" with a count. */
async function smallCardText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Map<string, number>();
    for (const el of document.querySelectorAll<HTMLElement>('.frame, .frame *')) {
      if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size >= 11 || !el.getClientRects().length) continue;
      const key = `${el.className || el.tagName} ${size}px`;
      out.set(key, (out.get(key) ?? 0) + 1);
    }
    return [...out].map(([k, n]) => `${k} ×${n}`);
  });
}

for (const [tag, viewport, touch] of [...SCREENS, ['portrait tablet', { width: 768, height: 1024 }, true] as const]) {
  test.describe(`reading and pointing at ${tag}`, () => {
    test.use({ viewport, ...(touch ? { hasTouch: true, isMobile: viewport.width < 700 } : {}) });

    test('every pointer target is at least 24×24 px; card text is at least 11 px wider than a phone; a row of steps that scrolls shows that more lie past its edge; the animation speed is there', async ({
      page,
    }) => {
      test.slow();
      await page.goto('/?anim=0#lesson=volute-copy-cast');
      await tableKitLoaded(page);
      for (let i = 0; i < 4; i++) await page.getByTestId('next-step').click();
      expect(await smallTargets(page)).toEqual([]);
      if (viewport.width > 700) expect(await smallCardText(page)).toEqual([]);
      await expect(page.getByRole('combobox', { name: 'Animation speed' })).toBeVisible();

      const steps = page.locator('.turn-bar .steps');
      const overflows = await steps.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      if (overflows) {
        await expect(page.getByTestId('steps-more')).toBeVisible();
        await steps.evaluate((el) => (el.scrollLeft = el.scrollWidth));
        await expect(page.getByTestId('steps-more')).toHaveCount(0);
      } else {
        expect(tag, 'the steps fit on a laptop').not.toMatch(/phone|portrait/);
        await expect(page.getByTestId('steps-more')).toHaveCount(0);
      }
      await page.screenshot({ path: `test-results/screenshots/table-reading-sizes-${tag}.png` });

      const table = new Table(page);
      await table.open(FULL);
      expect(await smallTargets(page)).toEqual([]);
      if (viewport.width > 700) expect(await smallCardText(page)).toEqual([]);
      // Names break between words only.
      const broken = await page.locator('.card-name').evaluateAll((names) =>
        names
          .filter((n) =>
            n.textContent!.split(' ').some((w) => {
              const range = document.createRange();
              const text = n.firstChild;
              if (!text || text.nodeType !== 3) return false;
              const at = n.textContent!.indexOf(w);
              range.setStart(text, at);
              range.setEnd(text, at + w.length);
              return range.getClientRects().length > 1;
            }),
          )
          .map((n) => n.textContent),
      );
      expect(broken).toEqual([]);
    });
  });
}
