/**
 * What a scenario asks of the card resolver: the names its card entries use and the card data
 * it carries, read leniently from a document that may not be valid yet (the restore step
 * reports what is wrong). A module of its own, without the compiler, so that openers can make
 * the request before the resolver's code is loaded.
 */
import { isRecord, listEntries } from '../doc-view';

/** The card names a scenario's entries use, and the data it carries. */
export interface CardRequest {
  names: string[];
  /** The scenario's `cards` as written (the resolver uses the well-formed ones; the restore step reports the others). */
  embedded: unknown[];
}

/** The request of a scenario document that may not be valid yet (read leniently). */
export function cardRequest(doc: unknown): CardRequest {
  const names = listEntries(doc).flatMap((entry) => (entry.card === undefined ? [] : [entry.card]));
  const embedded = isRecord(doc) && Array.isArray(doc.cards) ? [...(doc.cards as unknown[])] : [];
  return { names, embedded };
}

/** Names only (a Forge puzzle's, an editor search's). */
export function namesRequest(names: readonly string[]): CardRequest {
  return { names: [...names], embedded: [] };
}
