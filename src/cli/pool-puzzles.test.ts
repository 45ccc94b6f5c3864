/**
 * Issue 20: the Forge puzzles of the shared reference (read in place, never copied) open offline
 * through the importer with every real card from the committed offline pool — no `--cards` file,
 * no network — so no real card becomes a vanilla proxy (Forge's tokens, `t:Goblin,…`, are read
 * as tokens: they are no card names). Skipped, with a message, when the
 * shared reference is not beside this checkout.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedReference } from '../cards/data/test-data';
import { diskPool } from './disk-pool';
import { readRunnerInput } from './runner-cards';
import { resolveCardsSync } from '../cards/data/resolver';
import { cardRegistry } from '../cards/registry';
import { fileCardRequest } from '../scenario/scenario-file';

const INDEX = sharedReference('forge-puzzles/INDEX.md');
const DIR = INDEX ? dirname(INDEX) : undefined;
const PUZZLES =
  DIR && existsSync(DIR)
    ? readdirSync(DIR)
        .filter((f) => f.endsWith('.pzl'))
        .sort()
    : [];

if (!DIR)
  it.skip('the shared Forge puzzles (../shared/reference/forge-puzzles) are not beside this checkout', () => {});

describe.skipIf(!DIR)('the shared Forge puzzles open offline from the committed pool', () => {
  it('there are 27 of them', () => {
    expect(PUZZLES).toHaveLength(27);
  });

  it.each(PUZZLES)('%s: every card name resolves to a real card from the pool (Forge tokens aside)', (file) => {
    const text = readFileSync(join(DIR as string, file), 'utf8');
    const pool = diskPool();
    const resolution = resolveCardsSync(fileCardRequest(file, text).names, cardRegistry, pool ? [pool.source] : []);
    expect(resolution.pool.length + resolution.cards.length).toBeGreaterThan(0);
    expect(resolution.cards.every((c) => c.source === 'catalogue')).toBe(true);
    // What no source has is a Forge token ("t:Goblin,P:1,…", "T:w_1_1_soldier"), never a card's name.
    for (const m of resolution.missing) expect(m.name, file).toMatch(/^t:/i);
  });

  it.each(PUZZLES)('%s: the board opens with no vanilla proxy for a real card', (file) => {
    const text = readFileSync(join(DIR as string, file), 'utf8');
    const pool = diskPool();
    const input = readRunnerInput(file, text, undefined, {
      readFile: () => {
        throw new Error('no other file is read');
      },
      catalogue: () => pool?.source,
    });
    if (!input.ok) {
      // A puzzle the importer refuses for what is not about cards (PS_MKM4's "Turns:9999" is
      // past the importer's limit) still names no card it could not find.
      expect(input.message).not.toMatch(/unknown card|stand-in|proxies/);
      return;
    }
    const messages = input.notes.map((n) => n.message);
    expect(
      messages.filter((m) => /stand-in/.test(m)),
      file,
    ).toEqual([]);
    // What still becomes a proxy is a Forge token (the importer's business), never a real card.
    const proxied = messages
      .filter((m) => /vanilla proxies/.test(m))
      .flatMap((m) => [...m.slice(m.indexOf(':') + 1).matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((q) => q[1] as string));
    for (const name of proxied) {
      expect(name, file).toMatch(/^t:/i);
      expect(pool?.lookup.find(name), name).toBeUndefined();
    }
    // Every card the board names is known to the game with real data (scripted, or the offline pool).
    const names = new Set<string>();
    for (const player of Object.values(input.restored.scenario.players))
      for (const zone of Object.values(player ?? {}))
        if (Array.isArray(zone))
          for (const entry of zone as unknown[]) {
            const name = typeof entry === 'string' ? entry : (entry as { card?: string }).card;
            if (name) names.add(name);
          }
    expect(names.size).toBeGreaterThan(0);
    for (const name of names) expect(input.cards.book.info(name)?.source, name).toMatch(/^(pool|catalogue)$/);
  });
});
