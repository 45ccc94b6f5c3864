/**
 * Real cards in the app (DESIGN "Real cards"): a Forge puzzle whose cards the pool lacks gets
 * their real names, types, costs, P/T and text; every card shows how much of it is enforced and
 * the detail lists what is not; the editor searches the pool, the offline pool (every real card)
 * and Scryfall; the log notes unenforced cards. Scryfall is answered from fixtures
 * (./scryfall.ts); "Quillback Testudo" and "Lanternfold Heron" are made-up fixture cards that
 * stand for cards newer than the offline pool.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import lz from 'lz-string';
import { Editor } from './pages/editor';
import { Share } from './pages/share';
import { Table } from './pages/table';
import { expect, test } from './scryfall';

test.use({ viewport: { width: 1440, height: 900 } });

/** The shared reference's PP04 (read in place, never copied), beside the repository or its worktrees' folder. */
const PP04 = ['../../shared/reference/forge-puzzles/PP04.pzl', '../../../shared/reference/forge-puzzles/PP04.pzl']
  .map((p) => fileURLToPath(new URL(p, import.meta.url)))
  .find((p) => existsSync(p));

test('PP04 opens: Aura Gnarlid is a real Beast, so Pacifism may enchant it; badges and the detail tell what is enforced', async ({
  page,
  scryfall,
}) => {
  test.skip(!PP04, 'the shared Forge puzzles are not beside this checkout');
  const table = new Table(page);
  const share = new Share(page);
  await page.goto('/?anim=0');
  await share.dropFile(PP04 as string, 'PP04.pzl');
  await expect(page.getByTestId('table')).toBeVisible();
  await expect(page).toHaveTitle(/Pauper Puzzles #04/);
  // Refused before (a proxy with no types is no creature): now the real card, from the offline pool.
  const gnarlid = table.card('Aura Gnarlid', 'Player 2 battlefield');
  await expect(gnarlid).toHaveAccessibleName(/enchanted by Pacifism/);
  await expect(gnarlid).toContainText('Creature — Beast');
  // Printed 2/2, +1/+1 for each of the four Auras on the battlefield (CR 613.4c).
  await expect(gnarlid).toContainText('6/6');
  await expect(table.card('Pacifism')).toHaveAccessibleName(/attached to Aura Gnarlid/);
  await expect(table.card('Kor Skyfisher', 'Player 1 hand')).toContainText('Creature — Kor Soldier');
  // Every card of PP04 is in the offline pool: Scryfall is not asked at all.
  expect(scryfall.requests).toEqual([]);
  // Badges: the pool's Pacifism, Aura Gnarlid (its blocking restriction, CR 509.1b) and Children
  // of Korlis ("the life you've lost this turn", 119.3) are enforced in full, so the detail lists
  // nothing as text.
  await expect(table.card('Pacifism').locator('[data-enforcement]')).toHaveAttribute('data-enforcement', 'full');
  await expect(gnarlid.locator('[data-enforcement]')).toHaveAttribute('data-enforcement', 'full');
  const children = table.card('Children of Korlis', 'Player 2 battlefield');
  await expect(children.locator('[data-enforcement]')).toHaveAttribute('data-enforcement', 'full');
  await children.hover();
  const detail = page.getByRole('region', { name: 'Card detail' });
  await expect(detail).toContainText('Children of Korlis');
  await expect(detail.getByTestId('unenforced')).toHaveCount(0);
  await table.screenshot('real-cards-01-pp04');
  // Nothing of PP04 had to become a proxy: no import note names a card as one.
  await expect(page.getByText(/became vanilla proxies/)).toHaveCount(0);
});

test('a link naming a card newer than the offline pool opens with its data from Scryfall; offline it is a stand-in and says why', async ({
  page,
  scryfall,
}) => {
  const table = new Table(page);
  const share = new Share(page);
  const doc = {
    d: {
      u: { n: 3, A: 'p1', P: 'main1' },
      p: { p1: { b: ['Quillback Testudo', 'Craw Wurm'], h: ['Sigil of Valor'] } },
    },
  };
  const hash = `#s=1L${lz.compressToEncodedURIComponent(JSON.stringify(doc))}`;
  await page.goto(`/?anim=0${hash}`);
  const testudo = table.card('Quillback Testudo');
  await expect(testudo).toContainText('Creature — Turtle');
  await expect(testudo).toContainText('2/3');
  // Craw Wurm comes from the offline pool: Scryfall is asked only for the card the pool lacks.
  await expect(table.card('Craw Wurm').locator('[data-enforcement]')).toHaveAttribute('data-enforcement', 'full');
  expect(scryfall.requests).toEqual(['/cards/named?exact=Quillback%20Testudo']);
  // Sigil of Valor's "it gets +1/+1 … for each other creature you control" (other than the
  // equipped creature) is not read: the detail lists that text with the reason.
  const trace = table.card('Sigil of Valor', 'Player 1 hand');
  await expect(trace.locator('[data-enforcement]')).toHaveAttribute('data-enforcement', /partial|none/);
  await trace.hover();
  await expect(page.getByRole('region', { name: 'Card detail' }).getByTestId('unenforced')).toContainText(
    'Whenever equipped creature attacks alone, it gets +1/+1 until end of turn for each other creature you control.',
  );

  // Another page, Scryfall unreachable, nothing cached there: a stand-in, and a note says why.
  const other = await page.context().newPage();
  scryfall.offline();
  const again = new Table(other);
  await other.goto(
    `/?anim=0#s=1L${lz.compressToEncodedURIComponent(JSON.stringify({ d: { p: { p1: { b: ['Lanternfold Heron'] } } } }))}`,
  );
  await expect(again.card('Lanternfold Heron')).toHaveAccessibleName(/stand-in without card data/);
  await expect(new Share(other).importNotes()).toContainText('Scryfall could not be reached');
  await expect(share.failure()).toHaveCount(0);
  await other.close();
});

test('the editor searches the pool, the offline pool and Scryfall; cards picked are fetched, drawn and played', async ({
  page,
  scryfall,
}) => {
  const editor = new Editor(page);
  const table = new Table(page);
  await editor.openNew();
  const field = page.getByRole('combobox', { name: 'Card name' });
  const list = page.getByRole('listbox', { name: 'Cards' });
  const hint = page.getByTestId('card-search-hint');
  // The offline pool: Craw Wurm and Delver of Secrets are known without asking Scryfall.
  await field.fill('Craw Wu');
  await expect(list.getByRole('option', { name: 'Craw Wurm', exact: true })).toBeVisible();
  await field.fill('Delver');
  await expect(
    list.getByRole('option', { name: 'Delver of Secrets // Insectile Aberration', exact: true }),
  ).toBeVisible();
  // A card the pool lacks: Scryfall's autocomplete, debounced, with a busy note while it runs.
  await field.fill('Quillback');
  await expect(hint).toHaveText('Searching Scryfall…');
  await expect(list.getByRole('option', { name: 'Quillback Testudo', exact: true })).toBeVisible();
  expect(scryfall.requests).toEqual(['/cards/autocomplete?q=Quillback']);
  await page.getByTestId('add-zone').selectOption('hand');
  await list.getByRole('option', { name: 'Quillback Testudo', exact: true }).click();
  await expect(editor.card('Quillback Testudo', 'p1', 'hand')).toBeVisible();
  await field.fill('Delver');
  await list.getByRole('option', { name: 'Delver of Secrets // Insectile Aberration', exact: true }).click();
  // Drawn as its front face: a double-faced card is its front face in hand.
  await expect(editor.card('Delver of Secrets', 'p1', 'hand')).toBeVisible();
  await editor.addCard('Island', 'p1', 'battlefield');
  // Only what the offline pool lacks was fetched from Scryfall.
  expect(scryfall.requests.filter((r) => r.startsWith('/cards/named') || r.startsWith('/cards/collection'))).toEqual([
    '/cards/named?exact=Quillback%20Testudo',
  ]);
  await page.screenshot({ path: 'test-results/screenshots/real-cards-02-editor.png' });
  await editor.play();
  // Cast it: the log notes that its text is not enforced.
  await table.cast('Delver of Secrets');
  await expect(table.log().getByTestId('unenforced-note').first()).toContainText(
    'Delver of Secrets: 1 ability is text only, not enforced',
  );
  await table.screenshot('real-cards-03-log-note');
});

test("offline, the editor's search says plainly that Scryfall can't be reached and the offline pool is in use; a typo gets the closest real names", async ({
  page,
  scryfall,
}) => {
  const editor = new Editor(page);
  await editor.openNew();
  const field = page.getByRole('combobox', { name: 'Card name' });
  const list = page.getByRole('listbox', { name: 'Cards' });
  const hint = page.getByTestId('card-search-hint');
  // The pool's names arrive once the editor is open (then kept in the Cache API).
  await field.fill('Tarmo');
  await expect(list.getByRole('option', { name: 'Tarmogoyf', exact: true })).toBeVisible();
  scryfall.offline();
  await page.context().setOffline(true);
  await field.fill('Gray Og');
  await expect(list.getByRole('option', { name: 'Gray Ogre', exact: true })).toBeVisible();
  await expect(hint).toHaveText("Scryfall can't be reached (offline): the offline pool (32,370 cards) is in use.");
  await field.fill('Tarmogyof');
  await expect(list.getByRole('option', { name: 'Did you mean Tarmogoyf?' })).toBeVisible();
  await field.fill('Thoughtsieze');
  await expect(list.getByRole('option', { name: 'Did you mean Thoughtseize?' })).toBeVisible();
  expect(scryfall.requests).toEqual([]);
  await page.context().setOffline(false);
});
