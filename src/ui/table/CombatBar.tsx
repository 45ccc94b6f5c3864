/**
 * Combat controls in the turn bar: "Go to combat" before combat; while attackers or blockers
 * are being declared, what to do (click or drag), how many are picked, and the confirm.
 */
import { useStore } from 'zustand';
import type { GameState } from '../../engine';
import { beforeCombat, cachedCombatMode, combatDraftStore, engine, playerName } from '../../store';
import { ActionButton } from '../actions/ActionButton';
import { clearDraft, declareAttackers, declareBlockers, goToCombat } from '../actions/combat';

export function CombatBar({ state }: { state: GameState }) {
  const draft = useStore(combatDraftStore);
  const mode = cachedCombatMode(engine, state);
  if (!mode)
    return beforeCombat(state) ? (
      <div className="combat-bar">
        <ActionButton action={goToCombat} testId="go-to-combat" />
      </div>
    ) : null;
  const picked = mode.kind === 'attack' ? draft.attackers.length : Object.keys(draft.blocks).length;
  const help =
    mode.kind === 'attack'
      ? mode.candidates.length
        ? `${playerName(mode.player)} declares attackers: click creatures, or drag them onto ${playerName(mode.defender)}`
        : `${playerName(mode.player)} has no creature that can attack`
      : draft.blocker
        ? 'Now click (or drop it on) the attacker it blocks'
        : `${playerName(mode.player)} declares blockers: click a blocker, then the attacker; or drag one onto the other`;
  return (
    <div
      className={`combat-bar combat-${mode.kind}`}
      role="group"
      aria-label={mode.kind === 'attack' ? 'Declare attackers' : 'Declare blockers'}
      data-testid="combat-bar"
    >
      <span className="combat-help" role="status">
        {help}
      </span>
      <ActionButton
        action={mode.kind === 'attack' ? declareAttackers : declareBlockers}
        className="primary"
        testId="declare"
      />
      {picked > 0 && <ActionButton action={clearDraft}>Clear</ActionButton>}
    </div>
  );
}
