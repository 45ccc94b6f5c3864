/**
 * Which teaching-shortcut dialog is open (add mana, draw cards, set life), and for which player.
 * UI state only: the action itself is an engine action performed through the registry
 * (ui/actions/player.ts), so it is a history step like any other.
 */
import { createStore, useStore } from 'zustand';
import type { PlayerId, SandboxAction } from '../../engine';

/** The kind of shortcut: the engine action's type. */
export type ShortcutKind = SandboxAction['type'];

export interface ShortcutDialogState {
  /** The dialog open, or null. `player` is the one chosen when it opened (it can be changed in it). */
  open: { kind: ShortcutKind; player: PlayerId } | null;
}

export const shortcutStore = createStore<ShortcutDialogState>(() => ({ open: null }));

/** Opens the dialog of `kind` for `player`. */
export function openShortcut(kind: ShortcutKind, player: PlayerId): void {
  shortcutStore.setState({ open: { kind, player } });
}

/** Closes the dialog (nothing is performed). */
export function closeShortcut(): void {
  shortcutStore.setState({ open: null });
}

export function useShortcut<T>(pick: (s: ShortcutDialogState) => T): T {
  return useStore(shortcutStore, pick);
}
