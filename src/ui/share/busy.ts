/**
 * The busy state of slow work: opening a long history replays every step, which can take
 * seconds on a large board. The work runs in slices (open-link.ts `Pace`), the page paints and
 * answers between them, the busy panel shows how far it got, and Cancel (or opening something
 * else) stops it with nothing changed.
 */
import type { Pace } from '../../scenario/link/open-link';
import { shareStore } from './share-store';

let running: AbortController | null = null;

/** A macrotask, so the browser paints and handles input before the next slice. */
const pause = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Runs `work` with a {@link Pace} that reports progress to the busy panel under `label`. Starting
 * another piece of work cancels this one (its result is then the cancelled outcome).
 */
export async function withBusy<T>(label: string, work: (pace: Pace) => Promise<T>): Promise<T> {
  running?.abort();
  const controller = new AbortController();
  running = controller;
  const pace: Pace = {
    pause,
    signal: controller.signal,
    onProgress: (done, total) => {
      if (!controller.signal.aborted) shareStore.setState({ busy: { label, done, total } });
    },
  };
  try {
    return await work(pace);
  } finally {
    if (running === controller) {
      running = null;
      shareStore.setState({ busy: null });
    }
  }
}

/** Stops the work in progress (the Cancel button). */
export function cancelBusy(): void {
  running?.abort();
}
