/**
 * Room doors (CR 709.5): each half of a Room permanent is a door, locked or unlocked (a
 * designation on the permanent, `unlocked`). A Room spell's door is unlocked as the Room enters
 * (resolution/enter.ts); a locked door is unlocked by the special action of paying its mana cost
 * (116.2m, casting/unlock.ts). A door's abilities exist only while it is unlocked
 * (derived/class-level.ts), and the Room has only its unlocked halves' characteristics. Installed
 * into derived/printed.ts as this module loads (../every-step.ts, with the cards that have Rooms).
 */
import { displayName } from '../derived/characteristics';
import { LAZY_ROOMS, printedOf, type Printed } from '../derived/printed';
import type { CardDef } from '../state/card-def';
import { boardChanged, emit, type Ctx } from '../state/context';
import { parseTypeLine } from '../state/type-line';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';

/** Whether a split card is a Room (CR 709.5): its halves are Room permanents, not instants or sorceries. */
export function isRoom(def: CardDef): boolean {
  return !!def.halves?.every((h) => /\bRoom\b/.test(h.typeLine));
}

const allLocked = new WeakMap<CardDef, Printed>();

/**
 * A Room permanent's printed characteristics (CR 709.5): one unlocked door's, both doors'
 * combined (709.4), or with both locked only the shared type line: no name, mana value 0,
 * colourless. Undefined for any other object.
 */
function roomView(def: CardDef, obj: GameObject): Printed | undefined {
  if (obj.zone !== 'battlefield' || !isRoom(def)) return undefined;
  const open = def.halves!.filter((h) => obj.unlocked?.includes(h.name));
  if (open.length) return printedOf(def, open.length === 1 ? open[0] : undefined);
  let p = allLocked.get(def);
  if (!p) {
    const t = parseTypeLine(def.halves![0]!.typeLine);
    const types = { supertypes: [...t.supertypes], types: [...t.types], subtypes: [...t.subtypes] };
    const none = { power: null, toughness: null, keywords: [], names: [], xCount: 0, manaValue: 0, colors: [] };
    allLocked.set(def, (p = Object.freeze({ ...types, ...none, rulesTextLost: false as const })));
  }
  return p;
}

/**
 * Unlocks the door `door` of the Room `obj` on the battlefield (CR 709.5), or says that it was
 * unlocked as it entered (objects.ts's `enterUnlocked`); `how`: words for the log.
 */
export function unlockDoor(ctx: Ctx, obj: GameObject, door: string, how: string): void {
  if (!obj.unlocked?.includes(door)) obj.unlocked = [...(obj.unlocked ?? []), door];
  // Its characteristics and abilities change: the board index must look again.
  boardChanged(ctx);
  emit(ctx, {
    type: 'DoorUnlocked',
    objectId: obj.id,
    door,
    rule: RULE.room,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${door} ${how}: ${displayName(ctx, obj)} has that door's abilities now.`,
  });
}

LAZY_ROOMS.view = roomView;
LAZY_ROOMS.entered = (ctx, obj, door) =>
  unlockDoor(ctx, obj, door, 'was cast: that door is unlocked as the Room enters');
