/** "Exiled with" for a card in exile: nothing, an object on the board (CR 607.2a), or every card with a name (607.2n). */
import { useState } from 'react';
import { exileLinkOf, linkCandidates, setExiledWith, type CardAt } from '../../scenario/editor';
import { poolNames } from '../../scenario/pool';
import { atKey } from '../../store/editor-view';
import { editorStore, useEditor } from '../../store/editor';

export function ExiledWithField({ at }: { at: CardAt }) {
  const doc = useEditor((s) => s.doc);
  const link = exileLinkOf(doc, at);
  const candidates = linkCandidates(doc, at);
  const [name, setName] = useState(link?.kind === 'name' ? link.name : '');
  const [naming, setNaming] = useState(link?.kind === 'name');
  const apply = editorStore.getState().apply;
  const value = naming ? 'name' : link?.kind === 'object' ? atKey(link.at) : '';
  const onSelect = (v: string) => {
    setNaming(v === 'name');
    if (v === 'name') return;
    const target = candidates.find((c) => atKey(c.at) === v);
    apply((d) => setExiledWith(d, at, target ? { kind: 'object', at: target.at } : null));
  };
  return (
    <div className="ed-exiled-with">
      <label className="field">
        <span className="field-label">Exiled with</span>
        <select value={value} onChange={(e) => onSelect(e.target.value)} data-testid="exiled-with">
          <option value="">Nothing in particular</option>
          <option value="name">Cards named…</option>
          {candidates.map((c) => (
            <option key={atKey(c.at)} value={atKey(c.at)}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      {naming && (
        <form
          className="field-row"
          onSubmit={(e) => {
            e.preventDefault();
            apply((d) => setExiledWith(d, at, { kind: 'name', name }));
          }}
        >
          <label className="field">
            <span className="sr-only">Card name for "exiled with cards named"</span>
            <input
              type="text"
              list="pool-names"
              value={name}
              placeholder="Arcane Savant"
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <datalist id="pool-names">
            {poolNames.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          <button type="submit" disabled={!name.trim()}>
            Link
          </button>
        </form>
      )}
    </div>
  );
}
