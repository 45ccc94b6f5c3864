/**
 * Problems as text, one line each, for the headless runner's stderr and the UI's error panel.
 */
import type { Problem } from './problem';

/** Collapses line breaks so one problem is always exactly one line. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, ' ');
}

/**
 * Formats problems as `path: message (suggestion)`, one per line, in the given order; a problem
 * about the whole document (path `""`) is written `document: message`. `[]` gives `""`.
 *
 * @example formatProblems([{ path: 'players.p1.hand[0]', message: 'unknown card "Lightnig Bolt"',
 *   suggestion: 'did you mean "Lightning Bolt"?' }])
 *   // 'players.p1.hand[0]: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)'
 */
export function formatProblems(problems: readonly Problem[]): string {
  return problems
    .map((problem) => {
      const where = problem.path === '' ? 'document' : problem.path;
      const hint = problem.suggestion ? ` (${oneLine(problem.suggestion)})` : '';
      return `${oneLine(where)}: ${oneLine(problem.message)}${hint}`;
    })
    .join('\n');
}
