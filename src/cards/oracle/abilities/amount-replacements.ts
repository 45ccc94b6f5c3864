/**
 * Static replacement effects that change how much of something an event gives (CR 614.1a):
 *
 * - life gained (CR 119.3): "If you would gain life, you gain that much life plus 1 instead"
 *   (Angel of Vitality), "… you gain twice that much life instead" (Boon Reflection), "If a
 *   player would gain life, that player gains no life instead" (Sulfuric Vortex), "If an opponent
 *   would gain life, that player loses that much life instead" (Tainted Remedy). One
 *   `lifeGainReplaced` each (engine/zones/life-replacements.ts).
 *
 * Not read (left as text): a condition ("while you have 5 or less life", Phial of Galadriel),
 * "draw that many cards instead" (Lich), effects "this turn" from resolved spells.
 */
import type { ReplacementSpec } from '../../../engine';
import { parseCount } from '../phrases/numbers';

/** Whose gain ("you", "an opponent", "a player") and the words that name that player again. */
const GAINER: Record<string, { who: 'you' | 'opponents' | 'each'; again: string }> = {
  you: { who: 'you', again: 'you gain' },
  'an opponent': { who: 'opponents', again: 'that player gains' },
  'a player': { who: 'each', again: 'that player gains' },
};

/** The life-gain replacement the sentence (its final period dropped) states, or null. */
export function lifeGainReplacement(s: string): ReplacementSpec | null {
  const m = /^If (you|an opponent|a player) would gain life, (.+) instead$/.exec(s);
  const g = m ? GAINER[m[1] as string] : undefined;
  if (!m || !g) return null;
  const rest = m[2] as string;
  if (rest === 'that player loses that much life' && g.who !== 'you')
    return { kind: 'lifeGainReplaced', who: g.who, loseInstead: true };
  if (!rest.startsWith(`${g.again} `)) return null;
  const what = rest.slice(g.again.length + 1);
  if (what === 'no life') return { kind: 'lifeGainReplaced', who: g.who, times: 0 };
  if (what === 'twice that much life') return { kind: 'lifeGainReplaced', who: g.who, times: 2 };
  const plus = /^that much life plus (\w+)$/.exec(what);
  const n = plus ? parseCount(plus[1] as string) : null;
  return n !== null && n >= 1 ? { kind: 'lifeGainReplaced', who: g.who, plus: n } : null;
}
