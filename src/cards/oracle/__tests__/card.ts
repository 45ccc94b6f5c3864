/**
 * Real cards for the compiler's tests, in the Scryfall shape: name, cost, type line, Oracle
 * text and P/T exactly as printed today (facts about cards).
 */
import type { CardData } from '../../data/card-data';

/** Card data from its printed parts. */
export function card(name: string, manaCost: string, typeLine: string, oracle: string, pt?: string): CardData {
  const [power, toughness] = pt ? pt.split('/') : [];
  return {
    name,
    mana_cost: manaCost,
    type_line: typeLine,
    oracle_text: oracle,
    layout: 'normal',
    ...(pt ? { power, toughness } : {}),
  };
}
