/**
 * Spacing of requests to Scryfall (DESIGN "Real cards"; Scryfall's API rules): at most 10
 * requests a second overall, and at most 2 a second to the costly endpoints (`/cards/named`,
 * `/cards/search`, `/cards/collection`). Each request reserves the earliest start that keeps
 * both limits and any pause a 429 asked for; requests may then run side by side. Pure
 * bookkeeping over a {@link Clock}, so tests drive it with a fake one.
 */
import type { Clock } from './clock';

/** `light`: autocomplete and other cheap calls; `heavy`: named, search and collection. */
export type RequestClass = 'light' | 'heavy';

/** The limits, as the least time between two starts (ms). */
export const SCRYFALL_LIMITS = {
  /** 10 a second overall. */
  anyGapMs: 100,
  /** 2 a second for named, search and collection. */
  heavyGapMs: 500,
} as const;

export interface RateLimiter {
  /** Waits until a request of `kind` may start, and counts it as started then. */
  acquire(kind: RequestClass): Promise<void>;
  /** Starts nothing before `now + ms` (Scryfall's 429 with `Retry-After`). */
  pause(ms: number): void;
}

export function createRateLimiter(
  clock: Clock,
  limits: { anyGapMs: number; heavyGapMs: number } = SCRYFALL_LIMITS,
): RateLimiter {
  let nextAny = 0;
  let nextHeavy = 0;
  let pausedUntil = 0;
  return {
    async acquire(kind) {
      for (;;) {
        // Reserve the slot synchronously so that concurrent callers queue up behind each other.
        const start = Math.max(clock.now(), nextAny, pausedUntil, kind === 'heavy' ? nextHeavy : 0);
        nextAny = start + limits.anyGapMs;
        if (kind === 'heavy') nextHeavy = start + limits.heavyGapMs;
        const wait = start - clock.now();
        if (wait > 0) await clock.sleep(wait);
        // A 429 that came while this caller waited voids its slot: queue again behind the pause.
        if (clock.now() >= pausedUntil) return;
      }
    },
    pause(ms) {
      const until = clock.now() + ms;
      pausedUntil = Math.max(pausedUntil, until);
      nextAny = Math.max(nextAny, until);
      nextHeavy = Math.max(nextHeavy, until);
    },
  };
}
