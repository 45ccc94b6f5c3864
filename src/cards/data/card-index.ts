/**
 * A list of card data looked up by name: the offline catalogue, a `--cards` file, a scenario's
 * embedded cards. Each card is normalised ({@link normalizeCard}) once and answers to every
 * alias ({@link cardAliases}) in any case; a card's own name wins over another card's face or
 * full name, and when two cards share a name, the first listed wins.
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
  const listed: [CardData, CardData][] = [];
  for (const raw of cards) {
    const card = normalizeCard(raw);
    if (byName.has(card.name)) continue;
    byName.set(card.name, card);
    listed.push([raw, card]);
  }
  // A card's own name wins over another card's face or full name ("Stream of Life" is the
  // sorcery, not a face of "Infirmary Healer // Stream of Life"), whatever the list's order.
  for (const [raw, card] of listed) {
    const key = foldName(raw.name);
    if (!byAlias.has(key)) byAlias.set(key, card);
  }
  for (const [raw, card] of listed)
    for (const alias of cardAliases(raw)) {
      const key = foldName(alias);
      if (!byAlias.has(key)) byAlias.set(key, card);
    }
  const names = [...byName.keys()];
  return { names, find: (name) => byAlias.get(foldName(name)), exact: (name) => byName.get(name) };
}

/** An index with no cards. */
export const EMPTY_INDEX: CardIndex = indexCards([]);
