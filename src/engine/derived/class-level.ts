/**
 * Class levels (CR 716): a Class's level is a designation on the permanent (716.2b), level 1
 * when it has none (716.2d); its level-N abilities (a level bar's "As long as this Class is level
 * N or greater, it has [abilities]", 716.2a) exist only while its level is N or greater.
 */
import type { GameObject } from '../state/types';

/** The level of `obj` (CR 716.2b, 716.2d). */
export function levelOf(obj: GameObject): number {
  return obj.classLevel ?? 1;
}

/**
 * Whether `obj` has an ability marked with `level` now (CR 716.2a), or with `ifChosen`: only if
 * that mode was chosen as it entered (614.12, the Sieges), or with `door`: only while that door
 * of the Room is unlocked (709.5); abilities without any of them always.
 */
export function hasAtLevel(obj: GameObject, spec: { level?: number; ifChosen?: string; door?: string }): boolean {
  return (
    (spec.level === undefined || levelOf(obj) >= spec.level) &&
    (spec.ifChosen === undefined || obj.chosenMode === spec.ifChosen) &&
    // A Room's door's ability only while that door is unlocked (CR 709.5).
    (spec.door === undefined || !!obj.unlocked?.includes(spec.door))
  );
}
