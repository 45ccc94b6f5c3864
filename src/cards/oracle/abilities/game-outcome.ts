/**
 * Static abilities that say a player can't win or can't lose the game (CR 101.2, 104.2b, 104.3):
 * "You can't lose the game and your opponents can't win the game" (Platinum Angel), "You can't
 * lose the game" (Lich's Mastery), "You can't win the game and your opponents can't lose the
 * game" (Abyssal Persecutor), "You don't lose the game for having 0 or less life" (Phyrexian
 * Unlife: only the state-based action of 704.5a). One `gameOutcomeBarred` each
 * (engine/zones/game-outcome.ts).
 *
 * Not read: the same words "this turn" from a resolved spell (Angel's Grace), a condition before
 * them.
 */
import type { ReplacementSpec } from '../../../engine';

type Bar = Extract<ReplacementSpec, { kind: 'gameOutcomeBarred' }>;

const WHO: Record<string, Bar['who']> = { you: 'you', 'your opponents': 'opponents' };

/** One "X can't win/lose the game" clause, or null. */
function clause(text: string): Bar | null {
  const m = /^(you|your opponents) can't (win|lose) the game$/i.exec(text.trim());
  const who = m ? WHO[(m[1] as string).toLowerCase()] : undefined;
  return m && who ? { kind: 'gameOutcomeBarred', outcome: m[2] as Bar['outcome'], who } : null;
}

/**
 * The prohibitions a static sentence (its final period dropped) states, or null: one clause, or
 * two joined by "and".
 */
export function gameOutcomeBars(s: string): Bar[] | null {
  if (s === "You don't lose the game for having 0 or less life")
    return [{ kind: 'gameOutcomeBarred', outcome: 'lose', who: 'you', onlyZeroLife: true }];
  const parts = s.split(/ and (?=your opponents can't|you can't)/i);
  if (parts.length > 2) return null;
  const bars = parts.map(clause);
  return bars.every((b): b is Bar => b !== null) ? bars : null;
}
