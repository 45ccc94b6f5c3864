/**
 * The combat declaration being drafted (see combat.ts), as a small store of its own so that only
 * the cards whose look changes re-render. It empties whenever the board shown changes (an
 * action, undo, a jump in the history, another scenario): a draft belongs to one state.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { EMPTY_DRAFT, type CombatDraft } from './combat';
import type { GameStore } from './game-store';

export function createCombatDraftStore(game: StoreApi<GameStore>): StoreApi<CombatDraft> {
  const draft = createStore<CombatDraft>()(() => EMPTY_DRAFT);
  let shown = game.getState().history.state;
  game.subscribe((s) => {
    if (s.history.state === shown) return;
    shown = s.history.state;
    if (draft.getState() !== EMPTY_DRAFT) draft.setState(EMPTY_DRAFT, true);
  });
  return draft;
}
