/**
 * "Check for newer card data" (issue 20): fetches the offline pool's manifest and, when it names
 * a newer version, replaces the kept pool with it (store/editor-cards.ts `refreshCardData`).
 * Busy while it runs; says what happened: up to date, refreshed (with the version and the
 * number of cards), offline, or why it failed — the pool in use and the board stay as they were.
 */
import { useEffect, useState } from 'react';
import { browserOnline, loadPoolSearch, poolSize, poolVersion, refreshCardData } from '../../store/editor-cards';

type Said = { kind: 'status' | 'error'; text: string } | null;

const short = (version: string) => version.slice(0, 12);

export function CardDataRefresh() {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  // The pool's size and version show once its name file is in (the search loads it too).
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    void loadPoolSearch().then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, []);
  const check = async () => {
    if (!browserOnline()) {
      setSaid({
        kind: 'error',
        text: "You are offline: newer card data can't be fetched now. The offline pool in use stays as it is.",
      });
      return;
    }
    setBusy(true);
    setSaid(null);
    const outcome = await refreshCardData();
    setBusy(false);
    if (!outcome.ok)
      setSaid({
        kind: 'error',
        text: outcome.offline
          ? "You are offline: newer card data can't be fetched now. The offline pool in use stays as it is."
          : `The card data could not be refreshed: ${outcome.reason}. The offline pool in use stays as it is, and so does the board.`,
      });
    else if (!outcome.changed)
      setSaid({
        kind: 'status',
        text: `The card data is up to date (version ${short(outcome.version)}, ${outcome.cards.toLocaleString('en')} cards).`,
      });
    else
      setSaid({
        kind: 'status',
        text: `Card data refreshed: version ${short(outcome.version)}, ${outcome.cards.toLocaleString('en')} cards. Cards already on the board keep the data they were added with.`,
      });
  };
  const version = poolVersion();
  const size = poolSize();
  return (
    <div className="card-data" data-testid="card-data">
      <div className="card-data-row">
        <span className="field-hint">
          Card data: the offline pool{size ? ` (${size.toLocaleString('en')} cards` : ''}
          {size && version ? `, version ${short(version)})` : size ? ')' : ''}
        </span>
        <button
          type="button"
          className="small"
          onClick={() => void check()}
          disabled={busy}
          aria-busy={busy}
          data-testid="refresh-card-data"
        >
          {busy ? 'Checking…' : 'Check for newer card data'}
        </button>
      </div>
      <p className="field-hint card-data-said" role="status" aria-live="polite" data-testid="card-data-status">
        {said?.kind === 'status' ? said.text : ''}
      </p>
      {said?.kind === 'error' && (
        <p className="card-data-error" role="alert" data-testid="card-data-error">
          {said.text}
        </p>
      )}
    </div>
  );
}
