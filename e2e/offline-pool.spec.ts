/**
 * The offline card pool in the browser (issue 20): lessons never load it; a link naming real
 * cards fetches the name file and only the shards it needs; what was fetched is kept (Cache API),
 * so after a reload with the network cut (the pool's files and Scryfall aborted) the same cards
 * still open with their data, and a card never fetched is a stand-in that says why.
 */
import lz from 'lz-string';
import { Table } from './pages/table';
import { expect, test } from './scryfall';

test.use({ viewport: { width: 1440, height: 900 } });

const link = (battlefield: string[]) =>
  `#s=1L${lz.compressToEncodedURIComponent(JSON.stringify({ d: { u: { n: 3, A: 'p1', P: 'main1' }, p: { p1: { b: battlefield } } } }))}`;

test('a lesson never fetches the offline pool', async ({ page }) => {
  const pool: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.includes('/pool/')) pool.push(r.url());
  });
  await page.goto('/?anim=0#lesson=volute-copy-cast');
  await expect(page.getByTestId('table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(pool).toEqual([]);
});

test('the cache survives a reload with the network cut: cards fetched once open offline', async ({
  page,
  scryfall,
}) => {
  const table = new Table(page);
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes('/pool/')) fetched.push(path.slice(path.lastIndexOf('/') + 1));
  });
  await page.goto(`/?anim=0${link(['Tarmogoyf', 'Sheoldred, the Apocalypse'])}`);
  await expect(table.card('Tarmogoyf')).toContainText('Creature — Lhurgoyf');
  await expect(table.card('Sheoldred, the Apocalypse')).toContainText('Legendary Creature — Phyrexian Praetor');
  // The manifest, the name file and one shard per card: never the whole pool.
  expect(fetched).toContain('names.json.gz');
  expect(fetched.filter((f) => f.startsWith('shard-')).length).toBeLessThanOrEqual(2);
  expect(scryfall.requests).toEqual([]);

  // Cut the network: the pool's files and Scryfall can't be reached; reload.
  await page.route('**/pool/**', (route) => route.abort('internetdisconnected'));
  scryfall.offline();
  await page.reload();
  await expect(table.card('Tarmogoyf')).toContainText('Creature — Lhurgoyf');
  await expect(table.card('Tarmogoyf')).not.toHaveAccessibleName(/stand-in/);
  await expect(table.card('Sheoldred, the Apocalypse')).toContainText('Phyrexian Praetor');

  // A card whose shard was never fetched: a stand-in, and the note says why.
  await page.goto(`/?anim=0${link(['Tarmogoyf', 'Ragavan, Nimble Pilferer'])}`);
  await expect(table.card('Tarmogoyf')).toContainText('Creature — Lhurgoyf');
  await expect(table.card('Ragavan, Nimble Pilferer')).toHaveAccessibleName(/stand-in without card data/);
});
