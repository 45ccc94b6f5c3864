/**
 * The size limits of a scenario document that the store enforces too, in a module of their own
 * (no schema code): the store keeps to them without loading the scenario reader. The limits of
 * what an action names come from the engine's (ENGINE_LIMITS): what the app makes, it reopens.
 */
import { ENGINE_LIMITS } from '../engine';

/** Most card entries a scenario lists in all (the schema's `LIMITS.totalEntries`). */
export const MAX_SCENARIO_ENTRIES = 4_000;
/**
 * Most objects one action names in a list (attackers, blockers, targets, a decision's answers):
 * every object a game can hold at once — the scenario's cards and the most permanents the
 * engine allows (tokens among them) — and the two players.
 */
export const MAX_LISTED_OBJECTS = MAX_SCENARIO_ENTRIES + ENGINE_LIMITS.permanents + 2;
/** Most attackers or blockers one declaration names: every permanent the engine allows. */
export const MAX_COMBATANTS = ENGINE_LIMITS.permanents;
/** Largest X an action carries (CR 107.3a; the engine's limit). */
export const MAX_X = ENGINE_LIMITS.x;
/** Largest number a decision's answer carries: any whole number the engine counts exactly. */
export const MAX_ANSWER_NUMBER = ENGINE_LIMITS.amount;

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
