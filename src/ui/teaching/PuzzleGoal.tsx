/**
 * A Forge puzzle's goal, tracked as the game goes: "Win by the end of turn 2", then what is
 * left to do, or "Solved"/"Failed" with the reason and "the puzzle is over". The standing is
 * the one along the whole history up to the step shown (store/puzzle-goal.ts), so a failed
 * goal stays failed after the turn limit whatever happens later.
 */
import { useMemo, useState } from 'react';
import { goalHeadline } from '../../scenario/forge/pzl-goal';
import { engine, useGame } from '../../store';
import { newGoalTrack, trackGoal } from '../../store/puzzle-goal';

export function PuzzleGoal() {
  const goal = useGame((s) => s.scenario?.loaded.doc.puzzle ?? null);
  const history = useGame((s) => s.history);
  // One cache of standings per panel (see store/puzzle-goal.ts); never replaced, only filled.
  const [track] = useState(newGoalTrack);
  const status = useMemo(
    () => (goal ? trackGoal(track, goal, engine.registry, history) : null),
    [track, goal, history],
  );
  if (!goal || !status) return null;
  const over = status.status !== 'playing';
  return (
    <section
      className={`puzzle-goal goal-${status.status}`}
      aria-label="Puzzle goal"
      data-testid="puzzle-goal"
      aria-live="polite"
    >
      <h2 className="panel-title">Puzzle goal</h2>
      <p>
        <strong>{goalHeadline(goal)}</strong>
        {goal.targets ? <span className="muted"> · targets: {goal.targets}</span> : null}
      </p>
      <p data-testid="puzzle-status">
        <span className="goal-badge">
          {status.status === 'playing' ? 'In play' : status.status === 'solved' ? 'Solved' : 'Failed'}
        </span>{' '}
        {status.reason}
        {over ? <strong data-testid="puzzle-over"> · the puzzle is over</strong> : null}
      </p>
    </section>
  );
}
