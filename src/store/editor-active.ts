/**
 * Whether the editor is open, apart from the editor itself (editor.ts, with the document
 * operations, loads only when the editor is first opened): the app shell reads this flag to
 * choose between the table and the editor screen.
 */
import { createStore, useStore } from 'zustand';

/** `{ active }`: written by editor.ts whenever its store opens or closes. */
export const editorActive = createStore<{ active: boolean }>(() => ({ active: false }));

/** Whether the editor is open. */
export function useEditorActive(): boolean {
  return useStore(editorActive, (s) => s.active);
}
