/**
 * Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes — for the game's history on the table and for
 * the edits in the editor (only one of the two screens is mounted, so they never clash). In a
 * text field the browser's own undo of the typing applies instead; a radio, checkbox, slider or
 * button is not a text field, so the shortcuts work while one has focus.
 */
import { useEffect } from 'react';

/** Whether a key event's target is a field where the browser's own editing keys apply. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return (
    (el.tagName === 'INPUT' &&
      !['checkbox', 'radio', 'range', 'button', 'submit'].includes((el as HTMLInputElement).type)) ||
    el.tagName === 'TEXTAREA' ||
    el.tagName === 'SELECT' ||
    el.isContentEditable
  );
}

/** Something with an undo and a redo (a zustand store's state). */
export interface Undoable {
  undo(): void;
  redo(): void;
}

/** Binds the undo and redo keys to `target()` (read at each key press) while mounted. */
export function useUndoKeys(target: () => Undoable): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || !(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) target().undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') target().redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [target]);
}
