/**
 * Card data for tests, read from disk: the shipped offline catalogue
 * (fixtures/classic-cards.json, 386 real cards) and the Scryfall fixtures
 * (fixtures/scryfall-cards.json). Test-only (Node): the app fetches the catalogue instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CardData } from './card-data';

const read = (url: URL): CardData[] => JSON.parse(readFileSync(fileURLToPath(url), 'utf8')) as CardData[];

/** The path of the shipped catalogue file. */
export const CATALOGUE_FILE = fileURLToPath(new URL('./fixtures/classic-cards.json', import.meta.url));
/** The path of the Scryfall fixtures. */
export const SCRYFALL_FIXTURE_FILE = fileURLToPath(new URL('./fixtures/scryfall-cards.json', import.meta.url));

/** The catalogue's cards, as shipped. */
export function catalogueCards(): CardData[] {
  return read(new URL('./fixtures/classic-cards.json', import.meta.url));
}

/** Scryfall-shaped cards outside the pool and the catalogue (see fixtures/README.md). */
export function scryfallCards(): CardData[] {
  return read(new URL('./fixtures/scryfall-cards.json', import.meta.url));
}

/** One fixture card by name; throws if the fixtures lack it (a broken test, not a result). */
export function fixtureCard(name: string): CardData {
  const card = scryfallCards().find((c) => c.name === name);
  if (!card) throw new Error(`no fixture card "${name}"`);
  return card;
}

/**
 * A file of the shared reference folder (`../shared/reference/` beside the repository, or beside
 * the worktrees' folder), read in place and never copied; undefined when it is not there.
 */
export function sharedReference(path: string): string | undefined {
  for (const up of ['../../../../shared/reference/', '../../../../../shared/reference/']) {
    const full = fileURLToPath(new URL(up + path, import.meta.url));
    if (existsSync(full)) return full;
  }
  return undefined;
}
