/**
 * The hand-scripted pool as a card book, and the engine over it, without the restore step (no
 * schema code): what a built-in lesson, restored beforehand, is played with. pool.ts binds
 * restore to the same book and engine ({@link POOL_CARDS}).
 */
import { createEngine, type Engine } from '../engine';
import type { CardBook, CardInfo } from '../cards/data/card-book';
import { cardRegistry } from '../cards/registry';

/** The pool as a card book: every card hand-scripted, so enforced in full. */
function poolBook(): CardBook {
  const info = (name: string): CardInfo | undefined => {
    const def = cardRegistry.get(name);
    return def && { name: def.name, source: 'pool', status: 'full', abilities: [], data: null, note: null };
  };
  return { get: cardRegistry.get, names: cardRegistry.names, canonicalName: cardRegistry.canonicalName, info };
}

/** The pool's card book. */
export const POOL_BOOK: CardBook = poolBook();

/** The engine over the pool. */
export const POOL_ENGINE: Engine = createEngine(POOL_BOOK);
