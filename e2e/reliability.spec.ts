/**
 * Reliability (issue 14): no input crashes the tab, and no step is ever lost — a reload right
 * after an action, two tabs on one session, a hung or damaged IndexedDB, malformed fragments,
 * ids named after Object.prototype's properties.
 */
import { expect, test, type Page } from '@playwright/test';
import lz from 'lz-string';
import { compactActions } from '../src/scenario/link/actions';
import { passesOn } from '../src/testing/play-on';
import { Share } from './pages/share';
import { Table } from './pages/table';

test.use({ viewport: { width: 1440, height: 1000 } });

const historyLabel = (page: Page) => page.getByTestId('history-label');

async function steps(page: Page, n: number): Promise<void> {
  for (let i = 0; i < n; i++) await page.getByTestId('next-step').click();
}

/** A link payload for a scenario document (lz-string, as the app writes short links). */
const linkTo = (doc: object) => `#s=1L${lz.compressToEncodedURIComponent(JSON.stringify({ d: doc }))}`;

test('a reload right after each action keeps that step (write-through autosave)', async ({ page }) => {
  const table = new Table(page);
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  for (let i = 1; i <= 3; i++) {
    await page.getByTestId('next-step').click();
    await expect(historyLabel(page)).toHaveText(new RegExp(`^${i}/${i}`)); // the step is shown: acknowledged
    const state = JSON.stringify(await table.state());
    await page.reload(); // well within the old 600 ms debounce
    await expect(historyLabel(page)).toHaveText(new RegExp(`^${i}/${i}`));
    expect(JSON.stringify(await table.state())).toBe(state);
  }
});

test('a closed tab keeps the step taken just before closing', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await steps(page, 2);
  await expect(historyLabel(page)).toHaveText(/^2\/2/);
  await page.close();
  const again = await context.newPage();
  await again.goto('/?anim=0');
  await again.getByTestId('resume').click();
  await expect(historyLabel(again)).toHaveText(/^2\/2/);
});

test('an id "__proto__" in exiledWith opens, and opens again after a reload', async ({ page }) => {
  const table = new Table(page);
  const doc = {
    t: 'Proto ids',
    p: {
      p1: {
        b: [
          { i: '__proto__', c: 'Arcane Savant' },
          { i: 'constructor', c: 'Grizzly Bears' },
          { c: 'Pacifism', a: 'constructor' },
        ],
        e: [{ c: 'Shock', w: '__proto__' }],
      },
    },
  };
  await page.goto(`/?anim=0${linkTo(doc)}`);
  await expect(page.getByTestId('table')).toBeVisible();
  await expect(
    table
      .zone('Player 1 exile')
      .getByRole('group', { name: 'Exiled with Arcane Savant' })
      .getByRole('button', { name: /^Shock/ }),
  ).toBeVisible();
  await expect(table.card('Pacifism')).toHaveAccessibleName(/attached to Grizzly Bears/);
  await page.reload();
  await expect(page.getByTestId('table')).toBeVisible();
  await expect(table.card('Pacifism')).toHaveAccessibleName(/attached to Grizzly Bears/);
  expect(await page.evaluate(() => Object.isFrozen(Object.prototype))).toBe(false);
  await expect(new Share(page).saved()).toHaveText('Saved'); // reopened from storage, as it was saved
});

test('two tabs on one session: both say so, and neither tab loses its steps', async ({ context }) => {
  const a = await context.newPage();
  await a.goto('/?anim=0#lesson=volute-copy-cast');
  await steps(a, 2);
  await expect(historyLabel(a)).toHaveText(/^2\/2/);
  const b = await context.newPage();
  await b.goto('/?anim=0');
  await b.getByTestId('resume').click(); // the same session, in a second tab
  await expect(historyLabel(b)).toHaveText(/^2\/2/);
  await expect(b.getByTestId('session-notice')).toContainText('also open in another tab');
  await expect(a.getByTestId('session-notice')).toContainText('also open in another tab');
  await a.screenshot({ path: 'test-results/screenshots/reliability-01-two-tabs.png' });

  await steps(b, 1); // B goes on: 3 steps
  await expect(historyLabel(b)).toHaveText(/^3\/3/);
  await a.keyboard.press('Control+z'); // A goes back: 1 of 2
  await expect(a.getByTestId('session-notice')).toContainText(
    'saved as “The copy is made in the graveyard and cast from there (copy)”',
  );
  await expect(a).toHaveTitle(/The copy is made/);

  // Both are kept: a reload of each tab shows its own steps; Recent lists both.
  await a.reload();
  await expect(historyLabel(a)).toHaveText(/^1\/2/);
  await b.reload();
  await expect(historyLabel(b)).toHaveText(/^3\/3/);
  const c = await context.newPage();
  await c.goto('/?anim=0');
  await c.getByText(/^Recent/).click();
  const recent = c.getByRole('list', { name: 'Recent sessions' });
  await expect(
    recent.getByRole('button', { name: 'The copy is made in the graveyard and cast from there', exact: true }),
  ).toBeVisible();
  await expect(
    recent.getByRole('button', { name: 'The copy is made in the graveyard and cast from there (copy)' }),
  ).toBeVisible();
});

