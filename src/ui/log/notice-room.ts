/**
 * Where the notices (Toasts.tsx: "“Line 1” is saved", "server unreachable", refusals) are on
 * screen, so that what they are laid over can make room: the rules log, at the foot of the side
 * panel where the notices sit, takes that much more space at its end, so its last lines can be
 * scrolled (and are kept) above them.
 */
import { createStore } from 'zustand';

/** A box in viewport pixels (a DOMRect's sides). */
export interface ScreenBox {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

/** `box`: the notices' box while any is shown, else null. */
export const noticeRoom = createStore<{ box: ScreenBox | null }>(() => ({ box: null }));

/**
 * How many pixels at the foot of `el` the notices cover (0 if none): the height a scrolling box
 * adds at its end so that its content can be scrolled clear of them.
 */
export function coveredAtFoot(el: Element, notices: ScreenBox | null): number {
  if (!notices) return 0;
  const r = el.getBoundingClientRect();
  if (notices.left >= r.right || notices.right <= r.left || notices.top >= r.bottom) return 0;
  return Math.max(0, r.bottom - notices.top);
}
