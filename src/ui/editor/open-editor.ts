/**
 * The ways into the editor from outside it ("+ New board" on the lesson list, "Edit board" on
 * the table). The editor's store and document operations load on the first use (or once the
 * browser is idle, see App.tsx), so neither the lesson list nor a lesson carries them.
 */
import { gameStore } from '../../store';
import { preloadable } from '../idle';

const editorModule = preloadable(() => import('../../store/editor'));

/** Starts loading the editor's code when the browser is idle. */
export const preloadEditor: () => void = editorModule.preload;

async function withEditor(run: (editor: typeof import('../../store/editor')) => void): Promise<void> {
  try {
    run(await editorModule.load());
  } catch {
    gameStore.getState().toast('error', 'The editor could not be loaded: check the connection and reload the page.');
  }
}

/** Opens the editor on an empty board. */
export function editNewBoard(): Promise<void> {
  return withEditor((editor) => editor.editNewBoard());
}

/** Opens the editor on the starting board of the game on the table. */
export function editGameBoard(): Promise<void> {
  return withEditor((editor) => {
    editor.editGameBoard();
  });
}
