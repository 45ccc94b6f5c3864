/**
 * What an import could not carry over exactly (a Forge puzzle's unmodelled modifiers, proxied
 * cards, ignored keys; a file's migrations): listed, never dropped silently, until dismissed.
 */
import { shareStore, useShare } from './share-store';

export function ImportNotes() {
  const notes = useShare((s) => s.notes);
  if (!notes) return null;
  return (
    <section className="import-notes" role="region" aria-label="Import warnings" data-testid="import-notes">
      <header>
        <h2>{notes.title}</h2>
        <button type="button" className="link" onClick={() => shareStore.setState({ notes: null })}>Dismiss</button>
      </header>
      <p>{notes.intro}</p>
      <ul>
        {notes.notes.map((n, i) => (
          <li key={i}>
            {n.path && <><span className="problem-path">{n.path}</span>{': '}</>}{n.message}
            {n.suggestion && <span className="muted"> — {n.suggestion}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
