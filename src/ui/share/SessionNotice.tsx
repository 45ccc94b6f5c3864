/**
 * What autosave has to tell the person about the session shown or about this page: it is open
 * in another tab too; this tab's steps went to a copy; the browser's storage failed and the
 * page goes on in memory. Shown until dismissed (tab notices go when another scenario opens).
 */
import { shareStore, useShare } from './share-store';

export function SessionNotice() {
  const notice = useShare((s) => s.sessionNotice);
  if (!notice) return null;
  return (
    <section className="session-notice" role="region" aria-label="Session notice" data-testid="session-notice">
      <header>
        <h2>{notice.title}</h2>
        <button type="button" className="link" onClick={() => shareStore.setState({ sessionNotice: null })}>
          Dismiss
        </button>
      </header>
      <p>{notice.text}</p>
    </section>
  );
}
