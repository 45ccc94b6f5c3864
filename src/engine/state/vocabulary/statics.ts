/**
 * Static abilities (CR 604, 611.3): continuous effects while the source is on the battlefield
 * (characteristic-defining abilities work everywhere, 604.3), written as
 * `{ affects, gets, gains, loses, cant, ... }` and applied in layer order (CR 613): control (2),
 * type (4), colour (5), abilities (6), P/T from characteristic-defining abilities (7a), set
 * base P/T (7b), modifications and counters (7c); within a layer in timestamp order (613.7).
 */
import type { ManaType } from '../ids';
import type { Keyword } from './keywords';
import type { ObjectFilter, SpellFilter } from './filters';
import type { Amount, Condition } from './refs';
import type { ActivatedSpec, TriggeredSpec } from './abilities';

/**
 * An ability in quotation marks an effect gives an object ("Enchanted land has \"{T}: Add one
 * mana of any color.\"", CR 113.1b): the object has it as its own while the effect applies
 * (an ability-adding effect, layer 6, CR 613.1f). "This creature" / "this permanent" in it is the
 * object that has it, which is the ability's source (CR 113.7).
 */
export type GrantedAbility = { activated: ActivatedSpec } | { triggered: TriggeredSpec };

/** What a static ability applies to, relative to its source and the source's controller ("you"). */
export type Affected =
  /** The source itself ("this creature gets ..."). */
  | { self: true }
  /** What the source Aura enchants. */
  | { enchanted: true }
  /** What the source Equipment is attached to. */
  | { equipped: true }
  /** Every object matching ("Other Goblins", "Creatures you control", "Attacking creatures"). */
  | { objects: ObjectFilter; other?: boolean }
  /** Players ("Players can't ...", "Your opponents ..."). */
  | { players: 'you' | 'opponents' | 'each' };

/**
 * What an object or player can't do (CR 101.2: "can't" beats "can").
 * `untap`: "doesn't untap during its controller's untap step" (CR 502.3).
 */
