/** Undo and redo through the game's history (nothing is replayed: see store/history.ts). */
import { canRedo as historyCanRedo, canUndo as historyCanUndo } from '../../store';
import { editorActive } from '../../store/editor-active';
import { revealCurrentStep } from '../log/reveal-step';
import type { ActionContext, UiAction } from './types';

const history = (ctx: ActionContext) => ctx.game.getState().history;
// The editor has its own history (its edits); these are the game's.
const canUndo = (h: ReturnType<typeof history>) => !editorActive.getState().active && historyCanUndo(h);
const canRedo = (h: ReturnType<typeof history>) => !editorActive.getState().active && historyCanRedo(h);

export const undo: UiAction = {
  id: 'history.undo',
  group: 'history',
  kbd: 'Mod+Z',
  label: (ctx) => {
    const h = history(ctx);
    return canUndo(h) ? `Undo: ${h.entries[h.cursor]?.label ?? ''}` : 'Undo';
  },
  enabled: (ctx) => canUndo(history(ctx)),
  run: (ctx) => {
    ctx.game.getState().undo();
    revealCurrentStep();
    return true;
  },
};

export const redo: UiAction = {
  id: 'history.redo',
  group: 'history',
  kbd: 'Mod+Shift+Z / Mod+Y',
  label: (ctx) => {
    const h = history(ctx);
    return canRedo(h) ? `Redo: ${h.entries[h.cursor + 1]?.label ?? ''}` : 'Redo';
  },
  enabled: (ctx) => canRedo(history(ctx)),
  run: (ctx) => {
    ctx.game.getState().redo();
    revealCurrentStep();
    return true;
  },
};
