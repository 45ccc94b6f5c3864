/**
 * The turn bar: turn number, whose turn, day or night once the game has it (CR 726), the steps of the turn (the current one marked; each
 * a button that goes to it), Pass or Resolve (every player passes, CR 117.4), Next turn, the
 * combat controls (go to combat; declare the attackers or blockers picked), a reminder
 * when a decision waits, and, when a run of passes was stopped (a loop), the choice of a draw. Every button is a command of the action registry (ui/actions).
 */
import { STEPS, type GameState } from '../../engine';
import { gameStore, playerName, useGame } from '../../store';
import { ActionButton } from '../actions/ActionButton';
import { CombatBar } from './CombatBar';
import { StepsScroller } from './StepsScroller';
import { declareLoopDraw, goToStep, nextTurn, pass, resolve } from '../actions/turn';

export function TurnBar({ state }: { state: GameState }) {
  const hidden = useGame((s) => s.decisionHidden);
  const { turn, pendingDecision: d, gameOver } = state;
  const resolving = state.stack.length > 0;
  return (
    <div className="turn-bar" role="toolbar" aria-label="Turn">
      <div className="turn-info" data-testid="turn-info">
        <span className="turn-number">Turn {turn.number}</span>
        <span className={`turn-active controller-${turn.active}`}>{playerName(turn.active)}'s turn</span>
        {state.dayNight && (
          <span className="day-night" title="Day and night (CR 726)" data-testid="day-night">
            {state.dayNight === 'day' ? '☀ day' : '☾ night'}
          </span>
        )}
      </div>
      <StepsScroller>
        {STEPS.map((step) => (
          <li key={step}>
            <ActionButton
              action={goToStep}
              param={step}
              className={step === turn.step ? 'step current' : 'step'}
              current={step === turn.step}
            />
          </li>
        ))}
      </StepsScroller>
      <CombatBar state={state} />
      <div className="turn-actions">
        <ActionButton action={resolving ? resolve : pass} className="primary" testId="pass" />
        <ActionButton action={nextTurn} />
      </div>
      {d && hidden && (
        <button
          type="button"
          className="decision-reminder"
          onClick={() => gameStore.getState().setDecisionHidden(false)}
        >
          {playerName(d.player)} must decide — show
        </button>
      )}
      {state.loopStopped && !gameOver && (
        <div className="loop-stopped" role="status" data-testid="loop-stopped">
          Stopped after {state.loopStopped.passes} passes: this may be a loop. If only mandatory actions repeat, the
          game is a draw (CR 104.4b); if a player can stop it with a choice, go on and make it.{' '}
          <ActionButton action={declareLoopDraw} /> <ActionButton action={nextTurn} />
        </div>
      )}
      {gameOver && (
        <div className="game-over" role="status">
          Game over: {gameOver.reason}
        </div>
      )}
    </div>
  );
}
