/** Counters on the selected card: each kind with − and +, and adding a kind (+1/+1, -1/-1 or any word). */
import { useState } from 'react';
import { setCounter, type CardAt } from '../../scenario/editor';
import { editorStore } from '../../store/editor';

export function CounterEditor({ at, counters }: { at: CardAt; counters: Record<string, number> }) {
  const [kind, setKind] = useState('+1/+1');
  const [other, setOther] = useState('');
  const set = (k: string, n: number) => editorStore.getState().apply((doc) => setCounter(doc, at, k, n));
  const chosen = kind === 'other' ? other.trim().toLowerCase() : kind;
  return (
    <fieldset className="ed-counters">
      <legend className="field-label">Counters</legend>
      {Object.entries(counters).length === 0 && <p className="field-hint">None.</p>}
      <ul className="counter-list">
        {Object.entries(counters).map(([k, n]) => (
          <li key={k}>
            <span className="counter-kind">{k}</span>
            <button type="button" aria-label={`Remove a ${k} counter`} onClick={() => set(k, n - 1)}>
              −
            </button>
            <span aria-label={`${n} ${k} counters`} data-testid={`counter-${k}`}>
              {n}
            </span>
            <button type="button" aria-label={`Add a ${k} counter`} onClick={() => set(k, n + 1)}>
              +
            </button>
          </li>
        ))}
      </ul>
      <div className="field-row">
        <label className="field">
          <span className="sr-only">Counter kind</span>
          <select value={kind} onChange={(e) => setKind(e.target.value)} data-testid="counter-kind">
            <option value="+1/+1">+1/+1</option>
            <option value="-1/-1">-1/-1</option>
            <option value="other">Other kind…</option>
          </select>
        </label>
        {kind === 'other' && (
          <label className="field">
            <span className="sr-only">Other counter kind</span>
            <input
              type="text"
              value={other}
              placeholder="e.g. charge"
              size={10}
              onChange={(e) => setOther(e.target.value)}
            />
          </label>
        )}
        <button type="button" disabled={!chosen} onClick={() => set(chosen, (counters[chosen] ?? 0) + 1)}>
          Add counter
        </button>
      </div>
    </fieldset>
  );
}
