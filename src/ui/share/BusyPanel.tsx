/**
 * The busy state: while a long history is replayed (a link, file or session opening), a panel
 * says what is being opened, how far it got (a progress bar), and offers Cancel. The page keeps
 * painting and answering meanwhile (the work runs in slices, busy.ts). While the app starts
 * and storage is slow to answer, it says "Opening…" instead of showing a blank page.
 */
import { cancelBusy } from './busy';
import { useShare } from './share-store';

export function BusyPanel() {
  const busy = useShare((s) => s.busy);
  const booting = useShare((s) => s.booting);
  if (!busy && !booting) return null;
  if (!busy)
    return (
      <p className="busy-panel busy-booting" role="status" data-testid="booting">
        Opening…
      </p>
    );
  const percent = busy.total > 0 ? Math.round((busy.done / busy.total) * 100) : 0;
  return (
    <section className="busy-panel" role="region" aria-label="Busy" data-testid="busy">
      <p>
        {busy.label}: step {busy.done.toLocaleString('en')} of {busy.total.toLocaleString('en')}
      </p>
      <progress max={busy.total} value={busy.done} aria-label={`${busy.label}: ${percent}%`} />
      <button type="button" onClick={cancelBusy}>
        Cancel
      </button>
    </section>
  );
}
