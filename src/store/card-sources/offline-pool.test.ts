// The offline pool in the app (issue 20): the name file first, then only the shard holding a
// card; both kept, so a second page resolves the card with the network gone; a newer manifest
// drops what was kept. The committed public/pool/ files are served by a fake fetch.
import { describe, expect, it } from 'vitest';
import { MANIFEST_FILE, NAMES_FILE, SHARD_COUNT, shardFile, shardOf } from '../../cards/data/pool/format';
import { createOfflinePool, memoryPoolStorage, type PoolStorage } from './offline-pool';
import { fakeClock, fakeScryfall, POOL_URL } from './test-fakes';

function served(
  storage: PoolStorage,
  opts: { down?: boolean; manifest?: string; status?: Readonly<Record<string, number>> } = {},
) {
  const seen: string[] = [];
  const real = fakeScryfall([], fakeClock()).fetch;
  const fetchFn: typeof fetch = async (input, init) => {
    const file = String(input).slice(POOL_URL.length);
    seen.push(file);
    if (opts.down) throw new TypeError('Failed to fetch');
    const status = opts.status?.[file];
    if (status) return new Response('', { status });
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
      shards: SHARD_COUNT,
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

  it('files kept by an older app (another shard count) are dropped, not read: online they are fetched again, offline the reason is given', async () => {
    const older = (storage: PoolStorage) =>
      Promise.all([
        storage.put(
          MANIFEST_FILE,
          new TextEncoder().encode(
            JSON.stringify({
              format: 'stackyard/card-pool@1',
              version: 'older',
              cards: 1,
              shards: SHARD_COUNT / 4,
              bytes: { names: 0, shards: 0 },
              source: 'test',
            }),
          ),
        ),
        storage.put(
          NAMES_FILE,
          new TextEncoder().encode('{"format":"stackyard/card-names@1","shards":256,"names":[]}'),
        ),
      ]);
    const storage = memoryPoolStorage();
    await older(storage);
    const online = served(storage);
    const answer = await resolve(online.pool, ['Tarmogoyf']);
    expect(answer.found.get('Tarmogoyf')?.name).toBe('Tarmogoyf');
    expect(online.seen).toEqual([MANIFEST_FILE, NAMES_FILE, shardFile(shardOf('Tarmogoyf'))]);

    const gone = memoryPoolStorage();
    await older(gone);
    const offline = served(gone, { down: true });
    expect(await offline.pool.names()).toBeNull();
    expect(offline.pool.error()).toBe('the offline catalogue could not be loaded (Failed to fetch)');
    expect(await gone.get(NAMES_FILE)).toBeUndefined();
  });

  it('loose spellings come with their note', async () => {
    const { pool } = served(memoryPoolStorage());
    const answer = await resolve(pool, ["Lim-Dul's Vault"]);
    expect(answer.found.get("Lim-Dul's Vault")?.name).toBe("Lim-Dûl's Vault");
    expect(answer.notes?.get("Lim-Dul's Vault")).toMatch(/^read as "Lim-Dûl's Vault"/);
  });

  describe('refreshing from a newer data file (the editor\'s "Check for newer card data")', () => {
    const newer = JSON.stringify({
      format: 'stackyard/card-pool@1',
      version: 'a-newer-one',
      cards: 32370,
      shards: SHARD_COUNT,
      bytes: { names: 0, shards: 0 },
      source: 'test',
    });

    it('the same version: up to date, only the manifest is fetched and nothing kept is dropped', async () => {
      const storage = memoryPoolStorage();
      const { pool, seen } = served(storage);
      await resolve(pool, ['Tarmogoyf']);
      seen.length = 0;
      const outcome = await pool.refresh();
      expect(outcome).toMatchObject({ ok: true, changed: false });
      expect(seen).toEqual([MANIFEST_FILE]);
      expect(await storage.get(shardFile(shardOf('Tarmogoyf')))).toBeDefined();
    });

    it("a newer version: its name file is fetched first, then the kept files are replaced and a card's shard is fetched again", async () => {
      const storage = memoryPoolStorage();
      await resolve(served(storage).pool, ['Tarmogoyf']);
      const next = served(storage, { manifest: newer });
      await resolve(next.pool, ['Tarmogoyf']);
      // (the page had the newer version from its start: refresh finds it current)
      expect(await next.pool.refresh()).toMatchObject({ ok: true, changed: false, version: 'a-newer-one' });

      const older = memoryPoolStorage();
      const page = served(older);
      await resolve(page.pool, ['Tarmogoyf']);
      const shard = shardFile(shardOf('Tarmogoyf'));
      expect(await older.get(shard)).toBeDefined();
      // The server now has the newer data file.
      const later = served(older, { manifest: newer });
      const outcome = await later.pool.refresh();
      expect(outcome).toEqual({ ok: true, changed: true, version: 'a-newer-one', cards: expect.any(Number) as number });
      expect(later.seen).toEqual([MANIFEST_FILE, NAMES_FILE]);
      expect(await older.get(shard)).toBeUndefined();
      expect(new TextDecoder().decode(await older.get(MANIFEST_FILE))).toContain('a-newer-one');
      // Resolving again fetches the card's shard of the new version (the names are in already).
      await resolve(later.pool, ['Tarmogoyf']);
      expect(later.seen).toEqual([MANIFEST_FILE, NAMES_FILE, shard]);
    });

    it('a newer manifest whose name file fails: nothing kept changes, and the reason is given', async () => {
      const storage = memoryPoolStorage();
      const page = served(storage);
      await resolve(page.pool, ['Tarmogoyf']);
      const broken = served(storage, { manifest: newer, status: { [NAMES_FILE]: 404 } });
      const outcome = await broken.pool.refresh();
      expect(outcome).toEqual({
        ok: false,
        offline: false,
        reason: `the newer card names could not be fetched (HTTP 404 for ${NAMES_FILE})`,
      });
      expect(new TextDecoder().decode(await storage.get(MANIFEST_FILE))).not.toContain('a-newer-one');
      expect(await storage.get(shardFile(shardOf('Tarmogoyf')))).toBeDefined();
      // The kept pool still answers with the network gone.
      const answer = await resolve(served(storage, { down: true }).pool, ['Tarmogoyf']);
      expect(answer.found.get('Tarmogoyf')?.name).toBe('Tarmogoyf');
    });

    it("a manifest that can't be fetched or read is an error; offline nothing is fetched", async () => {
      const storage = memoryPoolStorage();
      expect(await served(storage, { status: { [MANIFEST_FILE]: 500 } }).pool.refresh()).toEqual({
        ok: false,
        offline: false,
        reason: `the card data's manifest could not be fetched (HTTP 500 for ${MANIFEST_FILE})`,
      });
      expect(await served(storage, { manifest: '{"format":"other"}' }).pool.refresh()).toMatchObject({
        ok: false,
        reason: "the card data's manifest could not be fetched (the pool manifest is not of this version)",
      });
      const offline = served(storage, { down: true });
      expect(await offline.pool.refresh()).toMatchObject({ ok: false, offline: true });
      expect(offline.seen).toEqual([]);
    });
  });
});
