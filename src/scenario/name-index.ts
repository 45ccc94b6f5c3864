/**
 * Case-insensitive lookup of card names (the pool's, a scenario's proxies'), returning the
 * canonical spelling, so "lightning bolt" in a file becomes "Lightning Bolt" in the scenario.
 */
import { joinPrepared, prepareNames, type PreparedNames } from './suggest';

/** Names with a case-insensitive `find`; `names` in their given order, for suggestions. */
export interface NameIndex {
  readonly names: readonly string[];
  /** `names` prepared for suggestions (computed on first use, then kept). */
  readonly prepared: PreparedNames;
  /** The canonical spelling of `name` (first listed wins), or undefined if it is not listed. */
  find(name: string): string | undefined;
}

/** The comparison key: Unicode NFC, lowercase. Spacing and punctuation still count. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/** An index of `names`; when two differ only by case, the first spelling is canonical. */
export function nameIndex(names: Iterable<string>): NameIndex {
  const list = [...names];
  const byKey = new Map<string, string>();
  for (const name of list) if (!byKey.has(nameKey(name))) byKey.set(nameKey(name), name);
  let prepared: PreparedNames | undefined;
  return {
    names: list,
    get prepared() {
      return (prepared ??= prepareNames(list));
    },
    find: (name) => byKey.get(nameKey(name)),
  };
}

const pools = new WeakMap<readonly string[], NameIndex>();

/** {@link nameIndex} of a card pool, cached per array so repeated restores do not rebuild it. */
export function poolIndex(cardNames: readonly string[]): NameIndex {
  let index = pools.get(cardNames);
  if (!index) {
    index = nameIndex(cardNames);
    pools.set(cardNames, index);
  }
  return index;
}

/**
 * Looks names up in `first`, then in `second` (e.g. the pool, then the scenario's proxies);
 * `names` lists `second`'s first, since a scenario's own names are the likelier suggestions.
 */
export function layered(first: NameIndex, second: NameIndex): NameIndex {
  let prepared: PreparedNames | undefined;
  return {
    names: [...second.names, ...first.names],
    get prepared() {
      return (prepared ??= joinPrepared(second.prepared, first.prepared));
    },
    find: (name) => first.find(name) ?? second.find(name),
  };
}

/**
 * `index`, also finding names through `find` (e.g. a card book's spellings: a face's name,
 * "Fire/Ice"); `names` stay `index`'s, for suggestions.
 */
export function withFinder(index: NameIndex, find: (name: string) => string | undefined): NameIndex {
  return {
    names: index.names,
    get prepared() {
      return index.prepared;
    },
    find: (name) => index.find(name) ?? find(name),
  };
}
