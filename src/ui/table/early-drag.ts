/**
 * A drag begun before the table's kit has loaded (table-kit.ts; issue 22, item 7). The first
 * press anywhere starts loading the kit (Table.tsx), but the table switches to it only at a quiet
 * moment, so a gesture already begun is carried on here, with the same thresholds as the kit's
 * sensors (drag-thresholds.ts): a mouse or pen press that moves 6 px, or a finger held 200 ms and
 * then moved, is a drag. The card is held: it fades where it lies (class `dragging`, as with the
 * kit) and a copy follows the pointer above the table (`drag-ghost`, as the kit's overlay, never
 * hit by hit testing); a release drops it on what lies under the pointer (drag-context.ts)
 * through the same drop command as the kit's (ui/actions/drop.ts). A press never selects page text
 * (the mouse's default is prevented; cards take no text selection), and a press released without
 * a drag is still a click (the card's menu), or for a finger held still a long press (the card
 * shown large), as with the kit. Pointer events only: cards have `touch-action: none`, so a
 * finger's pointer is never cancelled by scrolling.
 */
import type { PointerEvent as ReactPointerEvent } from 'react';
import { drop } from '../actions/drop';
import { appContext } from '../actions/registry';
import { zoomCard } from '../actions/view';
import { dropTargetAt, noteDragEnd } from './drag-context';
import { LONG_PRESS_STILL, MOUSE_DRAG_DISTANCE, TOUCH_HOLD_DELAY, TOUCH_HOLD_TOLERANCE } from './drag-thresholds';

interface Gesture {
  objectId: string;
  el: HTMLElement;
  pointerId: number;
  touch: boolean;
  start: { x: number; y: number };
  /** Whether the press has become a drag (the card is held). */
  held: boolean;
  /** The copy under the pointer while held. */
  ghost: HTMLElement | null;
  /** Whether a held finger has moved (else its release is a long press). */
  moved: boolean;
  timer: number;
  stop: () => void;
}

let gesture: Gesture | null = null;

/** Whether a press on a card is being carried on before the kit (the table must not switch now). */
export function earlyDragActive(): boolean {
  return gesture !== null;
}

/** Attributes that make an element a card of the table (the copy under the pointer is not one). */
const CARD_ATTRIBUTES = ['data-testid', 'data-entity', 'data-drop-entity', 'data-card', 'role', 'tabindex', 'id'];

/** The card's copy that follows the pointer: where the card is now, above everything, hidden from assistive technology. */
function ghostOf(el: HTMLElement): HTMLElement {
  const box = el.getBoundingClientRect();
  const copy = el.cloneNode(true) as HTMLElement;
  for (const node of [copy, ...copy.querySelectorAll('*')])
    for (const name of CARD_ATTRIBUTES) node.removeAttribute(name);
  copy.classList.remove('dragging');
  const ghost = document.createElement('div');
  ghost.className = 'drag-ghost early-drag-ghost';
  ghost.setAttribute('aria-hidden', 'true');
  ghost.dataset.testid = 'drag-ghost';
  ghost.style.left = `${box.left}px`;
  ghost.style.top = `${box.top}px`;
  ghost.append(copy);
  return ghost;
}

function hold(g: Gesture): void {
  g.held = true;
  g.el.classList.add('dragging');
  g.ghost = ghostOf(g.el);
  document.body.append(g.ghost);
}

function end(g: Gesture): void {
  window.clearTimeout(g.timer);
  g.stop();
  g.el.classList.remove('dragging');
  g.ghost?.remove();
  g.ghost = null;
  if (gesture === g) gesture = null;
}

function onMove(g: Gesture, e: PointerEvent): void {
  if (e.pointerId !== g.pointerId) return;
  const dx = e.clientX - g.start.x;
  const dy = e.clientY - g.start.y;
  const far = Math.hypot(dx, dy);
  if (!g.held) {
    if (g.touch) {
      // Moved before the hold: not a drag (as the kit's touch sensor).
      if (far > TOUCH_HOLD_TOLERANCE) end(g);
      return;
    }
    if (far < MOUSE_DRAG_DISTANCE) return;
    hold(g);
  }
  if (far >= LONG_PRESS_STILL) g.moved = true;
  if (g.ghost) g.ghost.style.transform = `translate(${dx}px, ${dy}px) rotate(-4deg)`;
}

function onUp(g: Gesture, e: PointerEvent): void {
  if (e.pointerId !== g.pointerId) return;
  const { objectId, held, touch, moved } = g;
  end(g);
  if (!held) return; // a click or a tap: the card's menu, as ever
  // The click that follows a mouse's release is the end of the drag, not a click on the card.
  noteDragEnd(objectId);
  if (touch && !moved) {
    void zoomCard.run(appContext, objectId);
    return;
  }
  const target = dropTargetAt(e.clientX, e.clientY, objectId);
  if (target) void drop.run(appContext, { objectId, target });
}

/**
 * A card's `onPointerDown` while the table is without its kit: carries the press on as a drag
 * if it becomes one. `objectId` is the card's object id.
 */
export function pressCardEarly(e: ReactPointerEvent<HTMLElement>, objectId: string): void {
  if (gesture || !e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
  // A mouse or pen press may start a drag: no text selection (a click still follows).
  if (e.pointerType !== 'touch') e.preventDefault();
  const move = (ev: PointerEvent) => onMove(g, ev);
  const up = (ev: PointerEvent) => onUp(g, ev);
  const cancel = (ev: PointerEvent) => {
    if (ev.pointerId === g.pointerId) end(g);
  };
  const g: Gesture = {
    objectId,
    el: e.currentTarget,
    pointerId: e.pointerId,
    touch: e.pointerType === 'touch',
    start: { x: e.clientX, y: e.clientY },
    held: false,
    ghost: null,
    moved: false,
    timer: 0,
    stop: () => {
      window.removeEventListener('pointermove', move, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', cancel, true);
    },
  };
  if (g.touch) g.timer = window.setTimeout(() => hold(g), TOUCH_HOLD_DELAY);
  window.addEventListener('pointermove', move, true);
  window.addEventListener('pointerup', up, true);
  window.addEventListener('pointercancel', cancel, true);
  gesture = g;
}
