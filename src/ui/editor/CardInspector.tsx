/**
 * The selected card's settings: tapped, summoning sick, damage, counters (battlefield);
 * attached to (Auras); exiled with (exile); may be cast from here (other zones); and moving,
 * reordering and removing it.
 */
import {
  asObject,
  detach,
  entryAt,
  entryName,
  moveCard,
  removeCard,
  setCastableFrom,
  updateCard,
  whereWords,
  type CardAt,
} from '../../scenario/editor';
import { atKey, editorBoard } from '../../store/editor-view';
import { editorBook, editorStore, useEditor } from '../../store/editor';
import { AttachMenu } from './AttachMenu';
import { CounterEditor } from './CounterEditor';
import { DraftInput } from './DraftInput';
import { ExiledWithField } from './ExiledWithField';
import { MoveMenu } from './MoveMenu';

function Check({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  hint?: string;
}) {
  return (
    <label className="check" title={hint}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

function Settings({ at }: { at: CardAt }) {
  const doc = useEditor((s) => s.doc);
  const check = useEditor((s) => s.check);
  const entry = entryAt(doc, at);
  if (entry === undefined) return null;
  const e = asObject(entry);
  const view = editorBoard(doc, editorBook(), check)[at.player][at.zone][at.index]!;
  const apply = editorStore.getState().apply;
  const size = doc.players[at.player][at.zone].length;
  return (
    <>
      <h3 className="ed-card-name" data-testid="inspector-name">
        {entryName(entry)}
      </h3>
      <p className="field-hint">
        {whereWords(at)},{' '}
        {at.zone === 'library' ? `${at.index + 1}${at.index === 0 ? ' (top)' : ''}` : `card ${at.index + 1}`} of {size}
        {e.id ? ` · id "${e.id}"` : ''}
        {e.proxy ? ' · proxy' : ''}
      </p>
      {view.problem && (
        <p className="ed-problem" role="note">
          ⚠ {view.problem}
        </p>
      )}
      {at.zone === 'battlefield' && (
        <div className="ed-flags">
          <Check
            label="Tapped"
            checked={!!e.tapped}
            onChange={(on) => apply((d) => updateCard(d, at, { tapped: on }))}
          />
          <Check
            label="Summoning sick"
            hint="Came under its controller's control this turn (CR 302.6)"
            checked={!!e.summoningSick}
            onChange={(on) => apply((d) => updateCard(d, at, { summoningSick: on }))}
          />
          <DraftInput
            label="Damage"
            className="field-damage"
            value={String(e.damage ?? 0)}
            size={3}
            inputMode="numeric"
            invalidText="a whole number"
            commit={(t) =>
              /^\d+$/.test(t.trim()) && apply((d) => updateCard(d, at, { damage: Number(t) }), `damage-${atKey(at)}`)
            }
          />
        </div>
      )}
      {at.zone === 'battlefield' && <CounterEditor at={at} counters={e.counters ?? {}} />}
      {view.attachable && (
        <div className="ed-attach">
          <span className="field-label">Attached to</span>
          <p className="ed-attached" data-testid="attached-to">
            {view.attachedTo
              ? `${view.attachedTo.name}${view.attachedTo.where ? ` ${view.attachedTo.where}` : ''}`
              : 'Nothing'}
          </p>
          <div className="button-row">
            <AttachMenu at={at} />
            {e.attachedTo && (
              <button type="button" onClick={() => apply((d) => detach(d, at))}>
                Detach
              </button>
            )}
          </div>
        </div>
      )}
      {at.zone === 'exile' && <ExiledWithField key={atKey(at)} at={at} />}
      {at.zone !== 'battlefield' && at.zone !== 'hand' && (
        <Check
          label="May be cast from here (teaching permission)"
          checked={!!e.castableFrom}
          onChange={(on) => apply((d) => setCastableFrom(d, at, on))}
        />
      )}
      <div className="button-row ed-card-actions">
        <MoveMenu at={at} />
        <button
          type="button"
          disabled={at.index === 0}
          aria-label="Move earlier in the zone"
          onClick={() => apply((d) => moveCard(d, at, { player: at.player, zone: at.zone, index: at.index - 1 }))}
        >
          ↑
        </button>
        <button
          type="button"
          disabled={at.index >= size - 1}
          aria-label="Move later in the zone"
          onClick={() => apply((d) => moveCard(d, at, { player: at.player, zone: at.zone, index: at.index + 2 }))}
        >
          ↓
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => {
            apply((d) => removeCard(d, at));
            editorStore.getState().select(null);
          }}
        >
          Remove
        </button>
      </div>
    </>
  );
}

export function CardInspector() {
  const selection = useEditor((s) => s.selection);
  return (
    <section className="ed-section" aria-labelledby="inspector-title" data-testid="inspector">
      <h2 id="inspector-title" className="ed-title">
        Selected card
      </h2>
      {selection ? (
        <Settings key={atKey(selection)} at={selection} />
      ) : (
        <p className="field-hint">
          Click a card (or focus it and press Enter) to set it up: tapped, counters, what it is attached to, where it
          is.
        </p>
      )}
    </section>
  );
}
