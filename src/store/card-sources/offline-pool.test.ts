// The offline pool in the app (issue 20): the name file first, then only the shard holding a
// card; both kept, so a second page resolves the card with the network gone; a newer manifest
// drops what was kept. The committed public/pool/ files are served by a fake fetch.
import { describe, expect, it } from 'vitest';
import { MANIFEST_FILE, NAMES_FILE, shardFile, shardOf } from '../../cards/data/pool/format';
import { createOfflinePool, memoryPoolStorage, type PoolStorage } from './offline-pool';
import { fakeClock, fakeScryfall, POOL_URL } from './test-fakes';

function served(storage: PoolStorage, opts: { down?: boolean; manifest?: string } = {}) {
  const seen: string[] = [];
  const real = fakeScryfall([], fakeClock()).fetch;
  const fetchFn: typeof fetch = async (input, init) => {
    const file = String(input).slice(POOL_URL.length);
    seen.push(file);
    if (opts.down) throw new TypeError('Failed to fetch');
    if (file === MANIFEST_FILE && opts.manifest) return new Response(opts.manifest);
    return real(input, init);
  };
  const pool = createOfflinePool({ fetch: fetchFn, online: () => !opts.down, storage, baseUrl: POOL_URL });
  return { pool, seen };
}

async function resolve(pool: ReturnType<typeof createOfflinePool>, names: string[]) {
  const lookup = await pool.names();
  if (!lookup) throw new Error(pool.error() ?? 'no names');
  return pool.source(lookup).lookup(names);
}

describe('the offline pool in the app', () => {
  it('resolves one card with the manifest, the name file and the one shard that holds it', async () => {
    const { pool, seen } = served(memoryPoolStorage());
    const answer = await resolve(pool, ['Tarmogoyf']);
    expect(answer.found.get('Tarmogoyf')).toMatchObject({ type_line: 'Creature — Lhurgoyf', power: '*' });
    expect(seen).toEqual([MANIFEST_FILE, NAMES_FILE, shardFile(shardOf('Tarmogoyf'))]);
    expect(pool.traffic.files).toBe(3);
  });

  it('what was fetched is kept: another page resolves it with the network gone', async () => {
    const storage = memoryPoolStorage();
    await resolve(served(storage).pool, ['Delver of Secrets', 'Stream of Life']);
    const offline = served(storage, { down: true });
    const answer = await resolve(offline.pool, ['Insectile Aberration', 'Stream of Life']);
    expect(answer.found.get('Insectile Aberration')?.name).toBe('Delver of Secrets // Insectile Aberration');
    expect(answer.found.get('Stream of Life')?.type_line).toBe('Sorcery');
    expect(offline.seen).toEqual([]);
    // A card whose shard was never fetched can't be had offline: the source says why.
    const other = await resolve(offline.pool, ['Lightning Bolt']);
    expect(other.found.size).toBe(0);
    expect(other.unreachable).toMatch(/^the offline catalogue could not be loaded \(Failed to fetch\)$/);
  });

  it('a manifest of another version drops the kept files, which are fetched again', async () => {
    const storage = memoryPoolStorage();
    await resolve(served(storage).pool, ['Tarmogoyf']);
    const newer = JSON.stringify({
      format: 'stackyard/card-pool@1',
      version: 'a-newer-one',
      cards: 1,
      shards: 256,
      bytes: { names: 0, shards: 0 },
      source: 'test',
    });
    const next = served(storage, { manifest: newer });
    await resolve(next.pool, ['Tarmogoyf']);
    expect(next.seen).toEqual([MANIFEST_FILE, NAMES_FILE, shardFile(shardOf('Tarmogoyf'))]);
    expect(next.pool.manifest()?.version).toBe('a-newer-one');
    // The same version again: nothing but the manifest is fetched.
    const same = served(storage, { manifest: newer });
    await resolve(same.pool, ['Tarmogoyf']);
    expect(same.seen).toEqual([MANIFEST_FILE]);
  });

  it('loose spellings come with their note', async () => {
    const { pool } = served(memoryPoolStorage());
    const answer = await resolve(pool, ["Lim-Dul's Vault"]);
    expect(answer.found.get("Lim-Dul's Vault")?.name).toBe("Lim-Dûl's Vault");
    expect(answer.notes?.get("Lim-Dul's Vault")).toMatch(/^read as "Lim-Dûl's Vault"/);
  });
});
