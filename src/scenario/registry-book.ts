/**
 * Scripted cards as a card book (src/cards/data/card-book.ts), and an engine over them, without
 * the restore step (no schema code): the whole pool ({@link ./pool-engine.ts}) or the few cards
 * a built-in lesson names ({@link lessonEngine}).
 */
import {
  createEngine,
  loadEveryStep,
  namesPredefinedToken,
  stepsReadyFor,
  type CardDef,
  type CardRegistry,
  type Engine,
} from '../engine';
import type { CardBook, CardInfo } from '../cards/data/card-book';
import { createRegistry } from '../cards/create-registry';

/** Hand-scripted cards as a card book: every card enforced in full. */
export function registryBook(registry: CardRegistry & { canonicalName(name: string): string | undefined }): CardBook {
  const info = (name: string): CardInfo | undefined => {
    const def = registry.get(name);
    return def && { name: def.name, source: 'pool', status: 'full', abilities: [], data: null, note: null };
  };
  return { get: registry.get, names: registry.names, canonicalName: registry.canonicalName, info };
}

/**
 * The engine a built-in lesson is played with: over the scripted cards its document names
 * (src/scenario/lessons/cards/<id>.json, written with the lesson catalogue), so a lesson link's
 * first load carries those cards, not the whole pool. Throws if `defs` is not a list of named
 * definitions.
 */
export function lessonEngine(defs: unknown): Engine {
  if (!Array.isArray(defs) || !defs.every((d) => typeof (d as { name?: unknown } | null)?.name === 'string'))
    throw new Error("the lesson's card definitions are not a list of cards");
  return createEngine(registryBook(createRegistry(defs as CardDef[])));
}

/**
 * {@link lessonEngine}, once the engine can carry out every instruction its cards write (the
 * rest of the step table is loaded first if they need it), and those of the predefined tokens
 * (CR 111.10) the lesson's document `doc` puts in a zone as proxies (their definitions load with
 * the rest of the tables, so a document naming one waits for them). Rejects as `lessonEngine`
 * throws, or if that code can't be loaded.
 */
export async function lessonEngineReady(defs: unknown, doc?: unknown): Promise<Engine> {
  await Promise.all([stepsReadyFor(defs), namesPredefinedToken(doc) ? loadEveryStep() : undefined]);
  return lessonEngine(defs);
}
