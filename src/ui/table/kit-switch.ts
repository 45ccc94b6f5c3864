/**
 * When the table may switch to its kit (table-kit.ts): the switch re-creates the board's
 * elements, so it waits for a quiet moment, when no pointer or finger is pressed (a drag or a
 * click in progress would lose its element; early-drag.ts carries a drag begun before the kit),
 * no card menu is open (it is anchored to a card's element) and no popover is open (same).
 * Checked every 100 ms until quiet.
 */
import { cardMenuStore } from '../card/card-menu-state';
import { earlyDragActive } from './early-drag';

/** Pointers and fingers pressed now, counted from when it is created until `stop()`. */
export interface Presses {
  any(): boolean;
  stop(): void;
}

/** Starts counting presses (pointer down until up or cancel; a lost window focus clears them). */
export function trackPresses(): Presses {
  const down = new Set<number>();
  const press = (e: PointerEvent) => down.add(e.pointerId);
  const release = (e: PointerEvent) => down.delete(e.pointerId);
  const clear = () => down.clear();
  window.addEventListener('pointerdown', press, true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
  window.addEventListener('blur', clear);
  return {
    any: () => down.size > 0,
    stop: () => {
      window.removeEventListener('pointerdown', press, true);
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      window.removeEventListener('blur', clear);
    },
  };
}

/** Whether the board's elements may be re-created now. */
export function isQuiet(presses: Presses): boolean {
  return (
    !presses.any() &&
    !earlyDragActive() &&
    cardMenuStore.getState().target === null &&
    document.querySelector('[data-radix-popper-content-wrapper]') === null
  );
}

/** Calls `then` at the first quiet moment (now, if it is quiet); returns a canceller. */
export function whenQuiet(presses: Presses, then: () => void): () => void {
  let timer = 0;
  const check = () => {
    if (isQuiet(presses)) then();
    else timer = window.setTimeout(check, 100);
  };
  check();
  return () => window.clearTimeout(timer);
}
