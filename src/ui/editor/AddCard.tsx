/**
 * "Add a card": where (player and zone), then a name — the pool, the offline catalogue or
 * Scryfall (a real card not known yet is fetched first, with a busy note) — or a proxy.
 */
import { useEffect, useState } from 'react';
import { addCard } from '../../scenario/editor';
import type { CardEntry } from '../../scenario/schema';
import { PLAYER_IDS, ZONES, type PlayerId, type Zone } from '../../scenario/schema-primitives';
import { editorStore, useEditor } from '../../store/editor';
import { editorCatalogue, knownToEditor, pickCard } from '../../store/editor-cards';
import { CardCombobox } from './CardCombobox';
import { CardDataRefresh } from './CardDataRefresh';
import { PLAYER_LABEL, ZONE_LABEL } from './labels';
import { ProxyFields } from './ProxyFields';

export function AddCard() {
  const addTo = useEditor((s) => s.addTo);
  const [proxy, setProxy] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { setAddTo, apply, notify } = editorStore.getState();
  const add = (entry: CardEntry) => apply((doc) => addCard(doc, addTo.player, addTo.zone, entry));
  // The offline catalogue's names join the search once the editor is open.
  useEffect(() => {
    void editorCatalogue();
  }, []);
  const pick = async (name: string) => {
    const known = knownToEditor(name);
    if (known) {
      add(known);
      return;
    }
    setBusy(`Looking up "${name}"…`);
    const picked = await pickCard(name);
    setBusy(null);
    // The name field was disabled while busy: give it the focus back.
    setAddTo(addTo.player, addTo.zone, true);
    if (picked.ok) add(picked.name);
    else {
      notify(
        'refused',
        `"${name}" could not be added: it is ${picked.reason}. Add it as a proxy (name, types and P/T) instead.`,
      );
      setProxy(name);
    }
  };
  return (
    <section className="ed-section" aria-labelledby="add-card-title">
      <h2 id="add-card-title" className="ed-title">
        Add a card
      </h2>
      <div className="field-row">
        <label className="field">
          <span className="field-label">Player</span>
          <select
            value={addTo.player}
            data-testid="add-player"
            onChange={(e) => setAddTo(e.target.value as PlayerId, addTo.zone)}
          >
            {PLAYER_IDS.map((p) => (
              <option key={p} value={p}>
                {PLAYER_LABEL[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Zone</span>
          <select
            value={addTo.zone}
            data-testid="add-zone"
            onChange={(e) => setAddTo(addTo.player, e.target.value as Zone)}
          >
            {ZONES.map((z) => (
              <option key={z} value={z}>
                {ZONE_LABEL[z]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {proxy === null ? (
        <CardCombobox
          onPick={(name) => {
            void pick(name);
          }}
          onProxy={setProxy}
          focusSignal={addTo.focus}
          busy={busy}
        />
      ) : (
        <ProxyFields
          name={proxy}
          onAdd={(spec) => {
            add({ proxy: spec });
            setProxy(null);
          }}
          onCancel={() => setProxy(null)}
        />
      )}
      <CardDataRefresh />
    </section>
  );
}
