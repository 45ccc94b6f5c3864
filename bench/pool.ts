/**
 * The offline card pool (issue 20; public/pool/, src/cards/data/pool/): loading the name file
 * (bytes, and the time to gunzip, parse and index it — what the app does once, after fetching
 * it); preparing the editor's search; resolving 60 names from the pool into a game's cards
 * (each shard read, gunzipped and parsed the first time, each card validated and compiled) —
 * target ≤ 50 ms after the name file is loaded —; one keystroke of the editor's search over
 * every name — target ≤ 16 ms p95 —; and the bytes fetched to resolve one card offline the
 * first time (the manifest, the name file and the one shard holding the card).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MANIFEST_FILE, NAMES_FILE, SHARD_COUNT, shardFile, shardOf } from '../src/cards/data/pool/format';
import { nameLookup } from '../src/cards/data/pool/name-lookup';
import { nameSearch } from '../src/cards/data/pool/name-search';
import { poolSource, type ShardCards } from '../src/cards/data/pool/pool-source';
import { shardText } from '../src/cards/data/pool/shard-text';
import { POOL_FOLDER } from '../src/cli/disk-pool';
import { namesRequest, resolveGameCardsSync } from '../src/scenario/cards/game-cards';
import { figure, percentile, type Figure } from './stats';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

function time<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const r = f();
  return [r, performance.now() - t0];
}

/** CPU time of this process (user + system, ms) while `f` runs: what waiting for a shared CPU does not inflate. */
function cpu<T>(f: () => T): [T, number] {
  const c0 = process.cpuUsage();
  const r = f();
  const c = process.cpuUsage(c0);
  return [r, (c.user + c.system) / 1000];
}

/** Names typed one character at a time in the search (real cards, a face, a typo, a loose spelling). */
const TYPED = [
  'Tarmogoyf',
  'Sheoldred, the Apocalypse',
  'Ragavan',
  'The One Ring',
  'Orcish Bowmasters',
  'Wrath of God',
  'Insectile Aberration',
  'Thoughtsieze',
  'Brainstrom',
  "Lim-Dul's Vault",
  'Stream of Life',
  'Lightnig Bolt',
];

