/**
 * The solved designation of a Case (CR 702.169, 719.3): kept as the Case's door {@link SOLVED_DOOR}
 * in `unlocked` (resolution/steps/case-solve.ts sets it), so its "Solved — [ability]" exists only
 * from then on. A new object (400.7) is not solved.
 */
import type { GameObject } from '../state/types';

/** The name under which a solved Case keeps its designation in `unlocked` (the Oracle compiler marks "Solved —" abilities with it). */
export const SOLVED_DOOR = 'Solved';

/** Whether `obj` has the solved designation (CR 702.169). */
export function isSolved(obj: GameObject): boolean {
  return !!obj.unlocked?.includes(SOLVED_DOOR);
}
