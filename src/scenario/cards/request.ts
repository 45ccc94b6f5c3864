/**
 * What a scenario asks of the card resolver: the names its card entries use and the card data
 * it carries, read leniently from a document that may not be valid yet (the restore step
 * reports what is wrong). A module of its own, without the compiler, so that openers can make
 * the request before the resolver's code is loaded.
 */
import type { CardData } from '../../cards/data/card-data';
import { CardDataSchema } from '../../cards/data/card-data-schema';
import { isRecord, listEntries } from '../doc-view';

/** The card names a scenario's entries use, and the data it carries. */
export interface CardRequest {
  names: string[];
  /** The scenario's `cards` that are well formed (the restore step reports the others). */
  embedded: CardData[];
}

/** The request of a scenario document that may not be valid yet (read leniently). */
export function cardRequest(doc: unknown): CardRequest {
  const names = listEntries(doc).flatMap((entry) => (entry.card === undefined ? [] : [entry.card]));
  const list = isRecord(doc) && Array.isArray(doc.cards) ? (doc.cards as unknown[]) : [];
  const embedded = list.flatMap((item) => {
    const parsed = CardDataSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { names, embedded };
}

/** Names only (a Forge puzzle's, an editor search's). */
export function namesRequest(names: readonly string[]): CardRequest {
  return { names: [...names], embedded: [] };
}

