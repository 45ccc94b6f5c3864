/**
 * Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo edits of the document while the editor is
 * open (the game's shortcuts are not mounted then, so the two never clash). In a text field the
 * browser's own undo of the typing applies instead.
 */
import { useEffect } from 'react';
import { editorStore } from '../../store/editor';
import { isTyping as typing } from '../typing';

export function useEditorShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || !(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) editorStore.getState().undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') editorStore.getState().redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
