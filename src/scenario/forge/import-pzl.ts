/**
 * Forge puzzle (.pzl) importer: turns the text of a Forge puzzle file into a
 * `stackyard/scenario@1` document (docs/scenario-format.md) for free play (`sandbox: true`).
 *
 * It never throws on bad input; it returns a result object:
 * - `{ ok: true, scenario, warnings }`: the import worked; `warnings` list everything in the
 *   file that was ignored or approximated (unknown keys, unmodelled modifiers, Set codes,
 *   proxied card names, ...).
 * - `{ ok: false, errors, warnings }`: the file is malformed; each error reads like
 *   `"line 7: missing [state] section"` or
 *   `"line 12: p1 battlefield: Pacifism — AttachedTo:18 refers to no card with Id:18"`.
 *   Errors: input over 1,000,000 characters, no `[state]` section, a `[state]` line without
 *   `=`, a non-numeric life/turn/Id/Counters/Damage, an unknown active player, a repeated
 *   key, a card without a name, a repeated Id, a dangling AttachedTo/ExiledWith.
 */
import { buildPzlBoard, type CardLookup } from './pzl-board';
import { PzlDiagnostics, type PzlWarning } from './pzl-diagnostics';
import { readPzlMetadata } from './pzl-metadata';
import { splitPzlSections } from './pzl-sections';
import { readPzlState } from './pzl-state';
import type { ScenarioJson } from './scenario-json';
import type { PuzzleGoal } from '../teaching/schema-teaching';

export type { CardLookup } from './pzl-board';
export type { PzlWarning, PzlWarningKind } from './pzl-diagnostics';
export type { ScenarioJson } from './scenario-json';

/** Result of {@link importForgePuzzle}. */
export type PzlImportResult =
  | { ok: true; scenario: ScenarioJson; warnings: PzlWarning[] }
  | { ok: false; errors: string[]; warnings: PzlWarning[] };

/**
 * The goal, without its turn limit when the puzzle starts after it (PS_DOM6: `turn=2`,
 * `Turns:1`): Forge checks the limit only on that turn, so such a puzzle never runs out of
 * turns there; neither does it here (with a warning saying so).
 */
function goalFromTurn(goal: PuzzleGoal | undefined, turn: number, diag: PzlDiagnostics): PuzzleGoal | undefined {
  if (goal?.turns === undefined || goal.turns >= turn) return goal;
  diag.warn(
    'unknown-metadata-key',
    undefined,
    `Turns:${goal.turns} is before the puzzle's starting turn ${turn}, so the limit is never reached (as in Forge, which checks it on turn ${goal.turns} only); the goal has no turn limit`,
  );
  const { turns: _late, ...rest } = goal;
  return rest;
}

/** The lesson-gallery group imported puzzles belong to. */
export const FORGE_LESSON_GROUP = 'Forge puzzles';

/**
 * Imports a Forge puzzle. `opts.isKnownCard` says whether the card pool scripts a name;
 * `opts.knownCardName` (optional) gives the pool's spelling for a name in any case. Known cards
 * become `{ card }` entries, the rest `{ proxy: { name } }` named as in the file.
 */
export function importForgePuzzle(text: string, opts: CardLookup): PzlImportResult {
  const diag = new PzlDiagnostics();
  if (typeof text !== 'string') {
    return { ok: false, errors: ['input is not text'], warnings: [] };
  }
  const sections = splitPzlSections(text, diag);
  if (sections.state === undefined || diag.errors.length > 0) {
    return { ok: false, errors: diag.errors, warnings: diag.warnings };
  }
  const metadata = readPzlMetadata(sections.metadata, diag);
  const state = readPzlState(sections.state, diag);
  const players = buildPzlBoard(state, opts, diag);
  if (diag.errors.length > 0) return { ok: false, errors: diag.errors, warnings: diag.warnings };

  const { title, description } = metadata;
  const goal = goalFromTurn(metadata.goal, state.turnNumber ?? 1, diag);
  const scenario: ScenarioJson = {
    format: 'stackyard/scenario@1',
    ...(title !== undefined && { title }),
    ...(description !== undefined && { description }),
    turn: { number: state.turnNumber ?? 1, active: state.active ?? 'p1', phase: state.phase ?? 'main1' },
    options: { sandbox: true },
    players,
    ...(goal !== undefined && { puzzle: goal }),
    ...(description !== undefined && {
      lesson: { card: FORGE_LESSON_GROUP, ruling: description, rules: [], steps: [] },
    }),
  };
  return { ok: true, scenario, warnings: diag.warnings };
}
