/**
 * What the table knows while a card is being dragged: the card, its legal targets, where it is
 * over. It lives in a small store (not a context value), and each card, zone and player panel
 * selects only its own look: a drag re-renders the few drop targets whose look changes, not the
 * whole board. Where the pointer is over is found by hit testing (dropTargetAt), not by
 * dnd-kit's droppables: those re-render every card whenever the target under the pointer
 * changes, and measure every card's box on every pointer move.
 */
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DropTarget } from '../../store';

export interface DragInfo {
  /** Object id of the card being dragged. */
  dragging: string | null;
  /** Legal targets of casting it (a drop there casts it at that target). */
  targets: ReadonlySet<string>;
  /** Whether casting it needs a target (then other cards refuse the drop). */
  targeted: boolean;
  over: DropTarget | null;
  /** The last refused drop target (an object id, a player or a zone key) and a counter to replay the shake. */
  refused: { key: string; n: number } | null;
}

export const NO_DRAG: DragInfo = { dragging: null, targets: new Set(), targeted: false, over: null, refused: null };

export type DragStore = StoreApi<DragInfo>;

export function createDragStore(): DragStore {
  return createStore<DragInfo>()(() => NO_DRAG);
}

/** The table's drag store (TableDnd provides it; outside a table nothing is ever dragged). */
export const DragContext = createContext<DragStore>(createDragStore());

export function useDragStore(): DragStore {
  return useContext(DragContext);
}

/** Whether a card is being dragged. */
export function useDragging(): boolean {
  return useStore(useDragStore(), (d) => d.dragging !== null);
}

/** How drop target `id` looks now (see dropLook). */
export function useDropLook(id: string): 'legal' | 'refuse' | null {
  return useStore(useDragStore(), (d) => dropLook(d, id));
}

/** The shake counter of a refused drop on `key` (0: none). */
export function useRefused(key: string): number {
  return useStore(useDragStore(), (d) => (d.refused?.key === key ? d.refused.n : 0));
}

/** Whether the pointer is over zone `zone` of `player` itself (not a card or panel inside it) during a drag. */
export function useZoneOver(zone: string, player: string): boolean {
  return useStore(
    useDragStore(),
    (d) => d.dragging !== null && d.over?.kind === 'zone' && d.over.zone === zone && d.over.player === player,
  );
}

/**
 * The drop target an element stands for: cards and player panels carry `data-drop-entity`
 * (an object or player id), zones `data-drop-zone` ("battlefield:p1").
 */
function targetOf(el: Element): DropTarget | null {
  const entity = el.getAttribute('data-drop-entity');
  if (entity) return { kind: 'entity', id: entity };
  const zone = el.getAttribute('data-drop-zone');
  if (!zone) return null;
  const [z, p] = zone.split(':');
  return { kind: 'zone', zone: z as Extract<DropTarget, { kind: 'zone' }>['zone'], player: p as 'p1' | 'p2' };
}

/**
 * The drop target under a point of the viewport: the innermost card, player panel or zone there,
 * never the dragged card itself. Found by the browser's hit testing at the pointer's position:
 * the target of a mouse event there (the browser has hit-tested it already; the drag overlay
 * lets the pointer through), else one elementFromPoint — always for touch and pen, whose events
 * stay targeted at the element where the press began (implicit pointer capture). It costs about
 * the same on a board of 20 or 2,000 cards. Where cards overlap (an Aura tucked under its host),
 * the one drawn on top at that point wins: what is hit is what is seen.
 */
export function dropTargetAt(
  x: number,
  y: number,
  dragging: string | null,
  hitElement?: Element | null,
): DropTarget | null {
  const hit = hitElement ?? document.elementFromPoint(x, y);
  if (!hit) return null;
  const usable = (t: DropTarget | null): t is DropTarget => !!t && !(t.kind === 'entity' && t.id === dragging);
  for (let el: Element | null = hit; el; el = el.parentElement) {
    const target = targetOf(el);
    if (usable(target)) return target;
  }
  return null;
}

let lastDrag: { id: string | null; at: number } = { id: null, at: -Infinity };

/** Notes that the drag of card `id` just ended (the click the browser may send right after it ends that gesture). */
export function noteDragEnd(id: string | null): void {
  lastDrag = { id, at: performance.now() };
}

/** Whether a click on card `id` is the end of its drag (it comes within 150 ms of the drag's end). */
export function wasJustDragged(id: string): boolean {
  return lastDrag.id === id && performance.now() - lastDrag.at < 150;
}

/** Whether two drop targets are the same. */
export function sameTarget(a: DropTarget | null, b: DropTarget | null): boolean {
  if (!a || !b) return a === b;
  return targetKey(a) === targetKey(b) && a.kind === b.kind;
}

export function targetKey(t: DropTarget): string {
  return t.kind === 'entity' ? t.id : `${t.zone}:${t.player}`;
}

/** How a drop target looks now: `legal` (a drop casts at it), `refuse` (hovered, illegal) or none. */
export function dropLook(drag: DragInfo, id: string): 'legal' | 'refuse' | null {
  if (!drag.dragging || drag.dragging === id) return null;
  if (drag.targets.has(id)) return 'legal';
  if (drag.targeted && drag.over?.kind === 'entity' && drag.over.id === id) return 'refuse';
  return null;
}
