import { describe, expect, it } from 'vitest';
import { mapForgePhase } from './phase-map';

describe('mapForgePhase', () => {
  it.each([
    ['UNTAP', 'untap'],
    ['upkeep', 'upkeep'],
    ['DRAW', 'draw'],
    ['MAIN1', 'main1'],
    ['Main1', 'main1'],
    ['main2', 'main2'],
    ['COMBAT_BEGIN', 'beginCombat'],
    ['COMBAT_DECLARE_ATTACKERS', 'declareAttackers'],
    ['COMBAT_DECLARE_BLOCKERS', 'declareBlockers'],
    ['COMBAT_DAMAGE', 'combatDamage'],
    ['COMBAT_END', 'endCombat'],
    ['END_OF_TURN', 'end'],
    ['CLEANUP', 'cleanup'],
    ['beginCombat', 'beginCombat'],
    [' end of turn ', 'end'],
  ])('%s → %s', (forge, ours) => {
    expect(mapForgePhase(forge)).toEqual({ phase: ours });
  });

  it('approximates first-strike damage with a note', () => {
    expect(mapForgePhase('COMBAT_FIRST_STRIKE_DAMAGE')?.phase).toBe('combatDamage');
    expect(mapForgePhase('COMBAT_FIRST_STRIKE_DAMAGE')?.note).toMatch(/first-strike/);
  });

  it('returns undefined for unknown names, including Object.prototype keys', () => {
    expect(mapForgePhase('MAIN3')).toBeUndefined();
    expect(mapForgePhase('')).toBeUndefined();
    expect(mapForgePhase('constructor')).toBeUndefined();
    expect(mapForgePhase('__proto__')).toBeUndefined();
  });
});
