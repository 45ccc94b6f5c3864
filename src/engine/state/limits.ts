/**
 * The engine's own limits: what the rules leave unbounded but a browser can't do in one action.
 * The rules' numbers are integers (CR 107.1); the engine counts exactly only the safe integers
 * of JavaScript, so an amount, X or life total past them is refused, not rounded. An
 * instruction that would create more objects than {@link ENGINE_LIMITS.objectsPerEvent} at once,
 * or fill the battlefield past {@link ENGINE_LIMITS.permanents}, is refused with the limit named
 * (the action is undone, CR-wise nothing happened). The scenario format takes its limits from
 * these, so what the engine makes can be saved and reopened.
 */
import { IllegalActionError } from './errors';
import { RULE } from './rules';

export const ENGINE_LIMITS = {
  /** Largest whole number an amount, X, count or life total may be (2^53 − 1: counted exactly). */
  amount: Number.MAX_SAFE_INTEGER,
  /** Most objects one instruction creates ("Create N tokens"). */
  objectsPerEvent: 1_000,
  /** Most permanents on the battlefield at once (a scenario brings at most 4,000; tokens add to them). */
  permanents: 10_000,
  /** Largest X a player may choose for a spell or ability (CR 107.3a). */
  x: 1_000_000,
} as const;

/** `n` as an amount the engine counts exactly; throws (the action is refused) otherwise. */
export function checkedAmount(n: number, what: string): number {
  if (!Number.isSafeInteger(n))
    throw new IllegalActionError(
      `${what} would be ${Number.isFinite(n) ? n.toLocaleString('en') : String(n)}, past the largest whole number the engine counts exactly (${ENGINE_LIMITS.amount.toLocaleString('en')}); the action is refused`,
      RULE.integers,
    );
  return n;
}
