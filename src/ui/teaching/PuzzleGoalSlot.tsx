/**
 * Where the table shows a Forge puzzle's goal: the panel (and the goal tracking it runs,
 * scenario/forge/pzl-goal.ts) loads only when the scenario on the table has a puzzle goal, so a
 * lesson or a plain board does not carry it in its first load.
 */
import { lazy, Suspense } from 'react';
import { useGame } from '../../store';

const PuzzleGoal = lazy(() => import('./PuzzleGoal').then((m) => ({ default: m.PuzzleGoal })));

export function PuzzleGoalSlot() {
  const puzzle = useGame((s) => !!s.scenario?.loaded.doc.puzzle);
  return puzzle ? (
    <Suspense fallback={null}>
      <PuzzleGoal />
    </Suspense>
  ) : null;
}
