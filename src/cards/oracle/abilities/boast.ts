/**
 * Boast (CR 702.142a): "Boast — [Cost]: [Effect]" is an activated ability with the limits
 * "Activate only if this creature attacked this turn and only once each turn." The limits come
 * from the keyword, not from its reminder text.
 */
import type { ActivationLimits, Condition } from '../../../engine';

/** The cost text after "Boast — ", or null when the ability isn't a boast ability. */
export function boastCost(costText: string): string | null {
  const m = /^Boast — (.+)$/s.exec(costText);
  return m ? (m[1] as string) : null;
}

/**
 * Adds boast's limits to `limits` (CR 702.142a): its source attacked this turn (as this object,
 * CR 508.1, 400.7), and at most once each turn.
 */
export function addBoastLimits(limits: ActivationLimits): void {
  const attacked: Condition = { attackedThisTurn: { ref: 'source' } };
  limits.condition = limits.condition ? { all: [limits.condition, attacked] } : attacked;
  limits.perTurn = Math.min(limits.perTurn ?? 1, 1);
}
