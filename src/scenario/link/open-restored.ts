/**
 * Building a restored scenario document and replaying engine actions on it (the second half of
 * opening, open-link.ts): no schema code, so a document restored beforehand (a built-in lesson,
 * restored when the lesson catalogue is written) opens without it. Any failure — a board that
 * can't be built, an action illegal on replay — returns the problems and nothing else.
 */
import { IllegalActionError, type Action, type Engine, type GameEvent, type GameState } from '../../engine';
import { loadScenario, type LoadedScenario } from '../build';
import type { Problem } from '../problem';
import type { ScenarioDoc } from '../schema';
import { replayBranches, splitTeaching, type OpenedBranch } from '../teaching/open-teaching';
import type { StepNote } from '../teaching/schema-teaching';
import { CANCELLED } from './cancelled';

export { CANCELLED };

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
 * problems; `engine`: the game's.
 */
export function openRestored(
  restored: ScenarioDoc,
  actions: readonly Action[],
  warnings: Problem[],
  where: string,
  engine: Engine,
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
  where: string,
  engine: Engine,
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
