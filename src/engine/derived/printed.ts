/**
 * Layer 1 (CR 613.1a): an object's copiable values as printed — names (CR 201.2a; split cards
 * 709.3/709.4), mana value (202.3, X not yet counted; a transforming card's back face has its
 * front face's, 712.8e), colours (105.2, 202.2), supertypes, card
 * types and subtypes (205), power/toughness and keyword abilities. Cached per definition and
 * half, and shared: callers copy before changing anything.
 */
import type { CardDef, HalfDef, Keyword } from '../state/card-def';
import { colorsOf, manaValueOf, parseManaCost } from '../state/mana-cost';
import { creatureTypes } from '../state/creature-type-list';
import { mergeTypeLines, parseTypeLine, type TypeLine } from '../state/type-line';
import type { Ctx } from '../state/context';
import type { GameObject, ManaType } from '../state/types';

/** Printed characteristics (frozen: shared between every object with the same definition). */
export interface Printed extends TypeLine {
  readonly names: string[];
  /** Mana value with X = 0 (CR 107.3g adds X on the stack). */
  readonly manaValue: number;
  /** Number of {X} in the mana cost that was paid (none for a split half: X is in the whole cost). */
  readonly xCount: number;
  readonly colors: ManaType[];
  readonly power: number | null;
  readonly toughness: number | null;
  readonly keywords: Keyword[];
  /** Always false here (see reader.ts): printed characteristics can stand for current ones. */
  readonly rulesTextLost: false;
}

const cache = new WeakMap<CardDef, Map<string, Printed>>();

/** The half of a split card (CR 709.3), or the Adventure of an adventurer card (715.3), with this name. */
export function halfNamed(def: CardDef, name: string | null | undefined): HalfDef | undefined {
  if (!name) return undefined;
  return def.halves
    ? def.halves.find((h) => h.name === name)
    : def.adventure?.name === name
      ? def.adventure
      : undefined;
}

/** The half of a split card (CR 709.3) or the Adventure (715.3) cast as this spell, if any. */
export function castHalf(def: CardDef, obj: GameObject): HalfDef | undefined {
  if (obj.zone !== 'stack' || !obj.spell?.half) return undefined;
  return halfNamed(def, obj.spell.half);
}

function freeze(p: Printed): Printed {
  for (const v of Object.values(p)) if (Array.isArray(v)) Object.freeze(v);
  return Object.freeze(p);
}

function compute(def: CardDef, half: HalfDef | undefined): Printed {
  return freeze({ ...computeRaw(def, half), rulesTextLost: false });
}

function computeRaw(def: CardDef, half: HalfDef | undefined): Omit<Printed, 'rulesTextLost'> {
  const pt = { power: def.power ?? null, toughness: def.toughness ?? null, keywords: [...(def.keywords ?? [])] };
  if (half) {
    // CR 709.3, 715.3b: on the stack only the half's or Adventure's characteristics; it has no P/T
    // and none of the card's keywords (an adventurer's are the creature's).
    return {
      ...copyTypes(parseTypeLine(half.typeLine)),
      power: null,
      toughness: null,
      keywords: [],
      names: [half.name],
      // CR 202.3e: a half with {X} on the stack counts the X chosen (layers.ts).
      xCount: parseManaCost(half.manaCost).xCount,
      manaValue: manaValueOf(parseManaCost(half.manaCost)),
      colors: colorsOf(half.manaCost),
    };
  }
  if (def.halves) {
    // CR 709.4: outside the stack a split card has both names, combined cost and types.
    const [a, b] = def.halves as [HalfDef, HalfDef];
    return {
      ...copyTypes(mergeTypeLines(parseTypeLine(a.typeLine), parseTypeLine(b.typeLine))),
      ...pt,
      xCount: 0,
      names: def.halves.map((h) => h.name),
      manaValue: manaValueOf(parseManaCost(a.manaCost)) + manaValueOf(parseManaCost(b.manaCost)),
      colors: [...new Set([...colorsOf(a.manaCost), ...colorsOf(b.manaCost)])],
    };
  }
  const cost = parseManaCost(def.manaCost);
  const types = copyTypes(parseTypeLine(def.typeLine));
  // CR 712.8e: a transforming card's back face has no mana cost; its mana value is the front face's.
  const manaValue = manaValueOf(def.frontManaCost !== undefined ? parseManaCost(def.frontManaCost) : cost);
  // Changeling (CR 702.73a): every creature type, in every zone.
  if (def.everyCreatureType) types.subtypes = [...new Set([...types.subtypes, ...creatureTypes()])];
  return {
    ...types,
    ...pt,
    // A face-down object has no name (CR 708.2a).
    names: def.name ? [def.name] : [],
    xCount: cost.xCount,
    manaValue,
    colors: [...(def.colors ?? colorsOf(def.manaCost))],
  };
}

/** The type line's lists as arrays of our own (the parse cache's are shared with other readers). */
function copyTypes(t: TypeLine): TypeLine {
  return { supertypes: [...t.supertypes], types: [...t.types], subtypes: [...t.subtypes] };
}

/**
 * Rooms (CR 709.5; zones/doors.ts, installed by ../every-step.ts with the cards that have Rooms):
 * `view`, a Room permanent's characteristics (its unlocked halves'), undefined for any other
 * object; `entered`, the door a resolving Room spell was cast as, unlocked as it entered.
 */
export const LAZY_ROOMS: {
  view?: (def: CardDef, obj: GameObject) => Printed | undefined;
  entered?: (ctx: Ctx, obj: GameObject, door: string) => void;
} = {};

/**
 * The printed characteristics `obj` has: the half cast as it on the stack (CR 709.3), a Room
 * permanent's unlocked halves (709.5), else the whole card's.
 */
export function printedFor(def: CardDef, obj: GameObject): Printed {
  return (def.halves && LAZY_ROOMS.view?.(def, obj)) || printedOf(def, castHalf(def, obj));
}

/** Printed characteristics of a definition, or of one half of a split card (cached). */
export function printedOf(def: CardDef, half?: HalfDef): Printed {
  let byHalf = cache.get(def);
  if (!byHalf) cache.set(def, (byHalf = new Map()));
  const key = half?.name ?? '';
  let p = byHalf.get(key);
  if (!p) byHalf.set(key, (p = compute(def, half)));
  return p;
}
