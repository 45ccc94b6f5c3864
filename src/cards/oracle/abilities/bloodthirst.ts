/**
 * Bloodthirst N (CR 702.54a): "If an opponent was dealt damage this turn, this permanent enters
 * with N +1/+1 counters on it." Read as the replacement it stands for, through the same reader
 * as a printed "~ enters with … if …" (statics.ts). Bloodthirst X stays text.
 */
import type { CardFacts } from '../build';
import type { AbilityResult } from './part';
import { statics } from './statics';

/** The replacement "bloodthirst 2" stands for; null for any other text. */
export function bloodthirst(text: string, card: CardFacts): AbilityResult {
  const m = /^bloodthirst (\d+)\.?$/i.exec(text);
  if (!m || card.isSpell) return null;
  return statics(`~ enters with ${m[1]} +1/+1 counters on it if an opponent was dealt damage this turn.`, card);
}
