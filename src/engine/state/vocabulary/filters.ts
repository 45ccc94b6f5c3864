/**
 * Filters: what an object, a spell or a player must be to match a target, a choice, an
 * "each"/"all" effect, a static ability's reach or a trigger (CR 109, 115). Every given key
 * must hold. "You" is the controller of the spell or ability (or of the static ability's
 * source); "other" / `notSource` excludes the source itself.
 */
import type { ManaType, ZoneName } from '../ids';
import type { Keyword } from './keywords';
import type { Amount, Ref } from './refs';

/** A comparison with a number: `{ max: 2 }` is "2 or less", `{ min: 5 }` "5 or greater". */
export interface Range {
  min?: number;
  max?: number;
}

/** What an object must be to match. All given keys must hold. */
export interface ObjectFilter {
  /** Zone the object is in; `battlefield` (permanents) by default. */
  zone?: ZoneName;
  /** Card types, any of, lowercase (`['artifact', 'enchantment']`). */
  types?: string[];
  /** Card types, all of ("artifact creature": both). */
  allTypes?: string[];
  /** Card types it must not have ("nonartifact", "noncreature"). */
  notTypes?: string[];
  /** Subtypes, any of, as printed (`['Goblin']`, `['Djinn', 'Efreet']`). */
  subtypes?: string[];
  /** Subtypes, all of ("Urza's Power-Plant": both Urza's and Power-Plant, CR 205.3). */
  allSubtypes?: string[];
  /** Subtypes it must not have ("non-Wall"). */
  notSubtypes?: string[];
  /** Supertypes, all of, lowercase (`['basic']`, `['legendary']`). */
  supertypes?: string[];
  /** Supertypes it must not have, lowercase ("nonbasic", "nonlegendary"). */
  notSupertypes?: string[];
  /** Colours, any of (`['R']` for "red"). */
  colors?: Exclude<ManaType, 'C'>[];
  /** Colours it must not have ("nonblack"). */
  notColors?: Exclude<ManaType, 'C'>[];
  /**
   * How many colours it has (CR 105.2): "multicolored" `{ min: 2 }`, "monocolored"
   * `{ min: 1, max: 1 }`, "colorless" `{ max: 0 }` (105.2c).
   */
  colorCount?: Range;
  /** "of the chosen color": has the colour chosen as the source entered (CR 614.12, Jihad). */
  chosenColor?: boolean;
  /** "of the chosen type": has the creature type chosen as the source entered (CR 614.12, 205.3m). */
  chosenType?: boolean;
  /** Must be a card: not a copy of a card and not a token (CR 108.2). */
  cardOnly?: boolean;
  /** `true`: a token; `false`: "nontoken". */
  token?: boolean;
  /** Relative to "you": who controls it; `chosenPlayer`: the player chosen as the source entered (Jihad). */
  controller?: 'you' | 'opponent' | 'chosenPlayer';
  /** Relative to "you": whose card it is (zones other than the battlefield: whose zone). */
  owner?: 'you' | 'opponent';
  /** Mana value bounds (CR 202.3). */
  manaValue?: Range;
  /**
   * "with mana value X" (`true`): equal to the X of the spell whose filter this is (its source, a
   * spell on the stack; CR 107.3, 601.2b: X is chosen before targets); "with mana value X or less"
   * (`'orLess'`): at most that X. For a card not yet cast, any X could be chosen: everything
   * matches (is it castable?). Nothing matches for a permanent's ability.
   */
  manaValueIsX?: boolean | 'orLess';
  /**
   * "with mana value less than or equal to ~'s power / the number of lands you control" (CR
   * 202.3): at most that amount, evaluated each time the filter is checked (as targets are chosen
   * and again on resolution, CR 608.2b), "you" and "this" being the filter's controller and source.
   * Only amounts those two fix (no target, trigger data or X).
   */
  manaValueAtMost?: Amount;
  /**
   * "with mana value equal to the number of charge counters on ~" (CR 202.3): exactly that
   * amount, read as {@link manaValueAtMost} is (each time the filter is checked, same limits).
   */
  manaValueEquals?: Amount;
  power?: Range;
  toughness?: Range;
  /**
   * "with lesser power" / "with greater power" (mentor, CR 702.134a): than the source's power now,
   * or as it last existed if it has left its zone.
   */
  powerThanSource?: 'lesser' | 'greater';
  /** "with toughness greater than its power" (CR 208.1): its own toughness is greater than its own power. */
  toughnessOverPower?: true;
  /** `true`: tapped; `false`: untapped. */
  tapped?: boolean;
  /** `true`: a commander ("commander creatures", "a commander"); `false`: "noncommander" (CR 903.3, 903.3d). */
  commander?: boolean;
  /**
   * `true`: its controller's Ring-bearer ("your Ring-bearer" with `controller: 'you'`, CR
   * 701.54a): the creature its controller last chose as the Ring tempted them, while they still
   * control it (state `ring`).
   */
  ringBearer?: true;
  /**
   * `true`: modified (CR 700.9) — it has a counter on it, is equipped, or is enchanted by an Aura
   * its controller controls (derived/modified.ts, loaded with the cards that say it).
   */
  modified?: true;
  /** A spell whose kicker cost is paid (CR 702.33d: "kicked"), announced as it is cast (601.2b). */
  kickerPaid?: true;
  /** `true`: renowned; `false`: not renowned (CR 702.112b). */
  renowned?: boolean;
  /** `true`: monstrous; `false`: not monstrous (CR 701.37a–b). */
  monstrous?: boolean;
  /** `true`: paired with a creature; `false`: unpaired (soulbond, CR 702.95b–c). */
  paired?: boolean;
  /** The source, while it is paired, or the creature paired with it ("both creatures", CR 702.95b). */
  pairedWithSource?: true;
  /** Not the source object itself ("other", "another"). */
  notSource?: boolean;
  /**
   * Not the object the source is attached to: "Enchanted creature gets +1/+1 for each other
   * creature you control" (Bravado) counts every creature but the enchanted one (CR 303.4, 301.5).
   */
  notHost?: true;
  attacking?: boolean;
  /** An unblocked creature (CR 509.1h): attacking, blockers declared, and not blocked. */
  unblocked?: true;
  blocking?: boolean;
  /** "creature blocking it": blocking the source object (CR 509.1). */
  blockingSource?: true;
  /** "creature it's blocking": blocked by the source object (CR 509.1). With {@link blockingSource}: either. */
  blockedBySource?: true;
  /** Attacking or blocking (a creature "in combat"). */
  inCombat?: boolean;
  /** Has this keyword ("creature with flying"). */
  withKeyword?: Keyword;
  /** Doesn't have this keyword ("creature without flying"). */
  withoutKeyword?: Keyword;
  /** `false`: "that isn't enchanted". */
  enchanted?: boolean;
  /** `true`: "equipped" — an Equipment is attached to it (CR 301.5); `false`: not. */
  equipped?: boolean;
  /**
   * "Aura attached to ~" (CR 303.4, 301.5): it is attached to the source (`source`), or to the
   * object the source is attached to (`host`: "Enchanted creature gets +1/+1 for each Aura
   * attached to it").
   */
  attachedTo?: 'source' | 'host';
  /** Has this name (CR 201.2). */
  named?: string;
  /**
   * "with the chosen name", "with that name": has the name chosen for the source — as it entered
   * (CR 614.12) or as its spell or ability resolved (608.2d) — among its names (201.2a).
   */
  chosenName?: boolean;
  /**
   * "that shares a color with it" (CR 105.1), "with the same name as that creature" (201.2),
   * "that shares a creature type with it" (205.3m): has that in common with the one object `with`
   * names, read once as the instruction starts (resolution/shares-lock.ts, loaded lazily) — as
   * it is then, or (a name only) as it last existed (608.2h). Only in a group found as an
   * instruction resolves (`{ ref: 'all' }`); nothing matches if it names no one object.
   */
  sharesWith?: { with: Ref; by: 'name' | 'color' | 'creatureType' };
  /**
   * "artifact creatures and/or white creatures": it matches at least one of these too (their
   * characteristics, and a status such as `token`: bargain's "an artifact, enchantment, or
   * token", CR 702.166a; the zone comes from this filter).
   */
  anyOf?: ObjectFilter[];
  /**
   * Counters on it (CR 122.1): "with a +1/+1 counter on it" (`{ kind: '+1/+1' }`), "with a
   * counter on it" (any kind), "with no counters on it" (`none: true`).
   */
  counters?: { kind?: string; none?: boolean };
  /**
   * "creatures that entered this turn" (Force of Despair): the permanent entered the battlefield
   * this turn — as the object it is now (CR 400.7: one that left and came back is a new object
   * that entered). A scenario opened mid-turn knows only what entered after it opened.
   */
  enteredThisTurn?: true;
  /** "a creature dealt damage by ~ this turn" (CR 120.3): the source dealt damage to this object this turn. */
  damagedBySourceThisTurn?: boolean;
  /** "creature that was dealt damage this turn" (CR 120.3): by any source, this object (not an earlier one, 400.7). */
  damagedThisTurn?: true;
}

