/**
 * Autosave: the scenario being played and its history survive a reload, and the last sessions
 * can be reopened from a Recent list (nothing is overwritten without a way back: every loaded
 * scenario is its own session, and opening another one leaves the previous one in the list).
 *
 * Storage is IndexedDB through idb-keyval (one key per session plus the Recent index); where
 * IndexedDB is missing or refuses (private browsing, quota), it falls back to memory for the
 * life of the page and says so. Writes are debounced and asynchronous: the game never waits
 * for them. Sessions seen in this page are also kept in memory, so Back/Forward can reopen
 * one at once, exactly where it was left.
 */
import { createStore as createIdbStore, del as idbDel, get as idbGet, set as idbSet, type UseStore } from 'idb-keyval';
import type { GameStore } from './game-store';
import { parseRecent, parseSession, recentEntry, sessionOf, withRecent, type RecentEntry, type SavedSession, type SessionOrigin } from './session';

/** Where sessions are kept. */
export interface SessionBackend {
  readonly persistent: boolean;
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** Sessions in memory only (no IndexedDB, or tests). Values are cloned as IndexedDB would. */
export function memoryBackend(): SessionBackend {
  const map = new Map<string, string>();
  return {
    persistent: false,
    get: async (key) => (map.has(key) ? JSON.parse(map.get(key) as string) as unknown : undefined),
    set: async (key, value) => { map.set(key, JSON.stringify(value)); },
    del: async (key) => { map.delete(key); },
  };
}

/** IndexedDB (database "stackyard", store "sessions"), or null where there is none. */
export function idbBackend(): SessionBackend | null {
  if (typeof indexedDB === 'undefined') return null;
  let store: UseStore;
  try {
    store = createIdbStore('stackyard', 'sessions');
  } catch {
    return null;
  }
  return {
    persistent: true,
    get: (key) => idbGet(key, store),
    set: (key, value) => idbSet(key, value, store),
    del: (key) => idbDel(key, store),
  };
}

export const RECENT_KEY = 'recent';
export const sessionKey = (id: string) => `session:${id}`;

/** What the save indicator shows. */
export type AutosaveStatus = 'idle' | 'pending' | 'saved' | 'memory' | 'error';

/** Who a newly loaded scenario is: a new session, or one being reopened (Back/Forward, Recent, reload). */
export interface SessionMeta { id: string; origin: SessionOrigin }

type Store = { getState(): GameStore; subscribe(listener: (s: GameStore, prev: GameStore) => void): () => void };

export interface AutosaveOptions {
  store: Store;
  /** Default: IndexedDB if present, else memory. */
  backend?: SessionBackend | null;
  /** Debounce of writes, ms. */
  delay?: number;
  /** Length of the Recent list. */
  max?: number;
  now?: () => number;
  newId?: () => string;
  /** Called when a scenario is loaded: which session it is (default: a new one). */
  metaFor?: (s: GameStore) => SessionMeta;
}

/** Lessons opened and not played are not worth a Recent line; everything else is. */
const worthKeeping = (s: SavedSession) => s.origin !== 'lesson' || s.actions.length > 0;

export function createAutosave(opts: AutosaveOptions) {
  const delay = opts.delay ?? 600;
  const max = opts.max ?? 10;
  const now = opts.now ?? (() => Date.now());
  let counter = 0;
  const newId = opts.newId ?? (() => `${now().toString(36)}-${(++counter).toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`);
  let backend: SessionBackend = opts.backend === undefined ? idbBackend() ?? memoryBackend() : opts.backend ?? memoryBackend();
  let current: SessionMeta | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let status: AutosaveStatus = 'idle';
  let recent: RecentEntry[] = [];
  /** Sessions of this page, newest last (for Back/Forward), bounded. */
  const seen = new Map<string, SavedSession>();
  const listeners = new Set<() => void>();
  let chain: Promise<unknown> = Promise.resolve();

  const setStatus = (next: AutosaveStatus) => {
    status = next;
    listeners.forEach((l) => l());
  };
  const remember = (s: SavedSession) => {
    seen.delete(s.id);
    seen.set(s.id, s);
    if (seen.size > 50) seen.delete(seen.keys().next().value as string);
  };

  /** Runs storage work one piece at a time; on failure moves to memory (and says so). */
  const queue = <T>(work: () => Promise<T>): Promise<T | undefined> => {
    const run = chain.then(work).catch(async () => {
      if (!backend.persistent) { setStatus('error'); return undefined; }
      backend = memoryBackend();
      try {
        return await work();
      } catch {
        setStatus('error');
        return undefined;
      }
    });
    chain = run;
    return run;
  };

  const ready = queue(async () => {
    recent = parseRecent(await backend.get(RECENT_KEY));
  });

  const write = (session: SavedSession) => queue(async () => {
    await backend.set(sessionKey(session.id), session);
    const next = withRecent(recent, recentEntry(session), max);
    recent = next.list;
    await backend.set(RECENT_KEY, recent);
    for (const id of next.dropped) await backend.del(sessionKey(id));
    if (timer === null) setStatus(backend.persistent ? 'saved' : 'memory');
  });

  /** Snapshots a store state as the session `meta`: into memory now, to storage soon. */
  const save = (s: Pick<GameStore, 'scenario' | 'history' | 'branches'>, meta: SessionMeta): Promise<unknown> => {
    const session = sessionOf(s, { ...meta, savedAt: now() });
    if (!session) return Promise.resolve();
    remember(session);
    if (worthKeeping(session)) return write(session);
    // Nothing worth storing (an untouched lesson): nothing is pending either.
    if (timer === null && status === 'pending') setStatus('idle');
    return Promise.resolve();
  };

  const flush = (): Promise<unknown> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    return current ? save(opts.store.getState(), current) : Promise.resolve();
  };

  const unsubscribe = opts.store.subscribe((s, prev) => {
    if (s.scenario !== prev.scenario) {
      // Leaving a session (another scenario, or the lesson list): keep it exactly as it was.
      if (current && prev.scenario) {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        void save(prev, current);
      }
      current = s.scenario ? (opts.metaFor?.(s) ?? { id: newId(), origin: s.scenario.lessonId ? 'lesson' : 'other' }) : null;
      if (current) remember(sessionOf(s, { ...current, savedAt: now() }) as SavedSession);
    }
    else if ((s.history === prev.history && s.branches === prev.branches) || !current) return;
    if (!current) return;
    if (timer !== null) clearTimeout(timer);
    setStatus('pending');
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, delay);
  });

  return {
    ready,
    get status() { return status; },
    get persistent() { return backend.persistent; },
    /** The session shown (null on the lesson list). */
    get current() { return current; },
    newId,
    /** Writes the current session now (page hidden, before leaving). */
    flush,
    /** A session seen in this page, at once (Back/Forward). */
    seen: (id: string): SavedSession | null => seen.get(id) ?? null,
    /** A stored session, or null if it is gone or unreadable. */
    read: async (id: string): Promise<SavedSession | null> => {
      const inPage = seen.get(id);
      if (inPage) return inPage;
      await ready;
      return parseSession(await queue(() => backend.get(sessionKey(id))));
    },
    /** The Recent list, newest first. */
    recent: async (): Promise<RecentEntry[]> => {
      await ready;
      await chain;
      return recent;
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      unsubscribe();
    },
  };
}

export type Autosave = ReturnType<typeof createAutosave>;
