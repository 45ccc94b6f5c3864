/**
 * The keyboard side of the action registry: one listener that runs the command whose shortcut
 * was pressed. Keys with Ctrl/⌘ work everywhere except in text fields (whose own editing keys
 * win); single keys (P, R, A, ?, …) only when focus is not in a field, and not on a button or
 * card where Enter/Space already mean something.
 */
import { useEffect } from 'react';
import { isTyping } from '../undo-keys';
import { actionForKey, appContext, disabledKeyReason } from './registry';

export function useActionKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || isTyping(e.target)) return;
      const action = actionForKey(e, appContext);
      if (!action) {
        // A shortcut whose command can't be used now says why (as its menu item does).
        const why = disabledKeyReason(e, appContext);
        if (why) appContext.game.getState().refused(why);
        return;
      }
      e.preventDefault();
      void action.run(appContext);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