export type Restriction =
  | 'attack'
  | 'block'
  | 'beBlocked'
  | 'untap'
  /** "its activated abilities can't be activated" (CR 602.5, 101.2): none of them, mana abilities too. */
  | 'activate'
  /** "… can't be activated unless they're mana abilities": its abilities other than mana abilities. */
  | 'activateNonMana'
  /**
   * "assigns no combat damage this turn" (CR 510.1a): while attacking or blocking it assigns none
   * (derived/restrictions.ts combatDamageAmount); creatures blocking it still deal theirs.
   */
  | 'assignCombatDamage'
  /**
   * Not a restriction but a permission carried with them: "You may have ~ assign its combat damage
   * as though it weren't blocked" (CR 510.1c): while blocked, its controller may have it assign all
   * its combat damage to the player or planeswalker it attacks (turn/unblocked-damage.ts).
   */
  | 'assignAsThoughUnblocked'
  /** "can't be blocked except by Walls" / "except by two or more creatures". */
  | { beBlockedExceptBy: ObjectFilter }
  /** "can't be blocked by artifact creatures". */
  | { beBlockedBy: ObjectFilter }
  /** "can't be blocked by more than one creature" (CR 509.1b): at most N creatures may block it. */
  | { beBlockedByMoreThan: number }
  /** "can't be blocked except by three or more creatures" (CR 509.1b): fewer than N creatures can't block it. */
  | { beBlockedByAtLeast: number }
  /**
   * Not a restriction but a requirement carried with them, on an attacker: "All creatures able to
   * block ~ do so" (Lure; `allAbleBlock` names the creatures, "All Walls able to block ~" Marble
   * Priest's). The defending player's block declaration must obey as many such requirements as
   * any legal declaration could (CR 509.1c; turn/block-requirements.ts).
   */
  | { allAbleBlock: ObjectFilter }
  /**
   * A requirement on an attacker too: "~ must be blocked if able" (Canopy Stalker, `true`), "must be
   * blocked by an Eldrazi if able" (Slayer's Cleaver, the filter): the defending player blocks it
   * with at least one creature (one the filter names) if able — one requirement, obeyed when at
   * least one such creature blocks it (CR 509.1c; turn/block-requirements.ts).
   */
  | { mustBeBlocked: true | ObjectFilter }
  /**
   * "can't attack alone", "can't block alone" (CR 508.1c, 509.1b): a restriction on the whole
   * declaration — if it attacks (blocks), another creature must attack (block) too
   * (turn/alone-restrictions.ts).
   */
  | { alone: 'attack' | 'block' }
  /**
   * A requirement too: "attacks that opponent this turn if able" (encore's tokens, CR 702.141a):
   * if it is able to attack its owner's opponent, it must be declared attacking that player, not
   * a planeswalker (508.1d).
   */
  | 'attackPlayerIfAble'
  /**
   * Not a restriction but a choice: "You may choose not to untap ~ during your untap step" (CR
   * 502.3): as the untap step determines which permanents untap, its controller chooses whether
   * it does (turn/untap.ts).
   */
  | 'untapOptional'
  /** "can block only creatures with flying" (CR 509.1b): it can't block an attacker that doesn't match. */
  | { blockOnly: ObjectFilter }
  /**
   * Not a restriction but a permission carried with them: "crews Vehicles as though its power
   * were 2 greater" (CR 702.122a), and "saddles Mounts and …" (`saddle`, 702.171a): for those
   * costs' total power it counts `more` above its power (mana/crew-cost.ts).
   */
  | { crewsAsThough: { more: number; saddle?: true } }
  /**
   * Not a restriction but a permission carried with them: "can block an additional creature each
   * combat" (1; "an additional seven creatures": 7) and "can block any number of creatures"
   * (`any`) (CR 509.1a): it may block that many attackers beyond one; several add up
   * (turn/multi-block.ts).
   */
  | { blockMore: number | 'any' }
  /**
   * Not a restriction but a permission carried with them, from a resolved effect: "can attack this
   * turn as though it didn't have defender" (CR 702.3b, 609.4; derived/restrictions.ts attacksAsThough).
   */
  | { attacksAsThough: AttackAsThough }
  /** "can't attack unless defending player controls an Island". */
  | { attackUnlessDefenderControls: ObjectFilter }
  /** Players: "can't cast spells with the chosen name" (CR 601.3); `chosenName`: the source's chosen name. */
  | { cast: SpellFilter & { chosenName?: boolean } }
  /**
   * "can't be the target of black spells or abilities from black sources", "… of spells or
   * abilities your opponents control", "… of Aura spells" (CR 115.1, 101.2): the spells and
   * abilities named can't choose it as a target (derived/target-bans.ts).
   */
  | { beTargetedBy: TargetingBan };

/**
 * Which spells and abilities can't target an object (CR 115.1, 101.2). `spells`: spells matching
 * the filter (read from the spell's characteristics; `{}` any spell); `abilities`: abilities whose
 * source (CR 113.7) matches it (`{}` any ability); an absent kind may target it. `opponents`: only
 * those an opponent of the static ability's controller ("your opponents") controls.
 */
export interface TargetingBan {
  spells?: ObjectFilter;
  abilities?: ObjectFilter;
  opponents?: true;
}

/** What an "attack as though" effect ignores (CR 609.4). */
export type AttackAsThough = 'haste' | 'noDefender';

/**
 * A change of an object's card types and subtypes (layer 4, CR 205.1, 613.1d). `mode`:
 * - `add` (the default): the types named are added and every prior card type and subtype is
 *   kept — "in addition to its other types", "It's still a land", "becomes an artifact
 *   creature" (205.1b); basic land types given to a land replace its land types unless
 *   `inAddition` (305.7).
 * - `creatureTypes`: "becomes a 2/2 Bird artifact creature" — prior card types and other
 *   subtypes are kept, the creature types named replace its creature types (205.1b).
 * - `set`: "becomes a 4/4 Ape creature" — the card types named replace its card types, and the
 *   subtypes named replace its subtypes (those of a removed card type go too, 205.1a).
 */
export interface TypeChange {
  types?: string[];
  subtypes?: string[];
  /** Supertypes added, every prior one kept ("is legendary", CR 205.4, 613.1d); with `add` only. */
  supertypes?: string[];
  inAddition?: boolean;
  /**
   * `remove`: "~ isn't a creature" (the Theros gods): the card types named are removed, and with
   * "creature" the creature types, unless kindred stays (CR 205.1a, 308.3).
   */
  mode?: 'add' | 'creatureTypes' | 'set' | 'remove';
}

