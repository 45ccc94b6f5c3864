/**
 * The code the game store opens documents with — restore (the scenario schema), build, replay,
 * and the hand-scripted pool — loaded on demand: the lesson list shows without it (bench:
 * first-load JS). Whatever opens a scenario awaits {@link loadScenarioCode} first (navigation,
 * the test hook); links, files, sessions and the editor reach it through chunks of their own.
 */
import { createEngine, type Engine } from '../engine';
import type { CardBook } from '../cards/data/card-book';
import type { openScenarioValue } from '../scenario/link/open-link';
import type { GameCards } from '../scenario/pool';
import type { Problem } from '../scenario/problem';

export interface ScenarioCode {
  /** Restores, builds and replays a document with the pool's cards (open-link.ts). */
  openScenarioValue: typeof openScenarioValue;
  /** The hand-scripted pool (scenario/pool.ts). */
  POOL_CARDS: GameCards;
}

let code: ScenarioCode | null = null;
let pending: Promise<ScenarioCode> | null = null;

/** Loads the scenario code once; a failed load (offline) is tried again on the next call. */
export function loadScenarioCode(): Promise<ScenarioCode> {
  pending ??= Promise.all([import('../scenario/link/open-link'), import('../scenario/pool')]).then(
    ([link, pool]) => (code = { openScenarioValue: link.openScenarioValue, POOL_CARDS: pool.POOL_CARDS }),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The scenario code if it is loaded, else null. */
export function scenarioCodeNow(): ScenarioCode | null {
  return code;
}

/** What opening a document says when the scenario code has not been loaded (a caller forgot to await it). */
export const NOT_LOADED: Problem = {
  path: '',
  message: 'the part of Stackyard that opens scenarios is not loaded yet',
  suggestion: 'try again in a moment',
};

const NO_CARDS: CardBook = {
  get: () => undefined,
  names: () => [],
  canonicalName: () => undefined,
  info: () => undefined,
};

/**
 * An engine over no cards: the table's engine before any game and before the pool is loaded
 * (nothing is read from it then: every reader has a game state to look at first).
 */
export const NO_CARDS_ENGINE: Engine = createEngine(NO_CARDS);
