/**
 * The size limits of a scenario document that the store enforces too, in a module of their own
 * (no schema code): the store keeps to them without loading the scenario reader.
 */

/** Most engine actions a link or file may carry. */
export const MAX_ENGINE_ACTIONS = 5000;
/** Longest note on a step, in characters. */
export const MAX_NOTE_CHARS = 500;
/** Most notes on one line of the history. */
export const MAX_NOTES = 500;
/** Most saved branches beside the line shown. */
export const MAX_BRANCHES = 8;
/** Longest branch name, in characters. */
export const MAX_BRANCH_NAME = 60;
