/**
 * Drag and drop for the table (dnd-kit): a drop becomes a command (store/commands.ts), the
 * command an engine action. A drop on a legal target casts at it; an illegal target refuses
 * (it shakes and the reason is shown with its rule). The keyboard path is the card menu.
 */
import { DndContext, DragOverlay, PointerSensor, useSensor, useSensors, type CollisionDetection, type DragStartEvent } from '@dnd-kit/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { cardView, dropCommand, dropTargets, engine, gameStore } from '../../store';
import { CardFrame } from '../card/CardFrame';
import { useCurrentState } from '../hooks';
import { createDragStore, DragContext, dropTargetAt, NO_DRAG, sameTarget, targetKey, useDragStore } from './drag-context';

/**
 * dnd-kit's collision detection finds nothing: the drop target is found by hit testing in a
 * pointermove listener (drag-context.ts), so dnd-kit's own `over` stays null all drag long and
 * its context (which every draggable card reads) changes only when a drag starts or ends.
 */
const NO_COLLISIONS: ReturnType<CollisionDetection> = [];
const noCollisions: CollisionDetection = () => NO_COLLISIONS;

/** The card under the pointer lets hit testing through to what is beneath it. */
const OVERLAY_STYLE = { pointerEvents: 'none' } as const;

/**
 * A constant, so that the sensors keep their identity: new sensors change dnd-kit's internal
 * context, which re-renders every draggable and droppable on the table.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 6 } };

/** The card under the pointer while dragging (re-renders only when a drag starts or ends). */
function DragGhost() {
  const dragging = useStore(useDragStore(), (d) => d.dragging);
  const state = useCurrentState();
  const dragged = useMemo(() => (dragging && state ? cardView(state, engine.registry, dragging) : null), [dragging, state]);
  return dragged ? <div className="drag-ghost"><CardFrame card={dragged} size="full" /></div> : null;
}

export function TableDnd({ children }: { children: ReactNode }) {
  const [drag] = useState(createDragStore);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  const track = useRef<((e: PointerEvent) => void) | null>(null);

  const stopTracking = () => {
    if (track.current) window.removeEventListener('pointermove', track.current);
    track.current = null;
  };
  const onDragStart = (e: DragStartEvent) => {
    const id = e.active.data.current?.objectId as string | undefined;
    const state = gameStore.getState().history.state;
    if (!id || !state) return;
    const { targets, castable } = dropTargets(engine.registry, state, id);
    drag.setState({ ...NO_DRAG, dragging: id, targets, targeted: castable && targets.size > 0, refused: drag.getState().refused });
    stopTracking();
    track.current = (ev: PointerEvent) => {
      const over = dropTargetAt(ev.clientX, ev.clientY, id, ev.target instanceof Element ? ev.target : null);
      if (!sameTarget(over, drag.getState().over)) drag.setState({ over });
    };
    window.addEventListener('pointermove', track.current, { passive: true });
  };
  const onDragEnd = () => {
    stopTracking();
    const { dragging: id, over: target } = drag.getState();
    drag.setState((d) => ({ ...NO_DRAG, refused: d.refused }));
    const state = gameStore.getState().history.state;
    if (!id || !target || !state) return;
    const result = dropCommand(engine.registry, state, id, target);
    if (result.ok === true) gameStore.getState().perform(result.action);
    else if (result.ok === false) {
      gameStore.getState().toast('error', `Refused: ${result.refusal.reason}`, result.refusal.rule);
      drag.setState((d) => ({ refused: { key: targetKey(target), n: (d.refused?.n ?? 0) + 1 } }));
    }
  };
  const onDragCancel = () => {
    stopTracking();
    drag.setState(NO_DRAG);
  };
  useEffect(() => stopTracking, []);

  return (
    <DndContext sensors={sensors} collisionDetection={noCollisions} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={onDragCancel}>
      <DragContext.Provider value={drag}>{children}</DragContext.Provider>
      <DragOverlay dropAnimation={null} style={OVERLAY_STYLE}>
        <DragGhost />
      </DragOverlay>
    </DndContext>
  );
}
