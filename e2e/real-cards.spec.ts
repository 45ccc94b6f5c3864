/**
 * Real cards in the app (DESIGN "Real cards"): a Forge puzzle whose cards the pool lacks gets
 * their real names, types, costs, P/T and text; every card shows how much of it is enforced and
 * the detail lists what is not; the editor searches the pool, the offline catalogue and
 * Scryfall; the log notes unenforced cards. Scryfall is answered from fixtures (./scryfall.ts).
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
  // Refused before (a proxy with no types is no creature): now the real card, from Scryfall.
  const gnarlid = table.card('Aura Gnarlid', 'Player 2 battlefield');
  await expect(gnarlid).toHaveAccessibleName(/enchanted by Pacifism/);
  await expect(gnarlid).toContainText('Creature — Beast');
  // Printed 2/2, +1/+1 for each of the four Auras on the battlefield (CR 613.4c).
  await expect(gnarlid).toContainText('6/6');
  await expect(table.card('Pacifism')).toHaveAccessibleName(/attached to Aura Gnarlid/);
  await expect(table.card('Kor Skyfisher', 'Player 1 hand')).toContainText('Creature — Kor Soldier');
  // Only the cards nothing local has were asked for, in one /cards/collection request.
  expect(scryfall.requests.filter((r) => r.startsWith('/cards/collection'))).toHaveLength(1);
  expect(scryfall.requests.filter((r) => !r.startsWith('/cards/collection'))).toEqual([]);
  // Badges: the pool's Pacifism is enforced in full; Aura Gnarlid's text is not (yet).
  await expect(table.card('Pacifism').locator('[data-enforcement]')).toHaveAttribute('data-enforcement', 'full');
  const badge = gnarlid.locator('[data-enforcement]');
  await expect(badge).toHaveAttribute('data-enforcement', /partial|none/);
  await gnarlid.hover();
  const detail = page.getByRole('region', { name: 'Card detail' });
  await expect(detail.getByTestId('unenforced')).toContainText(
    "Creatures with power less than this creature's power can't block it.",
  );
  await table.screenshot('real-cards-01-pp04');
  // Nothing of PP04 had to become a proxy: no import note names a card as one.
  await expect(page.getByText(/became vanilla proxies/)).toHaveCount(0);
});

test('a link naming a Scryfall card opens with its data; offline it is a stand-in and says why', async ({
  page,
  scryfall,
}) => {
  const table = new Table(page);
  const share = new Share(page);
  const doc = { d: { u: { n: 3, A: 'p1', P: 'main1' }, p: { p1: { b: ['Slippery Bogle', 'Craw Wurm'] } } } };
  const hash = `#s=1L${lz.compressToEncodedURIComponent(JSON.stringify(doc))}`;
  await page.goto(`/?anim=0${hash}`);
  const bogle = table.card('Slippery Bogle');
  await expect(bogle).toContainText('Creature — Beast');
  await expect(bogle).toContainText('1/1');
  // Craw Wurm comes from the offline catalogue: Scryfall is not asked for it.
  await expect(table.card('Craw Wurm').locator('[data-enforcement]')).toHaveAttribute('data-enforcement', 'full');
  expect(scryfall.requests).toEqual(['/cards/named?exact=Slippery%20Bogle']);

  // Another page, Scryfall unreachable, nothing cached there: a stand-in, and a note says why.
  const other = await page.context().newPage();
  scryfall.offline();
  const again = new Table(other);
  await other.goto(
    `/?anim=0#s=1L${lz.compressToEncodedURIComponent(JSON.stringify({ d: { p: { p1: { b: ['Kor Skyfisher'] } } } }))}`,
  );
  await expect(again.card('Kor Skyfisher')).toHaveAccessibleName(/stand-in without card data/);
  await expect(new Share(other).importNotes()).toContainText('Scryfall could not be reached');
  await expect(share.failure()).toHaveCount(0);
  await other.close();
});

test('the editor searches the pool, the offline catalogue and Scryfall; a card picked from Scryfall is fetched, drawn and played', async ({
  page,
  scryfall,
}) => {
  const editor = new Editor(page);
  const table = new Table(page);
  await editor.openNew();
  const field = page.getByRole('combobox', { name: 'Card name' });
  const list = page.getByRole('listbox', { name: 'Cards' });
  const hint = page.getByTestId('card-search-hint');
  // The catalogue: Craw Wurm is known without asking Scryfall.
  await field.fill('Craw Wu');
  await expect(list.getByRole('option', { name: 'Craw Wurm', exact: true })).toBeVisible();
  // Scryfall's autocomplete, debounced, with a busy note while it runs.
  await field.fill('Delver');
  await expect(hint).toHaveText('Searching Scryfall…');
  await expect(
    list.getByRole('option', { name: 'Delver of Secrets // Insectile Aberration', exact: true }),
  ).toBeVisible();
  expect(scryfall.requests).toContain('/cards/autocomplete?q=Delver');
  await page.getByTestId('add-zone').selectOption('hand');
  await list.getByRole('option', { name: 'Delver of Secrets // Insectile Aberration', exact: true }).click();
  // Fetched (named), then drawn as its front face: a double-faced card is its front face in hand.
  await expect(editor.card('Delver of Secrets', 'p1', 'hand')).toBeVisible();
  await editor.addCard('Island', 'p1', 'battlefield');
  // Only what was picked from Scryfall was fetched: pool and catalogue cards never are.
  expect(scryfall.requests.filter((r) => r.startsWith('/cards/named') || r.startsWith('/cards/collection'))).toEqual([
    '/cards/named?exact=Delver%20of%20Secrets%20%2F%2F%20Insectile%20Aberration',
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

test("offline, the editor's search says Scryfall was not searched and still finds catalogue cards", async ({
  page,
  scryfall,
}) => {
  const editor = new Editor(page);
  await editor.openNew();
  scryfall.offline();
  const field = page.getByRole('combobox', { name: 'Card name' });
  await field.fill('Slippery');
  await expect(page.getByTestId('card-search-hint')).toHaveText(/Scryfall could not be reached/);
  await field.fill('Gray Og');
  await expect(
    page.getByRole('listbox', { name: 'Cards' }).getByRole('option', { name: 'Gray Ogre', exact: true }),
  ).toBeVisible();
});
