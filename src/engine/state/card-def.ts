/**
 * The card-definition vocabulary: a small typed DSL that every card file is written in.
 *
 * A definition holds characteristics taken from Oracle text (kept verbatim for display) and
 * abilities built from costs, target specs, filters, trigger specs, replacement and static
 * specs, and effects as a flat list of steps (DESIGN "Effects as steps"). A step may carry a
 * `when` condition, which is how "If you do, ..." is written. Definitions are plain data:
 * no functions, so a resolving ability is fully described by (definition, cursor, vars).
 */
import type { ManaType, ZoneName } from './types';

export type Keyword = 'flying' | 'reach' | 'trample' | 'haste' | 'menace' | 'vigilance';

/** What an object must be to match (targets, choices, enchant abilities). All given keys must hold. */
export interface ObjectFilter {
  /** Zone the object is in; `battlefield` for permanents. Default `battlefield`. */
  zone?: ZoneName;
  /** Card types, any of (e.g. `['creature', 'planeswalker']`). Lowercase. */
  types?: string[];
  /** A subtype it must have (e.g. `Spider`). */
  subtype?: string;
  /** Must be a card: not a copy of a card and not a token (CR 108.2). */
  cardOnly?: boolean;
  /** Relative to the controller of the spell/ability. */
  controller?: 'you' | 'opponent';
  /** Relative to the controller of the spell/ability: whose zone the object is in (graveyards). */
  owner?: 'you';
  manaValueMax?: number;
  /** Must be tapped (web-slinging's returned creature). */
  tapped?: boolean;
  /** Not the source object itself. */
  notSource?: boolean;
}

/** What may be targeted or chosen: objects matching a filter, and/or players (CR 115). */
export interface TargetFilter {
  objects?: ObjectFilter;
  /** Spells on the stack (Counterspell). */
  spells?: boolean;
  players?: boolean;
}

/** One use of the word "target" with its count (CR 115.1, 601.2c). */
export interface TargetSpec {
  filter: TargetFilter;
  min: number;
  max: number;
  /** Words for the prompt: "any target", "target creature". */
  label: string;
  /** All chosen objects must be in the same graveyard ("from a single graveyard"). */
  sameGraveyard?: boolean;
}

/** A reference to an object or player resolved at the time a step runs. */
export type Ref =
  | { ref: 'source' }
  | { ref: 'enchanted' }
  | { ref: 'target'; slot: number }
  | { ref: 'var'; name: string }
  | { ref: 'trigger'; key: string }
  | { ref: 'you' };

/** A number computed when a step runs. */
export type Amount =
  | number
  | { x: true }
  | { kicked: [number, number] }
  | { powerOfSacrificed: true }
  | { countersOn: Ref };

export type Condition =
  | { var: string }
  | { not: Condition }
  | { kicked: true }
  /** Helix: the triggering spell shares a name with a card linked to the source (CR 201.2a, 607.2a). */
  | { sharesNameWithLinked: Ref };

/** A set of candidate objects for an untargeted choice (CR 115.10). */
export type ObjectSet =
  | { linkedToSource: true; sharesNameWith?: Ref; except?: Ref }
  | { linkedByName: string }
  | { matching: ObjectFilter; except?: Ref };

export interface TokenSpec {
  name: string;
  typeLine: string;
  colors: ManaType[];
  power: number;
  toughness: number;
  keywords?: Keyword[];
}

/** One instruction of a resolving spell or ability (CR 608.2c). `when` guards "if you do". */
export type StepSpec = (
  | { do: 'damage'; amount: Amount; to: Ref; divided?: boolean }
  | { do: 'draw'; player: Ref; count: Amount }
  | { do: 'scry'; count: number }
  | { do: 'surveil'; count: Amount }
  | { do: 'counterSpell'; what: Ref }
  | { do: 'destroy'; what: Ref }
  | { do: 'moveTo'; what: Ref; zone: 'exile' | 'hand' | 'battlefield' | 'graveyard' }
  | { do: 'tap'; what: Ref }
  | { do: 'createToken'; token: TokenSpec }
  | { do: 'addCounters'; what: Ref; counter: string; count: Amount }
  | { do: 'copyCard'; of: Ref; as: string; optional?: boolean; prompt?: string }
  | { do: 'castCopy'; what: Ref; as: string }
  | { do: 'may'; prompt: string; as: string; onlyIf?: ObjectSet }
  | { do: 'choose'; from: ObjectSet; as: string; prompt: string }
  | { do: 'attach'; what: Ref; chooseFrom: ObjectFilter; notRef?: Ref }
  | { do: 'copySpell'; what: Ref; newTargets: boolean; permanentGainsHaste: boolean }
  | { do: 'onceEachTurnCheck' }
  | { do: 'onceEachTurnMark' }
  | { do: 'sacrifice'; what: Ref }
  | { do: 'sacrificeChosen'; filter: ObjectFilter; as: string }
  | { do: 'cantBlock'; what: Ref }
  | { do: 'delayed'; at: 'nextUpkeep'; steps: StepSpec[]; text: string }
  | { do: 'discardChosen'; as: string }
  | { do: 'exileLinked'; what: Ref }
  | { do: 'addMana'; mana: ManaType[] }
) & { when?: Condition };

