/**
 * A card registry over a list of definitions (DESIGN: "the engine never imports a card by
 * name"): names are looked up exactly; `canonicalName` also accepts any case and the
 * "Fire/Ice" spelling of split cards. Its own file, apart from the whole pool's registry
 * (./registry.ts), so that a registry of a few cards (a lesson's) loads without every card.
 */
import type { CardDef, CardRegistry } from '../engine';
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
