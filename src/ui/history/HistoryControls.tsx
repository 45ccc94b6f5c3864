/**
 * Undo, redo and a scrubber over the history of the current scenario. Moving through history
 * jumps: nothing is replayed and nothing animates.
 */
import { useRef } from 'react';
import { gameStore, useGame } from '../../store';
import { ActionButton } from '../actions/ActionButton';
import { redo, undo } from '../actions/history';
import { revealCurrentStep } from '../log/reveal-step';
import { NoteTicks } from '../teaching/NoteTicks';

export function HistoryControls() {
  const history = useGame((s) => s.history);
  const { seek } = gameStore.getState();
  const entry = history.entries[history.cursor];
  const last = history.entries.length - 1;
  // While a pointer drags the scrubber the log stays still; when it lets go (or a key moves the
  // scrubber) the log shows the step reached.
  const dragging = useRef(false);
  const startDrag = () => {
    dragging.current = true;
    const end = () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      dragging.current = false;
      revealCurrentStep();
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };
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
        onPointerDown={startDrag}
        onChange={(e) => {
          seek(Number(e.target.value));
          if (!dragging.current) revealCurrentStep();
        }}
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
