/**
 * Searching every real card's name as one types (issue 20: the editor's card search over the
 * 32,370 names of the offline pool and their faces' names). Ranked:
 *
 *   0. exact — the name, ignoring case, accents and punctuation ({@link looseName});
 *   1. prefix — the name starts with what was typed ("Tarmo" → Tarmogoyf);
 *   2. word prefix — a later word starts it ("apocalypse" → Sheoldred, the Apocalypse);
 *   3. contains — for 3 characters or more ("ogoy" → Tarmogoyf);
 *   4. close spellings — within one edit per four characters (optimal string alignment:
 *      "Tarmogyof" → Tarmogoyf), asked only when the tiers above found fewer than wanted.
 *
 * Within a tier a card's own name comes before a face's, then shorter names, then the list's
 * order (sorted by name). A face's name finds its card, listed
 * once under the card's full name. Close spellings use a bigram index so that only names
 * sharing enough pairs of letters are measured (q-gram lemma: one edit breaks at most two).
 */
import { looseName } from '../names';
import { faceNamesOf } from './format';

/** How a name matched. */
export type SearchRank = 'exact' | 'prefix' | 'word' | 'contains' | 'close';

/** One result: the card's full name, and how it matched. */
export interface SearchHit {
  name: string;
  rank: SearchRank;
}

/** A prepared search over card names. */
export interface NameSearch {
  /** Names and face names searched. */
  readonly size: number;
  /** Up to `max` cards for `typed`, best first. */
  search(typed: string, max?: number): SearchHit[];
  /** Up to `max` cards whose names are close spellings of `typed` (exact first), best first. */
  closest(typed: string, max?: number): string[];
}

const RANKS: readonly SearchRank[] = ['exact', 'prefix', 'word', 'contains', 'close'];

/** How many edits still count as "close": one per four characters of the longer name. */
function closeness(a: number, b: number): number {
  return Math.max(1, Math.floor(Math.max(a, b) / 4));
}

/** Optimal-string-alignment distance, giving up (limit + 1) once it must exceed `limit`; rows reused. */
function distance(a: string, b: string, limit: number, rows: Int32Array[]): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const w = b.length + 1;
  if (rows[0]!.length < w) for (let r = 0; r < 3; r++) rows[r] = new Int32Array(w * 2);
  let before = rows[0]!;
  let previous = rows[1]!;
  let current = rows[2]!;
  for (let j = 0; j < w; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < w; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return limit + 1;
    const t = before;
    before = previous;
    previous = current;
    current = t;
  }
  return previous[b.length]!;
}

/** Index range [lo, hi) of the strings in sorted `list` (read through `at`) that start with `key`. */
function prefixRange(n: number, at: (i: number) => string, key: string): [number, number] {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid) < key) lo = mid + 1;
    else hi = mid;
  }
  const from = lo;
  hi = n;
  const end = `${key}\uffff`;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(mid) < end) lo = mid + 1;
    else hi = mid;
  }
  return [from, lo];
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The `k` best [entry, tier] offered (lower tier first, then `better`), without sorting them all. */
class TopK {
  private readonly items: [number, number][] = [];
  constructor(
    private readonly k: number,
    private readonly better: (x: number, y: number) => number,
  ) {}
  private before(a: [number, number], b: [number, number]): boolean {
    return a[1] - b[1] < 0 || (a[1] === b[1] && this.better(a[0], b[0]) < 0);
  }
  offer(entry: number, tier: number): void {
    const item: [number, number] = [entry, tier];
    const items = this.items;
    if (items.length === this.k && !this.before(item, items[items.length - 1]!)) return;
    let at = items.length;
    while (at > 0 && this.before(item, items[at - 1]!)) at--;
    items.splice(at, 0, item);
    if (items.length > this.k) items.pop();
  }
  best(): [number, number][] {
    return this.items;
  }
}

