/**
 * A card-name combobox (WAI-ARIA combobox with a listbox popup): type to filter the pool, arrow
 * keys to move, Enter to choose, Escape to close. A typo offers the closest names; a name the
 * pool lacks offers a proxy.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { poolNames } from '../../scenario/pool';
import { cardOptions, exactName, type CardOption } from './card-search';

const optionText = (o: CardOption) => (o.kind === 'proxy' ? `Add "${o.name}" as a proxy…` : o.kind === 'suggestion' ? `Did you mean ${o.name}?` : o.name);

export function CardCombobox({ onPick, onProxy, focusSignal }: { onPick: (name: string) => void; onProxy: (name: string) => void; focusSignal: number }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const options = useMemo(() => cardOptions(text, poolNames), [text]);
  useEffect(() => { if (focusSignal) input.current?.focus(); }, [focusSignal]);

  const choose = (o: CardOption | undefined) => {
    if (!o) return;
    if (o.kind === 'proxy') { onProxy(o.name); setText(''); setOpen(false); return; }
    onPick(o.name);
    setText('');
    setOpen(false);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length) setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const exact = exactName(text, poolNames);
      if (open && options[active]) choose(options[active]);
      else if (exact) choose({ kind: 'card', name: exact });
      else setOpen(true);
    } else if (e.key === 'Escape') {
      if (open) { e.preventDefault(); setOpen(false); } else setText('');
    }
  };
  const shown = open && options.length > 0;
  const none = text.trim() !== '' && !options.some((o) => o.kind === 'card');
  return (
    <div className="combo">
      <label htmlFor={`${id}-input`} className="field-label">Card name</label>
      <input ref={input} id={`${id}-input`} type="text" role="combobox" autoComplete="off" spellCheck={false}
        aria-autocomplete="list" aria-expanded={shown} aria-controls={`${id}-list`}
        aria-activedescendant={shown ? `${id}-opt-${active}` : undefined} aria-describedby={`${id}-hint`}
        placeholder="Type a card name, e.g. Island" value={text} data-testid="card-name"
        onChange={(e) => { setText(e.target.value); setOpen(true); setActive(0); }}
        onKeyDown={onKeyDown} onBlur={() => setOpen(false)} onFocus={() => text && setOpen(true)} />
      <ul id={`${id}-list`} role="listbox" aria-label="Cards" className="combo-list" hidden={!shown}>
        {options.map((o, i) => (
          <li key={`${o.kind}:${o.name}`} id={`${id}-opt-${i}`} role="option" aria-selected={i === active}
            className={`combo-option combo-${o.kind}${i === active ? ' active' : ''}`}
            onMouseDown={(e) => { e.preventDefault(); choose(o); }} onMouseMove={() => setActive(i)}>
            {optionText(o)}
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="field-hint" aria-live="polite">
        {none ? `No card named "${text.trim()}" in the pool.` : 'Enter adds the card; a name the pool lacks can be a proxy.'}
      </p>
    </div>
  );
}
