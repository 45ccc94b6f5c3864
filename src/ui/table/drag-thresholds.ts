/**
 * When a press on a card becomes a drag, with the table's kit (TableDnd.tsx) and before it
 * (early-drag.ts): the same gesture either way. Distances are CSS pixels, times milliseconds.
 */

/** A mouse or pen press becomes a drag once moved this far (a shorter press is a click: the menu). */
export const MOUSE_DRAG_DISTANCE = 6;
/** A finger becomes a drag after being held this long… */
export const TOUCH_HOLD_DELAY = 200;
/** …having moved at most this far meanwhile (further, it is not a drag). */
export const TOUCH_HOLD_TOLERANCE = 8;
/** A held finger lifted having moved less than this is a long press: the card is shown large. */
export const LONG_PRESS_STILL = 10;
