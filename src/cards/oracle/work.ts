/**
 * The work the Oracle compiler may spend on one card (issue 23, hostile card text): a bound in
 * proportion to the card's text, shared by everything that reads it — each grammar rule tried
 * at a token (grammar/peg.ts) and each character a pattern-matching reader scans (abilities/,
 * phrases/). A reader that would retry splits of a text without end stops at the bound with
 * {@link WorkLimit}; the compiler then leaves the ability (and any after it on the card) as text
 * with the reason. Real cards stay far below it (the whole pool of 32,370 cards: at most 6,069
 * units for one card, 31 a character; the hostile families of issue 23 about 10–14 a character;
 * measured 2026-12-04), so no card that reads today is refused by it. Card data carries at most
 * 5,000 characters of text a face (CARD_LIMITS), so the bound is a few million units: about a
 * tenth of a second.
 *
 * Outside {@link withCardWork} (a reader called on its own, as tests do) nothing is counted.
 */

/** Thrown when one card's compilation goes past its work bound. */
export class WorkLimit extends Error {}

/** Work units a card may spend whatever its length. */
export const CARD_WORK_BASE = 200_000;
/** Work units a card may spend for each character of its Oracle text. */
export const CARD_WORK_PER_CHAR = 1_000;

/** The bound of a card whose Oracle text has `chars` characters (work units). */
export function cardWorkBudget(chars: number): number {
  return CARD_WORK_BASE + CARD_WORK_PER_CHAR * chars;
}

interface Meter {
  spent: number;
  budget: number;
}

let meter: Meter | null = null;
let last: Meter = { spent: 0, budget: 0 };

/**
 * Spends `units` of the current card's work (one per grammar rule tried; a reader that scans a
 * text spends its length). Throws {@link WorkLimit} past the bound.
 */
export function spend(units: number): void {
  if (meter && (meter.spent += units) > meter.budget) {
    throw new WorkLimit(
      `reading it took more than ${meter.budget.toLocaleString('en-US')} steps (the bound for its length)`,
    );
  }
}

/**
 * Runs `fn` with a fresh work meter of `budget` units (a card's compilation). A call inside
 * another shares the outer meter (one card, one bound).
 */
export function withCardWork<T>(budget: number, fn: () => T): T {
  if (meter) return fn();
  const m: Meter = { spent: 0, budget };
  meter = m;
  try {
    return fn();
  } finally {
    meter = null;
    last = m;
  }
}

/** The work the last card compiled with {@link withCardWork} spent, and its bound (for tests and the bench). */
export function lastCardWork(): { spent: number; budget: number } {
  return { ...last };
}
