/**
 * Autosave: the scenario being played and its history survive a reload or a closed tab, and
 * the last sessions can be reopened from a Recent list (nothing is overwritten without a way
 * back: every loaded scenario is its own session, and opening another one leaves the previous
 * one in the list).
 *
 * - **Write-through.** Every change of the history (a step, undo, redo, a seek) is written at
 *   once — coalesced within the task that made it, so the write is issued before the browser
 *   can start a reload or close the tab. A step on screen is a step on its way to disk, and
 *   IndexedDB finishes the transactions a closing page has issued. `flush` (page hidden,
 *   leaving) writes anything still pending.
 * - **Loaded late.** The app loads this code after its first board (ui/share/navigation.ts:
 *   idle time a second later, or at once at the first step), so a page opens without it; a
 *   board already shown when it arrives becomes its session, steps included (`adoptShown`).
 * - **Two tabs.** A session carries a revision; each write checks it inside its transaction.
 *   When another tab wrote the session since this tab last read or wrote it, this tab's steps
 *   go to a new session (a copy, listed in Recent) and both tabs' work is kept; tabs also tell
 *   each other which session they show (tab-channel.ts), so the person hears of it at once.
 *   The Recent list is read and rewritten in the same transaction, never from a stale copy,
 *   so one tab can't drop another tab's sessions from it.
 * - **Storage that fails or hangs.** Every storage call has a timeout; on a failure or a
 *   timeout the page keeps working with sessions in memory and says so once.
 *
 * Sessions seen in this page are also kept in memory, so Back/Forward reopen one at once,
 * exactly where it was left.
 */
import type { GameStore } from './game-store';
import { memoryBackend, idbBackend, withTimeout, StorageTimeoutError, type SessionBackend } from './session-backend';
import {
  checkSession,
  parseRecent,
  recentEntry,
  sessionOf,
  withRecent,
  type RecentEntry,
  type SavedSession,
  type SessionOrigin,
} from './session';
import { newSessionId } from './session-id';
import { openTabChannel, type TabChannel, type TabMessage } from './tab-channel';

export { idbBackend, memoryBackend, type SessionBackend } from './session-backend';

export const RECENT_KEY = 'recent';
export const sessionKey = (id: string) => `session:${id}`;

/** What the save indicator shows. */
export type AutosaveStatus = 'idle' | 'pending' | 'saved' | 'memory' | 'error';

/** Who a newly loaded scenario is: a new session, or one being reopened (Back/Forward, Recent, reload). */
export interface SessionMeta {
  id: string;
  origin: SessionOrigin;
  /** The session's own title where it differs from the scenario's (a copy made for a second tab). */
  title?: string;
}

/**
 * What autosave has to tell the person: the session shown is open in another tab too; this
 * tab's steps went to a copy because the other tab changed the session; storage stopped
 * working (the page goes on in memory).
 */
export type AutosaveNotice =
  | { kind: 'shared'; session: string; title: string }
  | { kind: 'forked'; from: string; to: string; title: string }
  | { kind: 'storage'; message: string };

/** A stored session as read: there, absent, damaged (with why), or unreadable now. */
export type StoredSession =
  | { kind: 'ok'; session: SavedSession }
  | { kind: 'missing' }
  | { kind: 'damaged'; reason: string }
  | { kind: 'unavailable'; reason: string };

type Store = { getState(): GameStore; subscribe(listener: (s: GameStore, prev: GameStore) => void): () => void };

export interface AutosaveOptions {
  store: Store;
  /** Default: IndexedDB if present, else memory. */
  backend?: SessionBackend | null;
  /** Length of the Recent list. */
  max?: number;
  now?: () => number;
  newId?: () => string;
  /** Called when a scenario is loaded: which session it is (default: a new one). */
  metaFor?: (s: GameStore) => SessionMeta;
  /** Longest wait for a storage read, ms (default 3,000); writes get three times as long. */
  timeout?: number;
  /** The channel to other tabs (default BroadcastChannel "stackyard-sessions"). */
  channel?: (onMessage: (m: TabMessage) => void) => TabChannel;
  /** Told when there is something to say (see {@link AutosaveNotice}). */
  onNotice?: (notice: AutosaveNotice) => void;
  /**
   * A scenario already in the store when autosave is created is taken as just loaded: it
   * becomes the session (with `metaFor`'s meta), steps included. Default false (only later
   * loads are sessions). The app sets it: its autosave code loads after the first board.
   */
  adoptShown?: boolean;
}

/** Lessons opened and not played are not worth a Recent line; everything else is. */
const worthKeeping = (s: SavedSession) => s.origin !== 'lesson' || s.actions.length > 0;

