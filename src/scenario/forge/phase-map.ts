/**
 * Maps Forge phase names (`MAIN1`, `main2`, `COMBAT_DECLARE_ATTACKERS`, `END_OF_TURN`, ...) to
 * Stackyard phase names. Matching ignores case, spaces, `_` and `-`; Stackyard's own names
 * (`beginCombat`, `end`, ...) are accepted too.
 */
import type { Phase } from './scenario-json';

/** A mapped phase; `note` explains an approximation (the phase is still usable). */
export interface PhaseMapping {
  phase: Phase;
  note?: string;
}

const TABLE: Readonly<Record<string, PhaseMapping>> = {
  untap: { phase: 'untap' },
  upkeep: { phase: 'upkeep' },
  draw: { phase: 'draw' },
  main1: { phase: 'main1' },
  combatbegin: { phase: 'beginCombat' },
  begincombat: { phase: 'beginCombat' },
  combatdeclareattackers: { phase: 'declareAttackers' },
  declareattackers: { phase: 'declareAttackers' },
  combatdeclareblockers: { phase: 'declareBlockers' },
  declareblockers: { phase: 'declareBlockers' },
  combatfirststrikedamage: {
    phase: 'combatDamage',
    note: 'Stackyard has no separate first-strike damage step; imported as combatDamage',
  },
  combatdamage: { phase: 'combatDamage' },
  combatend: { phase: 'endCombat' },
  endcombat: { phase: 'endCombat' },
  main2: { phase: 'main2' },
  endofturn: { phase: 'end' },
  end: { phase: 'end' },
  cleanup: { phase: 'cleanup' },
};

/**
 * Returns the Stackyard phase for a Forge phase name, or `undefined` when the name is not
 * recognised (the caller decides the fallback). Never throws.
 */
export function mapForgePhase(raw: string): PhaseMapping | undefined {
  const key = raw.toLowerCase().replace(/[\s_-]+/g, '');
  return Object.hasOwn(TABLE, key) ? TABLE[key] : undefined;
}