/** A static ability. All given parts apply to what `affects` names, while `condition` holds. */
export interface StaticSpec {
  affects: Affected;
  /** A Class's level-N ability (CR 716.2a): its source has it only while its level is N or greater. */
  level?: number;
  /** A Room's door's ability (CR 709.5): its source has it only while the door of this name is unlocked. */
  door?: string;
  /** A mode's ability (CR 614.12): its source has it only if this mode was chosen as it entered. */
  ifChosen?: string;
  /** Layer 7c: "+N/+M" (may be negative). */
  gets?: { power: Amount; toughness: Amount };
  /** Layer 7b: "has base power and toughness N/M" ("X/X, where X is your life total": counted continuously). */
  setBase?: { power?: Amount; toughness?: Amount };
  /**
   * Layer 7a: a characteristic-defining ability ("power and toughness are each equal to ...",
   * CR 604.3, 613.4a). One of the two may be absent ("~'s power is equal to ...": the printed
   * toughness stays).
   */
  definesPT?: { power?: Amount; toughness?: Amount };
  /**
   * Layer 5: "are black", "becomes red" (CR 105.3, 613.1e): the object's colours become exactly
   * these (its mana cost is unchanged).
   */
  setColors?: Exclude<ManaType, 'C'>[];
  /** Layer 6: "has flying", "gains ...". */
  gains?: Keyword[];
  /** Layer 6: "loses flying". */
  loses?: Keyword[];
  /**
   * Layer 6: "loses all abilities" (CR 613.1f): every ability it has at this point in the layer
   * goes — its rules text's, its keywords, those earlier effects gave it; later ones stay. With
   * the keyword counters (kind → number) it had as a resolved effect began: one put on later
   * still gives its ability (CR 122.1b, 613.7); `true`: every keyword counter's ability goes.
   */
  losesAll?: true | Record<string, number>;
  /** Layer 6: "has \"{T}: Add one mana of any color.\"" — abilities in quotation marks (CR 613.1f). */
  grants?: GrantedAbility[];
  /** Layer 2: "You control enchanted creature" (CR 613.1b). */
  controlledBySourceController?: boolean;
  /**
   * Layer 4: "are 1/1 creatures that are still lands" (card types are added, CR 205.1b), "is a
   * Swamp" (basic land types given to a land replace its land types and the abilities of its
   * rules text, CR 305.7, unless `inAddition`: "is a Swamp in addition to its other land types").
   * Other subtypes are added.
   */
  addTypes?: TypeChange;
  cant?: Restriction[];
  /** "The legend rule doesn't apply to ..." (CR 101.1, 704.5j). */
  exemptFrom?: 'legendRule';
  /**
   * "This effect doesn't remove this Aura" (White Ward): the protection this ability gives the
   * enchanted object doesn't make its own source an illegal Aura (CR 303.4c, 704.5m, 702.16c).
   */
  sparesSource?: boolean;
  /**
   * "can attack as though it had haste" (`haste`: the attack ignores summoning sickness, CR
   * 302.6, but {T} abilities don't) / "as though it didn't have defender" (`noDefender`, 702.3b).
   * Only the stated effect applies (CR 609.4).
   */
  attacksAsThough?: AttackAsThough[];
  /**
   * "assigns combat damage equal to its toughness rather than its power" (Doran, the Siege
   * Tower): the combat damage it assigns is its toughness, not its power (CR 510.1a changed by
   * the effect, 101.1); its power itself is unchanged.
   */
  combatDamageBy?: 'toughness';
  /**
   * Players: "skip their untap steps", "Skip your draw step" (CR 614.10: the step doesn't happen:
   * nothing untaps, no card is drawn, no "at the beginning of" ability of that step triggers).
   */
  skipsStep?: 'untap' | 'draw';
  /**
   * A requirement (CR 508.1d): "attacks each combat if able" — each combat it can attack (nothing
   * stops it: untapped, not summoning sick, no restriction), its controller must attack with it.
   */
  mustAttack?: boolean;
  /**
   * Players: "can't untap more than one land during their untap steps" (Winter Orb; CR 502.3):
   * of the permanents matching `filter` that would untap, at most `max` do — the active player
   * chooses which.
   */
  untapLimit?: { max: number; filter: ObjectFilter };
  /**
   * Players: "Creature spells you cast cost {1} less to cast", "Noncreature spells cost {1} more
   * to cast", "Spells your opponents cast cost {1} more to cast" (CR 601.2f): the total cost of
   * each spell an affected player casts that matches `spells` (its characteristics as it is
   * cast) changes by `mana`; a reduction is generic mana only (118.7). `each`: "… for each +1/+1
   * counter on ~", "{X} less …, where X is ~'s power" — applied that many times, counted for the
   * ability's source and controller. `ifSpell`: a condition on the spell itself ("this" the
   * spell, "you" its caster): "Spells you cast from your graveyard" (CR 601.2a). `targeting`:
   * "Spells your opponents cast that target ~", "… that target a Merfolk you control" — only a
   * spell with a target (chosen before its total cost, 601.2c) that is the ability's source
   * (`'source'`) or a permanent matching the filter, read for the ability ("you" its controller).
   */
  spellCosts?: {
    spells: ObjectFilter;
    change: 'less' | 'more';
    mana: string;
    each?: Amount;
    ifSpell?: Condition;
    targeting?: ObjectFilter | 'source';
  };
  /**
   * Players: "You may play an additional land on each of your turns" (CR 305.2): each affected
   * player may play this many more lands on each of their turns (each ability adds its own).
   */
  extraLandPlays?: number;
  /**
   * Players: "You may cast creature spells as though they had flash", "You may cast sorcery spells
   * and Dragon spells as though they had flash" (CR 601.3, 702.8a): each affected player may cast
   * a spell that matches the filter (its characteristics as the spell it would be, a split card's
   * half or an Adventure by its own, 709.3, 715.3) any time they could cast an instant. Only the
   * timing: the spell doesn't have flash (casting/flash-grants.ts).
   */
  castAsThoughFlash?: ObjectFilter;
  /**
   * Players: "You may play lands from your graveyard" (Crucible of Worlds), "You may play Forests
   * from your graveyard" (CR 305.1, 601.3): each affected player may play a land card matching
   * the filter from their own graveyard, as a land is played from the hand (main phase, empty
   * stack, one land a turn, 305.2; casting/zone-permissions.ts).
   */
  landsFromGraveyard?: ObjectFilter;
  /**
   * Players: their maximum hand size (CR 402.2): "You have no maximum hand size" (`none`), "Your
   * maximum hand size is eight" (`set`), "… is increased by one / reduced by one" (`change`).
   */
  handSize?: { none: true } | { set: number } | { change: number };
  /**
   * Players: "If an artifact or creature entering causes a triggered ability of a permanent you
   * control to trigger, that ability triggers an additional time" (Panharmonicon; CR 603.2d): an
   * ability of a permanent an affected player controls that an object matching `entering` (as it
   * is on the battlefield) entering triggers, triggers once more for each such ability
   * (triggers/trigger-times.ts). Or `source`: "If a triggered ability of a legendary creature you
   * control triggers, that ability triggers an additional time" (Annie Joins Up, Katara; "If an
   * ability of a Ninja creature you control triggers", Splinter): any triggered ability of a
   * permanent matching `source` (as it is, or last was as a leaves-the-battlefield ability looks
   * back, 603.10a) an affected player controls. Exactly one of the two.
   */
  triggersAdditionalTime?: { entering: ObjectFilter; source?: never } | { source: ObjectFilter; entering?: never };
  /**
   * Players: "Creatures entering don't cause abilities to trigger" (Torpor Orb), "Permanents
   * entering don't cause abilities of permanents your opponents control to trigger" (Elesh Norn,
   * `permanents`; CR 603.2, 603.6a): an ability an affected player controls (only a permanent's
   * with `permanents`) doesn't trigger on objects matching `entering` entering the battlefield
   * (triggers/trigger-times.ts).
   */
  enteringTriggersNothing?: { entering: ObjectFilter; permanents?: true };
  /** "as long as ...": evaluated continuously (CR 611.3a). */
  condition?: Condition;
}
