/**
 * The teaching parts of a scenario document (issue 13): notes on history steps, saved
 * branches of the history, and a Forge puzzle's goal. All are optional keys of
 * `stackyard/scenario@1` (a document without them reads as before), validated like every other
 * key by the restore step.
 *
 * - `notes`: `[{ step, text }]`, `step` counts engine actions from the built board (0 = the
 *   board itself, 1 = after the first action of `actions`), `text` at most 500 characters.
 * - `branches`: other lines of the same game, each `{ name, actions, notes?, cursor? }`:
 *   every engine action from the built board (a branch shares its first steps with the line
 *   shown), its own notes, and the step it was looked at (default its last).
 * - `puzzle`: `{ goal, turns?, targets?, description? }` as a Forge puzzle states them
 *   (`Goal:Win`, `Turns:1`, `Targets:Creature.OppCtrl`), tracked while the game is played.
 */
import * as z from 'zod/mini';
import { EngineActionSchema } from '../link/actions';
import { MAX_BRANCH_NAME, MAX_BRANCHES, MAX_ENGINE_ACTIONS, MAX_NOTE_CHARS, MAX_NOTES } from '../limits';

export { MAX_BRANCH_NAME, MAX_BRANCHES, MAX_NOTE_CHARS, MAX_NOTES };

const Step = z.int().check(z.minimum(0), z.maximum(MAX_ENGINE_ACTIONS));
const NoteText = z.string().check(z.minLength(1), z.maxLength(MAX_NOTE_CHARS));

/** A note on one step of the history: `{ step, text }`. */
export const StepNote = z.strictObject({ step: Step, text: NoteText });
/** `{ step: number; text: string }`. */
export type StepNote = z.infer<typeof StepNote>;

/** A list of notes, at most one per step (checked by {@link noteProblems}). */
export const StepNotes = z.array(StepNote).check(z.maxLength(MAX_NOTES));

/** A saved line of the history: `{ name, actions, notes?, cursor? }`. */
export const SavedBranch = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(MAX_BRANCH_NAME)),
  actions: z.array(EngineActionSchema).check(z.maxLength(MAX_ENGINE_ACTIONS)),
  notes: z.optional(StepNotes),
  cursor: z.optional(Step),
});
/** A saved branch as the document carries it. */
export type SavedBranch = z.infer<typeof SavedBranch>;

/** The saved branches. */
export const SavedBranches = z.array(SavedBranch).check(z.maxLength(MAX_BRANCHES));

/** Forge's puzzle goals this app tracks (`Goal:` line, case-insensitive in files). */
export const PUZZLE_GOALS = ['win', 'survive', 'destroy', 'battlefield'] as const;
/** One of {@link PUZZLE_GOALS}. */
export type PuzzleGoalKind = (typeof PUZZLE_GOALS)[number];

/**
 * A puzzle's goal: `goal` (win: the opponent loses; survive: you are alive when the last turn
 * ends; destroy: every permanent `targets` names is gone from the battlefield; battlefield: a
 * permanent `targets` names is on it), `turns` (the last turn number by which it must be done),
 * `targets` (Forge's words: card names separated by `;`, or a type with `.OppCtrl`/`.YouCtrl`),
 * and the file's own words for the goal (`description`).
 */
export const PuzzleGoal = z.strictObject({
  goal: z.enum(PUZZLE_GOALS),
  turns: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
  targets: z.optional(z.string().check(z.maxLength(500))),
  description: z.optional(z.string().check(z.maxLength(2000))),
});
/** A tracked puzzle goal. */
export type PuzzleGoal = z.infer<typeof PuzzleGoal>;
