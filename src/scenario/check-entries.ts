/**
 * Checks of each card entry on its own: its card name is in the pool (spelling canonicalised,
 * or the closest pool names suggested), and keys that only mean something in one zone are not
 * used elsewhere (a warning: the scenario still loads, the key is ignored).
 */
import type { EntryView } from './doc-view';
import type { Findings } from './findings';
import type { NameIndex } from './name-index';
import { formatPath, quote, type PathSegment } from './problem';
import { closestNames, didYouMean, type SuggestionBudget } from './suggest';

/**
 * The suggestion for a card the pool does not have: close names, else a proxy; `why` says
 * where it was looked for (default: "the card pool has no such card").
 */
export function unknownCardSuggestion(name: string, pool: NameIndex, budget: SuggestionBudget, why?: string): string {
  return (
    didYouMean(closestNames(name, pool.prepared, 3, budget)) ??
    `${why ?? 'the card pool has no such card'}; use a proxy: { "proxy": { "name": ${JSON.stringify(name)} } }`
  );
}

/**
 * Every `card` name must be a pool name, compared case-insensitively. A match with another
 * spelling adds an edit to the pool's spelling; no match is a problem at the entry (bare name)
 * or its `card` key: `unknown card "Lightnig Bolt"`, suggesting `did you mean "Lightning Bolt"?`.
 */
export function checkCardNames(
  entries: readonly EntryView[],
  pool: NameIndex,
  out: Findings,
  why?: (name: string) => string | undefined,
): void {
  for (const entry of entries) {
    if (entry.card === undefined) continue;
    const path: PathSegment[] = entry.isObject ? [...entry.path, 'card'] : entry.path;
    const canonical = pool.find(entry.card);
    if (canonical === undefined) {
      out.problems.push({
        path: formatPath(path),
        message: `unknown card ${quote(entry.card)}`,
        suggestion: unknownCardSuggestion(entry.card, pool, out.budget, why?.(entry.card)),
      });
    } else if (canonical !== entry.card) {
      out.edits.push({ path, value: canonical });
    }
  }
}

/** Keys that only apply in one zone (docs/scenario-format.md "Card entries"). */
const ZONE_ONLY: Readonly<Record<string, 'battlefield' | 'exile'>> = {
  tapped: 'battlefield',
  summoningSick: 'battlefield',
  damage: 'battlefield',
  attachedTo: 'battlefield',
  exiledWith: 'exile',
};

/**
 * Warns, at the entry, for each zone-only key used in another zone, e.g.
 * `players.p1.hand[0]: "tapped" applies only on the battlefield; ignored in the hand`.
 */
export function checkZoneKeys(entries: readonly EntryView[], out: Findings): void {
  for (const entry of entries) {
    for (const key of entry.keys) {
      const zone = ZONE_ONLY[key];
      if (zone === undefined || zone === entry.zone) continue;
      const where = zone === 'battlefield' ? 'on the battlefield' : 'in exile';
      out.warnings.push({
        path: formatPath(entry.path),
        message: `${quote(key)} applies only ${where}; ignored in the ${entry.zone}`,
      });
    }
  }
}

/**
 * `lesson.card` (the lesson's group in the gallery) should be a pool card: canonicalised if so,
 * a warning with suggestions if not (the board does not depend on it).
 */
export function checkLessonCard(card: unknown, pool: NameIndex, out: Findings): void {
  if (typeof card !== 'string' || card === '') return;
  const canonical = pool.find(card);
  if (canonical === undefined) {
    const suggestion = didYouMean(closestNames(card, pool.prepared, 3, out.budget));
    out.warnings.push({
      path: 'lesson.card',
      message: `${quote(card)} is not a card in the pool`,
      ...(suggestion ? { suggestion } : {}),
    });
  } else if (canonical !== card) {
    out.edits.push({ path: ['lesson', 'card'], value: canonical });
  }
}
