/**
 * Where autosave keeps sessions: IndexedDB (through idb-keyval's store helper) or memory.
 *
 * Writes are atomic read-modify-write transactions ({@link SessionBackend.update}): a session
 * and the Recent index are read and written in ONE transaction, so two tabs writing at the
 * same time can't lose each other's Recent lines or overwrite each other's session unseen
 * (autosave.ts checks the session's revision inside the transaction). IndexedDB runs
 * read-write transactions on one store in the order they were created, so a write issued at
 * once after each step is never overtaken by an older one.
 *
 * Every operation is bounded by a timeout ({@link withTimeout}): a browser whose IndexedDB
 * never answers (it happens: a blocked upgrade, a wedged profile) must not leave the page
 * waiting forever.
 */
import { createStore as createIdbStore, type UseStore } from 'idb-keyval';

/** What one transaction writes: values to put and keys to delete. */
export interface Writes {
  put?: readonly (readonly [key: string, value: unknown])[];
  del?: readonly string[];
}

/** Where sessions are kept. */
export interface SessionBackend {
  readonly persistent: boolean;
  get(key: string): Promise<unknown>;
  /**
   * Atomically reads `keys` (undefined where absent), then applies the writes `plan` returns
   * for what was read. Resolves once the writes are durable (the transaction completed);
   * rejects (writing nothing) if `plan` throws or storage fails.
   */
  update(keys: readonly string[], plan: (values: unknown[]) => Writes): Promise<void>;
}

/**
 * Sessions in memory (no IndexedDB, or tests). Values are copied as IndexedDB would copy them;
 * `shared` lets two autosaves (two "tabs" in a test) use the same storage.
 */
export function memoryBackend(shared: Map<string, string> = new Map()): SessionBackend {
  const map = shared;
  const read = (key: string): unknown => (map.has(key) ? (JSON.parse(map.get(key) as string) as unknown) : undefined);
  return {
    persistent: false,
    get: async (key) => read(key),
    update: async (keys, plan) => {
      const writes = plan(keys.map(read));
      for (const [key, value] of writes.put ?? []) map.set(key, JSON.stringify(value));
      for (const key of writes.del ?? []) map.delete(key);
    },
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function completion(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
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
    get: (key) => store('readonly', (s) => request(s.get(key))),
    update: (keys, plan) =>
      store(
        'readwrite',
        (s) =>
          new Promise<void>((resolve, reject) => {
            const done = completion(s.transaction);
            const values: unknown[] = new Array(keys.length);
            let left = keys.length;
            const write = () => {
              try {
                const writes = plan(values);
                for (const [key, value] of writes.put ?? []) s.put(value, key);
                for (const key of writes.del ?? []) s.delete(key);
              } catch (e) {
                s.transaction.abort();
                done.catch(() => undefined);
                reject(e instanceof Error ? e : new Error(String(e)));
                return;
              }
              done.then(resolve, reject);
            };
            if (left === 0) {
              write();
              return;
            }
            // Reads and writes stay inside the one transaction: the writes are issued from the last
            // read's success callback, while the transaction is still active.
            keys.forEach((key, i) => {
              const req = s.get(key);
              req.onsuccess = () => {
                values[i] = req.result;
                if (--left === 0) write();
              };
              req.onerror = () => reject(req.error ?? new Error('IndexedDB read failed'));
            });
          }),
      ),
  };
}

/** Raised by {@link withTimeout} when storage did not answer in time. */
export class StorageTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`the browser's storage did not answer within ${ms / 1000} s`);
    this.name = 'StorageTimeoutError';
  }
}

/** `work`, or a {@link StorageTimeoutError} after `ms` milliseconds, whichever comes first. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageTimeoutError(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
