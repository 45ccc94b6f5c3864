/** The answer controls of a decision, one per kind; each offers only the engine's legal choices. */
import { useState } from 'react';
import type { Decision, DecisionAnswer, GameState } from '../../engine';
import { cardView, engine, entityName, gameStore, whereIs } from '../../store';
import { RulesText } from '../card/mana';

type Answer = (a: DecisionAnswer) => void;

export function MayChoice({ answer }: { answer: Answer }) {
  return (
    <div className="choice-buttons">
      <button type="button" className="primary" onClick={() => answer(true)}>
        Yes
      </button>
      <button type="button" onClick={() => answer(false)}>
        No
      </button>
    </div>
  );
}

export function ObjectChoice({ d, state, answer }: { d: Decision; state: GameState; answer: Answer }) {
  const [chosen, setChosen] = useState<string[]>(
    d.min === 1 && d.max === 1 && d.candidates.length === 1 ? [d.candidates[0]!] : [],
  );
  const single = d.max === 1;
  const toggle = (id: string) =>
    setChosen((c) => (single ? [id] : c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const ok = chosen.length >= d.min && chosen.length <= d.max;
  const names = d.candidates.map((id) => entityName(state, engine.registry, id));
  // Same-named candidates (the legend rule) are told apart by their state: proxy, sick, tapped...
  const labelOf = (id: string, i: number) => {
    const name = names[i]!;
    if (names.indexOf(name) === names.lastIndexOf(name)) return name;
    return cardView(state, engine.registry, id)?.label ?? name;
  };
  const light = (id: string | null) => gameStore.getState().setHighlight(id ? { objects: [id], cards: [] } : null);
  return (
    <form
      className="choice-objects"
      onSubmit={(e) => {
        e.preventDefault();
        if (ok) answer(chosen);
      }}
    >
      <fieldset>
        <legend>{single ? 'Choose one' : `Choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`}`}</legend>
        {d.candidates.map((id, i) => {
          const where = whereIs(state, id);
          return (
            <label key={id} className="choice-option" onMouseEnter={() => light(id)} onMouseLeave={() => light(null)}>
              <input
                type={single ? 'radio' : 'checkbox'}
                name="candidate"
                checked={chosen.includes(id)}
                onChange={() => toggle(id)}
                onFocus={() => light(id)}
                onBlur={() => light(null)}
              />
              <span>
                {labelOf(id, i)}
                {where ? <span className="muted"> — {where}</span> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="choice-buttons">
        <button type="submit" className="primary" disabled={!ok}>
          {chosen.length === 0 && d.min === 0 ? 'Choose none' : 'Choose'}
        </button>
      </div>
    </form>
  );
}

export function NumberChoice({ d, answer }: { d: Decision; answer: Answer }) {
  const [value, setValue] = useState(String(d.min));
  const n = Number(value);
  const ok = value.trim() !== '' && Number.isInteger(n) && n >= d.min && n <= d.max;
  return (
    <form
      className="choice-number"
      onSubmit={(e) => {
        e.preventDefault();
        if (ok) answer(n);
      }}
    >
      <label>
        {d.purpose === 'x' ? 'X =' : 'Number'}{' '}
        <input
          type="number"
          min={d.min}
          max={d.max}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoFocus
        />
      </label>
      <span className="muted">
        {' '}
        from {d.min} to {d.max}
      </span>
      <div className="choice-buttons">
        <button type="submit" className="primary" disabled={!ok}>
          Choose
        </button>
      </div>
    </form>
  );
}

export function OptionChoice({ d, answer }: { d: Decision; answer: Answer }) {
  return (
    <div className="choice-buttons wrap">
      {d.options.map((o) => (
        <button key={o.value} type="button" onClick={() => answer(o.value)} aria-label={o.label}>
          <RulesText text={o.label} />
        </button>
      ))}
    </div>
  );
}

export function OrderChoice({ d, answer }: { d: Decision; answer: Answer }) {
  const [order, setOrder] = useState(d.options);
  const move = (i: number, by: number) =>
    setOrder((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });
  return (
    <div className="choice-order">
      <ol>
        {order.map((o, i) => (
          <li key={o.value}>
            <span>{o.label}</span>
            <button type="button" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move ${o.label} up`}>
              ↑
            </button>
            <button
              type="button"
              onClick={() => move(i, 1)}
              disabled={i === order.length - 1}
              aria-label={`Move ${o.label} down`}
            >
              ↓
            </button>
          </li>
        ))}
      </ol>
      <div className="choice-buttons">
        <button type="button" className="primary" onClick={() => answer(order.map((o) => o.value))}>
          Confirm this order
        </button>
      </div>
    </div>
  );
}
