/**
 * Opening a scenario at a moment: a share link, a saved file or an autosaved session is a
 * scenario document plus the engine actions taken since its board was built. Decode (links),
 * restore the scenario (the one tolerant restore step), build it, then replay the actions. Any
 * failure — a damaged payload, an invalid scenario, an action that is malformed or illegal on
 * replay — returns every problem found and nothing else, so the caller keeps the board it has.
 */
import type { Action, Engine } from '../../engine';
import { POOL_CARDS, type GameCards } from '../pool';
import type { Problem } from '../problem';
import type { ScenarioDoc } from '../schema';
import { checkActions } from './actions';
import {
  openRestored as openRestoredWith,
  openRestoredPaced as openRestoredPacedWith,
  type OpenedLink,
  type Pace,
} from './open-restored';

export { CANCELLED, splitActions, type LinkStep, type OpenedLink, type Pace } from './open-restored';

/**
 * Builds a restored document and replays actions on it; `where` names the action list in
 * problems; `engine`: the game's (default: the pool's).
 */
export function openRestored(
  restored: ScenarioDoc,
  actions: readonly Action[],
  warnings: Problem[],
  where = 'actions',
  engine: Engine = POOL_CARDS.engine,
): OpenedLink {
  return openRestoredWith(restored, actions, warnings, where, engine);
}

/** As {@link openRestored}, sharing the thread as `pace` says; cancelled → `CANCELLED`. */
export function openRestoredPaced(
  restored: ScenarioDoc,
  actions: readonly Action[],
  warnings: Problem[],
  pace: Pace,
  where = 'actions',
  engine: Engine = POOL_CARDS.engine,
): Promise<OpenedLink> {
  return openRestoredPacedWith(restored, actions, warnings, pace, where, engine);
}

/**
 * Opens an unrestored document and unvalidated actions (a link's, an autosave's) with a game's
 * `cards` (default: the pool). Never throws for JSON-like input.
 */
export function openDocWithActions(
  doc: unknown,
  actions: readonly unknown[],
  where = 'actions',
  cards: GameCards = POOL_CARDS,
): OpenedLink {
  const restored = cards.restore(doc);
  if (!restored.ok)
    return {
      ok: false,
      problems: restored.problems.map((p) => ({ ...p, path: p.path ? `scenario.${p.path}` : 'scenario' })),
    };
  const checked = checkActions(actions, where);
  if (!checked.ok) return checked;
  return openRestored(restored.scenario, checked.actions, restored.warnings, where, cards.engine);
}

/**
 * Opens a scenario document as it is (a lesson, a file already parsed): restore, build, and
 * replay the `actions` it was saved with, if any. Problem paths are the document's own.
 */
export function openScenarioValue(doc: unknown, cards: GameCards = POOL_CARDS): OpenedLink {
  const restored = cards.restore(doc);
  if (!restored.ok) return restored;
  return openRestored(restored.scenario, [], restored.warnings, 'actions', cards.engine);
}

/** As {@link openDocWithActions}, sharing the thread as `pace` says (links and sessions in the app). */
export async function openDocWithActionsPaced(
  doc: unknown,
  actions: readonly unknown[],
  pace: Pace,
  where = 'actions',
  cards: GameCards = POOL_CARDS,
): Promise<OpenedLink> {
  const restored = cards.restore(doc);
  if (!restored.ok)
    return {
      ok: false,
      problems: restored.problems.map((p) => ({ ...p, path: p.path ? `scenario.${p.path}` : 'scenario' })),
    };
  const checked = checkActions(actions, where);
  if (!checked.ok) return checked;
  return openRestoredPaced(restored.scenario, checked.actions, restored.warnings, pace, where, cards.engine);
}
