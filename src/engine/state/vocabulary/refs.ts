/**
 * References, amounts and conditions: what a step, a static ability or a trigger is about,
 * evaluated when it is used (resolution, layer application, trigger time). Objects named by a
 * reference are read live, or from last-known information where the rules say so (CR 113.7a,
 * 608.2h); a reference to an object that changed zones doesn't follow it (CR 400.7).
 */
import type { ObjectFilter, Range } from './filters';
import type { ManaType, ZoneName } from '../ids';
import type { RememberedAltCost } from './abilities';

/** An object or player, or a set of them, named by an ability's text. */
export type Ref =
  /** "this creature", "this Aura", the card's own name: the source of the ability (or the spell itself). */
  | { ref: 'source' }
  /**
   * The permanent whose static ability gave the resolving ability in quotation marks, named in it
   * ("{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target", CR 113.7a): live,
   * or as it last existed (608.2h).
   */
  | { ref: 'grantor' }
  /** "enchanted creature": what the source Aura is attached to (read from LKI if the Aura left). */
  | { ref: 'enchanted' }
  /** "equipped creature": what the source Equipment is attached to. */
  | { ref: 'equipped' }
  /** The targets chosen for target slot `slot` (still legal on resolution, CR 608.2b). */
  | { ref: 'target'; slot: number }
  /** A named result of an earlier step ("the copy", "the sacrificed creature"). */
  | { ref: 'var'; name: string }
  /** Data from the event that triggered the ability ("that creature", "that player"): see triggers.ts. */
  | { ref: 'trigger'; key: string }
  /** "you": the controller of the spell or ability. */
  | { ref: 'you' }
  /** "its controller", "that creature's controller". */
  | { ref: 'controllerOf'; of: Ref }
  /** "its owner". */
  | { ref: 'ownerOf'; of: Ref }
  /** The permanent sacrificed to pay a cost of this spell or ability (LKI, CR 608.2h). */
  | { ref: 'sacrificed' }
  /**
   * "each creature with flying", "all artifacts": every object matching now, relative to "you";
   * with `relativeTo`, "you" in the filter is each player that reference names ("all artifacts
   * target player owns", "creatures they control"). `except`: "other" after a spell named targets
   * or made tokens — other than the objects that reference names ("Target creature you control
   * gets +3/+3 and other creatures you control get +1/+1", CR 110.1: the spell is never among them).
   */
  | { ref: 'all'; filter: ObjectFilter; relativeTo?: Ref; except?: Ref }
  /** "each player", "each opponent". */
  | { ref: 'players'; which: 'each' | 'opponents' }
  /** "each creature and each player": the union, in order. */
  | { ref: 'union'; of: Ref[] }
  /** "the chosen player": the opponent chosen as the source entered (CR 614.12, Black Vise, Jihad). */
  | { ref: 'chosenPlayer' };