/** A spell's own effect: its targets and steps (CR 113.3a). */
export interface SpellSpec {
  targets: TargetSpec[];
  steps: StepSpec[];
}

/** How much and what mana an ability adds (CR 106, 605). */
export type ManaProduce =
  | { kind: 'fixed'; mana: ManaType[] }
  | { kind: 'anyColor' }
  /** "any type (colour) that a land you (an opponent) control(s) could produce" (CR 106.7). */
  | { kind: 'couldProduce'; lands: 'you' | 'opponent'; colorsOnly: boolean };

/** An activation cost (CR 602.1): mana plus {T}/{Q}. */
export interface CostSpec {
  mana?: string;
  tap?: boolean;
  untap?: boolean;
}

export interface ActivatedSpec {
  cost: CostSpec;
  /** Present for mana abilities (CR 605.1a: no target, could add mana). */
  mana?: ManaProduce;
  targets?: TargetSpec[];
  steps?: StepSpec[];
  /** "Activate only as a sorcery" (CR 602.5d). */
  sorcerySpeed?: boolean;
  text: string;
}

export type TriggerSpec =
  | { event: 'spellCast'; by: 'you' | 'anyPlayer'; spellTypes?: string[]; cardOnly?: boolean; notFromHand?: boolean }
  | { event: 'entersBattlefield' }
  | { event: 'putIntoGraveyardFromBattlefield' }
  | { event: 'beginningOfUpkeep'; whose: 'you' }
  | { event: 'becomesTapped' }
  | { event: 'attacksAlone' }
  /** "Whenever enchanted land / a player's land is tapped for mana" (CR 106.12a). */
  | { event: 'tappedForMana'; what: 'enchanted' | 'anyLand' };

export interface TriggeredSpec {
  on: TriggerSpec;
  /** Intervening "if" (CR 603.4): checked when it triggers and again on resolution. */
  condition?: Condition;
  /** "Do this only once each turn" (CR 603.2h): doesn't trigger once done this turn. */
  onceEachTurn?: boolean;
  targets?: TargetSpec[];
  steps: StepSpec[];
  /** A triggered mana ability (CR 605.1b): resolves at once. Its mana comes from `manaSteps`. */
  manaAbility?: { adds: 'G' | 'typeProduced' };
  text: string;
}

export type StaticSpec =
  | { kind: 'enchantedGets'; power: number; toughness: number; keywords?: Keyword[] }
  | { kind: 'enchantedCantAttackOrBlock' }
  /** "The legend rule doesn't apply to <subtype>s you control" (Spider-Verse, CR 101.1). */
  | { kind: 'legendRuleExempt'; subtype: string }
  /** "Spells with the chosen name can't be cast" (CR 601.3). */
  | { kind: 'cantCastChosenName' };

export type ReplacementSpec =
  /** Contamination: "If a land is tapped for mana, it produces {B} instead of any other type and amount." */
  | { kind: 'landManaBecomes'; mana: ManaType }
  /** Mana Reflection: "If you tap a permanent for mana, it produces twice as much of that mana instead." */
  | { kind: 'yourTappedManaDoubled' }
  /** "This creature enters with X +1/+1 counters on it" (CR 614.1c, X per 107.3m). */
  | { kind: 'entersWithXCounters'; counter: string };

export type AdditionalCost =
  | { kind: 'sacrifice'; filter: ObjectFilter; label: string }
  | { kind: 'kicker'; mana: string };

export type AltCost =
  | { kind: 'flashback'; mana: string; life?: number }
  | { kind: 'web-slinging'; mana: string };

/** One half of a split card (CR 709). */
export interface HalfDef {
  name: string;
  manaCost: string;
  typeLine: string;
  oracle: string;
  spell: SpellSpec;
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
  scryfallId?: string;
  keywords?: Keyword[];
  /** Colours when they don't follow from the mana cost (tokens, CR 105.2). */
  colors?: ManaType[];
  halves?: HalfDef[];
  /** Instants and sorceries: their spell ability. */
  spell?: SpellSpec;
  /** An Aura's enchant ability (CR 702.5): what it may target as a spell and enchant. */
  enchant?: TargetFilter;
  additionalCosts?: AdditionalCost[];
  altCosts?: AltCost[];
  /** A timing restriction other than the card type's (CR 601.3): Panic. */
  castRestriction?: 'duringCombatBeforeBlockers';
  activated?: ActivatedSpec[];
  triggered?: TriggeredSpec[];
  statics?: StaticSpec[];
  replacements?: ReplacementSpec[];
  /** "As this enters, choose a nonland card name" (CR 614.12). */
  asEnters?: 'chooseNonlandCardName';
  /** A pre-game ability (CR 103.2): Arcane Savant. */
  pregame?: 'exileDraftedInstantOrSorcery';
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
}

/** Where the engine finds definitions; the scenario layer builds one from the card files. */
export interface CardRegistry {
  get(name: string): CardDef | undefined;
  names(): readonly string[];
}
