/**
 * Chapter abilities of a Saga (CR 714.2): "II — [Effect]" is a triggered ability that triggers
 * when lore counters put on the Saga bring their number from below II to II or more (714.2b);
 * "I, II — [Effect]" is two of them (714.2c). The effect is read like any other ability's.
 */
import type { TriggeredSpec } from '../../../engine';
import { newBuild } from '../build';
import { buildEffect } from '../effects';
import { refuse, type AbilityCompiler } from './part';

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10 };

/** A Roman numeral (I to XX, as chapter symbols print them), or null. */
function roman(s: string): number | null {
  if (!/^X{0,2}(?:IX|IV|V?I{0,3})$/.test(s) || !s) return null;
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN[s[i] as string] as number;
    const next = ROMAN[s[i + 1] as string] ?? 0;
    n += v < next ? -v : v;
  }
  return n;
}

export const chapter: AbilityCompiler = (text, card) => {
  const m = /^([IVX]+(?:, [IVX]+)*) — (.+)$/s.exec(text);
  if (!m) return null;
  const numbers = (m[1] as string).split(', ').map(roman);
  if (numbers.some((n) => n === null)) return null;
  if (!card.subtypes.includes('Saga')) return refuse('a chapter ability on a permanent that is not a Saga');
  const b = newBuild(card);
  const failed = buildEffect(m[2] as string, b);
  if (failed !== null) return refuse(`no template matches "${failed}"`);
  const one = (n: number): TriggeredSpec => ({
    on: { event: 'chapter', chapter: n },
    ...(b.targets.length ? { targets: b.targets } : {}),
    steps: b.steps,
    text,
  });
  return { triggered: (numbers as number[]).map(one) };
};
