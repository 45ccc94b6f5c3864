/**
 * The card registry the engine reads definitions from (DESIGN: "the engine never imports a card
 * by name"). Names are looked up exactly; `canonicalName` also accepts any case and the
 * "Fire/Ice" spelling of split cards.
 */
import type { CardDef, CardRegistry } from '../engine';
import { ALL_CARDS } from './all';
import { foldName as fold } from './data/names';

/** A registry over a list of definitions. Throws on duplicate names. */
export function createRegistry(
  defs: readonly CardDef[],
): CardRegistry & { canonicalName(name: string): string | undefined } {
  const byName = new Map<string, CardDef>();
  const folded = new Map<string, string>();
  for (const d of defs) {
    if (byName.has(d.name)) throw new Error(`duplicate card definition "${d.name}"`);
    byName.set(d.name, d);
    folded.set(fold(d.name), d.name);
  }
  const names = [...byName.keys()].sort();
  return {
    get: (name) => byName.get(name),
    names: () => names,
    canonicalName: (name) => (byName.has(name) ? name : folded.get(fold(name))),
  };
}

/** The registry of the whole scripted pool. */
export const cardRegistry = createRegistry(ALL_CARDS);
