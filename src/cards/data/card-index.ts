/**
 * A list of card data looked up by name: the offline catalogue, a `--cards` file, a scenario's
 * embedded cards. Each card is normalised ({@link normalizeCard}) once and answers to every
 * alias ({@link cardAliases}) in any case; when two cards share a name, the first listed wins.
 */
import type { CardData } from './card-data';
import { cardAliases, normalizeCard } from './faces';
import { foldName } from './names';

export interface CardIndex {
  /** The cards' names (after normalising), first spelling of each, in list order. */
  readonly names: readonly string[];
  /** The card a name (any alias, any case) stands for, normalised; undefined if none. */
  find(name: string): CardData | undefined;
  /** The card whose normalised name is exactly `name`. */
  exact(name: string): CardData | undefined;
}

/** Indexes `cards` (already validated). */
export function indexCards(cards: readonly CardData[]): CardIndex {
  const byAlias = new Map<string, CardData>();
  const byName = new Map<string, CardData>();
  for (const raw of cards) {
    const card = normalizeCard(raw);
    if (byName.has(card.name) || byAlias.has(foldName(card.name))) continue;
    byName.set(card.name, card);
    for (const alias of cardAliases(raw)) {
      const key = foldName(alias);
      if (!byAlias.has(key)) byAlias.set(key, card);
    }
  }
  const names = [...byName.keys()];
  return { names, find: (name) => byAlias.get(foldName(name)), exact: (name) => byName.get(name) };
}

/** An index with no cards. */
export const EMPTY_INDEX: CardIndex = indexCards([]);
