/**
 * What a card definition can do, computed once per definition: which parts of the rules must
 * look at a permanent with it (the board index, board-cache.ts).
 */
import type { ActivatedSpec, CardDef } from '../state/card-def';
import { parseTypeLine } from '../state/type-line';

/** A mana ability (CR 605.1a): an activated ability without a target that could add mana, and not a loyalty ability. */
export function isManaAbility(spec: ActivatedSpec): boolean {
  return !!spec.mana && !spec.targets?.length && spec.cost.loyalty === undefined;
}

/** What a definition can do, computed once per definition. */
export interface DefFlags {
  creature: boolean;
  planeswalker: boolean;
  /** Has chapter abilities (CR 714.2): a Saga that gets lore counters and is sacrificed after its last chapter. */
  saga: boolean;
  land: boolean;
  legendary: boolean;
  aura: boolean;
  equipment: boolean;
  triggered: boolean;
  replacements: boolean;
  statics: boolean;
  /** Has a characteristic-defining ability (CR 604.3: "its power and toughness are each equal to ..."). */
  definesPT: boolean;
  /** Has a mana ability, or is a land (a basic land type gives one, CR 305.6). */
  mana: boolean;
  /** The type line is unknown (a proxy without one). */
  untyped: boolean;
  /**
   * A plane, phenomenon, scheme or vanguard: a nontraditional card whose abilities function from
   * the command zone (CR 408.3, 113.6); or an emblem (114.4, type line "Emblem").
   */
  command: boolean;
}

/** Card types whose abilities function in the command zone (CR 408.3): nontraditional cards. */
const COMMAND_TYPES = ['plane', 'phenomenon', 'scheme', 'vanguard', 'emblem'];

const flagCache = new WeakMap<CardDef, DefFlags>();

/** Flags of a definition (cached by definition identity). */
export function defFlags(def: CardDef): DefFlags {
  let f = flagCache.get(def);
  if (!f) {
    const tl = parseTypeLine(def.typeLine);
    f = {
      creature: tl.types.includes('creature'),
      planeswalker: tl.types.includes('planeswalker'),
      saga: !!def.triggered?.some((t) => t.on.event === 'chapter'),
      land: tl.types.includes('land'),
      legendary: tl.supertypes.includes('legendary'),
      aura: tl.subtypes.includes('Aura'),
      equipment: tl.subtypes.includes('Equipment'),
      triggered: !!def.triggered?.length,
      replacements: !!def.replacements?.length,
      statics: !!def.statics?.length,
      definesPT: !!def.statics?.some((st) => st.definesPT && 'self' in st.affects && !st.condition),
      // A land may have mana abilities its rules text doesn't write: a basic land type's (CR 305.6).
      mana: !!def.activated?.some((a) => a.mana && !a.targets?.length) || tl.types.includes('land'),
      untyped: !def.typeLine,
      command: tl.types.some((t) => COMMAND_TYPES.includes(t)),
    };
    flagCache.set(def, f);
  }
  return f;
}
