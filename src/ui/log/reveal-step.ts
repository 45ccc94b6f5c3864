/**
 * A request to the rules log to bring the current step's events into view: made when the person
 * moves through the history to read it (a key on the scrubber, the end of a scrubber drag, undo,
 * redo), not on every jump (a click on a step of the log itself keeps the log where it is, and a
 * drag in progress leaves it still). Only the log's own box scrolls; focus stays where it is.
 */
import { createStore } from 'zustand';

/** `seq` counts the requests; the log answers each new value. */
export const logReveal = createStore<{ seq: number }>(() => ({ seq: 0 }));

/** Asks the rules log to show the current step (see the module comment). */
export function revealCurrentStep(): void {
  logReveal.setState((s) => ({ seq: s.seq + 1 }));
}

/**
 * Scrolls `box` (the log's scrolling box, not the page) the least amount that shows `entry`
 * whole, or its start where it is taller than the box.
 */
export function scrollEntryIntoBox(box: HTMLElement, entry: HTMLElement): void {
  const top = entry.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  const bottom = top + entry.offsetHeight;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = Math.min(top, bottom - box.clientHeight);
}
