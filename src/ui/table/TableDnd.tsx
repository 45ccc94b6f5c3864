/**
 * Drag and drop for the table (dnd-kit) with a mouse, a pen or a finger: a drop runs the
 * registry's drop command (ui/actions/drop.ts), which becomes an engine action. A drop on a
 * legal target casts at it; an illegal target refuses (it shakes and the reason is shown with
 * its rule). The keyboard path is the card menu.
 *
 * Gestures: mouse and pen drag once moved 6 px (a click opens the menu). A finger drags after a
 * short press (200 ms) and then a move, so that a swipe over the cards still scrolls the page and
 * a tap opens the menu; a long press released without moving shows the card large. The dragged
 * card follows the pointer (dnd-kit's overlay) and the drop target is what lies under the
 * pointer's position (drag-context.ts), not the element where the press began.
 */
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { cardView, dropTargets, engine, gameStore } from '../../store';
import { drop } from '../actions/drop';
import { appContext } from '../actions/registry';
import { zoomCard } from '../actions/view';
import { CardFrame } from '../card/CardFrame';
import { useCurrentState } from '../hooks';
import {
  createDragStore,
  DragContext,
  dropTargetAt,
  NO_DRAG,
  noteDragEnd,
  sameTarget,
  targetKey,
  useDragStore,
} from './drag-context';
import { LONG_PRESS_STILL, MOUSE_DRAG_DISTANCE, TOUCH_HOLD_DELAY, TOUCH_HOLD_TOLERANCE } from './drag-thresholds';

/**
 * dnd-kit's collision detection finds nothing: the drop target is found by hit testing in a
 * move listener (drag-context.ts), so dnd-kit's own `over` stays null all drag long and its
 * context (which every draggable card reads) changes only when a drag starts or ends.
 */
const NO_COLLISIONS: ReturnType<CollisionDetection> = [];
const noCollisions: CollisionDetection = () => NO_COLLISIONS;

/** The card under the pointer lets hit testing through to what is beneath it. */
const OVERLAY_STYLE = { pointerEvents: 'none' } as const;

/** The pointer sensor, for the mouse and pens only: fingers go to the touch sensor. */
class MousePenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions) =>
        event.nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

/**
 * Constants, so that the sensors keep their identity: new sensors change dnd-kit's internal
 * context, which re-renders every draggable and droppable on the table.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: MOUSE_DRAG_DISTANCE } };
const TOUCH_OPTIONS = { activationConstraint: { delay: TOUCH_HOLD_DELAY, tolerance: TOUCH_HOLD_TOLERANCE } };

/** The card under the pointer while dragging (re-renders only when a drag starts or ends). */
function DragGhost() {
  const dragging = useStore(useDragStore(), (d) => d.dragging);
  const state = useCurrentState();
  const dragged = useMemo(
    () => (dragging && state ? cardView(state, engine.registry, dragging) : null),
    [dragging, state],
  );
  return dragged ? (
    <div className="drag-ghost" data-testid="drag-ghost">
      <CardFrame card={dragged} size="full" />
    </div>
  ) : null;
}

/** Where a touch, pointer or mouse event happened (viewport coordinates). */
function pointOf(e: Event | null): { x: number; y: number } | null {
  if (!e) return null;
  if ('touches' in e) {
    const t = (e as TouchEvent).touches[0] ?? (e as TouchEvent).changedTouches[0];
    return t ? { x: t.clientX, y: t.clientY } : null;
  }
  return 'clientX' in e ? { x: (e as MouseEvent).clientX, y: (e as MouseEvent).clientY } : null;
}

export function TableDnd({ children }: { children: ReactNode }) {
  const [drag] = useState(createDragStore);
  const sensors = useSensors(useSensor(MousePenSensor, POINTER_OPTIONS), useSensor(TouchSensor, TOUCH_OPTIONS));
  const stop = useRef<(() => void) | null>(null);

  const stopTracking = () => {
    stop.current?.();
    stop.current = null;
  };
  const onDragStart = (e: DragStartEvent) => {
    const id = e.active.data.current?.objectId as string | undefined;
    const state = gameStore.getState().history.state;
    if (!id || !state) return;
    const { targets, castable } = dropTargets(engine.registry, state, id);
    drag.setState({
      ...NO_DRAG,
      dragging: id,
      targets,
      targeted: castable && targets.size > 0,
      refused: drag.getState().refused,
    });
    stopTracking();
    const at = (x: number, y: number, hit: Element | null) => {
      const over = dropTargetAt(x, y, id, hit);
      if (!sameTarget(over, drag.getState().over)) drag.setState({ over });
    };
    // A mouse event's target is what is under the pointer; pen and touch events keep the element
    // where the press began, so those look the point up.
    const onPointer = (ev: PointerEvent) =>
      at(ev.clientX, ev.clientY, ev.pointerType === 'mouse' && ev.target instanceof Element ? ev.target : null);
    const onTouch = (ev: TouchEvent) => {
      const p = pointOf(ev);
      if (p) at(p.x, p.y, null);
    };
    window.addEventListener('pointermove', onPointer, { passive: true });
    window.addEventListener('touchmove', onTouch, { passive: true });
    stop.current = () => {
      window.removeEventListener('pointermove', onPointer);
      window.removeEventListener('touchmove', onTouch);
    };
  };
  const onDragEnd = (e: DragEndEvent) => {
    stopTracking();
    const { dragging: id, over: target } = drag.getState();
    noteDragEnd(id);
    drag.setState((d) => ({ ...NO_DRAG, refused: d.refused }));
    if (!id) return;
    // A finger held still and lifted: a long press, which shows the card large.
    if (e.activatorEvent.type === 'touchstart' && Math.hypot(e.delta.x, e.delta.y) < LONG_PRESS_STILL) {
      void zoomCard.run(appContext, id);
      return;
    }
    if (!target) return;
    void drop.run(appContext, {
      objectId: id,
      target,
      onRefused: () => drag.setState((d) => ({ refused: { key: targetKey(target), n: (d.refused?.n ?? 0) + 1 } })),
    });
  };
  const onDragCancel = () => {
    stopTracking();
    noteDragEnd(drag.getState().dragging);
    drag.setState(NO_DRAG);
  };
  useEffect(() => stopTracking, []);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={noCollisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <DragContext.Provider value={drag}>
        {children}
        <DragOverlay dropAnimation={null} style={OVERLAY_STYLE}>
          <DragGhost />
        </DragOverlay>
      </DragContext.Provider>
    </DndContext>
  );
}
