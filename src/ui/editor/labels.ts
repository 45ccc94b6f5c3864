/** Words for players, zones and steps in the editor. */
import type { Phase, PlayerId, Zone } from '../../scenario/schema-primitives';

export const PLAYER_LABEL: Record<PlayerId, string> = { p1: 'Player 1', p2: 'Player 2' };

export const ZONE_LABEL: Record<Zone, string> = {
  library: 'Library',
  hand: 'Hand',
  battlefield: 'Battlefield',
  graveyard: 'Graveyard',
  exile: 'Exile',
  sideboard: 'Sideboard',
  command: 'Command zone',
};

export const PHASE_LABEL: Record<Phase, string> = {
  untap: 'Untap',
  upkeep: 'Upkeep',
  draw: 'Draw',
  main1: 'First main phase',
  beginCombat: 'Beginning of combat',
  declareAttackers: 'Declare attackers',
  declareBlockers: 'Declare blockers',
  combatDamage: 'Combat damage',
  endCombat: 'End of combat',
  main2: 'Second main phase',
  end: 'End step',
  cleanup: 'Cleanup',
};
