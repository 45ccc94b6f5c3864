/**
 * Above the lesson list: resume the last session (never jumped to without asking), reopen any
 * of the recent ones, or open a file or a pasted puzzle.
 */
import { useRef } from 'react';
import type { RecentEntry, SessionOrigin } from '../../store';
import { FilePicker, openFilePicker } from './FilePicker';
import { reopenRecent } from './navigation';
import { shareStore, useShare } from './share-store';

const ORIGIN: Record<SessionOrigin, string> = {
  lesson: 'lesson',
  link: 'link',
  file: 'file',
  forge: 'Forge puzzle',
  resume: 'session',
  other: 'board',
};

function when(ms: number): string {
  const d = new Date(ms);
  const today = new Date().toDateString() === d.toDateString();
  return today
    ? d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
    : d.toLocaleDateString([], { month: 'short', day: 'numeric' });
}

function describe(r: RecentEntry): string {
  const steps =
    r.steps === 0
      ? 'no steps'
      : r.cursor === r.steps
        ? `${r.steps} step${r.steps === 1 ? '' : 's'}`
        : `step ${r.cursor} of ${r.steps}`;
  return `${ORIGIN[r.origin]}, ${steps}, ${when(r.savedAt)}`;
}

export function StartPanel() {
  const recent = useShare((s) => s.recent);
  const persistent = useShare((s) => s.persistent);
  const picker = useRef<HTMLInputElement>(null);
  const last = recent[0];
  return (
    <section className="start-panel" aria-label="Your scenarios">
      {last && (
        <div className="resume">
          <button type="button" className="primary" onClick={() => void reopenRecent(last.id)} data-testid="resume">
            Resume “{last.title}”
          </button>
          <span className="muted">{describe(last)}</span>
        </div>
      )}
      <div className="start-actions">
        <button type="button" onClick={() => openFilePicker(picker.current)} aria-keyshortcuts="Control+O">
          Import a file…
        </button>
        <button type="button" onClick={() => shareStore.setState({ pasteOpen: true })}>
          Paste a Forge puzzle…
        </button>
        {/* Dropping a file needs a mouse or trackpad: touch screens get the import's wording. */}
        <span className="muted pointer-only">
          or drop a <code>.stackyard.json</code> or <code>.pzl</code> file anywhere on the page
        </span>
        <span className="muted touch-only">
          a <code>.stackyard.json</code> scenario or a <code>.pzl</code> puzzle
        </span>
        <FilePicker inputRef={picker} />
      </div>
      {recent.length > 1 && (
        <details className="recent">
          <summary>Recent ({recent.length})</summary>
          <ol aria-label="Recent sessions">
            {recent.map((r) => (
              <li key={r.id}>
                <button type="button" className="link" onClick={() => void reopenRecent(r.id)}>
                  {r.title}
                </button>{' '}
                <span className="muted">{describe(r)}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {!persistent && (
        <p className="muted">
          This browser keeps no storage for this page (private browsing?): sessions last until the tab is closed.
        </p>
      )}
    </section>
  );
}
