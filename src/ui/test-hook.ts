/**
 * A small handle on the app for end-to-end tests and for the curious in the console:
 * `window.__stackyard.load(doc)` opens a scenario document (through the same restore step as
 * everything else), `state()` returns the engine state shown. Issue 5 adds real links and files.
 */
import type { GameState } from '../engine';
import type { Problem } from '../scenario/problem';
import { gameStore, loadScenarioCode } from '../store';

export interface StackyardHandle {
  /** Resolves once the scenario code is loaded and the document opened (or refused). */
  load(doc: unknown): Promise<Problem[] | null>;
  state(): GameState | null;
  store: typeof gameStore;
}

declare global {
  interface Window {
    __stackyard?: StackyardHandle;
  }
}

export function installTestHook(): void {
  window.__stackyard = {
    load: async (doc) => {
      await loadScenarioCode();
      if (window.location.hash) history.replaceState(null, '', window.location.pathname + window.location.search);
      return gameStore.getState().load(doc);
    },
    state: () => {
      const h = gameStore.getState().history;
      return h.state;
    },
    store: gameStore,
  };
}
