/**
 * The share and file buttons of the table's header: Copy link (Ctrl+Shift+L), Export (Ctrl+S),
 * Import (Ctrl+O), Paste puzzle; and the autosave indicator.
 */
import { useRef } from 'react';
import { ActionButton } from '../actions/ActionButton';
import { copyLink, exportFile, exportForgePuzzle, importFile, pastePuzzle } from '../actions/share';
import { FilePicker } from './FilePicker';
import { useShare } from './share-store';

const STATUS: Record<string, string> = {
  idle: '',
  pending: 'Saving…',
  saved: 'Saved',
  memory: 'Saved in this tab only',
  error: 'Not saved',
};

export function SaveStatus() {
  const status = useShare((s) => s.saveStatus);
  const persistent = useShare((s) => s.persistent);
  const title = persistent
    ? 'Autosave: this scenario and its history are kept in this browser (see Recent on the lesson list)'
    : 'This browser does not allow storage here (private browsing?): the session lasts until the tab is closed';
  return (
    <span className={`save-status save-${status}`} role="status" title={title} data-testid="save-status">
      {STATUS[status]}
    </span>
  );
}

export function ShareTools() {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="share-tools" role="group" aria-label="Share and files">
      <ActionButton action={copyLink} testId="copy-link" />
      <ActionButton action={exportFile} />
      <ActionButton action={importFile} />
      <ActionButton action={pastePuzzle} />
      <ActionButton action={exportForgePuzzle} testId="export-pzl" />
      <FilePicker inputRef={picker} />
      <SaveStatus />
    </div>
  );
}
