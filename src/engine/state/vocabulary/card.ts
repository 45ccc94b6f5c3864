/**
 * A card definition: characteristics from Oracle text plus abilities, the same shape whether
 * written by hand (src/cards/) or compiled from Oracle text (src/cards/oracle/).
 */
import type { ManaType } from '../ids';
import type {
  ActivatedSpec,
  AdditionalCost,
  AltCost,
  CastTiming,
  CostChange,
  EntersChoice,
  PregameAbility,
  SpellSpec,
  TriggeredSpec,
} from './abilities';
import type { TargetFilter } from './filters';
import type { Condition } from './refs';
import type { Keyword } from './keywords';
import type { ReplacementSpec } from './replacements';
import type { StaticSpec } from './statics';

/** One half of a split card (CR 709). */
export interface HalfDef {
  name: string;
  manaCost: string;
  typeLine: string;
  oracle: string;
  spell: SpellSpec;
  /**
   * Aftermath (CR 702.127a): this half may be cast from its owner's graveyard, can't be cast from
   * any other zone, and cast from a graveyard it is exiled instead of going anywhere else as it
   * leaves the stack.
   */
  aftermath?: boolean;
  /**
   * An Omen (Tarkir: Dragonstorm; "Sorcery — Omen"), the spell half of an omen card, given as a
   * definition's `adventure`: cast as an Adventure is (CR 715.3), but as it resolves its owner
   * shuffles it into their library instead of putting it anywhere else (the card's reminder text,
   * "Then shuffle this card into its owner's library"); countered or fizzled, it goes to the
   * graveyard as usual. It is never "on an adventure" (715.4 does not apply).
   */
  omen?: boolean;
  /**
   * A prepare spell (Secrets of Strixhaven, layout `prepare`), given as a definition's
   * `adventure`: the card itself is cast only as the creature; as the creature becomes prepared,
   * a copy of this spell is made in exile, which the permanent's controller may cast (paying its
   * mana cost, at its type's timing) while it stays prepared; casting it unprepares the permanent
   * (zones/prepared-copy.ts, resolution/steps/prepare.ts).
   */
  prepare?: boolean;
}

