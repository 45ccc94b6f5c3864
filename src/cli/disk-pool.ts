/**
 * The offline card pool read from disk (the committed `public/pool/`, see
 * src/cards/data/pool/format.ts): what the runner and `npm run cards` resolve real cards with,
 * without a `--cards` file and without a network. The name file is read once per process, each
 * shard the first time a card of it is needed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  isGzip,
  NAMES_FILE,
  POOL_NAMES_FORMAT,
  SHARD_COUNT,
  shardFile,
  type PoolNames,
} from '../cards/data/pool/format';
import { nameLookup, type NameLookup } from '../cards/data/pool/name-lookup';
import { poolSource } from '../cards/data/pool/pool-source';
import type { SyncCardSource } from '../cards/data/resolver';

/** The committed pool's folder. */
export const POOL_FOLDER = fileURLToPath(new URL('../../public/pool/', import.meta.url));

/** The pool on disk: its names and a resolver source over it. */
export interface DiskPool {
  lookup: NameLookup;
  source: SyncCardSource;
  /** Every card of the pool, shard by shard (for coverage over the whole pool). */
  allCards(): unknown[];
}

function readJson(path: string): unknown {
  const bytes = readFileSync(path);
  return JSON.parse((isGzip(bytes) ? gunzipSync(bytes) : bytes).toString('utf8')) as unknown;
}

const pools = new Map<string, DiskPool>();

/** The pool in `dir` (default {@link POOL_FOLDER}), or null when it is not there; throws on a malformed name file. */
export function diskPool(dir: string = POOL_FOLDER): DiskPool | null {
  const known = pools.get(dir);
  if (known) return known;
  if (!existsSync(join(dir, NAMES_FILE))) return null;
  const names = readJson(join(dir, NAMES_FILE)) as Partial<PoolNames>;
  if (names.format !== POOL_NAMES_FORMAT || names.shards !== SHARD_COUNT || !Array.isArray(names.names))
    throw new Error(`${join(dir, NAMES_FILE)} is not a card-name file of this version (run npm run cards:pool)`);
  const lookup = nameLookup(names.names);
  const shards = new Map<number, readonly unknown[]>();
  const read = (shard: number): readonly unknown[] => {
    let cards = shards.get(shard);
    if (!cards) {
      const value = readJson(join(dir, shardFile(shard)));
      if (!Array.isArray(value)) throw new Error(`${shardFile(shard)} is not a list of cards`);
      shards.set(shard, (cards = value));
    }
    return cards;
  };
  const pool: DiskPool = {
    lookup,
    source: poolSource(lookup, read),
    allCards: () => Array.from({ length: SHARD_COUNT }, (_, i) => read(i)).flat(),
  };
  pools.set(dir, pool);
  return pool;
}
