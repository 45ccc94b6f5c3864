/**
 * The engine over the whole card pool, and restore/load helpers bound to it: what the app,
 * the runner, lessons and tests share.
 */
import { createEngine } from '../engine';
import { cardRegistry } from '../cards/registry';
import { loadScenario, type LoadResult } from './build';
import { restoreScenario, restoreScenarioText, type RestoreResult } from './restore';

/** The engine over every scripted card. */
export const engine = createEngine(cardRegistry);

/** Every name the pool answers to (for restore's name checks and suggestions). */
export const poolNames: readonly string[] = cardRegistry.names();

/** Restores an unknown value against the pool. */
export function restore(input: unknown): RestoreResult {
  return restoreScenario(input, { cardNames: poolNames });
}

/** Restores JSON text against the pool. */
export function restoreText(text: string): RestoreResult {
  return restoreScenarioText(text, { cardNames: poolNames });
}

/** Restores, then builds and starts: one call from outside input to a game, or problems. */
export function open(input: unknown): LoadResult {
  const r = restore(input);
  if (!r.ok) return { ok: false, problems: r.problems };
  return loadScenario(r.scenario, engine);
}
