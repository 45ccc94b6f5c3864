/**
 * The cards a game is played with, and restore/load helpers bound to them (DESIGN "Real
 * cards"). {@link GameCards} is one game's card book (the pool plus the real cards its
 * scenario names, resolved and compiled: src/scenario/cards/) with an engine over it; the
 * engine is pure and cheap to create, so each game gets its own. {@link POOL_CARDS} is the
 * scripted pool alone: what lessons, the fuzzer and most tests use.
 */
import { createEngine, type Engine } from '../engine';
import type { CardBook } from '../cards/data/card-book';
import { cardRegistry } from '../cards/registry';
import { loadScenario, type LoadResult } from './build';
import { POOL_BOOK, POOL_ENGINE } from './pool-engine';
import { restoreScenario, restoreScenarioText, type RestoreContext, type RestoreResult } from './restore';

/** One game's cards: the book the engine reads definitions from, the engine, and restore bound to the book. */
export interface GameCards {
  book: CardBook;
  engine: Engine;
  /** Restores an unknown value against the book's names. */
  restore(input: unknown): RestoreResult;
  /** Restores JSON text against the book's names. */
  restoreText(text: string): RestoreResult;
}

/**
 * The cards of a game played with `book`; `checks` add the restore step's checks that need
 * real-card code (why a name is unknown, the scenario's card data: scenario/cards/).
 */
export function gameCards(book: CardBook, checks: Pick<RestoreContext, 'unknownCard' | 'checkCards'> = {}): GameCards {
  const ctx: RestoreContext = { cardNames: book.names(), findCard: (name) => book.canonicalName(name), ...checks };
  return {
    book,
    engine: createEngine(book),
    restore: (input) => restoreScenario(input, ctx),
    restoreText: (text) => restoreScenarioText(text, ctx),
  };
}

/** The scripted pool alone (its engine: {@link POOL_ENGINE}). */
export const POOL_CARDS: GameCards = { ...gameCards(POOL_BOOK), engine: POOL_ENGINE };

/** The engine over every scripted card. */
export const engine = POOL_CARDS.engine;

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
export function open(input: unknown, cards: GameCards = POOL_CARDS): LoadResult {
  const r = cards.restore(input);
  if (!r.ok) return { ok: false, problems: r.problems };
  return loadScenario(r.scenario, cards.engine);
}
