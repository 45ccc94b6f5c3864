/**
 * What an import could not carry over exactly (a Forge puzzle's unmodelled modifiers, proxied
 * cards, ignored keys; a file's migrations): listed, never dropped silently, until dismissed.
 */
import { useState } from 'react';
import { shareStore, useShare } from './share-store';

/**
 * On a wide screen a panel in the corner. On a phone (styles/share.css) it is the first thing on
 * the page, in the flow: it scrolls away with the page and never covers the pinned hand or the
 * card detail; its list is folded behind "Show" so the board stays near the top.
 */
export function ImportNotes() {
  const notes = useShare((s) => s.notes);
  const [open, setOpen] = useState(false);
  if (!notes) return null;
  const count = notes.notes.length;
  return (
    <section
      className={`import-notes${open ? ' open' : ''}`}
      role="region"
      aria-label="Import warnings"
      data-testid="import-notes"
    >
      <header>
        <h2>{notes.title}</h2>
        <div className="import-notes-buttons">
          <button
            type="button"
            className="link import-notes-toggle"
            aria-expanded={open}
            aria-controls="import-notes-list"
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide notes' : `Show ${count === 1 ? 'the note' : `${count} notes`}`}
          </button>
          <button type="button" className="link" onClick={() => shareStore.setState({ notes: null })}>
            Dismiss
          </button>
        </div>
      </header>
      {notes.lead && (
        <p className="import-notes-lead" data-testid="import-notes-lead">
          {notes.lead}
        </p>
      )}
      <div id="import-notes-list" className="import-notes-body">
        <p>{notes.intro}</p>
        <ul>
          {notes.notes.map((n, i) => (
            <li key={i}>
              {n.path && (
                <>
                  <span className="problem-path">{n.path}</span>
                  {': '}
                </>
              )}
              {n.message}
              {n.suggestion && <span className="muted"> — {n.suggestion}</span>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
