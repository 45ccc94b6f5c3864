/**
 * Numbers as Oracle text writes them: words ("two"), digits, X (CR 107.3).
 */
import type { Amount } from '../../../engine';

const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fifteen: 15,
  twenty: 20,
};

/** "a", "two", "3" → 1, 2, 3; anything else → null. */
export function parseCount(s: string): number | null {
  const t = s.trim().toLowerCase();
  if (/^\d+$/.test(t)) return Number(t);
  return WORDS[t] ?? null;
}

/** A count, or X (the value chosen for the spell or ability, CR 107.3a). */
export function parseAmount(s: string): Amount | null {
  if (s.trim() === 'X') return { x: true };
  return parseCount(s);
}

/** "+2", "-1", "+X", "-X" in "+N/+M" → a signed amount; null if not such a term. */
export function parseSigned(s: string): Amount | null {
  const m = /^([+-])(\d+|X)$/.exec(s.trim());
  if (!m) return null;
  const sign = m[1] === '-' ? -1 : 1;
  if (m[2] === 'X') return sign === 1 ? { x: true } : { times: [{ x: true }, -1] };
  return sign * Number(m[2]);
}

/** "+2/+2", "-1/-0", "+X/+0" → power and toughness changes; null otherwise. */
export function parsePT(s: string): { power: Amount; toughness: Amount } | null {
  const m = /^([+-](?:\d+|X))\/([+-](?:\d+|X))$/.exec(s.trim());
  if (!m) return null;
  const power = parseSigned(m[1] as string);
  const toughness = parseSigned(m[2] as string);
  return power === null || toughness === null ? null : { power, toughness };
}
