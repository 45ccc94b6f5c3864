/**
 * What the editor board knows while a card is dragged: the card, whether it is an Aura (then
 * the hosts its enchant ability allows glow and the others refuse), what it is over, and the
 * last refused drop (to shake it).
 */
import { createContext, useContext } from 'react';
import type { CardAt } from '../../scenario/editor';
import type { PlayerId, Zone } from '../../scenario/schema-primitives';

/** A drop target on the editor board. */
export type EditorDrop =
  | { kind: 'card'; at: CardAt; key: string }
  | { kind: 'zone'; player: PlayerId; zone: Zone }
  | { kind: 'player'; player: PlayerId };

export interface EditorDrag {
  dragging: CardAt | null;
  attachable: boolean;
  /** Keys of the cards (and player ids) the dragged Aura may be attached to. */
  legal: ReadonlySet<string>;
  /** Why each other card or player is refused, by key. */
  reasons: ReadonlyMap<string, string>;
  /** Key of the card or player under the pointer. */
  over: string | null;
  refused: { key: string; n: number } | null;
}

export const NO_EDITOR_DRAG: EditorDrag = {
  dragging: null,
  attachable: false,
  legal: new Set(),
  reasons: new Map(),
  over: null,
  refused: null,
};

export const EditorDragContext = createContext<EditorDrag>(NO_EDITOR_DRAG);

export function useEditorDrag(): EditorDrag {
  return useContext(EditorDragContext);
}

export const dropKey = (d: EditorDrop): string =>
  d.kind === 'card' ? d.key : d.kind === 'player' ? d.player : `${d.zone}:${d.player}`;

/** How a card or player panel looks during a drag: `legal` host, `refuse` (hovered, forbidden), or nothing. */
export function hostLook(drag: EditorDrag, key: string, self: boolean): 'legal' | 'refuse' | null {
  if (!drag.dragging || !drag.attachable || self) return null;
  if (drag.legal.has(key)) return 'legal';
  return drag.over === key ? 'refuse' : null;
}
