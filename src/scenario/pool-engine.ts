/**
 * The hand-scripted pool as a card book, and the engine over it, without the restore step (no
 * schema code). pool.ts binds restore to the same book and engine ({@link POOL_CARDS}).
 */
import { createEngine, type Engine } from '../engine';
import type { CardBook } from '../cards/data/card-book';
import { cardRegistry } from '../cards/registry';
import { registryBook } from './registry-book';

/** The pool's card book. */
export const POOL_BOOK: CardBook = registryBook(cardRegistry);

/** The engine over the pool. */
export const POOL_ENGINE: Engine = createEngine(POOL_BOOK);
