/**
 * The app's store: one game store over the card pool's engine, and the React binding.
 * Everything else in src/store is plain functions (tested in Node).
 */
import { useStore } from 'zustand';
import { engine } from '../scenario/pool';
import { openScenarioValue } from '../scenario/link/open-link';
import { createCombatDraftStore } from './combat-draft';
import { createGameStore, type GameStore } from './game-store';

/** The app's game store; a document opened without an opener replays the `actions` it was saved with. */
export const gameStore = createGameStore(engine, openScenarioValue);

/** The combat declaration being drafted on the table (emptied whenever the board shown changes). */
export const combatDraftStore = createCombatDraftStore(gameStore);

/** Subscribes a component to a slice of the game store. */
export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(gameStore, selector);
}

export { engine };
export type { GameStore, Toast, Highlight, LoadedView, OpenedStep, ScenarioOpener } from './game-store';
export * from './history';
export * from './board-view';
export * from './card-view';
export * from './commands';
export * from './combat';
export { createCombatDraftStore } from './combat-draft';
export * from './names';
export * from './settings';
export * from './animation';
export * from './lki-ghosts';
export * from './script-progress';
export { describeAction } from './describe';
export * from './session';
export * from './branches';
export * from './compare';
export { createAutosave, idbBackend, memoryBackend, RECENT_KEY, sessionKey, type Autosave, type AutosaveNotice, type AutosaveStatus, type SessionBackend, type SessionMeta, type StoredSession } from './autosave';
