/**
 * Lines of play: "Branch here" saves the line shown and lets a second outcome be played from
 * the step shown; the lines menu switches between them and opens the side-by-side comparison
 * (loaded on demand).
 */
import { lazy, Suspense, useState } from 'react';
import { branchHere, deleteBranch, gameStore, switchToBranch, useGame } from '../../store';

const CompareView = lazy(() => import('./CompareView').then((m) => ({ default: m.CompareView })));

export function BranchTools() {
  const lineName = useGame((s) => s.lineName);
  const branches = useGame((s) => s.branches);
  const cursor = useGame((s) => s.history.cursor);
  const [comparing, setComparing] = useState<number | null>(null);
  const branch = () => {
    const refused = branchHere(gameStore);
    if (refused) gameStore.getState().toast('error', `No branch was made: ${refused}.`);
    else
      gameStore
        .getState()
        .toast(
          'info',
          `“${gameStore.getState().branches.at(-1)?.name}” is saved; you are on “${gameStore.getState().lineName}” at step ${cursor}: act to play another outcome, then compare.`,
        );
  };
  return (
    <div className="branch-tools" role="group" aria-label="Lines of play">
      <button
        type="button"
        onClick={branch}
        title="Keep the line as it is and play another outcome from the step shown"
        data-testid="branch-here"
      >
        Branch here
      </button>
      {branches.length > 0 && (
        <details className="branch-menu">
          <summary data-testid="lines-menu">Lines ({branches.length + 1})</summary>
          <ul className="branch-list">
            <li className="branch-current">
              <strong>{lineName}</strong> <span className="muted">(shown)</span>
            </li>
            {branches.map((b, i) => (
              <li key={`${b.name}-${i}`} data-testid="branch-item">
                <span className="branch-name">{b.name}</span>{' '}
                <span className="muted">
                  step {b.cursor}/{b.actions.length}
                </span>
                <button type="button" className="small" onClick={() => setComparing(i)} data-testid="branch-compare">
                  Compare
                </button>
                <button type="button" className="small" onClick={() => switchToBranch(gameStore, i)}>
                  Switch
                </button>
                <button
                  type="button"
                  className="small"
                  onClick={() => deleteBranch(gameStore, i)}
                  aria-label={`Delete ${b.name}`}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {comparing !== null && (
        <Suspense fallback={null}>
          <CompareView index={comparing} onClose={() => setComparing(null)} />
        </Suspense>
      )}
    </div>
  );
}
