/** Time for the card sources: real in the app, fake in tests (rate limits, cache expiry). */

/** Milliseconds since 1970, and a way to wait. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** The browser's (or Node's) clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))),
};
