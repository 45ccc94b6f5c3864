/**
 * How a card looks in the declaration of attackers or blockers: a candidate, picked, or an
 * attacker that can be blocked. Each card selects only its own answer (a string), so picking one
 * creature re-renders that card, not the board.
 */
import { useStore } from 'zustand';
import { cachedCombatMode, combatDraftStore, combatRole, engine, useGame } from '../../store';

/** Space-separated classes: `may-attack`, `may-block`, `attacker`, and `picked-attack`, `picked-block`, `picked-blocker`. */
export function useCombatLook(id: string): string {
  const role = useGame((s) => (s.history.state ? combatRole(cachedCombatMode(engine, s.history.state), id) : null));
  const picked = useStore(combatDraftStore, (d) =>
    d.attackers.includes(id)
      ? 'picked-attack'
      : d.blocks[id]
        ? 'picked-block'
        : d.blocker === id
          ? 'picked-blocker'
          : '',
  );
  return [role ?? '', role ? picked : ''].filter(Boolean).join(' ');
}
