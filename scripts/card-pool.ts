/**
 * Builds the offline card pool (src/cards/data/pool/format.ts; docs/architecture.md "The
 * offline card pool") from a JSON array of Scryfall card objects — the shared reference's
 * `all-cards.json` — into `public/pool/`: the manifest, the name file and the shards, gzip.
 * The output is committed; the app, the runner and the build never read the reference.
 *
 *   npm run cards:pool                       from ../shared/reference/oracle/all-cards.json
 *   npm run cards:pool -- FILE.json          from another (newer) data file
 *
 * Every card is validated (the card-data schema) and trimmed ({@link leanCard}); a card that
 * fails, or two cards with one name, stop the build with the reason. The output depends only
 * on the input (gzip with no timestamp, sorted names, cards in each shard by name).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CardDataSchema } from '../src/cards/data/card-data-schema';
import type { CardData } from '../src/cards/data/card-data';
import {
  leanCard,
  MANIFEST_FILE,
  NAMES_FILE,
  POOL_MANIFEST_FORMAT,
  POOL_NAMES_FORMAT,
  SHARD_COUNT,
  shardFile,
  shardOf,
  type PoolManifest,
  type PoolNames,
} from '../src/cards/data/pool/format';

/** The built files: name → bytes, plus the manifest. */
export interface BuiltPool {
  files: Map<string, Uint8Array>;
  manifest: PoolManifest;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const gzip = (text: string) => new Uint8Array(gzipSync(Buffer.from(text, 'utf8'), { level: 9 }));

/** Builds the pool's files from `raw` (a parsed JSON array); throws with the reason on bad input. */
export function buildPool(raw: unknown, source: string): BuiltPool {
  if (!Array.isArray(raw)) throw new Error(`${source} is not a JSON array of card objects`);
  const cards: CardData[] = [];
  const seen = new Set<string>();
  raw.forEach((item: unknown, i) => {
    if (typeof item !== 'object' || item === null) throw new Error(`${source}[${i}] is not a card object`);
    const card = leanCard(item as Record<string, unknown>);
    const parsed = CardDataSchema.safeParse(card);
    if (!parsed.success)
      throw new Error(`${source}[${i}] (${String(card.name)}): ${parsed.error.issues[0]?.message ?? 'not a card'}`);
    if (seen.has(card.name)) throw new Error(`${source}[${i}]: "${card.name}" is listed twice`);
    seen.add(card.name);
    cards.push(card);
  });
  cards.sort((a, b) => byCodeUnits(a.name, b.name));
  const files = new Map<string, Uint8Array>();
  const names: PoolNames = { format: POOL_NAMES_FORMAT, shards: SHARD_COUNT, names: cards.map((c) => c.name) };
  files.set(NAMES_FILE, gzip(JSON.stringify(names)));
  const shards: CardData[][] = Array.from({ length: SHARD_COUNT }, () => []);
  for (const card of cards) shards[shardOf(card.name)]!.push(card);
  shards.forEach((list, i) => files.set(shardFile(i), gzip(JSON.stringify(list))));
  const hash = createHash('sha256');
  for (const [name, bytes] of [...files].sort(([a], [b]) => byCodeUnits(a, b))) hash.update(name).update(bytes);
  let shardBytes = 0;
  for (const [name, bytes] of files) if (name !== NAMES_FILE) shardBytes += bytes.length;
  const manifest: PoolManifest = {
    format: POOL_MANIFEST_FORMAT,
    version: hash.digest('hex').slice(0, 16),
    cards: cards.length,
    shards: SHARD_COUNT,
    bytes: { names: files.get(NAMES_FILE)!.length, shards: shardBytes },
    source: basename(source),
  };
  return { files, manifest };
}

/** Writes `pool` into `dir`, removing files of an earlier build that are no longer made. */
export function writePool(pool: BuiltPool, dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const f of readdirSync(dir)) if (/^shard-\d+\.json\.gz$/.test(f) && !pool.files.has(f)) rmSync(join(dir, f));
  for (const [name, bytes] of pool.files) writeFileSync(join(dir, name), bytes);
  writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(pool.manifest, null, 2)}\n`);
}

const here = dirname(fileURLToPath(import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const input = process.argv[2] ?? join(here, '../../shared/reference/oracle/all-cards.json');
  const pool = buildPool(JSON.parse(readFileSync(input, 'utf8')) as unknown, input);
  writePool(pool, join(here, '../public/pool'));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  process.stdout.write(
    `public/pool: ${pool.manifest.cards} cards, names ${kb(pool.manifest.bytes.names)}, ` +
      `${pool.manifest.shards} shards ${kb(pool.manifest.bytes.shards)} (version ${pool.manifest.version})\n`,
  );
}
