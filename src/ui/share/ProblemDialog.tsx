/**
 * The one message about a link, file, puzzle or saved session that could not be opened: an
 * alert dialog listing every problem where it is (its path in the document, or its line in a
 * puzzle), with a suggestion where there is one. The board behind it is untouched. Everything
 * from the input is shown as React text, never as markup.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useGame } from '../../store';
import { outcomeOf, ProblemList } from './ProblemList';
import { shareStore, useShare } from './share-store';

const SHOWN = 40;

export function ProblemDialog() {
  const failure = useShare((s) => s.failure);
  const onTable = useGame((s) => s.scenario !== null);
  if (!failure) return null;
  const close = () => shareStore.setState({ failure: null });
  const { problems } = failure;
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="share-overlay" />
        <Dialog.Content className="share-dialog problem-dialog" role="alertdialog" data-testid="open-failure">
          <Dialog.Title className="share-dialog-title">{failure.title}</Dialog.Title>
          <Dialog.Description className="share-dialog-intro">
            {problems.length === 1 ? 'One problem was found' : `${problems.length} problems were found`}.{' '}
            {outcomeOf(failure, onTable)}
          </Dialog.Description>
          <ProblemList problems={problems} shown={SHOWN} />
          <div className="share-dialog-buttons">
            <Dialog.Close className="primary" autoFocus>
              OK
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
