/**
 * Shared helpers for the Forge importer tests: a small fixed card pool, fixture loading and
 * unwrapping of import results.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { importForgePuzzle, type CardLookup, type PzlImportResult, type ScenarioJson } from './import-pzl';
import type { PzlWarning } from './pzl-diagnostics';

/** The card pool the tests pretend to have. */
export const KNOWN_CARDS = ['Pacifism', 'Swamp', 'Plains', 'Forest', 'Island', 'Lightning Bolt'] as const;

const byLowerCase = new Map<string, string>(KNOWN_CARDS.map((name) => [name.toLowerCase(), name]));

/** Case-sensitive `isKnownCard` plus a case-insensitive `knownCardName`. */
export const LOOKUP: CardLookup = {
  isKnownCard: (name) => (KNOWN_CARDS as readonly string[]).includes(name),
  knownCardName: (name) => byLowerCase.get(name.toLowerCase()),
};

/** Raw text of `fixtures/<name>`. */
export function fixture(name: string): string {
  return readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), 'utf8');
}

/** Imports and asserts success; returns the scenario and warnings. */
export function importOk(
  text: string,
  lookup: CardLookup = LOOKUP,
): { scenario: ScenarioJson; warnings: PzlWarning[] } {
  const result: PzlImportResult = importForgePuzzle(text, lookup);
  if (!result.ok) expect.fail(`import failed: ${result.errors.join(' | ')}`);
  return { scenario: result.scenario, warnings: result.warnings };
}

/** Imports and asserts failure; returns the error messages. */
export function importErrors(text: string, lookup: CardLookup = LOOKUP): string[] {
  const result = importForgePuzzle(text, lookup);
  if (result.ok) expect.fail('import unexpectedly succeeded');
  return result.errors;
}
