/**
 * Closest-name suggestions for unknown card names, ids and keys ("did you mean ...?").
 *
 * Names are compared after {@link normalizeName}, so case, accents, spacing and punctuation do
 * not count as differences: "fire/ice" finds "Fire // Ice", "Isamaru Hound of Konda" finds
 * "Isamaru, Hound of Konda". What remains is measured with the optimal-string-alignment form of
 * the Damerau–Levenshtein distance (a swap of two neighbours is one edit: "Lihgtning" → 1).
 */
import { looseName } from '../cards/data/names';

/**
 * The comparison form of a name: Unicode-decomposed, accents removed, "æ" spelled "ae",
 * lowercase, and everything but letters and digits removed. `"Fire // Ice"` → `"fireice"`.
 * (The cards layer's {@link looseName}.)
 */
export const normalizeName: (name: string) => string = looseName;

/**
 * Optimal-string-alignment distance between `a` and `b` (insertions, deletions, substitutions
 * and swaps of adjacent characters each cost 1). Stops early and returns `limit + 1` as soon as
 * the distance must exceed `limit`, which keeps a large card pool cheap to search.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many edits still count as "close": one per three characters of the longer name. */
function closeness(aLength: number, bLength: number): number {
  return Math.max(1, Math.floor(Math.max(aLength, bLength) / 3));
}

/** Length of the common prefix: among equally distant names, "tapd" is nearer "tapped" than "card". */
function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Names with their {@link normalizeName} forms, prepared once for many lookups. */
export interface PreparedNames {
  readonly names: readonly string[];
  readonly keys: readonly string[];
}

/** Prepares `names` (first of equal spellings kept) for {@link closestNames}. */
export function prepareNames(names: Iterable<string>): PreparedNames {
  const unique = [...new Set(names)];
  return { names: unique, keys: unique.map(normalizeName) };
}

/** Arrays and sets have a `keys` method; prepared names have a `keys` array. */
function isPrepared(candidates: Iterable<string> | PreparedNames): candidates is PreparedNames {
  return Array.isArray((candidates as Partial<PreparedNames>).keys);
}

/** Several prepared lists as one, in order, without normalising anything again. */
export function joinPrepared(...lists: readonly PreparedNames[]): PreparedNames {
  return { names: lists.flatMap((list) => list.names), keys: lists.flatMap((list) => list.keys) };
}

/**
 * Work allowed for suggestions in one restore, in compared characters, so that a hostile file
 * with thousands of unknown names cannot stall the app against a large pool. Once spent,
 * {@link closestNames} returns `[]` (problems are still reported, only without "did you mean").
 */
export class SuggestionBudget {
  constructor(public remaining = 20_000_000) {}
}

/**
 * Up to `max` candidates closest to `input`, best first: equal after normalising, then within a
 * few edits (fewest first), then candidates that contain the input (e.g. "Bolt" → "Lightning
 * Bolt"). Ties go to the longer shared prefix, then the candidates' order. Returns `[]` when
 * nothing is close (more than one edit per three characters of the longer name), or when
 * `budget` is spent.
 */
export function closestNames(
  input: string,
  candidates: Iterable<string> | PreparedNames,
  max = 3,
  budget: SuggestionBudget = new SuggestionBudget(Number.POSITIVE_INFINITY),
): string[] {
  const wanted = normalizeName(input);
  const prepared = isPrepared(candidates) ? candidates : prepareNames(candidates);
  if (wanted === '') return [];
  const scored: { name: string; tier: number; distance: number; prefix: number; order: number }[] = [];
  const seen = new Set<string>();
  for (let order = 0; order < prepared.names.length && budget.remaining > 0; order++) {
    const name = prepared.names[order]!;
    const other = prepared.keys[order]!;
    if (other === '' || seen.has(name)) continue;
    seen.add(name);
    // Never suggest a complete replacement ("x" for "a").
    const limit = Math.min(closeness(wanted.length, other.length), Math.max(wanted.length, other.length) - 1);
    const near = Math.abs(wanted.length - other.length) <= limit;
    budget.remaining -= near ? wanted.length * other.length + 1 : 1;
    const distance = near ? editDistance(wanted, other, limit) : limit + 1;
    const prefix = sharedPrefix(wanted, other);
    if (distance <= limit) scored.push({ name, tier: distance === 0 ? 0 : 1, distance, prefix, order });
    else if (wanted.length >= 3 && other.includes(wanted)) scored.push({ name, tier: 2, distance, prefix, order });
  }
  scored.sort((x, y) => x.tier - y.tier || x.distance - y.distance || y.prefix - x.prefix || x.order - y.order);
  return scored.slice(0, max).map((entry) => entry.name);
}

/** `did you mean "A"?` / `did you mean "A", "B" or "C"?`, or undefined for no names. */
export function didYouMean(names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  const quoted = names.map((name) => JSON.stringify(name));
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return `did you mean ${list}?`;
}
