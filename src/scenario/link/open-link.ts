/**
 * Opening a scenario at a moment: a share link, a saved file or an autosaved session is a
 * scenario document plus the engine actions taken since its board was built. Decode (links),
 * restore the scenario (the one tolerant restore step), build it, then replay the actions. Any
 * failure — a damaged payload, an invalid scenario, an action that is malformed or illegal on
 * replay — returns every problem found and nothing else, so the caller keeps the board it has.
 */
import { IllegalActionError, type Action, type Engine, type GameEvent, type GameState } from '../../engine';
import { loadScenario, type LoadedScenario } from '../build';
import { POOL_CARDS, type GameCards } from '../pool';
import type { Problem } from '../problem';
import type { ScenarioDoc } from '../schema';
import { replayBranches, splitTeaching, type OpenedBranch } from '../teaching/open-teaching';
import type { StepNote } from '../teaching/schema-teaching';
import { checkActions } from './actions';
import { CANCELLED } from './cancelled';

/** One replayed action. */
export interface LinkStep {
  action: Action;
  state: GameState;
  events: GameEvent[];
}

/**
 * An opened document: the built board, the replayed steps, notes on those steps (by step
 * number, 0 = the board) and the other saved lines (branches), each replayed and checked.
 */
export type OpenedLink =
  | {
      ok: true;
      loaded: LoadedScenario;
      steps: LinkStep[];
      warnings: Problem[];
      notes: StepNote[];
      branches: OpenedBranch[];
    }
  | { ok: false; problems: Problem[] };

/** A restored document without its `actions` (the moment it was saved), and those actions. */
export function splitActions(doc: ScenarioDoc): { doc: ScenarioDoc; actions: Action[] } {
  const { actions, ...rest } = doc;
  return { doc: rest, actions: (actions ?? []) as Action[] };
}

/**
 * How a long replay shares the thread (the app's busy state): every `sliceMs` of work it calls
 * `onProgress(done, total)` and waits for `pause()` (a macrotask, so the page paints and
 * answers input); it stops at once when `signal` is aborted.
 */
export interface Pace {
  pause(): Promise<void>;
  onProgress?(done: number, total: number): void;
  signal?: AbortSignal;
  /** Milliseconds of work between pauses (default 12). */
  sliceMs?: number;
  now?(): number;
}

export { CANCELLED };

/**
 * Builds a restored document and replays actions on it, one step per iteration (the sync and
 * the paced opener drain it): yields the number of steps done, returns the outcome.
 */
function* replaySteps(
  restored: ScenarioDoc,
  actions: readonly Action[],
  warnings: Problem[],
  where: string,
  engine: Engine,
): Generator<number, OpenedLink> {
  const teaching = splitTeaching(restored);
  const split = splitActions(teaching.doc);
  const all = [...split.actions, ...actions];
  let loaded: ReturnType<typeof loadScenario>;
  try {
    loaded = loadScenario(split.doc, engine);
  } catch (e) {
    return {
      ok: false,
      problems: [
        { path: 'scenario', message: `the board can't be built: ${e instanceof Error ? e.message : String(e)}` },
      ],
    };
  }
  if (!loaded.ok) return loaded;
  const steps: LinkStep[] = [];
  let state = loaded.loaded.initial;
  for (const [i, action] of all.entries()) {
    try {
      const r = engine.perform(state, action);
      state = r.state;
      steps.push({ action, state, events: r.events });
    } catch (e) {
      // An illegal step, or one the engine fails on (a damaged saved session): a message, never a crash.
      const why =
        e instanceof IllegalActionError
          ? e.message
          : `the rules engine failed on it (${e instanceof Error ? e.message : String(e)})`;
      const path = i < split.actions.length ? `scenario.actions[${i}]` : `${where}[${i - split.actions.length}]`;
      return {
        ok: false,
        problems: [
          {
            path,
            message: `step ${i + 1} of the ${where.startsWith('link') ? 'link' : 'saved steps'} can't be replayed: ${why}`,
            suggestion:
              'the scenario was probably changed after these steps were saved; open it without them, or ask for it again',
          },
        ],
      };
    }
    yield i + 1;
  }
  const branches = replayBranches(engine, loaded.loaded.initial, teaching.branches);
  if (!branches.ok) return branches;
  const notes = teaching.notes.filter((n) => n.step <= steps.length);
  return { ok: true, loaded: loaded.loaded, steps, warnings, notes, branches: branches.branches };
}

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
  const run = replaySteps(restored, actions, warnings, where, engine);
  for (;;) {
    const next = run.next();
    if (next.done) return next.value;
  }
}

/** As {@link openRestored}, sharing the thread as `pace` says; cancelled → {@link CANCELLED}. */
export async function openRestoredPaced(
  restored: ScenarioDoc,
  actions: readonly Action[],
  warnings: Problem[],
  pace: Pace,
  where = 'actions',
  engine: Engine = POOL_CARDS.engine,
): Promise<OpenedLink> {
  const total = (restored.actions?.length ?? 0) + actions.length;
  const now = pace.now ?? (() => performance.now());
  const slice = pace.sliceMs ?? 12;
  const run = replaySteps(restored, actions, warnings, where, engine);
  let since = now();
  for (;;) {
    if (pace.signal?.aborted) return { ok: false, problems: [CANCELLED] };
    const next = run.next();
    if (next.done) return next.value;
    if (now() - since >= slice) {
      pace.onProgress?.(next.value, total);
      await pace.pause();
      since = now();
    }
  }
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
