/** One step of the log: the action that was taken, then every event with its rule and sentence. */
import { memo } from 'react';
import type { GameEvent } from '../../engine';
import { gameStore, type HistoryEntry } from '../../store';
import { RuleRef } from './RuleRef';
import { UnenforcedNote } from './UnenforcedNote';

const QUIET = new Set(['Tapped', 'ManaAdded', 'ManaSpent', 'AbilityActivated', 'ManaEmptied']);

function EventLine({ ev }: { ev: GameEvent }) {
  const highlight = () => gameStore.getState().setHighlight({ objects: ev.objects, cards: ev.cards });
  const clear = () => gameStore.getState().setHighlight(null);
  const manual = ev.type === 'ZoneChanged' && ev.manual;
  const cls = ['log-line', `ev-${ev.type}`, QUIET.has(ev.type) ? 'quiet' : '', manual ? 'manual' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={cls} onMouseEnter={highlight} onMouseLeave={clear} data-testid="log-line" data-event={ev.type}>
      <RuleRef rule={ev.rule} />
      <span className="log-text">
        {manual && <span className="tag-manual">manual</span>}
        {ev.text}
        <UnenforcedNote ev={ev} />
      </span>
    </li>
  );
}

export const LogEntry = memo(function LogEntry({
  entry,
  index,
  current,
}: {
  entry: HistoryEntry;
  index: number;
  current: boolean;
}) {
  return (
    <li className={`log-entry${current ? ' current' : ''}`}>
      <button
        type="button"
        className="log-step"
        onClick={() => gameStore.getState().seek(index)}
        title="Show the board at this moment"
        aria-current={current ? 'step' : undefined}
      >
        <span className="log-index">{index}</span> {entry.label}
      </button>
      {entry.note && (
        <p className="log-note" data-testid="step-note">
          <span className="tag-note">note</span>
          {entry.note}
        </p>
      )}
      {entry.events.length > 0 && (
        <ol className="log-events">
          {entry.events.map((ev, i) => (
            <EventLine key={i} ev={ev} />
          ))}
        </ol>
      )}
    </li>
  );
});