/** What a spell on the stack must be (target spell, "whenever a player casts a red spell"). */
export type SpellFilter = Pick<
  ObjectFilter,
  | 'types'
  | 'notTypes'
  | 'subtypes'
  | 'colors'
  | 'notColors'
  | 'manaValue'
  | 'manaValueIsX'
  | 'cardOnly'
  | 'controller'
  /** "a spell that's one or more colors" (CR 105.2). */
  | 'colorCount'
  /** "a spell you don't own": `'opponent'` (CR 108.3). */
  | 'owner'
  /** "a spell that's both red and white": `colors: ['R'], anyOf: [{ colors: ['W'] }]`. */
  | 'anyOf'
>;

/** What may be targeted or chosen: objects matching a filter, spells, and/or players (CR 115). */
export interface TargetFilter {
  objects?: ObjectFilter;
  /** Spells on the stack: any spell (`true`) or those matching a filter. */
  spells?: boolean | SpellFilter;
  /** Players: any player (`true`), or relative to "you". */
  players?: boolean | 'opponent' | 'you';
  /**
   * Activated and/or triggered abilities on the stack (CR 113.1, 115.1: "target activated or
   * triggered ability"; mana abilities never use the stack, 605.3b); `controller` relative to "you".
   */
  abilities?: AbilityFilter;
  /**
   * "Spell … with a single target", "ability with a single target": a spell or ability on the
   * stack with exactly one target chosen, legal or not (Bolt Bend, Misdirection; CR 115.7a).
   */
  singleTarget?: boolean;
}

/** What an ability on the stack must be to be targeted (CR 115.1). */
export interface AbilityFilter {
  kinds: ('activated' | 'triggered')[];
  controller?: 'you' | 'opponent';
}

/** One use of the word "target" with its count (CR 115.1, 601.2c). */
export interface TargetSpec {
  filter: TargetFilter;
  min: number;
  max: number;
  /** "X target creatures": min and max are the X chosen as the spell is cast (CR 601.2b–c). */
  countIsX?: boolean;
  /** With `countIsX`: "up to X target creatures", any number from none to X (CR 601.2c). */
  upToX?: true;
  /** Words for the prompt: "any target", "target creature". */
  label: string;
  /** All chosen objects must be in the same graveyard ("from a single graveyard"). */
  sameGraveyard?: boolean;
  /**
   * "Another target", "any other target" after other uses of "target" (CR 115.3: separate uses
   * may pick the same object, unless the text says otherwise): none of what the `n` slots just
   * before this one chose.
   */
  distinctFromPrior?: number;
}
