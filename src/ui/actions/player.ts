/**
 * A player's teaching shortcuts (sandbox mode): add mana, draw cards, set the life total. Each
 * opens a small dialog (ui/teaching/ShortcutDialog.tsx) that asks for the amounts; the dialog
 * performs the engine action through {@link performShortcut}, so it is a history step (undo,
 * redo, links, the classroom) and the engine says in the log what was done and by which rule.
 * The `…For` records take the player (the player panel and the player's menu); the keyboard
 * ones open the dialog for the active player, with the player to choose in it.
 */
import { sandboxActionRefusal, type PlayerId, type SandboxAction, type SandboxRefusal } from '../../engine';
import { playerName } from '../../store';
import { openShortcut, type ShortcutKind } from '../teaching/shortcut-store';
import { canAct, shown } from './state';
import type { ActionContext, UiAction } from './types';

/** The words of each shortcut: the command's label and its hint. */
export const SHORTCUT_WORDS: Record<ShortcutKind, { label: string; hint: string }> = {
  addMana: {
    label: 'Add mana…',
    hint: "Sandbox mode: add mana to a player's mana pool by hand (it empties as the step ends, CR 106.4)",
  },
  draw: {
    label: 'Draw cards…',
    hint: 'Sandbox mode: a player draws cards by hand, one at a time (a draw from an empty library loses the game)',
  },
  setLife: {
    label: 'Set life…',
    hint: "Sandbox mode: set a player's life total by hand (they gain or lose the difference)",
  },
};

/** Why the shortcuts can't be used now, or null: no board, a decision waits, the game is over, sandbox mode is off. */
export function shortcutsBlocked(ctx: ActionContext): string | null {
  const s = shown(ctx);
  if (!s) return 'no game is open';
  if (s.pendingDecision) return 'a decision is pending: answer it first';
  if (s.gameOver) return `the game is over (${s.gameOver.reason})`;
  if (!s.sandbox) return 'sandbox mode only: turn it on first (Shift+S)';
  return null;
}

function forPlayer(kind: ShortcutKind): UiAction<PlayerId> {
  return {
    id: `player.${kind}`,
    group: 'board',
    label: (_ctx, p) => `${SHORTCUT_WORDS[kind].label.replace('…', '')} for ${playerName(p)}…`,
    hint: SHORTCUT_WORDS[kind].hint,
    enabled: (ctx) => shortcutsBlocked(ctx) === null,
    run: (ctx, p) => {
      openShortcut(kind, p);
      return true;
    },
  };
}

export const addManaFor = forPlayer('addMana');
export const drawFor = forPlayer('draw');
export const setLifeFor = forPlayer('setLife');

function forActive(kind: ShortcutKind, kbd: string): UiAction {
  return {
    id: `board.${kind}`,
    group: 'board',
    kbd,
    label: SHORTCUT_WORDS[kind].label,
    hint: SHORTCUT_WORDS[kind].hint,
    enabled: (ctx) => shortcutsBlocked(ctx) === null,
    whyNot: (ctx) => (shown(ctx) ? shortcutsBlocked(ctx) : null),
    run: (ctx) => {
      const s = shown(ctx);
      if (!s) return false;
      openShortcut(kind, s.turn.active);
      return true;
    },
  };
}

export const addMana = forActive('addMana', 'Shift+M');
export const drawCards = forActive('draw', 'Shift+D');
export const setLife = forActive('setLife', 'Shift+L');

/** Why the engine would refuse `a` on the board shown, or null (the dialog shows it as the values are typed). */
export function shortcutRefusal(ctx: ActionContext, a: SandboxAction): SandboxRefusal | null {
  const s = shown(ctx);
  if (!s) return { reason: 'no game is open', rule: '' };
  return sandboxActionRefusal(s, a);
}

/** Performs a shortcut filled in by its dialog: one engine action, one history step. */
export const performShortcut: UiAction<SandboxAction> = {
  id: 'player.shortcut',
  group: 'board',
  label: (_ctx, a) => SHORTCUT_WORDS[a.type].label.replace('…', ''),
  enabled: (ctx, a) => canAct(ctx) && shortcutRefusal(ctx, a) === null,
  run: (ctx, a) => ctx.game.getState().perform(a),
};
