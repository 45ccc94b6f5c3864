/** Ctrl+Shift+L copies the link, Ctrl+S exports, Ctrl+O imports (also while not on the table). */
import { useEffect } from 'react';
import { gameStore } from '../../store';
import { copyLink, exportFile } from './commands';
import { openFilePicker } from './FilePicker';

export function useShareShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      const onTable = gameStore.getState().scenario !== null;
      if (key === 'l' && e.shiftKey && onTable) void copyLink();
      else if (key === 's' && !e.shiftKey && onTable) void exportFile();
      else if (key === 'o' && !e.shiftKey) openFilePicker(null);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
