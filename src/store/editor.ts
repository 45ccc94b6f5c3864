/**
 * The app's editor: one editor store, its React binding, and the two ways between the editor
 * and the table — "Edit board" (the game's starting board, the document it was loaded from)
 * and "Play from here" (restore + load the edited document; on problems the editor stays open
 * with the edit intact).
 *
 * The editor has its own cards (a card book and engine, like a game: scenario/pool.ts): the
 * game's when it edits a game's board, the pool and the offline catalogue for a new board, and
 * every real card resolved while editing (card-search.ts); "Play from here" plays with them.
 */
import { useStore } from 'zustand';
import { emptyScenario } from '../scenario/editor';
import type { Problem } from '../scenario/problem';
import type { CardBook } from '../cards/data/card-book';
import { gameCards, POOL_CARDS, type GameCards } from '../scenario/pool';
import { openScenarioValue } from '../scenario/link/open-link';
import type { CheckContext } from '../scenario/editor';
import type { ScenarioDoc } from '../scenario/schema';
import { editorActive } from './editor-active';
import { createEditorStore, type EditorState } from './editor-store';
import { gameStore, tableBook } from '.';

let cards: GameCards = POOL_CARDS;
const context: CheckContext = {
  restore: (input) => cards.restore(input),
  get registry() {
    return cards.book;
  },
};

export const editorStore = createEditorStore(context, () => emptyScenario());

/** The card book the editor draws and checks with. */
export function editorBook(): CardBook {
  return cards.book;
}

/** The editor's cards, e.g. after a real card was resolved; the document is checked again. */
export function setEditorCards(next: GameCards): void {
  cards = next;
  editorStore.getState().recheck();
}
editorStore.subscribe((s) => {
  if (s.active !== editorActive.getState().active) editorActive.setState({ active: s.active });
});

/** Subscribes a component to a slice of the editor store. */
export function useEditor<T>(selector: (s: EditorState) => T): T {
  return useStore(editorStore, selector);
}

/** Opens the editor on an empty board. */
export function editNewBoard(): void {
  cards = POOL_CARDS;
  editorStore.getState().open(emptyScenario(), { kind: 'new' });
}

/** Opens the editor on the starting board of the game on the table (nothing if none). */
export function editGameBoard(): boolean {
  const scenario = gameStore.getState().scenario;
  if (!scenario) return false;
  cards = gameCards(tableBook());
  editorStore.getState().open(scenario.loaded.doc, { kind: 'game', lessonId: scenario.lessonId });
  if (gameStore.getState().history.entries.length > 1) {
    editorStore
      .getState()
      .notify('info', `Editing the starting board of “${scenario.title}”: the steps played on it are not part of it.`);
  }
  return true;
}

/**
 * Loads the edited document on the table and leaves the editor. An unchanged lesson board stays
 * that lesson. Returns the problems (the editor stays open) or null.
 */
export function playFromEditor(): Problem[] | null {
  const { doc, opened, origin, check } = editorStore.getState();
  if (check.problems.length) {
    editorStore
      .getState()
      .notify(
        'refused',
        `This board can't be played yet: ${check.problems.length === 1 ? 'a problem needs' : `${check.problems.length} problems need`} fixing (listed under Problems).`,
      );
    return check.problems;
  }
  const lessonId = origin.kind === 'game' && doc === opened ? origin.lessonId : null;
  const played = cards;
  const problems = gameStore
    .getState()
    .load(doc, { open: (input) => openScenarioValue(input, played), ...(lessonId ? { lessonId } : {}) });
  if (problems) {
    editorStore
      .getState()
      .notify('refused', `This board can't be played: ${problems.map((p) => p.message).join('; ')}`);
    return problems;
  }
  editorStore.getState().close();
  return null;
}

/** The document being edited (for tests and the console). */
export function editedDoc(): ScenarioDoc {
  return editorStore.getState().doc;
}
