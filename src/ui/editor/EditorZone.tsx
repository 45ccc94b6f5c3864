/** A zone of the board being edited: a named region, a drop target, its cards, and "+" to add a card there. */
import { useDroppable } from '@dnd-kit/core';
import type { PlayerId, Zone } from '../../scenario/schema-primitives';
import type { EditorCardView } from '../../store/editor-view';
import { editorStore } from '../../store/editor';
import type { CardSize } from '../card/CardFrame';
import { EditorCard } from './EditorCard';
import { useEditorDrag } from './editor-drag';
import { PLAYER_LABEL, ZONE_LABEL } from './labels';

const SIZE: Record<Zone, CardSize> = {
  battlefield: 'small',
  hand: 'small',
  library: 'mini',
  graveyard: 'mini',
  exile: 'mini',
  sideboard: 'mini',
  command: 'mini',
};
const HINT: Partial<Record<Zone, string>> = { library: 'top first' };
const TITLE: Partial<Record<Zone, string>> = {
  sideboard: 'Cards outside the game (CR 400.11a): a drafted pool, a sideboard',
};

export function EditorZone({ player, zone, cards }: { player: PlayerId; zone: Zone; cards: EditorCardView[] }) {
  const name = `${PLAYER_LABEL[player]} ${zone}`;
  const { setNodeRef, isOver } = useDroppable({
    id: `ezone:${player}:${zone}`,
    data: { target: { kind: 'zone', player, zone } },
  });
  const drag = useEditorDrag();
  return (
    <section
      ref={setNodeRef}
      aria-label={name}
      data-testid={`ezone-${zone}-${player}`}
      className={`zone zone-${zone} ed-zone ed-zone-${zone}${isOver && drag.dragging ? ' drop-over' : ''}`}
    >
      <h3 className="zone-title" title={TITLE[zone]}>
        {ZONE_LABEL[zone]} <span className="zone-count">{cards.length || ''}</span>
        {HINT[zone] && <span className="zone-hint"> · {HINT[zone]}</span>}
        <button
          type="button"
          className="ed-add"
          aria-label={`Add a card to ${name}`}
          title={`Add a card to ${name}`}
          onClick={() => editorStore.getState().setAddTo(player, zone, true)}
        >
          +
        </button>
      </h3>
      <div className={`ed-cards ed-cards-${SIZE[zone]}`}>
        {cards.map((c) => (
          <EditorCard key={c.key} view={c} size={SIZE[zone]} />
        ))}
        {!cards.length && <span className="zone-empty">Empty</span>}
      </div>
    </section>
  );
}