/** A card definition: characteristics plus abilities. */
export interface CardDef {
  name: string;
  /** Mana cost in symbols, e.g. `{3}{U}{U}`; "" for none. Split cards: both, `{1}{R} // {1}{U}`. */
  manaCost: string;
  typeLine: string;
  /** Oracle text, verbatim. */
  oracle: string;
  power?: number;
  toughness?: number;
  /**
   * A planeswalker's printed loyalty (CR 209.1): its loyalty off the battlefield, and the number
   * of loyalty counters it enters with (306.5b).
   */
  loyalty?: number;
  /**
   * A battle's printed defense (CR 310.4a): its defense off the battlefield, and the number of
   * defense counters it enters with (310.4b).
   */
  defense?: number;
  scryfallId?: string;
  keywords?: Keyword[];
  /**
   * Changeling (CR 702.73a): "This object is every creature type" — a characteristic-defining
   * ability (604.3) that works in every zone, even outside the game.
   */
  everyCreatureType?: boolean;
  /** Colours when they don't follow from the mana cost (tokens, CR 105.2). */
  colors?: ManaType[];
  halves?: HalfDef[];
  /**
   * A double-faced card's back face (CR 712.1): a definition of its own — name, type line,
   * abilities, P/T, colours from its color indicator (202.2e) — while this definition is the
   * front face, the card's only characteristics outside the battlefield and the stack (712.8a).
   * A transforming card's back face has no mana cost (712.8e); a modal card's has its own (712.3).
   */
  back?: CardDef;
  /**
   * Which kind of double-faced card it is (with `back`): `transforming` — the back face is
   * reached by transforming (CR 712.2, 701.27) or entering transformed (712.14a); `modal` — either
   * face is cast or played (712.3, 712.11b); `prototype` — not a double-faced card but a prototype
   * card (CR 718, 702.160): `back` is the same card with its prototype mana cost, power and
   * toughness (colour from that cost, 105.2), the characteristics it has only when cast prototyped
   * (718.3b) and kept as a permanent; it never transforms (701.27c). Cast like a modal card's back
   * face, under the label {@link PROTOTYPED}; `flip` — not a double-faced card but a flip card
   * (CR 710): `back` is its flipped half (name, text, type line, P/T; its mana cost and colour are
   * the card's, 710.1c), which applies once the permanent is flipped (710.2, the `flip` step).
   */
  doubleFaced?: 'transforming' | 'modal' | 'prototype' | 'flip';
  /**
   * Daybound (`day`, on a transforming card's front face, CR 702.145b) or nightbound (`night`, on
   * its back face, 702.145e): at night a daybound permanent turns to its back face, by day a
   * nightbound one to its front face, neither transforms any other way, and a daybound card
   * enters transformed at night. Enforced by turn/day-night.ts.
   */
  dayNightBound?: 'day' | 'night';
  /**
   * Set by the engine on a transforming card's back face: the front face's mana cost, from which
   * its mana value is calculated (CR 712.8c, 712.8e). Not written in card files.
   */
  frontManaCost?: string;
  /**
   * An adventurer card's Adventure (CR 715): the instant or sorcery "half" the card may be cast as
   * instead of the creature (715.3; then only its characteristics are on the stack). Resolved, it
   * is exiled and its caster may cast the creature from exile (715.4). Elsewhere the card is only
   * the creature (715.4, the card's other characteristics). Also an omen card's Omen and a
   * prepare card's prepare spell (`omen`, `prepare` on it).
   */
  adventure?: HalfDef;
  /** Instants and sorceries: their spell ability. */
  spell?: SpellSpec;
  /** An Aura's enchant ability (CR 702.5): what it may target as a spell and enchant. */
  enchant?: TargetFilter;
  additionalCosts?: AdditionalCost[];
  altCosts?: AltCost[];
  /**
   * Morph [cost] (CR 702.37a): the card may be cast face down for {3} (702.37c) as a 2/2 with no
   * characteristics (708.2a), and turned face up any time its controller has priority by paying
   * this cost (a special action, 116.2b, 702.37e). `mega`: megamorph (702.37b), a morph whose
   * permanent gets a +1/+1 counter as it is turned face up by paying this cost. `disguise`:
   * Disguise [cost] (702.168a), the same but face down it is a 2/2 with ward {2}.
   */
  morph?: { mana: string; mega?: true; disguise?: true };
  /**
   * "As this creature is turned face up, put four +1/+1 counters on it" (CR 614.1e: a replacement
   * effect applying as it is turned face up, however it is, 702.37e, 701.40b): counters of each
   * kind put on it then, before its "When … is turned face up" abilities look (708.8).
   */
  asTurnedFaceUp?: { counter: string; count: number }[];
  /**
   * Plot [cost] (CR 702.170a): during its owner's main phase while the stack is empty, they may
   * pay this cost and exile the card from their hand (a special action, 702.170b); it becomes
   * plotted, castable from exile without paying its mana cost on a later turn (702.170d).
   */
  plot?: string;
  /**
   * Suspend N—[cost] (CR 702.62a): any time its owner could begin to cast it from their hand, they
   * may pay `mana` and exile it with `time` time counters (a special action, 116.2f); at the
   * beginning of their upkeep a time counter is removed, and when the last is removed they may
   * cast it without paying its mana cost, a creature spell so cast gaining haste until they lose
   * control of it (casting/suspend.ts, triggers/suspend.ts).
   */
  suspend?: { time: number; mana: string };
  /**
   * Splice onto [quality] [cost] (CR 702.47a): while the card is in its owner's hand, as they cast
   * an Arcane spell (`onto: 'Arcane'`) or an instant or sorcery spell, they may reveal it and pay
   * `mana` as an additional cost; the spell then has this card's instructions after its own
   * (702.47b–c; casting/splice.ts).
   */
  splice?: SpliceSpec;
  /** "This spell costs {1} less to cast for each …" (CR 601.2f): changes to its own total cost. */
  costChanges?: CostChange[];
  /** A timing restriction other than the card type's (CR 601.3). */
  castRestriction?: CastTiming;
  /**
   * "You may cast this spell as though it had flash if you control a Faerie" / "As long as …, you
   * may cast this spell as though it had flash": while the condition holds (checked as it would be
   * cast, "you" its would-be controller, its caster, CR 109.5), it may be cast any time its caster
   * could cast an instant (CR 601.3, 702.8a).
   */
  flashIf?: Condition;
  /**
   * "This spell can't be countered": a static ability that works while it is a spell on the
   * stack (CR 113.6); an instruction to counter it does nothing ("can't" wins, 101.2).
   */
  cantBeCountered?: boolean;
  activated?: ActivatedSpec[];
  triggered?: TriggeredSpec[];
  statics?: StaticSpec[];
  replacements?: ReplacementSpec[];
  /** "As this enters, choose ..." (CR 614.12); a list for several choices ("a color and an opponent", Jihad). */
  asEnters?: EntersChoice | EntersChoice[];
  /** A pre-game ability (CR 103.2): Arcane Savant. */
  pregame?: PregameAbility;
  /**
   * Abilities of the Oracle text the engine does not enforce (compiled cards): their text and
   * why. The table shows them; the log says when such a card is involved. Empty or absent: all enforced.
   */
  unenforced?: { text: string; reason: string }[];
}

