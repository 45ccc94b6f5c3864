/**
 * The app's store: one game store, and the React binding. Everything else in src/store is
 * plain functions (tested in Node).
 */
import { useStore } from 'zustand';
import type { Engine } from '../engine';
import type { CardBook } from '../cards/data/card-book';
import { createCombatDraftStore } from './combat-draft';
import { createGameStore, type GameStore } from './game-store';
import { NOT_LOADED, NO_CARDS_ENGINE, scenarioCodeNow } from './scenario-code';

/**
 * The app's game store; a document opened without an opener replays the `actions` it was saved
 * with, with the pool's cards (openers that resolve real cards: real-cards.ts). That default
 * opener needs the scenario code loaded (`loadScenarioCode`, scenario-code.ts).
 */
export const gameStore = createGameStore((input) => {
  const code = scenarioCodeNow();
  return code ? code.openScenarioValue(input) : { ok: false, problems: [NOT_LOADED] };
});

function tableEngine(): Engine {
  return gameStore.getState().scenario?.loaded.engine ?? scenarioCodeNow()?.POOL_CARDS.engine ?? NO_CARDS_ENGINE;
}

/**
 * The engine of the game on the table — each game has its own, over its card book (the pool
 * plus the real cards its scenario names); before any game, the pool's once it is loaded (no
 * cards before). `engine.registry` is what the table reads card definitions from.
 */
export const engine: Engine = {
  get registry() {
    return tableEngine().registry;
  },
  perform: (state, action) => tableEngine().perform(state, action),
  start: (state) => tableEngine().start(state),
};

/** The card book of the game on the table (every game's registry is one). */
export function tableBook(): CardBook {
  return tableEngine().registry as CardBook;
}

/** The combat declaration being drafted on the table (emptied whenever the board shown changes). */
export const combatDraftStore = createCombatDraftStore(gameStore);

/** Subscribes a component to a slice of the game store. */
export function useGame<T>(selector: (s: GameStore) => T): T {
  return useStore(gameStore, selector);
}

export type { GameStore, Toast, Highlight, LoadedView, OpenedStep, ScenarioOpener } from './game-store';
export * from './history';
export * from './board-view';
export * from './card-view';
export * from './commands';
export * from './combat';
export { createCombatDraftStore } from './combat-draft';
export { loadScenarioCode, scenarioCodeNow, type ScenarioCode } from './scenario-code';
export * from './names';
export * from './settings';
export * from './animation';
export * from './lki-ghosts';
export * from './script-progress';
export { describeAction } from './describe';
export * from './session';
export * from './branches';
// Autosave's code loads after the first board (ui/share/navigation.ts imports './autosave'
// itself): only its types are part of the store's eager surface.
export type { Autosave, AutosaveNotice, AutosaveStatus, SessionBackend, SessionMeta, StoredSession } from './autosave';
export { newSessionId } from './session-id';
