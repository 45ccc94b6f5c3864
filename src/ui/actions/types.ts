/**
 * The action registry's record (DESIGN "One action registry"; STYLE: tldraw's action items):
 * every user command is one `{ id, label, kbd, enabled, run }`. The keyboard, the menus, the
 * turn bar, drag and drop, the help overlay and the tests all find commands here, so a command
 * behaves the same whichever way it is given.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { CombatDraft, GameStore } from '../../store';

/** The stores a command reads and changes: the game, and the combat declaration being drafted. */
export interface ActionContext {
  game: StoreApi<GameStore>;
  draft: StoreApi<CombatDraft>;
}

/** Families, in the order the help overlay lists them. */
export type ActionGroup = 'turn' | 'combat' | 'lesson' | 'history' | 'board' | 'share' | 'view';

/**
 * One command. `P` is its parameter (a card's object id, a drop target...) or `void`.
 * `kbd` is a shortcut such as `"P"`, `"Shift+N"`, `"Mod+Z"` (Mod: Ctrl, or ⌘ on a Mac),
 * `"?"`; several are separated by `" / "`. `label` may depend on the board ("Resolve top:
 * Lightning Bolt"). `run` returns whether it did something.
 */
export interface UiAction<P = void> {
  id: string;
  group: ActionGroup;
  label: string | ((ctx: ActionContext, p: P) => string);
  /** A longer explanation (tooltips, the help overlay). */
  hint?: string;
  kbd?: string;
  enabled(ctx: ActionContext, p: P): boolean;
  /**
   * Why the command can't be used now, in words that follow its label ("sandbox mode only: turn
   * it on first (Shift+S)"), or null. A shortcut pressed while it is disabled says this instead
   * of doing nothing silently.
   */
  whyNot?(ctx: ActionContext, p: P): string | null;
  run(ctx: ActionContext, p: P): boolean | Promise<boolean>;
}

/** The label of `action` now. */
export function labelOf<P>(action: UiAction<P>, ctx: ActionContext, p: P): string {
  return typeof action.label === 'string' ? action.label : action.label(ctx, p);
}

/** Runs `action` if it is enabled; false if it was not (nothing happens then). */
export function runAction<P>(action: UiAction<P>, ctx: ActionContext, p: P): boolean | Promise<boolean> {
  return action.enabled(ctx, p) ? action.run(ctx, p) : false;
}
