/**
 * The link dialog: the link ready to select and copy where the clipboard is not allowed, or,
 * past 8,000 characters, the offer to download the scenario as a file instead.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { LINK_FILE_THRESHOLD } from '../../scenario/link/fragment';
import { exportFile } from './commands';
import { shareStore, useShare } from './share-store';

export function LinkDialog() {
  const d = useShare((s) => s.linkDialog);
  if (!d) return null;
  const close = () => shareStore.setState({ linkDialog: null });
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="share-overlay" />
        <Dialog.Content className="share-dialog" data-testid="link-dialog">
          {d.kind === 'copy' ? (
            <>
              <Dialog.Title className="share-dialog-title">Share link</Dialog.Title>
              <Dialog.Description className="share-dialog-intro">
                The browser did not allow copying to the clipboard. The link is selected below: copy it with Ctrl+C
                (⌘C). It is also in the address bar.
              </Dialog.Description>
              <input
                className="link-field"
                readOnly
                value={d.url}
                aria-label="Share link"
                autoFocus
                onFocus={(e) => e.currentTarget.select()}
                data-testid="link-field"
              />
              <div className="share-dialog-buttons">
                <Dialog.Close className="primary">Done</Dialog.Close>
              </div>
            </>
          ) : (
            <>
              <Dialog.Title className="share-dialog-title">Too long for a link</Dialog.Title>
              <Dialog.Description className="share-dialog-intro">
                The link would be {d.length.toLocaleString('en')} characters long; past{' '}
                {LINK_FILE_THRESHOLD.toLocaleString('en')} many apps cut links short. Download the scenario as a file
                instead: it holds the same board and the same steps, and opens with Import
                <span className="pointer-only"> or by dropping it on the page</span>.
              </Dialog.Description>
              <div className="share-dialog-buttons">
                <button
                  type="button"
                  className="primary"
                  autoFocus
                  onClick={() => {
                    void exportFile();
                    close();
                  }}
                >
                  Download file
                </button>
                <Dialog.Close>Cancel</Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