test('a stale Recent list in one tab does not drop the session of another tab', async ({ context }) => {
  const a = await context.newPage();
  await a.goto('/?anim=0#lesson=volute-copy-cast');
  await steps(a, 1);
  const b = await context.newPage();
  await b.goto('/?anim=0#lesson=helix-same-name-one-copy');
  await steps(b, 1);
  await expect(new Share(b).saved()).toHaveText('Saved');
  await steps(a, 1); // A's write comes after B's, with A's old idea of the Recent list
  await expect(new Share(a).saved()).toHaveText('Saved');
  const c = await context.newPage();
  await c.goto('/?anim=0');
  await c.getByText(/^Recent/).click();
  const recent = c.getByRole('list', { name: 'Recent sessions' });
  await expect(
    recent.getByRole('button', { name: 'The copy is made in the graveyard and cast from there' }),
  ).toBeVisible();
  await expect(
    recent.getByRole('button', { name: 'Two imprinted cards with the same name: only one copy' }),
  ).toBeVisible();
});

test('a hung IndexedDB: the app opens within seconds, says so, and works in memory', async ({ page }) => {
  await page.addInitScript(() => {
    // indexedDB.open returns a request that never succeeds nor fails.
    Object.defineProperty(window.indexedDB, 'open', { value: () => ({}) as IDBOpenDBRequest });
  });
  await page.goto('/?anim=0');
  await expect(page.getByRole('link', { name: 'The copy is made in the graveyard and cast from there' })).toBeVisible({
    timeout: 8000,
  });
  await expect(page.getByTestId('session-notice')).toContainText('did not answer within 3 s');
  await page.getByRole('link', { name: 'The copy is made in the graveyard and cast from there' }).click();
  await steps(page, 2);
  await expect(historyLabel(page)).toHaveText(/^2\/2/);
  await expect(new Share(page).saved()).toHaveText('Saved in this tab only');
  await page.screenshot({ path: 'test-results/screenshots/reliability-02-hung-storage.png' });
});

test('a damaged stored session: a clear message, and the address opens instead of a blank page', async ({ page }) => {
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await steps(page, 2);
  await expect(new Share(page).saved()).toHaveText('Saved');
  // Damage every stored session: a step list that is not a list; another whose steps crash replay.
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('stackyard');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const tx = db.transaction('sessions', 'readwrite');
    const store = tx.objectStore('sessions');
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const r = store.getAllKeys();
      r.onsuccess = () => resolve(r.result);
    });
    for (const key of keys) {
      if (String(key).startsWith('session:')) {
        const value = await new Promise<Record<string, unknown>>((resolve) => {
          const r = store.get(key);
          r.onsuccess = () => resolve(r.result as Record<string, unknown>);
        });
        store.put({ ...value, actions: 'not a list' }, key);
      }
    }
    await new Promise((resolve) => {
      tx.oncomplete = resolve;
    });
  });
  await page.reload();
  const failure = new Share(page).failure();
  await expect(failure).toContainText("can't be reopened");
  await expect(failure).toContainText('damaged: its list of steps is missing');
  await expect(failure).toContainText('The lesson was opened from its start instead.');
  await expect(historyLabel(page)).toHaveText(/^0\/0/);
  await page.screenshot({ path: 'test-results/screenshots/reliability-03-damaged-session.png' });
  await new Share(page).dismissFailure();
  await page.goto('/?anim=0');
  await page.getByTestId('resume').click();
  await expect(failure).toContainText('damaged');
  await new Share(page).dismissFailure();
  await expect(page.getByRole('link', { name: 'The copy is made in the graveyard and cast from there' })).toBeVisible();
});

