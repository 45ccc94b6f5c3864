/**
 * Suspend N—[cost] (CR 702.62a): a special action from the hand that exiles the card with N time
 * counters for [cost], and two triggered abilities that work in exile (a time counter removed at
 * each of its owner's upkeeps; cast without paying its mana cost when the last is removed, a
 * creature spell gaining haste): the engine's (casting/suspend.ts, triggers/suspend.ts). A mana
 * cost only, N a number: "Suspend X—{X}{U}" (X time counters) stays text. A card with no mana
 * cost (Ancestral Vision, Lotus Bloom) is suspended the same way; it can't be cast from the hand
 * for a mana cost it doesn't have (CR 118.6, 202.1b; casting/cast-options.ts).
 */
import type { CardFacts } from '../build';
import { isPayableCost } from '../phrases/mana';
import { refuse, type AbilityResult } from './part';

/** "Suspend 4—{U}" → `{ suspend: { time: 4, mana: '{U}' } }`; null for other text. */
export function suspendKeyword(text: string, _card: CardFacts): AbilityResult {
  const m = /^Suspend (\S+) ?— ?(\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return /^Suspend\b/.test(text) ? refuse('this suspend is not understood') : null;
  const time = Number(m[1]);
  const mana = m[2] as string;
  if (!Number.isInteger(time) || time < 1 || time > 20) return refuse(`suspend ${m[1]} is not enforced yet`);
  if (!isPayableCost(mana) || /\{X\}/.test(mana)) return refuse(`the suspend cost ${mana} is not understood`);
  return { suspend: { time, mana } };
}
