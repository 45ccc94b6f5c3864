/** The board itself: sandbox mode (manual moves, an engine action in the history) and the editor. */
import { shown } from './state';
import type { UiAction } from './types';

export const toggleSandbox: UiAction = {
  id: 'board.sandbox',
  group: 'board',
  kbd: 'Shift+S',
  label: (ctx) => (shown(ctx)?.sandbox ? 'Turn sandbox off' : 'Turn sandbox on'),
  hint: 'Sandbox mode: any card can be dragged to any zone (a manual move, logged as such), and mana, draws and life totals set by hand',
  enabled: (ctx) => {
    const s = shown(ctx);
    return !!s && !s.pendingDecision;
  },
  run: (ctx) => {
    const s = shown(ctx);
    if (!s) return false;
    ctx.game.getState().setSandbox(!s.sandbox);
    return true;
  },
};

export const editBoard: UiAction = {
  id: 'board.edit',
  group: 'board',
  kbd: 'E',
  label: 'Edit board',
  hint: "Edit this game's starting board: add, remove and set up cards, then play from there",
  enabled: (ctx) => ctx.game.getState().scenario !== null,
  run: async () => {
    const { editGameBoard } = await import('../editor/open-editor');
    await editGameBoard();
    return true;
  },
};
