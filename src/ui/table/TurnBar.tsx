/**
 * The turn bar: turn number, whose turn, the steps of the turn (the current one marked; each
 * a button that goes to it), Pass (which resolves the top of the stack or ends the step, CR
 * 117.4), Next turn, and a reminder when a decision waits.
 */
import { STEPS, type GameState, type Step } from '../../engine';
import { engine, entityName, gameStore, playerName, STEP_LABELS, useGame } from '../../store';

function passLabel(state: GameState): string {
  const top = state.stack[state.stack.length - 1];
  return top ? `Resolve top: ${entityName(state, engine.registry, top)}` : `Pass: end ${STEP_LABELS[state.turn.step]}`;
}

export function TurnBar({ state }: { state: GameState }) {
  const hidden = useGame((s) => s.decisionHidden);
  const { turn, pendingDecision: d, gameOver } = state;
  const perform = gameStore.getState().perform;
  const blocked = !!d || !!gameOver;
  const goTo = (step: Step) => perform({ type: 'advance', to: step });
  return (
    <div className="turn-bar" role="toolbar" aria-label="Turn">
      <div className="turn-info" data-testid="turn-info">
        <span className="turn-number">Turn {turn.number}</span>
        <span className={`turn-active controller-${turn.active}`}>{playerName(turn.active)}'s turn</span>
      </div>
      <ol className="steps" aria-label="Steps of the turn">
        {STEPS.map((step) => (
          <li key={step}>
            <button type="button" className={step === turn.step ? 'step current' : 'step'} aria-current={step === turn.step ? 'step' : undefined}
              disabled={blocked || step === turn.step} onClick={() => goTo(step)} title={`Go to ${STEP_LABELS[step]} (everyone passes until then)`}>
              {STEP_LABELS[step]}
            </button>
          </li>
        ))}
      </ol>
      <div className="turn-actions">
        <button type="button" className="primary" data-testid="pass" disabled={blocked} onClick={() => perform({ type: 'pass' })}>{passLabel(state)}</button>
        <button type="button" disabled={blocked} onClick={() => perform({ type: 'advance', to: 'next-turn' })}>Next turn</button>
      </div>
      {d && hidden && (
        <button type="button" className="decision-reminder" onClick={() => gameStore.getState().setDecisionHidden(false)}>
          {playerName(d.player)} must decide — show
        </button>
      )}
      {gameOver && <div className="game-over" role="status">Game over: {gameOver.reason}</div>}
    </div>
  );
}
