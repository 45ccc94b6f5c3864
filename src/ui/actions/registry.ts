/**
 * The one list of the app's commands (DESIGN "One action registry"). Commands without a
 * parameter are listed in {@link ACTIONS}, each once, in the help overlay's order; commands
 * about a card or a drop (card.ts, drop.ts, combat.ts) take it as their parameter.
 * {@link actionForKey} finds the command of a key press; {@link appContext} is the app's stores.
 */
import { combatDraftStore, gameStore } from '../../store';
import { copyLink, exportFile, exportForgePuzzle, importFile, pastePuzzle } from './share';
import { editBoard, toggleSandbox } from './board';
import { addMana, drawCards, setLife } from './player';
import { clearDraft, declareAttackers, declareBlockers, goToCombat } from './combat';
import { redo, undo } from './history';
import { backToScript, continueFromHere, nextStep, restart } from './lesson';
import { declareLoopDraw, nextTurn, pass, resolve } from './turn';
import { labelOf, type ActionContext, type ActionGroup, type UiAction } from './types';
import { help, nextZone, previousZone, toggleImages, zoom } from './view';

export const ACTIONS: readonly UiAction[] = [
  pass,
  resolve,
  nextTurn,
  declareLoopDraw,
  goToCombat,
  declareAttackers,
  declareBlockers,
  clearDraft,
  nextStep,
  restart,
  continueFromHere,
  backToScript,
  undo,
  redo,
  toggleSandbox,
  addMana,
  drawCards,
  setLife,
  editBoard,
  copyLink,
  exportFile,
  importFile,
  pastePuzzle,
  exportForgePuzzle,
  help,
  nextZone,
  previousZone,
  zoom,
  toggleImages,
];

export const GROUP_LABELS: Record<ActionGroup, string> = {
  turn: 'Turn',
  combat: 'Combat',
  lesson: 'Lesson',
  history: 'History',
  board: 'Board',
  share: 'Share and files',
  view: 'View',
};

/** The context of the app: its game store and its combat draft. */
export const appContext: ActionContext = { game: gameStore, draft: combatDraftStore };

/** The command with this id (parameterless ones), or undefined. */
export function findAction(id: string): UiAction | undefined {
  return ACTIONS.find((a) => a.id === id);
}

/** A key press, as {@link matchesKbd} reads it (a KeyboardEvent has these fields). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Whether a key press matches a shortcut such as `"P"`, `"Shift+N"`, `"Mod+Shift+Z / Mod+Y"`,
 * `"?"` or `"Escape"`. Mod is Ctrl or ⌘. A printable symbol (`?`) ignores Shift, which typing it
 * may need; letters compare case-insensitively, and Shift must match.
 */
export function matchesKbd(kbd: string, e: KeyPress): boolean {
  return kbd.split(' / ').some((one) => {
    const parts = one.split('+');
    const key = parts.pop()!;
    const mod = parts.includes('Mod');
    const shift = parts.includes('Shift');
    if (mod !== (e.ctrlKey || e.metaKey) || e.altKey) return false;
    if (key.length === 1 && !/[a-z0-9]/i.test(key)) return e.key === key;
    return shift === e.shiftKey && e.key.toLowerCase() === key.toLowerCase();
  });
}

/** The enabled command whose shortcut the key press is, if any. */
export function actionForKey(e: KeyPress, ctx: ActionContext = appContext): UiAction | undefined {
  return ACTIONS.find((a) => a.kbd && matchesKbd(a.kbd, e) && a.enabled(ctx));
}

/**
 * When no command of this key press is enabled: what the disabled one that has a reason
 * (`whyNot`) would say, as "Add mana (Shift+M) can't be used now — sandbox mode only: turn it on first (Shift+S)."
 * otherwise null (the key means nothing here).
 */
export function disabledKeyReason(e: KeyPress, ctx: ActionContext = appContext): string | null {
  for (const a of ACTIONS) {
    if (!a.kbd || !a.whyNot || !matchesKbd(a.kbd, e)) continue;
    const why = a.whyNot(ctx);
    if (why) return `${labelOf(a, ctx, undefined).replace(/…$/, '')} (${kbdText(a.kbd)}) can't be used now — ${why}.`;
  }
  return null;
}

/** How a shortcut is written for people ("Ctrl+Shift+Z", "⌘Z" on a Mac). */
export function kbdText(kbd: string, mac = false): string {
  return kbd
    .split(' / ')
    .map((one) => one.replace('Mod+', mac ? '⌘' : 'Ctrl+').replace('Shift+', mac ? '⇧' : 'Shift+'))
    .join(' or ');
}
