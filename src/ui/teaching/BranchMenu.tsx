/** The lines menu of BranchTools.tsx: the saved lines, each to compare, switch to or delete. */
import { lazy, Suspense, useState } from 'react';
import { gameStore, useGame } from '../../store';
import { deleteBranch, switchToBranch } from '../../store/branch-edits';

const CompareView = lazy(() => import('./CompareView').then((m) => ({ default: m.CompareView })));

export function BranchMenu() {
  const lineName = useGame((s) => s.lineName);
  const branches = useGame((s) => s.branches);
  const [comparing, setComparing] = useState<number | null>(null);
  return (
    <>
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
    </>
  );
}