/** A search over `fullNames` (each card's full name) and their faces' names. */
export function nameSearch(fullNames: readonly string[]): NameSearch {
  // Entries: a name or a face's name, its loose key, its card, whether it is a face.
  const keys: string[] = [];
  const cardOf: number[] = [];
  const isFace: boolean[] = [];
  // Where each later word starts: [the key from that word on, entry].
  const suffixes: [string, number][] = [];
  const add = (name: string, card: number, face: boolean) => {
    const key = looseName(name);
    if (!key) return;
    const entry = keys.length;
    keys.push(key);
    cardOf.push(card);
    isFace.push(face);
    let at = 0;
    for (const word of name.split(/[\s,/'"()!?.:-]+/)) {
      const w = looseName(word);
      if (!w) continue;
      if (at > 0) suffixes.push([key.slice(at), entry]);
      at += w.length;
    }
  };
  fullNames.forEach((name, i) => {
    add(name, i, false);
    for (const face of faceNamesOf(name)) add(face, i, true);
  });
  const byKey = keys.map((_, i) => i).sort((x, y) => byCodeUnits(keys[x]!, keys[y]!));
  suffixes.sort((x, y) => byCodeUnits(x[0], y[0]));
  /** Better first: a card's own name before a face's, shorter names, then the list's order. */
  const better = (x: number, y: number) =>
    keys[x]!.length - keys[y]!.length || Number(isFace[x]) - Number(isFace[y]) || cardOf[x]! - cardOf[y]!;

  // Bigrams as numbers (two UTF-16 code units), each key's listed once per bigram. Built with the
  // search (not on the first misspelling, which would then stall a keystroke).
  const bigram = (key: string, j: number) => key.charCodeAt(j) * 65536 + key.charCodeAt(j + 1);
  const bigrams = new Map<number, Int32Array>();
  {
    const counts = new Map<number, number>();
    const last = new Map<number, number>();
    const each = (visit: (g: number, i: number) => void) => {
      last.clear();
      keys.forEach((key, i) => {
        for (let j = 0; j + 1 < key.length; j++) {
          const g = bigram(key, j);
          if (last.get(g) === i) continue;
          last.set(g, i);
          visit(g, i);
        }
      });
    };
    each((g) => counts.set(g, (counts.get(g) ?? 0) + 1));
    const filled = new Map<number, number>();
    for (const [g, n] of counts) {
      bigrams.set(g, new Int32Array(n));
      filled.set(g, 0);
    }
    each((g, i) => {
      const at = filled.get(g)!;
      bigrams.get(g)![at] = i;
      filled.set(g, at + 1);
    });
  }
  const shared = new Uint16Array(keys.length);
  const rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

  /** Entries within closeness of `key`, as [entry, distance], nearest first. */
  function close(key: string): [number, number][] {
    const grams = new Set<number>();
    for (let j = 0; j + 1 < key.length; j++) grams.add(bigram(key, j));
    // The most edits allowed against any name (a longer name allows more, but must then be
    // within that many characters of the key's length).
    let maxLimit = closeness(key.length, key.length);
    while (closeness(key.length, key.length + maxLimit + 1) > maxLimit) maxLimit++;
    // Each edit breaks at most two of the key's bigrams.
    const need = grams.size - 2 * maxLimit;
    const candidates: number[] = [];
    if (need <= 0) {
      for (let i = 0; i < keys.length; i++) if (Math.abs(keys[i]!.length - key.length) <= maxLimit) candidates.push(i);
    } else {
      shared.fill(0);
      for (const g of grams) {
        const list = bigrams.get(g);
        if (!list) continue;
        for (let k = 0; k < list.length; k++) {
          const i = list[k]!;
          const count = (shared[i] ?? 0) + 1;
          shared[i] = count;
          if (count === need && Math.abs(keys[i]!.length - key.length) <= maxLimit) candidates.push(i);
        }
      }
    }
    const out: [number, number][] = [];
    for (const i of candidates) {
      const other = keys[i]!;
      const limit = Math.min(closeness(key.length, other.length), Math.max(key.length, other.length) - 1);
      const d = distance(key, other, limit, rows);
      if (d <= limit) out.push([i, d]);
    }
    return out.sort((x, y) => x[1] - y[1] || better(x[0], y[0]));
  }

  return {
    size: keys.length,
    search(typed, max = 8) {
      const key = looseName(typed);
      if (!key) return [];
      // The best few matches of each kind (a card and its face may both match: 3 per card kept).
      const keep = max * 3;
      const hits: SearchHit[] = [];
      const listed = new Set<number>();
      const push = (i: number, tier: number) => {
        const card = cardOf[i]!;
        if (listed.has(card) || hits.length >= max) return;
        listed.add(card);
        hits.push({ name: fullNames[card]!, rank: RANKS[tier]! });
      };
      const emit = (best: [number, number][]) => {
        for (const [i, tier] of best) push(i, tier);
      };
      const [from, to] = prefixRange(byKey.length, (r) => keys[byKey[r]!]!, key);
      const prefix = new TopK(keep, better);
      for (let r = from; r < to; r++) {
        const i = byKey[r]!;
        prefix.offer(i, keys[i]!.length === key.length ? 0 : 1);
      }
      emit(prefix.best());
      if (hits.length < max) {
        const [sFrom, sTo] = prefixRange(suffixes.length, (r) => suffixes[r]![0], key);
        const words = new TopK(keep, better);
        for (let r = sFrom; r < sTo; r++) words.offer(suffixes[r]![1], 2);
        emit(words.best());
      }
      if (hits.length < max && key.length >= 3) {
        const contains = new TopK(keep, better);
        for (let i = 0; i < keys.length; i++)
          if (!listed.has(cardOf[i]!) && keys[i]!.includes(key)) contains.offer(i, 3);
        emit(contains.best());
      }
      if (hits.length < max && key.length >= 3) for (const [i] of close(key)) push(i, 4);
      return hits;
    },
    closest(typed, max = 3) {
      const key = looseName(typed);
      if (!key) return [];
      const out: string[] = [];
      for (const [i] of close(key)) {
        const name = fullNames[cardOf[i]!]!;
        if (!out.includes(name)) out.push(name);
        if (out.length >= max) break;
      }
      return out;
    },
  };
}

const searches = new WeakMap<readonly string[], NameSearch>();

/** {@link nameSearch} of a name list, made once per list. */
export function searchOf(fullNames: readonly string[]): NameSearch {
  let search = searches.get(fullNames);
  if (!search) searches.set(fullNames, (search = nameSearch(fullNames)));
  return search;
}

/** Up to `max` cards of `fullNames` closest to `typed` (see {@link NameSearch.closest}). */
export function closestPoolNames(fullNames: readonly string[], typed: string, max = 3): string[] {
  return searchOf(fullNames).closest(typed, max);
}
