/** "Add a card": where (player and zone), then a name from the pool or a proxy. */
import { useState } from 'react';
import { addCard } from '../../scenario/editor';
import type { CardEntry } from '../../scenario/schema';
import { PLAYER_IDS, ZONES, type PlayerId, type Zone } from '../../scenario/schema-primitives';
import { editorStore, useEditor } from '../../store/editor';
import { CardCombobox } from './CardCombobox';
import { PLAYER_LABEL, ZONE_LABEL } from './labels';
import { ProxyFields } from './ProxyFields';

export function AddCard() {
  const addTo = useEditor((s) => s.addTo);
  const [proxy, setProxy] = useState<string | null>(null);
  const { setAddTo, apply } = editorStore.getState();
  const add = (entry: CardEntry) => apply((doc) => addCard(doc, addTo.player, addTo.zone, entry));
  return (
    <section className="ed-section" aria-labelledby="add-card-title">
      <h2 id="add-card-title" className="ed-title">Add a card</h2>
      <div className="field-row">
        <label className="field">
          <span className="field-label">Player</span>
          <select value={addTo.player} data-testid="add-player" onChange={(e) => setAddTo(e.target.value as PlayerId, addTo.zone)}>
            {PLAYER_IDS.map((p) => <option key={p} value={p}>{PLAYER_LABEL[p]}</option>)}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Zone</span>
          <select value={addTo.zone} data-testid="add-zone" onChange={(e) => setAddTo(addTo.player, e.target.value as Zone)}>
            {ZONES.map((z) => <option key={z} value={z}>{ZONE_LABEL[z]}</option>)}
          </select>
        </label>
      </div>
      {proxy === null
        ? <CardCombobox onPick={(name) => add(name)} onProxy={setProxy} focusSignal={addTo.focus} />
        : <ProxyFields name={proxy} onAdd={(spec) => { add({ proxy: spec }); setProxy(null); }} onCancel={() => setProxy(null)} />}
    </section>
  );
}
