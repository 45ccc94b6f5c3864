/**
 * The rules log: every event of the history up to the shown moment, each with its CR number
 * (which opens a short explanation) and its sentence. Hovering a line highlights the objects
 * it involves on the table; a step's heading jumps the board to that moment.
 */
import { useEffect, useRef } from 'react';
import { useGame } from '../../store';
import { LogEntry } from './LogEntry';

export function RulesLog() {
  const history = useGame((s) => s.history);
  const changeSeq = useGame((s) => s.changeSeq);
  const lastChange = useGame((s) => s.lastChange);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el && lastChange !== 'jump') el.scrollTop = el.scrollHeight;
  }, [changeSeq, lastChange]);
  const shown = history.entries.slice(0, history.cursor + 1);
  return (
    <section className="rules-log" aria-label="Rules log">
      <h2 className="panel-title">Rules log</h2>
      <div className="log-scroll" ref={box}>
        <ol className="log-entries">
          {shown.map((entry, i) => <LogEntry key={i} entry={entry} index={i} current={i === history.cursor} />)}
        </ol>
        {history.cursor < history.entries.length - 1 && (
          <p className="muted log-future">{history.entries.length - 1 - history.cursor} later step(s) can be redone.</p>
        )}
      </div>
    </section>
  );
}
