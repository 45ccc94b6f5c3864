/**
 * The editor's store: the scenario document being edited (never engine state), a short
 * document-level history for undo and redo (edits of one text field in a row count as one
 * step), the selected card, the live check (restore + build problems) and the last refusal.
 * Vanilla zustand, so it is tested in Node; the React binding and "play from here" are in
 * editor.ts.
 */
import { createStore } from 'zustand/vanilla';
import { checkDoc, entryAt, type CardAt, type CheckContext, type DocCheck, type EditResult } from '../scenario/editor';
import type { ScenarioDoc } from '../scenario/schema';
import type { PlayerId, Zone } from '../scenario/schema-primitives';

/** Where the board being edited came from (what "Cancel" returns to, what "Play" keeps). */
export type EditorOrigin = { kind: 'new' } | { kind: 'game'; lessonId: string | null };

export interface EditorNotice {
  kind: 'refused' | 'info';
  text: string;
  /** Increases with every notice (so the same refusal twice is announced twice). */
  seq: number;
}

export interface EditorState {
  active: boolean;
  doc: ScenarioDoc;
  /** The document as opened: unchanged means "Cancel" loses nothing. */
  opened: ScenarioDoc;
  past: ScenarioDoc[];
  future: ScenarioDoc[];
  /** The key of the last edit, when edits with the same key merge into one history step. */
  lastKey: string | null;
  origin: EditorOrigin;
  selection: CardAt | null;
  check: DocCheck;
  notice: EditorNotice | null;
  /** Where "Add a card" puts cards, and a counter that asks its name field to take the focus. */
  addTo: { player: PlayerId; zone: Zone; focus: number };

  open(doc: ScenarioDoc, origin: EditorOrigin): void;
  close(): void;
  /**
   * Applies an edit. A refusal becomes the notice and changes nothing (false). `key`: edits with
   * the same key in a row (typing in one field) make one undo step. The card the edit names
   * (`at`) becomes the selection.
   */
  apply(edit: (doc: ScenarioDoc) => EditResult | ScenarioDoc, key?: string): boolean;
  undo(): void;
  redo(): void;
  select(at: CardAt | null): void;
  notify(kind: EditorNotice['kind'], text: string): void;
  clearNotice(): void;
  setAddTo(player: PlayerId, zone: Zone, focus?: boolean): void;
  /** Checks the document again (the cards it may use have changed: a real card was resolved). */
  recheck(): void;
  /** Increases when the cards the editor knows change (see `recheck`). */
  cardsVersion: number;
}

/** Undo steps kept (documents share unchanged parts, so each is small). */
export const EDITOR_HISTORY = 100;

export function createEditorStore(ctx: CheckContext, blank: () => ScenarioDoc) {
  let seq = 0;
  const empty = blank();
  return createStore<EditorState>()((set, get) => {
    const keepSelection = (doc: ScenarioDoc, at: CardAt | null) => (at && entryAt(doc, at) !== undefined ? at : null);
    const show = (doc: ScenarioDoc, extra: Partial<EditorState>) =>
      set((s) => ({ doc, check: checkDoc(doc, ctx), selection: keepSelection(doc, s.selection), ...extra }));
    return {
      active: false,
      doc: empty,
      opened: empty,
      past: [],
      future: [],
      lastKey: null,
      origin: { kind: 'new' },
      selection: null,
      check: { problems: [], warnings: [] },
      notice: null,
      addTo: { player: 'p1', zone: 'battlefield', focus: 0 },

      open(doc, origin) {
        // The card-name field takes the focus as the editor opens.
        set((s) => ({
          active: true,
          doc,
          opened: doc,
          past: [],
          future: [],
          lastKey: null,
          origin,
          selection: null,
          check: checkDoc(doc, ctx),
          notice: null,
          addTo: { ...s.addTo, focus: s.addTo.focus + 1 },
        }));
      },
      close() {
        set({ active: false, past: [], future: [], selection: null, notice: null, lastKey: null });
      },
      apply(edit, key) {
        const { doc, past, lastKey } = get();
        const result = edit(doc);
        const next = 'format' in result ? result : result.ok ? result.doc : null;
        if (next === null) {
          if (!('format' in result) && !result.ok) get().notify('refused', result.reason);
          return false;
        }
        if (next === doc) return true;
        const merge = key !== undefined && key === lastKey && past.length > 0;
        const at = 'format' in result || !result.ok ? undefined : result.at;
        show(next, {
          past: merge ? past : [...past, doc].slice(-EDITOR_HISTORY),
          future: [],
          lastKey: key ?? null,
          ...(at ? { selection: at } : {}),
          notice: null,
        });
        return true;
      },
      undo() {
        const { past, doc, future } = get();
        const prev = past[past.length - 1];
        if (!prev) return;
        show(prev, { past: past.slice(0, -1), future: [doc, ...future], lastKey: null, notice: null });
      },
      redo() {
        const { past, doc, future } = get();
        const next = future[0];
        if (!next) return;
        show(next, { past: [...past, doc], future: future.slice(1), lastKey: null, notice: null });
      },
      select: (selection) => set({ selection, lastKey: null }),
      notify: (kind, text) => set({ notice: { kind, text, seq: ++seq } }),
      clearNotice: () => set({ notice: null }),
      setAddTo: (player, zone, focus = false) =>
        set((s) => ({ addTo: { player, zone, focus: s.addTo.focus + (focus ? 1 : 0) } })),
      recheck: () => set((s) => ({ check: checkDoc(s.doc, ctx), cardsVersion: s.cardsVersion + 1 })),
      cardsVersion: 0,
    };
  });
}

export type EditorStoreApi = ReturnType<typeof createEditorStore>;
