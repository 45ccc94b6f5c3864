/** What the table knows while a card is being dragged: the card, its legal targets, where it is over. */
import { createContext, useContext } from 'react';
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

export const DragContext = createContext<DragInfo>(NO_DRAG);

export function useDrag(): DragInfo {
  return useContext(DragContext);
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
