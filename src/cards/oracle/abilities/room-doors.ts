/**
 * Room cards (CR 709.5): a split card whose two halves are doors of one enchantment permanent.
 * Each half is cast as a permanent spell of its own (709.3; the spell's door becomes unlocked as
 * the Room enters); on the battlefield a door's abilities exist only while it is unlocked.
 * {@link isRoomCard} tells a Room from other split cards; {@link behindDoor} marks a half's
 * abilities with their door, as class-levels.ts's `atLevel` marks a Class's levels.
 */
import type { CardFace } from '../../data/card-data';
import { isRefusal, refuse, type AbilityResult, type Part } from './part';

/** Whether a split card's halves are both Room enchantments (CR 709.5). */
export function isRoomCard(faces: readonly CardFace[]): boolean {
  return faces.length === 2 && faces.every((f) => /^Enchantment — Room$/.test(f.type_line ?? ''));
}

/**
 * The abilities of the door `door` (CR 709.5): activated, triggered and static abilities are
 * marked so the permanent has them only while that door is unlocked; "When you unlock this door"
 * names it. Any other kind is refused (the engine would apply it with the door locked).
 */
export function behindDoor(r: AbilityResult, door: string): AbilityResult {
  if (!r || isRefusal(r)) return r;
  const other = Object.keys(r).filter((k) => !['activated', 'triggered', 'statics'].includes(k));
  if (other.length) return refuse(`a door's ability of this kind (${other.join(', ')}) is not enforced yet`);
  const part: Part = {};
  if (r.activated) part.activated = r.activated.map((a) => ({ ...a, door }));
  if (r.triggered)
    part.triggered = r.triggered.map((t) => ({
      ...t,
      door,
      ...(t.on.event === 'doorUnlocked' ? { on: { ...t.on, door } } : {}),
    }));
  if (r.statics) part.statics = r.statics.map((s) => ({ ...s, door }));
  return part;
}
