/** Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, except while typing in a field (where they edit the text). */
import { useEffect } from 'react';
import { gameStore } from '../../store';
import { isTyping } from '../typing';

export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return;
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) gameStore.getState().undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') gameStore.getState().redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
