/**
 * Seeded randomness kept in the state (mulberry32), so a scenario plus its actions always
 * replays to the same board. Never Math.random in the engine.
 */
import type { GameState } from './types';

/** Next float in [0, 1); advances `state.rng`. Call only on a draft. */
export function nextRandom(state: GameState): number {
  let t = (state.rng = (state.rng + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Fisher–Yates shuffle of `list` in place using the state's seed (CR 701.24). */
export function shuffleInPlace<T>(state: GameState, list: T[]): void {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(nextRandom(state) * (i + 1));
    const a = list[i] as T;
    list[i] = list[j] as T;
    list[j] = a;
  }
}
