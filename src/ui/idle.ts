/**
 * Loading code the first screen does not need: {@link whenIdle} runs a task once the browser
 * is idle (at most `timeout` ms later), and {@link preloadable} wraps a dynamic import so that
 * it can be started early (on idle) and awaited, or used by React's `lazy`, from one promise.
 */

/** Runs `task` when the browser is idle, at the latest after `timeout` ms; returns a canceller. */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeout, 100));
  return () => window.clearTimeout(id);
}

/**
 * A module loaded once: `load()` starts (or joins) the import; a failed load (offline) may be
 * retried by calling it again. `preload()` starts it a second after it is called, once the
 * browser is idle: "idle" alone comes early while the first screen's own chunks download.
 */
export function preloadable<T>(importer: () => Promise<T>): { load: () => Promise<T>; preload: () => void } {
  let pending: Promise<T> | null = null;
  const load = () => {
    pending ??= importer().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return {
    load,
    preload: () => {
      window.setTimeout(
        () =>
          whenIdle(() => {
            void load().catch(() => undefined);
          }),
        1000,
      );
    },
  };
}