export function poolFigures(): Figure[] {
  const out: Figure[] = [];
  const bytes = readFileSync(join(POOL_FOLDER, NAMES_FILE));
  const load = () => nameLookup((JSON.parse(gunzipSync(bytes).toString('utf8')) as { names: string[] }).names);
  const [lookup, coldMs] = time(load);
  const warm = sorted(Array.from({ length: 5 }, () => time(load)[1]));
  out.push(
    figure('pool', 'name file size (gzip)', bytes.length / 1024, 'KiB', null, `${lookup.cards.length} card names`),
  );
  out.push(
    figure('pool', 'load the name file, cold', coldMs, 'ms', null, 'gunzip, parse, index every card and face name'),
  );
  out.push(figure('pool', 'load the name file, median of 5', percentile(warm, 0.5), 'ms', null));
  const [search, prepMs] = time(() => nameSearch(lookup.cards));
  out.push(
    figure(
      'pool',
      "prepare the editor's search",
      prepMs,
      'ms',
      null,
      `${search.size} names and face names: sorted keys, word starts, the bigram index for close spellings (once, when the editor opens)`,
    ),
  );

  // 60 names spread over the pool, resolved with no shard read yet (a fresh page).
  const names = lookup.cards.filter((_, i) => i % Math.floor(lookup.cards.length / 60) === 7).slice(0, 60);
  const runs: number[] = [];
  const cpus: number[] = [];
  const compiling: number[] = [];
  const reading: number[] = [];
  let shardsRead = 0;
  for (let i = 0; i < 21; i++) {
    const shards = new Map<number, ShardCards>();
    let readMs = 0;
    const source = poolSource(lookup, (s) => {
      let cards = shards.get(s);
      if (!cards) {
        const t0 = performance.now();
        cards = shardText(gunzipSync(readFileSync(join(POOL_FOLDER, shardFile(s)))).toString('utf8'));
        readMs += performance.now() - t0;
        shards.set(s, cards);
      }
      return cards;
    });
    const c0 = process.cpuUsage();
    const [resolved, ms] = time(() => resolveGameCardsSync(namesRequest(names), [source]));
    const c = process.cpuUsage(c0);
    if (resolved.resolution.cards.length + resolved.resolution.pool.length !== names.length)
      throw new Error('a pool name did not resolve');
    runs.push(ms);
    cpus.push((c.user + c.system) / 1000);
    // Each card is compiled when the game first reads its definition (a card left in the
    // library never is): here all 60, read through the game's book.
    const book = resolved.cards.book;
    compiling.push(cpu(() => resolved.resolution.cards.map((card) => book.get(card.data.name)))[1]);
    reading.push(readMs);
    shardsRead = shards.size;
  }
  out.push(
    figure(
      'pool',
      'resolve 60 names from the offline pool, median',
      percentile(sorted(runs), 0.5),
      'ms',
      50,
      `after the name file is loaded: ${shardsRead} shards read from disk and gunzipped, each card cut out of its shard's text and parsed, validated, normalised; a game's book made (each card is compiled when the game first reads it: see below)`,
    ),
  );
  out.push(
    figure(
      'pool',
      'resolve 60 names from the offline pool, CPU time median',
      percentile(sorted(cpus), 0.5),
      'ms',
      null,
      "this process's CPU time over the same runs: the figure on an unloaded machine (waiting for a shared CPU is not counted)",
    ),
  );
  out.push(figure('pool', 'resolve 60 names from the offline pool, first run', runs[0] as number, 'ms', null));
  out.push(
    figure(
      'pool',
      'then compile the 60 as the game first reads them, CPU time median',
      percentile(sorted(compiling), 0.5),
      'ms',
      null,
      "the Oracle compiler over each card once (its book compiles a card on its definition's first read; a card that stays in the library is never compiled)",
    ),
  );
  out.push(
    figure(
      'pool',
      'resolve 60 names from the offline pool, fastest of 21',
      Math.min(...runs),
      'ms',
      null,
      'the least disturbed run (the machine is shared: see the load average)',
    ),
  );
  out.push(
    figure(
      'pool',
      'of which reading the shards, median',
      percentile(sorted(reading), 0.5),
      'ms',
      null,
      'read from disk and gunzip, as the app keeps them (text: each card parsed when asked for); the rest is parsing, validating and compiling the 60 cards',
    ),
  );

  // Every prefix of each typed name is one keystroke.
  const keys: number[] = [];
  for (let round = 0; round < 5; round++)
    for (const name of TYPED)
      for (let n = 1; n <= name.length; n++) keys.push(time(() => search.search(name.slice(0, n)))[1]);
  out.push(
    figure(
      'pool',
      'one search keystroke over every name, p95',
      percentile(sorted(keys), 0.95),
      'ms',
      16,
      `${keys.length} keystrokes typing ${TYPED.length} names (typos and loose spellings too) over ${search.size} names`,
    ),
  );
  out.push(figure('pool', 'one search keystroke, median', percentile(sorted(keys), 0.5), 'ms', null));

  const size = (f: string) => statSync(join(POOL_FOLDER, f)).size;
  const shardSizes = Array.from({ length: SHARD_COUNT }, (_, i) => size(shardFile(i)));
  const first = size(MANIFEST_FILE) + bytes.length;
  out.push(
    figure(
      'pool',
      'bytes fetched to resolve one card offline the first time (Tarmogoyf)',
      (first + size(shardFile(shardOf('Tarmogoyf')))) / 1024,
      'KiB',
      null,
      `manifest + name file + its shard; the largest shard would make it ${((first + Math.max(...shardSizes)) / 1024).toFixed(0)} KiB, the whole pool is ${((first + shardSizes.reduce((a, b) => a + b, 0)) / 1024).toFixed(0)} KiB`,
    ),
  );
  return out;
}
