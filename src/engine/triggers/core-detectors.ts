/**
 * The trigger detectors every game can need from its first action: the kinds the engine itself
 * writes (ward's and a disguised permanent's "becomes the target", CR 702.21a, 702.168; a
 * predefined token's mana ability) and the kinds the built-in lessons' cards use. They load with
 * the engine; the rest of the trigger table (./table.ts) loads with the cards that use it
 * (../every-step.ts), as the step table does, so a lesson link's first load does not carry
 * detectors no lesson needs. `src/engine/__tests__/core-detectors.test.ts` checks the list.
 */
import { attacks } from './detectors/combat';
import { spellCast } from './detectors/spell-cast';
import { step } from './detectors/step';
import { tappedForMana } from './detectors/tapped';
import { becomesTarget } from './detectors/target';
import { zoneChange } from './detectors/zone-change';
import type { TriggerTable } from './watcher';

/** The detectors installed with the engine (a part of the trigger table). */
export const CORE_DETECTORS: Partial<TriggerTable> = {
  zoneChange,
  step,
  spellCast,
  tappedForMana,
  attacks,
  becomesTarget,
};
