/**
 * UI state of sharing and files: the one message about input that could not be opened, the
 * notes of an import (what a Forge puzzle had that we do not model), the link dialog, the
 * paste dialog, the Recent list and the autosave indicator. The game itself stays in the game
 * store; nothing here changes the board.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Problem } from '../../scenario/problem';
import type { AutosaveStatus, RecentEntry } from '../../store';

/** The alert shown when a link, file, puzzle or saved session can't be opened. */
export interface OpenFailure {
  title: string;
  problems: Problem[];
}

/** What an import could not carry over exactly (shown in a dismissable panel). */
export interface ImportNotes {
  title: string;
  intro: string;
  notes: Problem[];
}

export type LinkDialogState = { kind: 'copy'; url: string } | { kind: 'too-long'; length: number };

export interface ShareState {
  booting: boolean;
  failure: OpenFailure | null;
  notes: ImportNotes | null;
  linkDialog: LinkDialogState | null;
  pasteOpen: boolean;
  recent: RecentEntry[];
  saveStatus: AutosaveStatus;
  persistent: boolean;
}

export const shareStore = createStore<ShareState>()(() => ({
  booting: true, failure: null, notes: null, linkDialog: null, pasteOpen: false, recent: [], saveStatus: 'idle', persistent: true,
}));

export function useShare<T>(selector: (s: ShareState) => T): T {
  return useStore(shareStore, selector);
}
