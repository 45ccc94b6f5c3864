/** Asks before leaving the editor would lose changes (Radix dialog: focus moves in, Escape keeps editing). */
import * as Dialog from '@radix-ui/react-dialog';

export function DiscardDialog({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o) onKeep();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="discard-text">
          <Dialog.Title className="dialog-title">Discard this edit?</Dialog.Title>
          <p id="discard-text">
            The changes to this board will be lost. To keep them, play the board (or keep editing).
          </p>
          <div className="button-row">
            <Dialog.Close asChild>
              <button type="button" className="primary">
                Keep editing
              </button>
            </Dialog.Close>
            <button type="button" className="danger" onClick={onDiscard}>
              Discard changes
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