/** A vanilla stand-in for a card the pool does not script (DESIGN: proxies). */
export interface ProxySpec {
  name: string;
  typeLine?: string;
  manaCost?: string;
  power?: number;
  toughness?: number;
  text?: string;
  /** Tokens only: keywords and colours of the token (CR 111.4). */
  keywords?: Keyword[];
  colors?: ManaType[];
  /** Tokens only: the activated abilities the effect that created it gave it (CR 111.10: a Treasure's). */
  activated?: ActivatedSpec[];
  /** Tokens only: triggered and static abilities the effect gave it (CR 111.3, 113.1b). */
  triggered?: TriggeredSpec[];
  statics?: StaticSpec[];
  /** Tokens only: changeling (CR 702.73a). */
  everyCreatureType?: boolean;
  /**
   * Tokens only: the back face of a transforming double-faced token (an Incubator's Phyrexian,
   * CR 701.53a): it transforms (701.27a, 712.18) like a transforming card.
   */
  back?: ProxySpec;
}

/** Where the engine finds definitions; the scenario layer builds one from the card files. */
export interface CardRegistry {
  get(name: string): CardDef | undefined;
  names(): readonly string[];
  /**
   * Whether a definition is registered under `name`, without reading it (a registry may make a
   * definition on first read: a real card's book compiles it then). Absent: `get` is asked.
   */
  has?(name: string): boolean;
}

/**
 * Exceptions to a copy's copiable values (CR 707.9b: "… except it's a 1/1", "except it isn't
 * legendary"): they become part of the copy's copiable values, so a copy of the copy has them too
 * (707.9c). `colors` and `subtypes` replace the original's; `addTypes` and `addSubtypes` are "in
 * addition to its other types"; `noManaCost`: it has no mana cost (so its mana value is 0, 202.3).
 */
export interface CopyException {
  notLegendary?: true;
  /** "except it's legendary": the supertype added (CR 205.4). */
  legendary?: true;
  power?: number;
  toughness?: number;
  colors?: ManaType[];
  /** Replaces the creature types (CR 205.3m) and other subtypes ("it's a 4/4 black Zombie"). */
  subtypes?: string[];
  addTypes?: string[];
  addSubtypes?: string[];
  noManaCost?: true;
  /** Keyword abilities it has as well ("except it has haste"). */
  keywords?: Keyword[];
  /**
   * Triggered abilities it has as well ("except it has haste and \"At the beginning of the end
   * step, sacrifice this token.\"", CR 707.9b, 113.1b), after its own (each trigger carries its
   * spec, triggers/detect.ts); `text`: their quoted words.
   */
  abilities?: { triggered: TriggeredSpec[]; text: string };
}

/** A card's splice ability (CR 702.47a): what spells it splices onto, and its cost (mana only). */
export interface SpliceSpec {
  kind: 'splice';
  onto: 'Arcane' | 'instant or sorcery';
  mana: string;
}
