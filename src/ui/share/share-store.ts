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
  /** What was done instead, when not "nothing" (e.g. "The lesson was opened from its start instead."). */
  outcome?: string;
}

/** Slow work in progress (a long history replayed as a link, file or session opens). */
export interface Busy {
  label: string;
  done: number;
  total: number;
}

/** Something to know about the session shown (another tab, storage): shown until dismissed. */
export interface SessionNotice {
  /** `tab`: about the session shown (cleared when another opens); `storage`: about this page. */
  kind: 'tab' | 'storage';
  title: string;
  text: string;
}

/** What an import could not carry over exactly (shown in a dismissable panel). */
export interface ImportNotes {
  title: string;
  /** Said before the list and never folded away: a puzzle that can't be played exactly as written. */
  lead?: string;
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
  busy: Busy | null;
  sessionNotice: SessionNotice | null;
}

export const shareStore = createStore<ShareState>()(() => ({
  booting: true,
  failure: null,
  notes: null,
  linkDialog: null,
  pasteOpen: false,
  recent: [],
  saveStatus: 'idle',
  persistent: true,
  busy: null,
  sessionNotice: null,
}));

export function useShare<T>(selector: (s: ShareState) => T): T {
  return useStore(shareStore, selector);
}
