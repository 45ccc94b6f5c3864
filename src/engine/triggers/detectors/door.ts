/**
 * Room doors (CR 709.5). "When you unlock this door": the door the ability belongs to (its
 * `door`) of its own Room became unlocked. "Whenever you fully unlock a Room": a door of a Room
 * the ability's controller controls became unlocked, and now both of its doors are. The data:
 * `permanent` (the Room).
 */
import { defOf, peek } from '../../state/context';
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';

export const doorUnlocked: TriggerDetector<'doorUnlocked'> = {
  rule: RULE.room,
  events: ['DoorUnlocked'],
  match(_ctx, ev, spec, w) {
    if (ev.type !== 'DoorUnlocked' || ev.objectId !== w.id || w.lki || w.moved) return [];
    return ev.door === spec.door ? [{ permanent: w.id }] : [];
  },
};

export const roomFullyUnlocked: TriggerDetector<'roomFullyUnlocked'> = {
  rule: RULE.room,
  events: ['DoorUnlocked'],
  match(ctx, ev, _spec, w) {
    if (ev.type !== 'DoorUnlocked' || w.lki) return [];
    const room = peek(ctx, ev.objectId);
    if (!room || room.zone !== 'battlefield' || room.controller !== w.obj.controller) return [];
    const halves = defOf(ctx, room).halves ?? [];
    return halves.length && halves.every((h) => room.unlocked?.includes(h.name)) ? [{ permanent: room.id }] : [];
  },
};
