/**
 * Drag and drop on the editor board (dnd-kit). A card dropped on a zone moves there; dropped on
 * a card it moves in front of it — unless it is an Aura, which is attached to that card (or
 * player) if its enchant ability allows, and otherwise refused with the reason. The keyboard
 * path is the selected card's "Move to…" and "Attach to…" menus.
 */
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import { attachTo, hostOptions, isAttachable, moveCard, sameAt, type CardAt, type Host } from '../../scenario/editor';
import { atKey, type EditorBoard } from '../../store/editor-view';
import { editorBook, editorStore } from '../../store/editor';
import { CardFrame } from '../card/CardFrame';
import { dropKey, EditorDragContext, NO_EDITOR_DRAG, type EditorDrag, type EditorDrop } from './editor-drag';

/** The smallest droppable under the pointer (a card before the zone around it), never the dragged card itself. */
const innermost: CollisionDetection = (args) => {
  const self = `ecard:${String(args.active.id).slice('edrag:'.length)}`;
  const hits = pointerWithin(args).filter((c) => c.id !== self);
  const area = (id: string | number) => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Infinity;
  };
  return hits.sort((a, b) => area(a.id) - area(b.id)).slice(0, 1);
};

function drop(from: CardAt, target: EditorDrop, attachable: boolean): string | null {
  const { apply, notify } = editorStore.getState();
  if (attachable && target.kind !== 'zone') {
    const host: Host =
      target.kind === 'card' ? { kind: 'card', at: target.at } : { kind: 'player', player: target.player };
    const ok = apply((doc) => attachTo(doc, from, host, editorBook()));
    return ok ? null : (editorStore.getState().notice?.text ?? 'refused');
  }
  if (target.kind === 'player') return null;
  if (target.kind === 'card' && sameAt(target.at, from)) return null;
  const to =
    target.kind === 'card'
      ? { player: target.at.player, zone: target.at.zone, index: target.at.index }
      : { player: target.player, zone: target.zone };
  if (!apply((doc) => moveCard(doc, from, to))) notify('refused', 'That move is not possible.');
  return null;
}

export function EditorDnd({ board, children }: { board: EditorBoard; children: ReactNode }) {
  const [drag, setDrag] = useState<EditorDrag>(NO_EDITOR_DRAG);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragStart = (e: DragStartEvent) => {
    const at = e.active.data.current?.at as CardAt | undefined;
    if (!at) return;
    const doc = editorStore.getState().doc;
    const attachable = isAttachable(doc, at, editorBook());
    const hosts = attachable ? hostOptions(doc, at, editorBook()) : [];
    const key = (h: (typeof hosts)[number]) => (h.host.kind === 'card' ? atKey(h.host.at) : h.host.player);
    const legal = new Set(hosts.filter((h) => h.legal).map(key));
    const reasons = new Map(hosts.filter((h) => h.reason).map((h) => [key(h), h.reason!]));
    setDrag((d) => ({ ...NO_EDITOR_DRAG, dragging: at, attachable, legal, reasons, refused: d.refused }));
    editorStore.getState().select(at);
  };
  const onDragEnd = (e: DragEndEvent) => {
    const from = drag.dragging;
    const target = e.over?.data.current?.target as EditorDrop | undefined;
    setDrag((d) => ({ ...NO_EDITOR_DRAG, refused: d.refused }));
    if (!from || !target) return;
    if (drop(from, target, drag.attachable))
      setDrag((d) => ({ ...d, refused: { key: dropKey(target), n: (d.refused?.n ?? 0) + 1 } }));
  };
  const dragged = drag.dragging ? board[drag.dragging.player][drag.dragging.zone][drag.dragging.index] : undefined;
  const hint =
    drag.attachable && drag.over
      ? drag.legal.has(drag.over)
        ? { ok: true, text: 'Drop to attach it here' }
        : { ok: false, text: drag.reasons.get(drag.over) ?? 'Not allowed' }
      : null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={innermost}
      onDragStart={onDragStart}
      onDragOver={(e) => {
        const t = e.over?.data.current?.target as EditorDrop | undefined;
        setDrag((d) => ({ ...d, over: t && t.kind !== 'zone' ? dropKey(t) : null }));
      }}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDrag(NO_EDITOR_DRAG)}
    >
      <EditorDragContext.Provider value={drag}>{children}</EditorDragContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="drag-ghost ed-ghost">
            <CardFrame card={dragged.card} size="small" />
            {hint && (
              <p className={`ed-ghost-hint ${hint.ok ? 'ok' : 'no'}`}>
                {hint.ok ? '✓' : '✕'} {hint.text}
              </p>
            )}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
