/** Paste a Forge puzzle (or a scenario's JSON) as text and open it. */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { openText } from './commands';
import { shareStore, useShare } from './share-store';

export function PasteDialog() {
  const open = useShare((s) => s.pasteOpen);
  const [text, setText] = useState('');
  if (!open) return null;
  const close = () => shareStore.setState({ pasteOpen: false });
  const submit = () => {
    close();
    void openText('pasted text', text, 'The pasted text').then((ok) => {
      if (ok) setText('');
    });
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(o) => {
        if (!o) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="share-overlay" />
        <Dialog.Content className="share-dialog paste-dialog" data-testid="paste-dialog">
          <Dialog.Title className="share-dialog-title">Paste a Forge puzzle</Dialog.Title>
          <Dialog.Description className="share-dialog-intro">
            Paste the text of a Forge puzzle (a .pzl file: <code>[metadata]</code> and <code>[state]</code> sections),
            or a Stackyard scenario’s JSON.
          </Dialog.Description>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <textarea
              className="paste-text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-label="Puzzle or scenario text"
              rows={14}
              spellCheck={false}
              autoFocus
              placeholder={
                '[metadata]\nName:My puzzle\n[state]\nhumanlife=20\nhumanbattlefield=Island;Spellweaver Volute|AttachedTo:1\naigraveyard=Lightning Bolt|Id:1'
              }
            />
            <div className="share-dialog-buttons">
              <button type="submit" className="primary" disabled={!text.trim()}>
                Open
              </button>
              <Dialog.Close type="button">Cancel</Dialog.Close>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