const revOf = (stored: unknown): number => {
  const rev = typeof stored === 'object' && stored !== null ? (stored as { rev?: unknown }).rev : undefined;
  return typeof rev === 'number' && Number.isInteger(rev) && rev > 0 ? rev : 0;
};

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function createAutosave(opts: AutosaveOptions) {
  const max = opts.max ?? 10;
  const readTimeout = opts.timeout ?? 3000;
  const writeTimeout = readTimeout * 3;
  const now = opts.now ?? (() => Date.now());
  const newId = opts.newId ?? (() => newSessionId(now()));
  const tab = `${now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
  let backend: SessionBackend =
    opts.backend === undefined ? (idbBackend() ?? memoryBackend()) : (opts.backend ?? memoryBackend());
  let current: SessionMeta | null = null;
  let status: AutosaveStatus = 'idle';
  let failure: string | null = null;
  /** The newest snapshot not yet handed to storage, and whether a write of it is scheduled. */
  let pendingSnapshot: SavedSession | null = null;
  let scheduled = false;
  let inFlight = 0;
  /** The revision of each session as this tab last read or wrote it. */
  const revs = new Map<string, number>();
  /** Sessions of this page, newest last (for Back/Forward), bounded. */
  const seen = new Map<string, SavedSession>();
  /** Sessions this tab's steps moved away from (another tab changed them): old id → the copy's. */
  const moved = new Map<string, string>();
  /** Sessions shown here that another tab shows too. */
  const shared = new Set<string>();
  const listeners = new Set<() => void>();

  const setStatus = (next: AutosaveStatus) => {
    status = next;
    listeners.forEach((l) => l());
  };
  const remember = (s: SavedSession) => {
    seen.delete(s.id);
    seen.set(s.id, s);
    if (seen.size > 50) seen.delete(seen.keys().next().value as string);
  };

  /** Storage failed or hung: go on in memory, say so once. */
  const fallBack = (e: unknown) => {
    if (!backend.persistent) return;
    backend = memoryBackend();
    failure =
      e instanceof StorageTimeoutError
        ? `The browser's storage (IndexedDB) did not answer within ${e.ms / 1000} s, so this tab keeps its sessions in memory only: they last until the tab is closed. Export saves a file meanwhile.`
        : `The browser's storage refused to save (${reasonOf(e)}), so this tab keeps its sessions in memory only: they last until the tab is closed. Export saves a file meanwhile.`;
    opts.onNotice?.({ kind: 'storage', message: failure });
  };

  const sharedNotice = (id: string) => {
    if (id !== current?.id || shared.has(id)) return;
    shared.add(id);
    opts.onNotice?.({ kind: 'shared', session: id, title: seen.get(id)?.title ?? 'This session' });
  };

  const channel = (opts.channel ?? openTabChannel)((m) => {
    if (m.tab === tab || m.session !== current?.id) return;
    if (m.type === 'open') channel.post({ type: 'here', tab, session: m.session });
    sharedNotice(m.session);
  });

  /**
   * One transaction: check the revision, write the session (or, if another tab wrote it since,
   * a copy under a new id) and the Recent list read in the same transaction.
   */
  const commit = async (snapshotted: SavedSession): Promise<void> => {
    let written: SavedSession = snapshotted;
    let forkedFrom: string | null = null;
    // Runs inside the transaction, so the revision and any copy are decided atomically; writes
    // issued before this one committed already went to the copy's id (`moved`).
    const plan = ([stored, storedRecent]: unknown[]) => {
      const session = moved.has(snapshotted.id)
        ? { ...snapshotted, id: moved.get(snapshotted.id) as string, title: `${snapshotted.title} (copy)` }
        : snapshotted;
      const storedRev = revOf(stored);
      const conflict = stored !== undefined && storedRev !== (revs.get(session.id) ?? 0);
      written = conflict
        ? { ...session, id: newId(), title: `${session.title} (copy)`, rev: 1 }
        : { ...session, rev: storedRev + 1 };
      forkedFrom = conflict ? session.id : null;
      if (conflict) {
        moved.set(session.id, written.id);
        if (current?.id === session.id) current = { ...current, id: written.id, title: written.title };
      }
      revs.set(written.id, written.rev as number);
      const next = withRecent(parseRecent(storedRecent), recentEntry(written), max);
      return {
        put: [
          [sessionKey(written.id), written],
          [RECENT_KEY, next.list],
        ] as const,
        del: next.dropped.filter((id) => id !== written.id).map(sessionKey),
      };
    };
    const keys = () => [sessionKey(moved.get(snapshotted.id) ?? snapshotted.id), RECENT_KEY];
    try {
      await withTimeout(backend.update(keys(), plan), writeTimeout);
    } catch (e) {
      fallBack(e);
      try {
        await backend.update(keys(), plan);
      } catch {
        setStatus('error');
        return;
      }
    }
    remember(written);
    if (forkedFrom !== null)
      opts.onNotice?.({ kind: 'forked', from: forkedFrom, to: written.id, title: written.title });
    channel.post({ type: 'saved', tab, session: written.id, rev: written.rev as number });
  };

  /** Hands the newest snapshot to storage now. */
  const writePending = (): Promise<void> => {
    scheduled = false;
    const session = pendingSnapshot;
    pendingSnapshot = null;
    if (!session) return Promise.resolve();
    if (!worthKeeping(session)) {
      // Nothing worth storing (an untouched lesson): nothing is pending either.
      if (inFlight === 0 && status === 'pending') setStatus('idle');
      return Promise.resolve();
    }
    inFlight++;
    return commit(session).finally(() => {
      inFlight--;
      if (inFlight === 0 && !pendingSnapshot && status !== 'error') setStatus(backend.persistent ? 'saved' : 'memory');
    });
  };

  /** Takes a snapshot of the session `meta` as the store has it, and writes it within this task. */
  const snapshot = (s: Pick<GameStore, 'scenario' | 'history' | 'branches'>, meta: SessionMeta) => {
    const session = sessionOf(s, { ...meta, savedAt: now() });
    if (!session) return;
    const rev = revs.get(session.id);
    const withRev = rev === undefined ? session : { ...session, rev };
    remember(withRev);
    pendingSnapshot = withRev;
    if (worthKeeping(withRev)) setStatus('pending');
    if (!scheduled) {
      scheduled = true;
      // Before the task ends, so before any reload or close the person can start.
      queueMicrotask(() => {
        if (scheduled) void writePending();
      });
    }
  };

  const flush = (): Promise<void> => writePending();

  const onChange = (s: GameStore, prev: Pick<GameStore, 'scenario' | 'history' | 'branches'>) => {
    if (s.scenario !== prev.scenario) {
      // Leaving a session: what is pending of it is written now, as it was.
      if (pendingSnapshot) void writePending();
      current = s.scenario
        ? (opts.metaFor?.(s) ?? { id: newId(), origin: s.scenario.lessonId ? 'lesson' : 'other' })
        : null;
      if (!current) return;
      channel.post({ type: 'open', tab, session: current.id });
      // A new session (a lesson, a link, a file) is saved at once. One reopened from storage or
      // from this page is already stored as it is: writing it again would only make another tab
      // showing it take its next step for a change made here.
      if (revs.has(current.id)) {
        const session = sessionOf(s, { ...current, savedAt: now() });
        if (session) remember({ ...session, rev: revs.get(current.id) });
        if (inFlight === 0 && !pendingSnapshot) setStatus(backend.persistent ? 'saved' : 'memory');
      } else snapshot(s, current);
      return;
    }
    if ((s.history === prev.history && s.branches === prev.branches) || !current) return;
    snapshot(s, current);
  };
  const unsubscribe = opts.store.subscribe(onChange);
  // Created after a scenario was loaded (the page loads this code after its first board): that
  // board is this tab's session from here on, with any steps already taken on it.
  const shown = opts.store.getState();
  if (opts.adoptShown && shown.scenario) onChange(shown, { ...shown, scenario: null });

  const ready: Promise<void> = withTimeout(backend.get(RECENT_KEY), readTimeout).then(
    () => undefined,
    (e: unknown) => {
      fallBack(e);
    },
  );

  /** Reads a stored session, telling apart absent, damaged and unreadable. */
  const load = async (id: string): Promise<StoredSession> => {
    const inPage = seen.get(id);
    if (inPage) return { kind: 'ok', session: inPage };
    await ready;
    let value: unknown;
    try {
      value = await withTimeout(backend.get(sessionKey(id)), readTimeout);
    } catch (e) {
      fallBack(e);
      return { kind: 'unavailable', reason: reasonOf(e) };
    }
    if (value === undefined) return { kind: 'missing' };
    const checked = checkSession(value);
    if (!checked.ok) return { kind: 'damaged', reason: checked.reason };
    revs.set(id, checked.session.rev ?? 0);
    return { kind: 'ok', session: checked.session };
  };

  return {
    ready,
    get status() {
      return status;
    },
    get persistent() {
      return backend.persistent;
    },
    /** Why storage stopped working in this page, or null. */
    get failure() {
      return failure;
    },
    /** The session shown (null on the lesson list). */
    get current() {
      return current;
    },
    newId,
    /** Writes what is pending now (page hidden, before leaving). */
    flush,
    /** A session seen in this page, at once (Back/Forward). */
    seen: (id: string): SavedSession | null => seen.get(id) ?? null,
    /** A session: in this page's memory, else stored (see {@link StoredSession}). */
    load,
    /** A stored session, or null if it is gone, damaged or unreadable. */
    read: async (id: string): Promise<SavedSession | null> => {
      const r = await load(id);
      return r.kind === 'ok' ? r.session : null;
    },
    /** The Recent list as stored now, newest first (empty if storage can't be read). */
    recent: async (): Promise<RecentEntry[]> => {
      await ready;
      try {
        return parseRecent(await withTimeout(backend.get(RECENT_KEY), readTimeout));
      } catch (e) {
        fallBack(e);
        return parseRecent(await backend.get(RECENT_KEY));
      }
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      unsubscribe();
      channel.close();
    },
  };
}

export type Autosave = ReturnType<typeof createAutosave>;