/** A number computed when it is used. */
export type Amount =
  | number
  /** The value of X chosen for the spell or ability (CR 107.3a). */
  | { x: true }
  /** [not kicked, kicked] (CR 702.33). */
  | { kicked: [number, number] }
  /** Counters on an object (all kinds, or one kind). */
  | { countersOn: Ref; counter?: string }
  /**
   * How many objects match now ("the number of Swamps you control"), relative to "you", or to
   * each player `relativeTo` names ("the number of Swamps they control").
   */
  | { count: ObjectFilter; relativeTo?: Ref }
  /** An object's power / toughness / mana value now, or as it last existed (LKI). */
  | { powerOf: Ref }
  | { toughnessOf: Ref }
  | { manaValueOf: Ref }
  /**
   * How many times the object's replicate, squad, casualty or conspire cost was paid as it was
   * cast (CR 702.56a, 702.157a, 702.153a, 702.78a; a copy keeps it, 707.10); 0 for none.
   */
  | { copyCostPaid: Ref }
  /**
   * The mana spent to cast the object (CR 601.2h), on the stack or as the permanent it became,
   * as it last existed: its amount; with `colors` the number of colors among it (converge,
   * sunburst 702.44a; colorless mana is no color, 105.1); with `type` the mana of that type
   * ("if {R} was spent to cast it", adamant); with `sameColor` the most of any one color
   * ("three mana of the same color"). 0 when it was not cast.
   */
  | { manaSpent: Ref; colors?: true; type?: ManaType; sameColor?: true }
  /** "that much": the amount carried by the triggering event (damage dealt, life gained). */
  | { triggerAmount: true }
  /** Cards in a player's hand. */
  | { cardsInHand: Ref }
  /** A player's life total. */
  | { lifeOf: Ref }
  /** Poison counters the players a reference names have (CR 122.1f): "an opponent has three or more poison counters". */
  | { poisonCounters: Ref }
  /** "your speed" (CR 702.179): the speed of the player a reference names; none is 0. */
  | { speedOf: Ref }
  /** Cards the players a reference names drew this turn (CR 121.2): "you've drawn two or more cards this turn". */
  | { cardsDrawnThisTurn: Ref }
  /**
   * Spells the players a reference names cast this turn (CR 601.2i): "you've cast two or more
   * spells this turn"; with `types` only those of any of these card types as they became cast,
   * with `notTypes` only those of none ("you've cast a noncreature spell this turn", 205.2a).
   */
  | { spellsCastThisTurn: Ref; types?: string[]; notTypes?: string[] }
  /**
   * How many times the players a reference names descended this turn: a permanent card put into
   * their graveyard from anywhere (CR 700.11): "if you descended this turn" is 1 or more.
   */
  | { descendedThisTurn: Ref }
  /**
   * Cards the players a reference names discarded this turn (CR 701.9a), wherever they went (a
   * madness card exiled was still discarded, 702.35a): "for each card you've discarded this turn".
   */
  | { discardedThisTurn: Ref }
  /**
   * How many permanents entered the battlefield this turn under the control of the players a
   * reference names, counted by what each was as it entered (CR 400.7, 603.10): those that had any
   * of `kinds` (a card type or subtype; `*`: every permanent), less those that had `less`
   * ("nonland permanents": `*` less `land`); `notSource`: the source itself isn't counted
   * ("another creature"). Recorded as each enters (triggers/entered-kinds.ts).
   */
  | { enteredUnderThisTurn: Ref; kinds: string[]; less?: string; notSource?: true }
  /**
   * How many creatures the players a reference names declared as attackers this turn (CR 508.1),
   * each once, those that have since left the battlefield included: "for each creature that
   * attacked this turn", "… you attacked with this turn". A creature put onto the battlefield
   * attacking was never declared (506.3, 508.4) and is not counted.
   */
  | { attackersThisTurn: Ref }
  /**
   * How many creatures are blocking the object a reference names now (CR 509.1h): rampage's "for
   * each creature blocking it beyond the first" (702.23a); 0 once combat is over.
   */
  | { blockersOf: Ref }
  /**
   * How many creatures died this turn (CR 700.4): "for each creature that died this turn". With
   * `filter`, only those whose last-known information (as they last existed on the battlefield,
   * 608.2h) matches it, relative to "you": "creature that died under your control this turn"
   * (`controller: 'you'`), "Zubera that died this turn", "nontoken creature …".
   */
  | { creaturesDied: 'thisTurn'; filter?: ObjectFilter }
  /**
   * How many targets the spell or ability has chosen, over all its uses of "target" (CR 601.2c):
   * strive's "for each target beyond the first" counts it as the total cost is determined (601.2f).
   */
  | { targetsChosen: true }
  /**
   * The number of creatures in "your" party (CR 700.8): up to one each of Cleric, Rogue, Warrior
   * and Wizard among the creatures "you" control, each creature filling one role at most.
   */
  | { partySize: true }
  /** "the number of opponents you have", "for each opponent you have" (CR 102.2): "you"'s opponents in the game. */
  | { opponents: true }
  /**
   * "for each opponent you attacked with a creature this combat" (melee, CR 702.121a): the
   * opponents of "you" that a creature "you" declared as an attacker this combat attacked (not
   * their planeswalkers or battles, 506.2; a creature put onto the battlefield attacking was never
   * declared, 508.4). Loads with its cards.
   */
  | { opponentsAttackedThisCombat: true }
  /**
   * How many card types (CR 205.2a) there are among the objects matching, relative to "you":
   * "the number of card types among cards in your graveyard" (delirium's count).
   */
  | { cardTypesAmong: ObjectFilter }
  /**
   * How many basic land types (CR 205.3i, 305.6) there are among the objects matching, relative to
   * "you" (domain: "the number of basic land types among lands you control").
   */
  | { basicLandTypesAmong: ObjectFilter }
  /**
   * How many colors (CR 105.1–105.2: white, blue, black, red, green) there are among the objects
   * matching, relative to "you": "the number of colors among permanents you control".
   */
  | { colorsAmong: ObjectFilter }
  /**
   * How many colors the one object a reference names has now (CR 105.2; colorless: 0): "gets
   * +1/+1 for each of its colors" (Blessing of the Nephilim).
   */
  | { colorsOf: Ref }
  /**
   * "your devotion to white", "… to white and black" (CR 700.5): the mana symbols of any of
   * `devotion`'s colors among the mana costs of the permanents "you" control, each symbol once.
   */
  | { devotion: ManaType[] }
  /**
   * The spells cast during the previous turn (CR 601.2i): by all players (`all`: "if no spells
   * were cast last turn"), or the most any one player cast (`onePlayer`: "if a player cast two
   * or more spells last turn").
   */
  | { spellsCastLastTurn: 'all' | 'onePlayer' }
  /**
   * The total power of the objects matching now, relative to "you" (CR 208.1): "creatures you
   * control have total power 8 or greater" (formidable); a negative power counts as it is.
   * `toughness`: their total toughness instead ("the total toughness of other creatures you control").
   */
  | { totalPower: ObjectFilter; toughness?: true }
  /**
   * The greatest power among the objects matching now, relative to "you"; 0 if none (CR 208.1).
   * `toughness`: the greatest toughness instead ("the greatest toughness among other creatures you control").
   */
  | { greatestPower: ObjectFilter; toughness?: true }
  /**
   * The greatest mana value among the objects matching now, relative to "you"; 0 if none (CR
   * 202.3): "the greatest mana value among permanents you control". `total`: their total
   * instead ("the total mana value of Dragons you control"; 0 if none).
   */
  | { greatestManaValue: ObjectFilter; total?: true }
  /**
   * How many different powers there are among the objects matching now, relative to "you" (CR
   * 208.1): coven's "three or more creatures with different powers" is 3 or more of them.
   */
  | { distinctPowers: ObjectFilter }
  /**
   * How many different mana values there are among the objects matching now, relative to "you"
   * (CR 202.3): "for each different mana value among nonland permanents you control".
   */
  | { distinctManaValues: ObjectFilter }
  /**
   * The life the players a reference names gained (`gained`) or lost (`lost`) this turn, in all
   * (CR 119.3; damage to a player causes life loss, 120.3a): "the amount of life you gained this turn".
   */
  | { lifeChangedThisTurn: Ref; change: 'gained' | 'lost' }
  /**
   * How many of the objects an earlier step of the same resolving spell or ability stored under
   * `varMatching` (a list: the cards milled or discarded, CR 701.17a, 701.9a) match `filter`, each
   * as the object it is now in the zone it went to (`filter.zone`, if given, must be that zone):
   * "for each creature card milled this way", "… land card discarded this way".
   */
  | { varMatching: string; filter: ObjectFilter }
  | { sum: Amount[] }
  /** a − b, never below 0 when `floor0`. */
  | { minus: [Amount, Amount]; floor0?: boolean }
  | { times: [Amount, number] }
  /** Half, rounded up or down (CR 107.1a). */
  | { half: Amount; round: 'up' | 'down' }
  /**
   * A number an earlier step of the same resolving spell or ability stored under this name ("the
   * life lost this way", CR 608.2c); 0 when that step stored none (it was skipped). A list of
   * objects counts them ("discard any number of cards, then draw that many cards").
   */
  | { varAmount: string };

