/**
 * Lines of play: "Branch here" saves the line shown and lets a second outcome be played from
 * the step shown; the lines menu (./BranchMenu.tsx, loaded once there is a saved line, or when
 * the browser is idle) switches between them and opens the side-by-side comparison.
 */
import { lazy, Suspense, useEffect } from 'react';
import { gameStore, useGame } from '../../store';
import { preloadable } from '../idle';

const menuModule = preloadable(() => import('./BranchMenu'));
const editsModule = preloadable(() => import('../../store/branch-edits'));
const BranchMenu = lazy(() => menuModule.load().then((m) => ({ default: m.BranchMenu })));

export function BranchTools() {
  const branches = useGame((s) => s.branches.length);
  const cursor = useGame((s) => s.history.cursor);
  useEffect(() => menuModule.preload(), []);
  // The editing code loads on the first use (or with the lines menu, when the browser is idle).
  const branch = () => {
    void editsModule.load().then(
      ({ branchHere }) => {
        const refused = branchHere(gameStore);
        if (refused) gameStore.getState().toast('error', `No branch was made: ${refused}.`);
        else
          gameStore
            .getState()
            .toast(
              'info',
              `“${gameStore.getState().branches.at(-1)?.name}” is saved; you are on “${gameStore.getState().lineName}” at step ${cursor}: act to play another outcome, then compare.`,
            );
      },
      () =>
        gameStore.getState().toast('error', 'No branch was made: its code could not be loaded; check the connection.'),
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
      {branches > 0 && (
        <Suspense fallback={null}>
          <BranchMenu />
        </Suspense>
      )}
    </div>
  );
}
