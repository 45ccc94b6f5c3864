/**
 * Opening the teaching parts of a document: notes and saved branches are taken out of the
 * scenario (the app keeps the board, its script and lesson text as `loaded.doc`, and the
 * notes and branches beside the history), and every branch is replayed from the built board
 * to check that it still fits it. A branch whose step is illegal on replay is a problem with
 * its path, like a link's action; nothing is half-opened.
 */
import { IllegalActionError, type Action, type Engine, type GameEvent, type GameState } from '../../engine';
import type { Problem } from '../problem';
import type { ScenarioDoc } from '../schema';
import type { SavedBranch, StepNote } from './schema-teaching';

/** A branch as opened: its line's steps (state and events after each action), notes and cursor. */
export interface OpenedBranch {
  name: string;
  actions: Action[];
  notes: StepNote[];
  /** The step the branch is looked at (0 = the board; at most `actions.length`). */
  cursor: number;
  steps: { action: Action; state: GameState; events: GameEvent[] }[];
}

/** The document without `notes` and `branches`, and those two (deduplicated notes: the last note on a step wins). */
export function splitTeaching(doc: ScenarioDoc): { doc: ScenarioDoc; notes: StepNote[]; branches: SavedBranch[] } {
  const { notes, branches, ...rest } = doc;
  return { doc: rest as ScenarioDoc, notes: uniqueNotes(notes ?? []), branches: branches ?? [] };
}

/** One note per step, in step order; the later of two notes on the same step wins. */
export function uniqueNotes(notes: readonly StepNote[]): StepNote[] {
  const byStep = new Map<number, string>();
  for (const n of notes) byStep.set(n.step, n.text);
  return [...byStep].sort((a, b) => a[0] - b[0]).map(([step, text]) => ({ step, text }));
}

/** Replays every branch from `initial`; the first illegal step is reported as `branches[i].actions[j]`. */
export function replayBranches(
  engine: Engine,
  initial: GameState,
  branches: readonly SavedBranch[],
): { ok: true; branches: OpenedBranch[] } | { ok: false; problems: Problem[] } {
  const out: OpenedBranch[] = [];
  for (const [b, branch] of branches.entries()) {
    const steps: OpenedBranch['steps'] = [];
    let state = initial;
    for (const [i, action] of (branch.actions as Action[]).entries()) {
      try {
        const r = engine.perform(state, action);
        state = r.state;
        steps.push({ action, state, events: r.events });
      } catch (e) {
        if (!(e instanceof IllegalActionError)) throw e;
        return {
          ok: false,
          problems: [
            {
              path: `branches[${b}].actions[${i}]`,
              message: `step ${i + 1} of the branch “${branch.name}” can't be replayed: ${e.message}`,
              suggestion: 'the branch was probably saved for another board; open the scenario without it',
            },
          ],
        };
      }
    }
    const notes = uniqueNotes(branch.notes ?? []).filter((n) => n.step <= steps.length);
    out.push({
      name: branch.name,
      actions: branch.actions as Action[],
      notes,
      cursor: Math.min(branch.cursor ?? steps.length, steps.length),
      steps,
    });
  }
  return { ok: true, branches: out };
}