/** A condition: "if you do", kicked, intervening "if" (CR 603.4), "as long as" (CR 611.3). */
export type Condition =
  /** A named result of an earlier step is truthy ("if you do"). */
  | { var: string }
  | { not: Condition }
  | { all: Condition[] }
  | { any: Condition[] }
  /** The spell was kicked (CR 702.33d). */
  | { kicked: true }
  /** Helix: the triggering spell shares a name with a card linked to the source (CR 201.2a, 607.2a). */
  | { sharesNameWithLinked: Ref }
  /** An object named by a reference exists and matches a filter ("if it's attacking", "as long as it's untapped"). */
  | { is: Ref; matches: ObjectFilter }
  /** The number of objects matching a filter (relative to "you") is in a range ("as long as you control a Forest"). */
  | { count: ObjectFilter; range: Range }
  /** Compares two amounts. */
  | { compare: [Amount, '<' | '<=' | '=' | '>=' | '>', Amount] }
  /** The object a reference names was declared as an attacker this turn (CR 508.1; "if it attacked this turn"). */
  | { attackedThisTurn: Ref }
  /**
   * The object a reference names dealt damage this turn to an opponent of "you" / to any player
   * (CR 120.3; "if ~ dealt damage to an opponent this turn").
   */
  | { dealtDamageThisTurn: Ref; to: 'opponent' | 'player' }
  /**
   * "you've controlled ~ continuously since the beginning of your most recent turn" (the test of
   * CR 302.6, for any permanent): "you" has controlled the object since before that turn began.
   */
  | { controlledSinceTurnBegan: Ref }
  /** The resolving activated ability has been activated this many times this turn, this one included (Dragon Whelp). */
  | { timesActivatedThisTurn: Range }
  /**
   * The player a reference names declared one or more attackers this turn (CR 508.1): "if you
   * attacked this turn" (raid).
   */
  | { playerAttackedThisTurn: Ref }
  /**
   * A creature is attacking one of the players a reference names now (CR 508.1b): the player,
   * not their planeswalker or battle, and not a creature removed from combat (506.4). "if a
   * creature is attacking you". Loads with its cards.
   */
  | { creatureAttacking: Ref }
  /** A player the reference names gained life this turn (CR 119.3): "as long as you gained life this turn". */
  | { gainedLifeThisTurn: Ref }
  /**
   * "if it's night", "if it's day" (CR 726.1): the game's designation now; it is neither until a
   * daybound or nightbound permanent (or an effect) makes it one (726.2).
   */
  | { dayNight: 'day' | 'night' }
  /** "if you're the monarch" (CR 724.1): the player a reference names is the monarch. */
  | { isMonarch: Ref }
  /** "if there is no monarch" (CR 724.1): no player is the monarch. */
  | { noMonarch: true }
  /**
   * "if you've completed a dungeon" (CR 309.7): the player a reference names has completed one
   * this game; with `name`, that dungeon ("if you haven't completed Tomb of Annihilation" is its `not`).
   */
  | { completedDungeon: Ref; name?: string }
  /** "if you have the initiative" (CR 725.1): the player a reference names has it. */
  | { hasInitiative: Ref }
  /** "as long as you have the city's blessing" (CR 702.131c): the player a reference names has it (for the rest of the game once they do). */
  | { citysBlessing: Ref }
  /** "as long as you have max speed" (CR 702.178): the player a reference names has speed 4. */
  | { maxSpeed: Ref }
  /** "an opponent was dealt damage this turn" (bloodthirst, CR 702.54a): any of the players was dealt damage (120.3). */
  | { playerDealtDamageThisTurn: Ref }
  /**
   * Any of the players a reference names gained (`gained`) or lost (`lost`) life this turn, in all,
   * in `range` (CR 119.3; damage to a player causes life loss, 120.3a): "if an opponent lost life
   * this turn" (`{ min: 1 }`), "if you gained 3 or more life this turn".
   */
  | { lifeThisTurn: Ref; change: 'gained' | 'lost'; range: Range }
  /**
   * A permanent left the battlefield this turn under the control of any of the players a reference
   * names (revolt: "if a permanent left the battlefield under your control this turn").
   */
  | { permanentLeftThisTurn: Ref }
  /**
   * The object a reference names entered the battlefield this turn (CR 400.7: as this object; a
   * permanent that left and came back is a new object that entered when it came back).
   */
  | { enteredThisTurn: Ref }
  /**
   * "if you cast it", "if you cast it from your hand": the object resolved from a spell the
   * ability's controller cast (CR 601.2) — from `from`, if given; a copy was not cast (707.10).
   */
  | { youCast: Ref; from?: ZoneName }
  /**
   * "if its evoke cost was paid" (CR 702.74a), "as long as its dash cost was paid" (702.109a):
   * the object a reference names resolved from a spell, or a copy of one (707.10), for which that
   * alternative cost was paid (`GameObject.altCostPaid`), read as it last existed if it left.
   */
  | { altCostPaid: RememberedAltCost; ref: Ref }
  /**
   * Echo's test (CR 702.30a): the object a reference names came under the control of "you" since
   * the beginning of their last upkeep (their previous turn's), so it is theirs and its
   * `controlSince` is that turn or later.
   */
  | { cameUnderControlSinceLastUpkeep: Ref }
  /** It is the turn of "you" (`true`) or not. */
  | { yourTurn: boolean }
  /**
   * The object a reference names is a token (CR 111.1), as it is now or as it last existed (a
   * token that left the battlefield, 608.2h): "if it's not a token" is its `not`.
   */
  | { isToken: Ref }
  /**
   * "If that creature was a Human", "if it was a creature", "If you controlled that permanent"
   * (CR 608.2h, 603.10): the one object `lastKnown` names matches `matches` as it is now if it is
   * still in its zone, else as it last existed there (its card types, subtypes and supertypes as
   * they were, whether it was a token, who controlled it). Only those keys of `matches` are read
   * (the compiler emits no others). Loads with its cards.
   */
  | { lastKnown: Ref; matches: ObjectFilter }
  /**
   * "If it shares a creature type with ~" (kinship; CR 205.3m, changeling 702.73a): the object
   * `sharesCreatureType` names and the one `with` names have a creature type in common, each as
   * it is now (a card in a library: its printed types; changeling: every creature type) or, gone,
   * as it last existed (608.2h). Loads with its cards.
   */
  | { sharesCreatureType: Ref; with: Ref }
  /**
   * Prowl's and freerunning's test (CR 702.76a, 702.173a): a player was dealt combat damage this
   * turn by a source that, at the time it dealt that damage, was under the control of "you" and
   * had any of the creature types of the object `sharesTypeWith` names (prowl: the spell), or was
   * an Assassin or a commander (`assassinOrCommander`, freerunning). Loads with its cards.
   */
  | { combatDamageByYours: { sharesTypeWith: Ref } | { assassinOrCommander: true } }
  /** "this Case is solved" (CR 702.169, 719): the object a reference names has the solved designation. Loads with its cards. */
  | { solved: Ref }
  /**
   * One of the players a reference names is the defending player: during the combat phase of a
   * two-player game, the nonactive player (CR 506.2). "as long as defending player controls an
   * artifact" is true for one of them.
   */
  | { defendingPlayer: Ref }
  /**
   * "you control a creature with the greatest power among creatures on the battlefield", "you
   * control the creature with the greatest power or tied for the greatest power" (CR 208.1, 202.3):
   * among the objects matching `controlsGreatest` now (any controller), one "you" control has
   * the greatest value of `stat` (equal to it, if tied). Loads with its cards.
   */
  | { controlsGreatest: ObjectFilter; stat: 'power' | 'toughness' | 'manaValue' }
  /** The active player (CR 102.1) is one of the players a reference names: "if it's not their turn" is its `not`. */
  | { activePlayer: Ref }
  /**
   * "If this spell was cast from a graveyard / from exile / from your hand / from anywhere other
   * than your hand" (CR 601.2a, 601.2i): the spell a reference names was cast (not a copy put on
   * the stack, 707.10) from that zone — a hand or graveyard "yours" when its card is owned by
   * "you" (a card in a hand or graveyard is in its owner's, 400.3); a permanent: the spell it
   * resolved from; a card not yet cast (its total cost asked ahead, 601.2f): the zone it is in.
   * Loads with its cards.
   */
  | { wasCastFrom: Ref; zone: CastZone }
  /**
   * "If you cast this spell during your main phase" (addendum, CR 207.2c): the spell a reference
   * names was cast by "you" during your own main phase (505.1; a copy was not cast, 707.10).
   * Loads with its cards.
   */
  | { castInYourMainPhase: Ref }
  /**
   * The spell a reference names has a chosen target matching the filter, as that target is now
   * (CR 601.2c, 115.1): "This spell costs {3} less to cast if it targets a tapped creature".
   */
  | { targets: Ref; matches: ObjectFilter };

/** Where a spell was cast from, for {@link Condition}'s `wasCastFrom` (CR 601.2a). */
export type CastZone = 'graveyard' | 'yourGraveyard' | 'exile' | 'yourHand' | 'notYourHand';

/** A set of candidate objects for an untargeted choice (CR 115.10). */
export type ObjectSet =
  | { linkedToSource: true; sharesNameWith?: Ref; except?: Ref }
  | { linkedByName: string }
  | { matching: ObjectFilter; except?: Ref }
  /**
   * "a [black] source of your choice" (CR 609.7a): a permanent, an instant or sorcery spell on
   * the stack, or the source of an ability on the stack, matching the filter (its zone is
   * ignored). Permanent spells are not offered: an effect on one would follow it onto the
   * battlefield (609.7a), which the engine does not model.
   */
  | { source: ObjectFilter };
