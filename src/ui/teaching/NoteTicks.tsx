/** Tick marks on the history scrubber at the steps that have a note (a `<datalist>` the range input points to). */
import { useGame } from '../../store';

export function NoteTicks() {
  const steps = useGame((s) =>
    s.history.entries
      .map((e, i) => (e.note ? i : -1))
      .filter((i) => i >= 0)
      .join(','),
  );
  return (
    <datalist id="note-steps" data-testid="note-ticks">
      {steps ? steps.split(',').map((i) => <option key={i} value={i} />) : null}
    </datalist>
  );
}
