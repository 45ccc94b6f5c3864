/**
 * The share and file buttons of the table's header: Copy link (Ctrl+Shift+L), Export (Ctrl+S),
 * Import (Ctrl+O), Paste puzzle; and the autosave indicator.
 */
import { useRef } from 'react';
import { copyLink, exportFile } from './commands';
import { FilePicker, openFilePicker } from './FilePicker';
import { shareStore, useShare } from './share-store';

const STATUS: Record<string, string> = { idle: '', pending: 'Saving…', saved: 'Saved', memory: 'Saved in this tab only', error: 'Not saved' };

export function SaveStatus() {
  const status = useShare((s) => s.saveStatus);
  const persistent = useShare((s) => s.persistent);
  const title = persistent ? 'Autosave: this scenario and its history are kept in this browser (see Recent on the lesson list)'
    : 'This browser does not allow storage here (private browsing?): the session lasts until the tab is closed';
  return <span className={`save-status save-${status}`} role="status" title={title} data-testid="save-status">{STATUS[status]}</span>;
}

export function ShareTools() {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <div className="share-tools" role="group" aria-label="Share and files">
      <button type="button" onClick={() => void copyLink()} aria-keyshortcuts="Control+Shift+L" title="Copy a link to this board at this step (Ctrl+Shift+L)" data-testid="copy-link">Copy link</button>
      <button type="button" onClick={() => { void exportFile(); }} aria-keyshortcuts="Control+S" title="Download this scenario with its steps so far as a .stackyard.json file (Ctrl+S)">Export</button>
      <button type="button" onClick={() => openFilePicker(picker.current)} aria-keyshortcuts="Control+O" title="Open a .stackyard.json scenario or a Forge .pzl puzzle (Ctrl+O), or drop one on the page">Import…</button>
      <button type="button" onClick={() => shareStore.setState({ pasteOpen: true })} title="Paste the text of a Forge puzzle">Paste puzzle…</button>
      <button type="button" onClick={() => { void import('../teaching/export-puzzle').then((m) => m.exportPuzzle()); }} title="Download this board as a Forge puzzle (.pzl)" data-testid="export-pzl">Save as .pzl</button>
      <FilePicker inputRef={picker} />
      <SaveStatus />
    </div>
  );
}