test('malformed fragments get the right message; after a bad link a reload shows the last good board', async ({
  page,
}) => {
  const table = new Table(page);
  const share = new Share(page);
  for (const [hash, title, text] of [
    ['#session=%E0%A4%A', "This session can't be reopened", 'not valid percent-encoding'],
    ['#s=%', "This link can't be opened", 'not valid percent-encoding'],
    ['#s=1L<script>', "This link can't be opened", 'characters no Stackyard link has'],
    ['#lesson=%FF', "This lesson can't be opened", 'not valid percent-encoding'],
  ] as const) {
    await page.goto(`/?anim=0${hash}`);
    await expect(share.failure()).toContainText(title);
    await expect(share.failure()).toContainText(text);
    await expect(share.failure()).toContainText('Nothing was opened.');
    await share.dismissFailure();
    await expect(
      page.getByRole('link', { name: 'The copy is made in the graveyard and cast from there' }),
    ).toBeVisible();
  }

  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await steps(page, 2);
  const state = JSON.stringify(await table.state());
  await page.evaluate(() => {
    window.location.hash = '#s=%E0%A4%A';
  });
  await expect(share.failure()).toContainText('not valid percent-encoding');
  await expect(share.failure()).toContainText('the board on screen is as it was');
  await share.dismissFailure();
  await page.evaluate(() => {
    window.location.hash = '#s=1Lgarbage-that-is-no-link';
  });
  await expect(share.failure()).toContainText("This link can't be opened");
  await share.dismissFailure();
  await page.reload();
  await expect(historyLabel(page)).toHaveText(/^2\/2/);
  expect(JSON.stringify(await table.state())).toBe(state);
});

let big: string | null = null;

/**
 * A 2,000-card board (the format's limit) and 5,000 steps (the most a link may carry): passes,
 * and the cleanup discards they come to (CR 514.1), answered with the first cards offered.
 */
function bigLink(): string {
  if (big) return big;
  const lands = Array.from({ length: 500 }, () => 'Island');
  const doc = {
    t: 'Big board',
    p: { p1: { b: lands, L: lands, h: lands.slice(0, 490) }, p2: { b: lands.slice(0, 10), L: lands } },
  };
  const played = passesOn(
    {
      format: 'stackyard/scenario@1',
      title: 'Big board',
      players: {
        p1: { battlefield: lands, library: lands, hand: lands.slice(0, 490) },
        p2: { battlefield: lands.slice(0, 10), library: lands },
      },
    },
    5000,
  );
  big = `#s=1L${lz.compressToEncodedURIComponent(JSON.stringify({ d: doc, a: compactActions(played) }))}`;
  return big;
}

test('5,000 passes on a 2,000-card board: a busy panel with progress, then the board; Cancel keeps the board shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const table = new Table(page);
  const share = new Share(page);
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await steps(page, 1);
  const state = JSON.stringify(await table.state());
  await page.evaluate((h) => {
    window.location.hash = h;
  }, bigLink());
  const busy = page.getByTestId('busy');
  await expect(busy).toContainText(/Opening the link: step [\d,]+ of 5,000/);
  await page.screenshot({ path: 'test-results/screenshots/reliability-04-busy.png' });
  await busy.getByRole('button', { name: 'Cancel' }).click();
  await expect(busy).toHaveCount(0);
  await expect(page.getByTestId('toast').filter({ hasText: 'Opening the link was cancelled' })).toBeVisible();
  expect(JSON.stringify(await table.state())).toBe(state);
  await expect(page).toHaveURL(/#lesson=volute-copy-cast/); // the address of the board shown

  await page.evaluate((h) => {
    window.location.hash = h;
  }, bigLink());
  await expect(busy).toContainText(/of 5,000/);
  await expect(historyLabel(page)).toHaveText(/^5000\/5000/, { timeout: 60_000 });
  await expect(page.getByTestId('scenario-title')).toHaveText('Big board');
  await expect(share.failure()).toHaveCount(0);
});

test('a 10 MB link is refused by its length, with the limit', async ({ page }) => {
  const share = new Share(page);
  await page.goto('/?anim=0');
  await page.evaluate(() => {
    window.location.hash = `#s=1L${'A'.repeat(10_000_000)}`;
  });
  await expect(share.failure()).toContainText('the link is too long (10,000,002 characters; at most 40,000 are read)');
  await share.dismissFailure();
  await expect(page).not.toHaveURL(/#s=/);
});

test('a Mountain and twenty Mana Reflections: the pool shows R ×1,048,576, and Lightning Bolt is cast from it', async ({
  page,
}) => {
  const table = new Table(page);
  await table.open({
    format: 'stackyard/scenario@1',
    title: 'Twenty Reflections',
    turn: { number: 3, active: 'p1', phase: 'main1' },
    players: {
      p1: {
        battlefield: ['Mountain', ...Array.from({ length: 20 }, () => 'Mana Reflection')],
        hand: ['Lightning Bolt'],
      },
    },
    script: [{ activate: 'Mountain' }, { cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }],
  });
  await steps(page, 1);
  const pool = page.getByTestId('mana-p1');
  await expect(pool).toHaveAccessibleName('Mana pool: {R} ×1,048,576');
  await expect(pool).toContainText('×1,048,576');
  await page.screenshot({ path: 'test-results/screenshots/reliability-05-mana-amounts.png' });
  await steps(page, 2);
  await expect(table.life('p2')).toContainText('17');
  await expect(pool).toHaveAccessibleName('Mana pool: {R} ×1,048,575');
});
