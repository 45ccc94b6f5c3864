/**
 * Undo, redo and a scrubber over the history of the current scenario. Moving through history
 * jumps: nothing is replayed and nothing animates.
 */
import { gameStore, useGame } from '../../store';
import { ActionButton } from '../actions/ActionButton';
import { redo, undo } from '../actions/history';
import { NoteTicks } from '../teaching/NoteTicks';

export function HistoryControls() {
  const history = useGame((s) => s.history);
  const { seek } = gameStore.getState();
  const entry = history.entries[history.cursor];
  const last = history.entries.length - 1;
  return (
    <div className="history" role="group" aria-label="History">
      <ActionButton action={undo}>↶ Undo</ActionButton>
      <ActionButton action={redo}>Redo ↷</ActionButton>
      <input
        type="range"
        className="scrubber"
        aria-label="History scrubber"
        min={0}
        max={Math.max(0, last)}
        value={Math.max(0, history.cursor)}
        aria-valuetext={
          entry
            ? `Step ${history.cursor} of ${last}: ${entry.label}${entry.note ? ` (note: ${entry.note})` : ''}`
            : 'empty'
        }
        disabled={last <= 0}
        list="note-steps"
        title={entry?.note ? `Note: ${entry.note}` : undefined}
        onChange={(e) => seek(Number(e.target.value))}
        data-testid="scrubber"
      />
      <NoteTicks />
      <span className="history-label" data-testid="history-label">
        {history.cursor}/{last} · {entry?.label ?? ''}
        {entry?.note ? ' · 📝' : ''}
      </span>
    </div>
  );
}
