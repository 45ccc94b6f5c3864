/**
 * Drag and drop for the table (dnd-kit): a drop becomes a command (store/commands.ts), the
 * command an engine action. A drop on a legal target casts at it; an illegal target refuses
 * (it shakes and the reason is shown with its rule). The keyboard path is the card menu.
 */
import { DndContext, DragOverlay, PointerSensor, pointerWithin, useSensor, useSensors, type CollisionDetection, type DragEndEvent, type DragOverEvent, type DragStartEvent } from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import { cardView, dropCommand, dropTargets, engine, gameStore, type DropTarget } from '../../store';
import { CardFrame } from '../card/CardFrame';
import { useCurrentState } from '../hooks';
import { DragContext, NO_DRAG, targetKey, type DragInfo } from './drag-context';

/** The innermost droppable under the pointer: a card or player before the zone around it. */
const innermost: CollisionDetection = (args) => {
  const hits = pointerWithin(args).filter((c) => c.id !== `obj:${String(args.active.id).slice('drag:'.length)}`);
  const area = (id: string | number) => {
    const r = args.droppableRects.get(id);
    return r ? r.width * r.height : Infinity;
  };
  return hits.sort((a, b) => area(a.id) - area(b.id)).slice(0, 1);
};

export function TableDnd({ children }: { children: ReactNode }) {
  const state = useCurrentState();
  const [drag, setDrag] = useState<DragInfo>(NO_DRAG);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const onDragStart = (e: DragStartEvent) => {
    const id = e.active.data.current?.objectId as string | undefined;
    if (!id || !state) return;
    const { targets, castable } = dropTargets(engine.registry, state, id);
    setDrag({ ...NO_DRAG, dragging: id, targets, targeted: castable && targets.size > 0, refused: drag.refused });
  };
  const onDragOver = (e: DragOverEvent) => {
    setDrag((d) => ({ ...d, over: (e.over?.data.current?.target as DropTarget | undefined) ?? null }));
  };
  const onDragEnd = (e: DragEndEvent) => {
    const id = drag.dragging;
    const target = e.over?.data.current?.target as DropTarget | undefined;
    setDrag((d) => ({ ...NO_DRAG, refused: d.refused }));
    if (!id || !target || !state) return;
    const result = dropCommand(engine.registry, state, id, target);
    if (result.ok === true) gameStore.getState().perform(result.action);
    else if (result.ok === false) {
      gameStore.getState().toast('error', `Refused: ${result.refusal.reason}`, result.refusal.rule);
      setDrag((d) => ({ ...d, refused: { key: targetKey(target), n: (d.refused?.n ?? 0) + 1 } }));
    }
  };
  const dragged = drag.dragging && state ? cardView(state, engine.registry, drag.dragging) : null;

  return (
    <DndContext sensors={sensors} collisionDetection={innermost} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={() => setDrag(NO_DRAG)}>
      <DragContext.Provider value={drag}>{children}</DragContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragged ? <div className="drag-ghost"><CardFrame card={dragged} size="full" /></div> : null}
      </DragOverlay>
    </DndContext>
  );
}
