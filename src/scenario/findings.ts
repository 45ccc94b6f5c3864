/**
 * What the cross-reference checks of the restore step produce: problems (the scenario is
 * refused), warnings (it loads, but something is ignored), and edits that canonicalise name
 * spellings ("lightning bolt" → "Lightning Bolt") once the scenario has passed.
 */
import type { PathSegment, Problem } from './problem';
import { SuggestionBudget } from './suggest';

/**
 * Set the string at `path` to `value`; with `renameKey`, `path` ends in an object key that is
 * renamed to `value` instead (keeping the key order).
 */
export interface Edit {
  path: PathSegment[];
  value: string;
  renameKey?: boolean;
}

/** Collected by the checks in document order; `budget` bounds their suggestion work together. */
export interface Findings {
  problems: Problem[];
  warnings: Problem[];
  edits: Edit[];
  budget: SuggestionBudget;
}

/** An empty {@link Findings} with a fresh suggestion budget. */
export function newFindings(): Findings {
  return { problems: [], warnings: [], edits: [], budget: new SuggestionBudget() };
}

/**
 * Applies `edits` to `doc` in place (key renames after value edits) and returns it. Only for a freshly parsed document that no
 * one else holds (zod's output is a new tree); paths that do not exist are skipped.
 */
export function applyEdits<T>(doc: T, edits: readonly Edit[]): T {
  // Renames last, so edits of the values under a renamed key still find their path.
  const ordered = [...edits.filter((edit) => !edit.renameKey), ...edits.filter((edit) => edit.renameKey)];
  for (const edit of ordered) {
    let parent: unknown = doc;
    for (const segment of edit.path.slice(0, -1)) {
      parent =
        typeof parent === 'object' && parent !== null ? (parent as Record<PathSegment, unknown>)[segment] : undefined;
    }
    const last = edit.path.at(-1);
    if (typeof parent !== 'object' || parent === null || last === undefined || !Object.hasOwn(parent, last)) continue;
    const holder = parent as Record<PathSegment, unknown>;
    if (!edit.renameKey) {
      holder[last] = edit.value;
    } else if (!Object.hasOwn(holder, edit.value)) {
      const entries = Object.entries(holder).map(([key, value]) => [key === last ? edit.value : key, value] as const);
      for (const key of Object.keys(holder)) delete holder[key];
      for (const [key, value] of entries) holder[key] = value;
    }
  }
  return doc;
}
