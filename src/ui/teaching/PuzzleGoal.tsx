/**
 * A Forge puzzle's goal, tracked as the game goes: "Goal: Win by the end of turn 2 — solved:
 * the opponent lost (…)" or "failed: turn 2 ended and …", else what is left to do.
 */
import { useMemo } from 'react';
import { goalStatus } from '../../scenario/forge/pzl-goal';
import { engine, useGame } from '../../store';

const WORDS = {
  win: 'Win',
  survive: 'Survive',
  destroy: 'Destroy the specified permanents',
  battlefield: 'Put the specified permanent onto the battlefield',
} as const;

export function PuzzleGoal() {
  const goal = useGame((s) => s.scenario?.loaded.doc.puzzle ?? null);
  const initial = useGame((s) => s.history.initial);
  const state = useGame((s) => s.history.state);
  const status = useMemo(
    () => (goal && initial && state ? goalStatus(goal, engine.registry, initial, state) : null),
    [goal, initial, state],
  );
  if (!goal || !status) return null;
  const head = `${WORDS[goal.goal]}${goal.turns !== undefined ? ` by the end of turn ${goal.turns}` : ''}`;
  return (
    <section
      className={`puzzle-goal goal-${status.status}`}
      aria-label="Puzzle goal"
      data-testid="puzzle-goal"
      aria-live="polite"
    >
      <h2 className="panel-title">Puzzle goal</h2>
      <p>
        <strong>{head}</strong>
        {goal.targets ? <span className="muted"> · targets: {goal.targets}</span> : null}
      </p>
      <p data-testid="puzzle-status">
        <span className="goal-badge">
          {status.status === 'playing' ? 'In play' : status.status === 'solved' ? 'Solved' : 'Failed'}
        </span>{' '}
        {status.reason}
      </p>
    </section>
  );
}
