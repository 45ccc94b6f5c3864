/** Steps and phases in words (CR 500), for messages: "the upkeep step", "the precombat main phase". */
import type { Step } from './ids';

export const STEP_NAMES: Record<Step, string> = {
  untap: 'the untap step',
  upkeep: 'the upkeep step',
  draw: 'the draw step',
  main1: 'the precombat main phase',
  beginCombat: 'the beginning of combat step',
  declareAttackers: 'the declare attackers step',
  declareBlockers: 'the declare blockers step',
  combatDamage: 'the combat damage step',
  endCombat: 'the end of combat step',
  main2: 'the postcombat main phase',
  end: 'the end step',
  cleanup: 'the cleanup step',
};
