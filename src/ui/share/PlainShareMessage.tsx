/**
 * What the share dialogs say when their own code can't be loaded (offline): the problem of a
 * failed opening (its title and problems, as React text), or that the window couldn't be
 * opened; an OK button closes it. Plain elements only, in the first-load code (PartBoundary).
 */
import { useGame } from '../../store';
import { outcomeOf, ProblemList } from './ProblemList';
import { shareStore, useShare } from './share-store';

const SHOWN = 10;

export function PlainShareMessage() {
  const failure = useShare((s) => s.failure);
  const onTable = useGame((s) => s.scenario !== null);
  const close = () => shareStore.setState({ failure: null, linkDialog: null, pasteOpen: false });
  return (
    <div
      className="share-dialog problem-dialog"
      role="alertdialog"
      aria-labelledby="plain-share-title"
      data-testid="open-failure"
    >
      <h2 className="share-dialog-title" id="plain-share-title">
        {failure ? failure.title : "This window can't be opened"}
      </h2>
      {failure && (
        <>
          <p className="share-dialog-intro">{outcomeOf(failure, onTable)}</p>
          <ProblemList problems={failure.problems} shown={SHOWN} />
        </>
      )}
      <p className="muted">
        Part of Stackyard could not be loaded (is the connection down?); the page goes on as it was.
      </p>
      <div className="share-dialog-buttons">
        <button type="button" className="primary" autoFocus onClick={close}>
          OK
        </button>
      </div>
    </div>
  );
}
