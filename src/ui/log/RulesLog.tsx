/**
 * The rules log: every event of the history up to the shown moment, each with its CR number
 * (which opens a short explanation) and its sentence. Hovering a line highlights the objects
 * it involves on the table; a step's heading jumps the board to that moment. A long history
 * shows its last {@link LOG_PAGE} steps, with a button for earlier ones (thousands of steps
 * would otherwise take seconds to draw).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useGame } from '../../store';
import { LogEntry } from './LogEntry';
import { coveredAtFoot, noticeRoom } from './notice-room';
import { logReveal, scrollEntryIntoBox } from './reveal-step';

/** Steps shown at first, and added by each "earlier steps" click. */
export const LOG_PAGE = 300;

export function RulesLog() {
  const history = useGame((s) => s.history);
  const changeSeq = useGame((s) => s.changeSeq);
  const lastChange = useGame((s) => s.lastChange);
  const box = useRef<HTMLDivElement>(null);
  // Scrolled to the newest step in the next frame, not in the commit: reading scrollHeight here
  // would lay the whole page out once more before the frame lays it out anyway.
  useEffect(() => {
    const el = box.current;
    if (!el || lastChange === 'jump') return;
    const frame = requestAnimationFrame(() => {
      el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [changeSeq, lastChange]);
  // A jump the person asked to read (scrubber keys, a drag's end, undo, redo): the current step.
  const reveal = useStore(logReveal, (s) => s.seq);
  useEffect(() => {
    const el = box.current;
    if (!el || reveal === 0) return;
    const frame = requestAnimationFrame(() => {
      const entry = el.querySelector<HTMLElement>('.log-entry.current');
      if (entry) scrollEntryIntoBox(el, entry);
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal]);
  // Notices laid over the log's foot: the log ends that much lower, so its last lines can be
  // scrolled above them; a log showing its end keeps showing it.
  const notices = useStore(noticeRoom, (s) => s.box);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const atEnd = el.scrollHeight - el.clientHeight - el.scrollTop <= 4;
    el.style.paddingBottom = '';
    const covered = coveredAtFoot(el, notices);
    if (covered > 0) el.style.paddingBottom = `${parseFloat(getComputedStyle(el).paddingBottom) + covered + 6}px`;
    if (atEnd) el.scrollTop = el.scrollHeight;
  }, [notices]);
  const [limit, setLimit] = useState(LOG_PAGE);
  const from = Math.max(0, history.cursor + 1 - limit);
  const shown = history.entries.slice(from, history.cursor + 1);
  return (
    <section className="rules-log" aria-label="Rules log">
      <h2 className="panel-title">Rules log</h2>
      <div className="log-scroll" ref={box}>
        {from > 0 && (
          <button type="button" className="link log-earlier" onClick={() => setLimit((n) => n + LOG_PAGE)}>
            Show earlier steps ({from.toLocaleString('en')} not shown)
          </button>
        )}
        <ol className="log-entries" start={from}>
          {shown.map((entry, i) => (
            <LogEntry key={from + i} entry={entry} index={from + i} current={from + i === history.cursor} />
          ))}
        </ol>
        {history.cursor < history.entries.length - 1 && (
          <p className="muted log-future">{history.entries.length - 1 - history.cursor} later step(s) can be redone.</p>
        )}
      </div>
    </section>
  );
}
