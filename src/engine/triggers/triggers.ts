/**
 * Triggered abilities (CR 603): detection as events happen (detect.ts, with one detector per
 * kind of trigger event in table.ts, installed through registry.ts), waiting triggers (queue.ts), delayed triggers
 * (delayed.ts), and putting them on the stack (place.ts).
 */
export { detectTriggers } from './detect';
export { runTriggersTask, triggersTask, type TriggersTask } from './place';
