/**
 * Spell abilities, activated abilities (CR 602), mana abilities (CR 605), triggered abilities
 * (CR 603) and costs (CR 118, 601.2f–h, 602.2).
 */
import type { ManaType, ObjectId, Step } from '../ids';
import type { ObjectFilter, TargetSpec } from './filters';
import type { Keyword } from './keywords';
import type { Amount, CastZone, Condition } from './refs';
import type { DelayedMoment, StepSpec } from './steps';
import type { TriggerSpec } from './triggers';
import type { CopyException } from './card';

/** One mode of a modal spell or ability (CR 700.2). */
export interface ModeSpec {
  /** The mode's text, for the choice ("Counter target red spell."). */
  text: string;
  targets: TargetSpec[];
  steps: StepSpec[];
  /**
   * A spree mode's additional cost (CR 702.172a, 700.2h): "+ {1} — …". As an additional cost to
   * cast the spell, its caster pays the costs of the modes chosen (601.2f); mana only.
   */
  cost?: string;
}

/**
 * How many modes of a modal spell or ability are chosen (CR 700.2): "Choose one —" is
 * `{ count: 1 }`, "Choose one or both —" `{ count: 2, min: 1 }`, "Choose one or more —"
 * `{ count: <options>, min: 1 }`; `repeat`: "You may choose the same mode more than once"
 * (700.2d), each choice of a mode then adds its targets and steps again.
 */
export interface ModeChoice {
  /** The most modes chosen. */
  count: number;
  /** The fewest modes chosen (default `count`). */
  min?: number;
  /** The same mode may be chosen more than once (CR 700.2d). */
  repeat?: boolean;
  /**
   * "Choose one that hasn't been chosen —" (`game`) / "… hasn't been chosen this turn —" (`turn`):
   * a mode already chosen for this ability of this object, ever or this turn, can't be chosen
   * (CR 700.2); the object after a zone change is a new one (400.7) with none chosen.
   */
  unchosen?: 'game' | 'turn';
  /**
   * "Choose one. If you control a commander as you cast this spell, you may choose both
   * instead.": while `condition` holds as the modes are chosen (CR 601.2b, 603.3c; "you" the
   * caster or controller, "this" the spell or source), up to `count` modes, at least `min`, are
   * chosen instead (700.2).
   */
  instead?: { condition: Condition; count: number; min: number };
  options: ModeSpec[];
}

/** A spell's own effect: its targets and steps (CR 113.3a), or modes to choose from (CR 700.2). */
export interface SpellSpec {
  targets: TargetSpec[];
  steps: StepSpec[];
  /** "Choose one —": the modes chosen as the spell is cast (CR 601.2b); targets/steps then come from them. */
  modes?: ModeChoice;
  /**
   * The spell's targets and steps when it was kicked (CR 702.33d), in place of `targets` and
   * `steps`: "If this spell was kicked, instead destroy target creature" (Bloodchief's Thirst),
   * "… If this spell was kicked, it deals 2 damage to another target creature" (Jilt: the kicked
   * spell has one more target). Kicker is announced before targets are chosen (601.2b–c).
   */
  kicked?: { targets: TargetSpec[]; steps: StepSpec[] };
}

/** How much and what mana an ability adds (CR 106, 605). */
export type ManaProduce =
  /**
   * `plusPerRemoved`: "Add {U}, then add an additional {U} for each charge counter removed this
   * way" — the mana once more for each counter removed by `removeAnyCounters` (Mana Batteries).
   * `perRemoved`: "Add {W} for each storage counter removed this way" — the mana once for each
   * counter removed by `removeAnyCounters` (the storage lands; none removed, none added).
   * `instead`: "If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead" —
   * that mana while the condition holds as the ability resolves (of the same type).
   * `times`: "Add {G} for each creature you control", "Add an amount of {G} equal to ~'s power" —
   * the mana that many times, counted as the ability resolves (CR 106.1, 605.3b).
   */
  | {
      kind: 'fixed';
      mana: ManaType[];
      plusPerRemoved?: boolean;
      perRemoved?: true;
      instead?: { condition: Condition; mana: ManaType[] };
      times?: Amount;
    }
  /** "Add one mana of any color." */
  | { kind: 'anyColor' }
  /** "Add N mana of any one color."; `times`: "Add X mana of any one color, where X is …" (count 1). */
  | { kind: 'anyOneColor'; count: number; times?: Amount }
  /**
   * "Add {B} or {R}." (one of the listed types); `orChosen`: "Add {B} or one mana of the chosen
   * color" (Thriving Moor) — the colour its source chose as it entered is one more option (CR 614.12).
   */
  | { kind: 'oneOf'; options: ManaType[]; orChosen?: true }
  /**
   * "Add one mana of the chosen color" (Coldsteel Heart): the colour its source chose as it
   * entered (CR 614.12); with none chosen, the type is undefined and it adds nothing (106.5).
   */
  | { kind: 'chosenColor' }
  /**
   * "Add one mana of any color in your commander's color identity" (Command Tower, CR 903.4):
   * a colour of the identity of the commanders its controller owns; with none, or a colorless
   * identity, the type is undefined and it adds nothing (903.4f, 106.5).
   */
  | { kind: 'commanderColors' }
  /**
   * One of the listed combinations, chosen as it resolves (CR 106.1, 605.3b): "Add {W}{W},
   * {W}{U}, or {U}{U}" (filter lands); "Add two mana in any combination of colors" is every
   * combination of two coloured mana, "three mana in any combination of {R} and/or {G}" of those.
   */
  | { kind: 'combos'; options: ManaType[][] }
  /** "any type (colour) that a land you (an opponent) control(s) could produce" (CR 106.7). */
  | { kind: 'couldProduce'; lands: 'you' | 'opponent'; colorsOnly: boolean };

/**
 * A further instruction of a mana ability (CR 605.1a, 605.3b), done at once as it resolves:
 * `damagesYou` — "This land deals 1 damage to you." (painlands, Talismans): its source deals
 * that much damage to the ability's controller (CR 120.3a), whatever mana was chosen;
 * `gainLife` — "You gain 1 life." (Pristine Talisman); `draw` — "Draw a card." (the Eggs);
 * `counterOnSource` — "Put a time counter on this artifact." (Hourglass of the Lost), onto the
 * source if it is still on the battlefield. These load with the cards that have them
 * (mana/more-riders.ts): `opponentsGainLife` — "Each opponent gains 1 life." (Grove of the
 * Burnwillows); `doesntUntapNext` — "This land doesn't untap during your next untap step." (Cinder
 * Marsh: the source, CR 502.3); `sacrificeSource` — "If there are no depletion counters on this
 * land, sacrifice it." (Hickory Woodlot: with `ifNoCounters`, only then; 701.21a); `delayed` — "Draw
 * a card at the beginning of the next turn's upkeep." (Astrolabe), "When you next cast an instant
 * or sorcery spell this turn, copy that spell." (Ether): a delayed triggered ability created as it
 * resolves (603.7), controlled by the ability's controller with its source (603.7d–e). Any rider
 * may have `if`: "If you control a Nissa planeswalker, you gain 2 life." (Avid Reclaimer) — done
 * only if the condition, about its source and controller, holds as it resolves.
 */
export type ManaRider = (
  | { kind: 'damagesYou'; amount: number }
  | { kind: 'gainLife'; amount: number }
  | { kind: 'draw'; count: number }
  | { kind: 'counterOnSource'; counter: string; count: number }
  | { kind: 'opponentsGainLife'; amount: number }
  | { kind: 'doesntUntapNext' }
  | { kind: 'sacrificeSource'; ifNoCounters?: string }
  | { kind: 'delayed'; at?: DelayedMoment; nextCast?: ObjectFilter; steps: StepSpec[]; text: string }
) & { if?: Condition };

/**
 * A spending restriction of the mana an ability adds (CR 106.6): what that mana may pay for.
 * `spells` — casting a spell that matches (its characteristics as it is cast: "Spend this mana
 * only to cast a creature spell"); `abilities` — activating an ability of a source that matches
 * (`{}`: any ability; "… or activate abilities of artifacts"); `other` — any other payment (an
 * effect's "pays {3}", a special action's cost: "This mana can't be spent to cast a nonartifact
 * spell" allows everything but those spells). `from` — the spells only when cast from there
 * ("… only to cast spells from your graveyard", "… can't be spent to cast spells from your hand":
 * `'notYourHand'`). The restriction never changes the mana's type.
 */
export interface ManaSpend {
  spells?: ObjectFilter;
  from?: CastZone;
  abilities?: ObjectFilter;
  other?: true;
}

/** A cost (CR 118, 602.1): mana, {T}/{Q}, sacrifices, discards, life, counters, exiling the source. */
export interface CostSpec {
  mana?: string;
  tap?: boolean;
  untap?: boolean;
  /** "Sacrifice this creature". */
  sacrificeSelf?: boolean;
  /**
   * A cost of an ability in quotation marks that names the permanent giving it ("Equipped creature
   * has \"{T}, Sacrifice Blazing Torch: …\"", CR 113.7a, 613.1f): that permanent is sacrificed (CR
   * 701.21a) or unattached from the source (701.3d). Paid by mana/grantor-cost.ts.
   */
  grantor?: 'sacrifice' | 'unattach';
  /**
   * The permanent whose static ability gives the ability (`grantor`'s object, and the `grantor`
   * reference's), set on the ability the object has now (derived/abilities.ts), never written in a
   * card's definition.
   */
  grantorId?: ObjectId;
  /** "Sacrifice a creature", "Sacrifice two artifacts": `count` (1 if absent) permanents you control matching. */
  sacrifice?: { filter: ObjectFilter; label: string; count?: number };
  /**
   * "Tap an untapped creature you control", "Tap two untapped artifacts you control": that many
   * untapped permanents matching `filter` (which says "you control" and "untapped") become tapped.
   * Not {T}: a creature that came under its controller's control this turn can be tapped (302.6).
   */
  tapUntapped?: { count: number; filter: ObjectFilter; label: string };
  /**
   * "Discard a card" / "Discard a card at random" (CR 701.9b); "Discard a creature card": only
   * cards matching `filter` (its characteristics) can be chosen.
   */
  discard?: { count: number; random?: boolean; filter?: ObjectFilter; label?: string };
  /**
   * "Exile two cards from your graveyard" (`to: 'exile'`, the filter's zone the graveyard; or the
   * hand: "Exile a nonland card from your hand"),
   * "Return a land you control to its owner's hand" (`to: 'hand'`): the player chooses `count`
   * objects matching `filter` and moves them (CR 601.2h).
   */
  moveChosen?: { to: 'exile' | 'hand'; count: number; filter: ObjectFilter; label: string };
  /** "Pay N life" (CR 119.4). */
  payLife?: number;
  /** "Pay {E}{E}": remove that many energy counters from yourself (CR 107.14). */
  payEnergy?: number;
  /** "Remove N +1/+1 counters from this creature". */
  removeCounters?: { counter: string; count: number };
  /** "Remove any number of charge counters from this artifact": the player chooses how many (0 included) as it is paid. */
  removeAnyCounters?: { counter: string };
  /** "Exile this artifact". */
  exileSelf?: boolean;
  /** "Return this enchantment to its owner's hand" (paid last, like the other moves of the source). */
  returnSelf?: boolean;
  /** "Put a -1/-1 counter on this creature" (CR 122.1): always payable. */
  counterOnSelf?: { counter: string; count: number };
  /** "Discard your hand" (CR 701.9): payable with any number of cards in hand, none included. */
  discardHand?: boolean;
  /** "Mill a card" (CR 701.17a): not payable with fewer cards in the library (701.17b). */
  mill?: number;
  /**
   * "Remove a +1/+1 counter from a creature you control": one counter from one chosen permanent
   * matching `filter` (which requires that counter).
   */
  removeCounterFrom?: { counter: string; filter: ObjectFilter; label: string };
  /**
   * "Remove a counter from ~", "Remove two counters from ~" (`count` from the source), "Remove a
   * counter from a permanent you control" (`filter`, `label`: from one chosen permanent with a
   * counter): counters of any kind, each kind chosen as it is paid (CR 122.1; mana/any-counter-cost.ts).
   */
  removeAnyCounter?: { count: number; filter?: ObjectFilter; label?: string };
  /** "Reveal a Pirate card from your hand" (CR 701.20a): a card in the hand matching `filter` is shown; it stays there (mana/reveal-cost.ts). */
  reveal?: {
    filter: ObjectFilter;
    label: string;
    /**
     * Behold (CR 701.4a: "Behold a Kithkin" — reveal a Kithkin card from the hand or choose a
     * Kithkin permanent you control): the permanents that may be chosen instead of a card.
     */
    behold?: ObjectFilter;
  };
  /**
   * Crew N (CR 702.122a): "Tap any number of untapped creatures you control with total power N or
   * greater" — chosen as it is paid (mana/crew-cost.ts).
   */
  crew?: number;
  /**
   * Saddle N (CR 702.171a): with `crew`, only *other* untapped creatures are tapped ("Tap any
   * number of other untapped creatures you control with total power N or greater").
   */
  crewOthers?: true;
  /**
   * Collect evidence N (CR 701.59a): "exile any number of cards from your graveyard with total
   * mana value N or greater" — chosen as it is paid (mana/evidence-cost.ts).
   */
  collectEvidence?: number;
  /**
   * Blight N ("To blight N, a player puts N -1/-1 counters on a creature they control"; CR 122.1):
   * all on one creature the payer controls, chosen as it is paid, not targeted; with no creature
   * it can't be paid (mana/blight-cost.ts).
   */
  blight?: number;
  /**
   * Waterbend (CR 701.67a): `mana` is the waterbend cost, and this much of its generic mana may be
   * paid by tapping untapped artifacts and creatures the payer controls (mana/waterbend-cost.ts).
   */
  waterbend?: number;
  /**
   * "Exert ~" (CR 701.43a): the source won't untap during its controller's next untap step
   * (mana/exert-cost.ts).
   */
  exertSelf?: true;
  /** "Discard this card" (cycling's cost, activated from the hand, CR 702.29a). */
  discardSelf?: boolean;
  /** The cost is a cycling cost (cycling or typecycling, CR 702.29a, 702.29e): discarding it is cycling it (702.29c). */
  cycling?: boolean;
  /**
   * A loyalty symbol (CR 107.7, 606.2): +N puts N loyalty counters on the source, −N removes N
   * (606.4), 0 neither. Its presence makes the ability a loyalty ability, with the timing and
   * once-a-turn limit of 606.3; never a mana ability (605.1a).
   */
  loyalty?: number;
  /**
   * "−X" (CR 107.3, 606.4): X is announced as the ability is activated (602.2b, applying 601.2b),
   * at most the loyalty counters the source has (606.5), and X loyalty counters are removed;
   * `loyalty` is then 0. The X is the ability's while it resolves (107.3a).
   */
  loyaltyX?: true;
  /**
   * The parts whose number is X ("Remove X +1/+1 counters from ~", "Tap X untapped artifacts you
   * control", "Pay X {E}", "pay X life", "sacrifice X creatures", "exile X cards from your
   * graveyard", "discard X land cards"): X is announced as the ability is activated or the spell
   * is cast (CR 107.3, 601.2b, 602.2b), at most what those parts can pay (118.3), and each part
   * pays X (its own number is a placeholder). Paid by mana/x-costs.ts, loaded with the card.
   */
  costX?: XCostPart[];
}

/** A cost part whose number can be X ({@link CostSpec.costX}). */
export type XCostPart =
  'removeCounters' | 'tapUntapped' | 'payEnergy' | 'payLife' | 'sacrifice' | 'moveChosen' | 'discard';

/** When an activated ability may be activated, beyond priority (CR 602.5). */
export interface ActivationLimits {
  /** "Activate only as a sorcery" (CR 602.5d). */
  sorcerySpeed?: boolean;
  /** "Activate only during your upkeep" / "only during the end of combat step". */
  onlyDuring?: Step[];
  /** "Activate only during your turn". */
  yourTurnOnly?: boolean;
  /** "Activate only once each turn" / "no more than twice each turn". */
  perTurn?: number;
  /**
   * "Activate only once" (power-up's "Activate each power-up ability only once"; CR 602.5b): once
   * in the object's existence; a new object after a zone change may again (400.7).
   */
  once?: true;
  /** "Activate only if ..." */
  condition?: Condition;
  /** A Class's level bar (CR 716.2a): "activate only if this Class is level N" (the level before the one it gains). */
  classLevel?: number;
}

export interface ActivatedSpec {
  cost: CostSpec;
  /** Present for mana abilities (CR 605.1a: no target, could add mana). */
  mana?: ManaProduce;
  /**
   * A mana ability's further instructions, done as it resolves, after the mana is added (CR
   * 605.3b): "This land deals 1 damage to you." (see {@link ManaRider}).
   */
  manaRiders?: ManaRider[];
  /** What the mana it adds may be spent on (CR 106.6); absent: anything. */
  manaSpend?: ManaSpend;
  /** "This ability costs {1} less to activate for each …" (CR 602.2b, 601.2f): changes to its mana cost. */
  costChanges?: CostChange[];
  targets?: TargetSpec[];
  steps?: StepSpec[];
  /** "Activate only as a sorcery" (CR 602.5d). */
  sorcerySpeed?: boolean;
  limits?: ActivationLimits;
  /** Activated from another zone than the battlefield (cycling: `hand`, CR 702.29). */
  zone?: 'hand' | 'graveyard';
  /**
   * "Any player may activate this ability" (CR 602.2: only the controller may, unless the object
   * says otherwise): whoever activates it controls the ability and pays its costs; "you" in it is
   * that player.
   */
  anyPlayer?: boolean;
  /** A Class's level-N ability (CR 716.2a): its source has it only while its level is N or greater. */
  level?: number;
  /** A Room's door's ability (CR 709.5): its source has it only while the door of this name is unlocked. */
  door?: string;
  /**
   * A mode's ability of "As ~ enters, choose Khans or Dragons. • Khans — … • Dragons — …" (CR
   * 614.12): its source has it only if this mode was chosen as it entered (`chosenMode`).
   */
  ifChosen?: string;
  text: string;
}

export interface TriggeredSpec {
  on: TriggerSpec;
  /**
   * "When ~ enters, choose one —": the modes are chosen as the ability is put on the stack,
   * before its targets (CR 603.3c, 700.2); its targets and steps then come from the chosen modes
   * (`targets`/`steps` stay empty). A mode whose targets can't be chosen can't be chosen; with no
   * mode left the ability is removed from the stack.
   */
  modes?: ModeChoice;
  /** Intervening "if" (CR 603.4): checked when it triggers and again on resolution. */
  condition?: Condition;
  /**
   * "Whenever ~ attacks while you control a Dinosaur": a condition of the trigger event itself
   * (CR 603.2), checked only as the event happens, not again on resolution (not an intervening
   * "if", 603.4).
   */
  while?: Condition;
  /** "Do this only once each turn" (CR 603.2h): doesn't trigger once done this turn. */
  onceEachTurn?: boolean;
  /**
   * "This ability triggers only once each turn" (CR 603.2h): once it has triggered this turn (its
   * intervening "if" true, 603.4), the same object's ability doesn't trigger again until the next
   * turn; the object after a zone change is a new object (400.7) whose ability may trigger.
   */
  triggersOnceEachTurn?: boolean;
  /** A Class's level-N ability (CR 716.2a): its source has it only while its level is N or greater. */
  level?: number;
  /** A Room's door's ability (CR 709.5): its source has it only while the door of this name is unlocked. */
  door?: string;
  /**
   * A mode's ability of "As ~ enters, choose Khans or Dragons. • Khans — … • Dragons — …" (CR
   * 614.12): its source has it only if this mode was chosen as it entered (`chosenMode`).
   */
  ifChosen?: string;
  targets?: TargetSpec[];
  steps: StepSpec[];
  /**
   * A triggered mana ability (CR 605.1b): resolves at once, adding `count` (1 if absent) mana of
   * the type given ("an additional {G}", "{G}{G}"), of the type the tapped permanent produced
   * (`typeProduced`), or of colours its controller chooses as it resolves (`anyColor`: "one mana
   * of any color", "two mana in any combination of colors", CR 106.1a, 605.3b), or of the colour
   * its source chose as it entered (`chosenColor`, none chosen: none, 106.5); `times`: "{G} for
   * each Elf on the battlefield", counted as it resolves. Its `condition` and `while` are checked
   * then (603.4, 605.4a).
   */
  manaAbility?: { adds: ManaType | 'typeProduced' | 'anyColor' | 'chosenColor'; count?: number; times?: Amount };
  /**
   * "Whenever a land you control enters, you may return this card from your graveyard to the
   * battlefield" (Bloodghast): an ability that works only while its source is in its owner's
   * graveyard (CR 113.6), and not on the battlefield; watched by triggers/graveyard-watchers.ts.
   */
  zone?: 'graveyard';
  text: string;
}

export type AdditionalCost =
  | { kind: 'sacrifice'; filter: ObjectFilter; label: string }
  | { kind: 'kicker'; mana: string }
  /** Buyback (CR 702.27a): an optional additional cost; paid, the spell returns to its owner's hand as it resolves. */
  | { kind: 'buyback'; mana: string }
  /**
   * Entwine (CR 702.42a): the caster of a modal spell may choose all its modes instead of the
   * number specified, paying this additionally (see casting/modes.ts).
   */
  | { kind: 'entwine'; mana: string }
  /**
   * Escalate (CR 702.120a): "For each mode you choose beyond the first as you cast this spell,
   * you pay an additional [cost]" (see casting/cast.ts `totalCost`).
   */
  | { kind: 'escalate'; mana: string }
  /**
   * Offspring (CR 702.175a): an optional additional cost; paid, "When this permanent enters, if
   * its offspring cost was paid, create a token that's a copy of it, except it's 1/1" (a triggered
   * ability the compiler writes beside it, with the condition `{ altCostPaid: 'offspring' }`).
   */
  | { kind: 'offspring'; mana: string }
  /**
   * An optional additional cost whose payment makes copies (CR 118.8, 601.2b, 601.2h): replicate
   * and squad's `mana`, paid any number of times (702.56a, 702.157a); casualty N's "sacrifice a
   * creature with power N or greater" (`power`, 702.153a) and conspire's "tap two untapped
   * creatures you control that each share a color with it" (702.78a), paid at most once. The
   * times paid are remembered (`copyCostPaid`) for the trigger the compiler writes beside it.
   * Multikicker's `mana` (702.33c) is paid the same way and makes no copies: the times paid are
   * what "for each time it was kicked" reads.
   * Bargain (702.166a–b): "you may sacrifice an artifact, enchantment, or token as you cast this
   * spell", paid at most once and making no copies: paid, the spell "was bargained" (and so was
   * the permanent it becomes).
   * Collect evidence N as an optional additional cost (CR 701.59a–b, `evidence`: N), paid at most
   * once and making no copies: paid, "evidence was collected" (the times paid, 0 or 1).
   */
  | {
      kind: 'copies';
      keyword: 'replicate' | 'squad' | 'casualty' | 'conspire' | 'multikicker' | 'bargain' | 'collect evidence';
      mana?: string;
      power?: number;
      evidence?: number;
    }
  /**
   * "As an additional cost to cast this spell, discard a card / two cards" (CR 118.8, 701.9);
   * `'x'`: "discard X cards", X announced as the spell is cast (601.2b) even without {X} in its
   * mana cost (then X doesn't change its mana value, 202.3e).
   */
  | { kind: 'discard'; count: number | 'x' }
  /**
   * Any other mandatory additional cost written as a cost (CR 118.8, 601.2h): "pay 3 life",
   * "exile a creature card from your graveyard", "tap two untapped creatures you control",
   * "sacrifice two creatures", "discard a card at random". Only the parts that don't name the
   * spell itself; `label` says it where it can't be paid.
   */
  | { kind: 'cost'; cost: CostSpec; label: string }
  /**
   * "As an additional cost to cast this spell, sacrifice a creature or pay {3}" (CR 118.8): the
   * caster announces which of the `options` they will pay (601.2b), among those they could pay; an
   * option's mana joins the total cost (601.2f) and its other parts are paid with it (601.2h).
   */
  | { kind: 'either'; options: { cost: CostSpec; label: string }[] };

/**
 * A static ability of a spell that changes its own total cost as it is cast (CR 601.2f):
 * "This spell costs {1} less to cast for each artifact you control" (`less`, `each`), "This
 * spell costs {2} less to cast if you control a Wizard" (`condition`), "… costs {1} more …".
 * Counted and checked as the total cost is determined (after targets are chosen, 601.2c), with
 * the spell on the stack as "this". A reduction reduces the generic part only (generic mana in
 * a cost, CR 118.7) and never below {0}; the spell's mana cost and mana value don't change.
 */
export interface CostChange {
  change: 'less' | 'more';
  /**
   * The mana of one application, as written (`{1}`). A reduction's coloured symbols (power-up's
   * mana cost) reduce symbols of their colour, else the generic part (CR 118.7).
   */
  mana: string;
  /** "for each …": applied this many times. */
  each?: Amount;
  /** "if …": applied only when this holds. */
  condition?: Condition;
}

/**
 * The alternative costs a card's own text can offer (CR 118.9), and retrace and jump-start, which
 * let it be cast from its owner's graveyard by discarding a card in addition to paying its other
 * costs (702.81a, 702.133a): each is a kind of `AltCost`, a way to cast (`CastCost`) and what a
 * spell remembers paying (`SpellInfo.altCost`).
 */
export const ALT_COST_KINDS = [
  'flashback',
  'web-slinging',
  'madness',
  'miracle',
  'disturb',
  'surge',
  'evoke',
  'dash',
  'blitz',
  'spectacle',
  'prowl',
  'freerunning',
  'warp',
  'overload',
  'awaken',
  'foretell',
  'sneak',
  'mayhem',
  'retrace',
  'jump-start',
  'graveyard',
  'alternative',
  'bestow',
  'mutate',
  'emerge',
  'harmonize',
  'fuse',
] as const;

/** One of {@link ALT_COST_KINDS}. */
export type AltCostKind = (typeof ALT_COST_KINDS)[number];

/**
 * The alternative costs whose payment the permanent the spell becomes remembers (CR 707.10: a
 * copy of the spell too): evoke's sacrifice trigger, dash's and blitz's haste and end-step
 * return or sacrifice, warp's end-step exile, prowl's "if its prowl cost was paid" (702.76a); and offspring's optional additional cost (702.175a).
 */
export type RememberedAltCost = 'evoke' | 'dash' | 'blitz' | 'warp' | 'prowl' | 'offspring';

export type AltCost =
  /**
   * Flashback (CR 702.34a); `cost`: the parts of its cost other than mana ("Flashback—{1}{U}, Pay
   * 3 life", Deep Analysis), paid with the mana (601.2h). Without `mana`, a flashback an effect
   * gives "The flashback cost is equal to its mana cost": the mana cost of the card (of the half
   * cast, for a split card, 709.3b) is paid (casting/granted-flashback.ts).
   */
  | { kind: 'flashback'; mana?: string; cost?: CostSpec }
  | { kind: 'web-slinging'; mana: string }
  /**
   * Sneak (CR 702.190a): any time its caster could cast an instant during their declare blockers
   * step, for this cost and returning an unblocked creature they control to its owner's hand; a
   * permanent spell cast so enters tapped and attacking what that creature attacked (702.190b).
   */
  | { kind: 'sneak'; mana: string }
  /**
   * Mayhem [cost] (CR 702.187b): "As long as you discarded this card this turn, you may cast it
   * from your graveyard by paying [cost] rather than paying its mana cost." Timing still applies.
   */
  | { kind: 'mayhem'; mana: string }
  /**
   * Retrace (CR 702.81a): "You may cast this card from your graveyard by discarding a land card in
   * addition to paying its other costs." Jump-start (702.133a): the same, discarding any card, and
   * "If this spell was cast using its jump-start ability, exile this card instead of putting it
   * anywhere else any time it would leave the stack." Not alternative costs: the mana cost is paid.
   */
  | { kind: 'retrace' | 'jump-start' }
  /**
   * A card's own permission to be cast from its owner's graveyard (CR 601.3, 113.6): "You may cast
   * this card from your graveyard [as long as you control a Zombie]". The mana cost is paid as
   * usual and timing still applies; `condition` must hold as it is cast (checked with "this" the
   * card). Not an alternative cost: the spell goes where it would from the stack. `cost`: an
   * additional cost paid only when cast this way ("… by discarding a card in addition to paying
   * its other costs", CR 118.8, 601.2h).
   */
  | { kind: 'graveyard'; condition?: Condition; cost?: CostSpec }
  /**
   * The same permission with an alternative cost (CR 118.9): "You may cast this card from your
   * graveyard by paying {2}{W} [and sacrificing two creatures] rather than paying its mana cost":
   * `mana` replaces the mana cost, `cost` holds its other parts, paid with it (601.2h).
   */
  | { kind: 'graveyard'; mana: string; cost?: CostSpec; condition?: Condition }
  /**
   * Madness (CR 702.35a): discarded, the card is exiled instead, and its madness trigger lets its
   * owner cast it from exile for this cost (the only time the cost can be used).
   */
  | { kind: 'madness'; mana: string }
  /**
   * Miracle (CR 702.94a): drawn as the first card its owner drew this turn, it is revealed and its
   * miracle trigger lets its owner cast it from their hand for this cost (the only time it can be used).
   */
  | { kind: 'miracle'; mana: string }
  /**
   * Disturb (CR 702.146a): "You may cast this card transformed from your graveyard by paying
   * [cost] rather than its mana cost." Written on the front face; the compiler puts it on the back
   * face's definition, the face the spell is cast as (its back face up, 712.11c; 702.146b: it
   * enters so). Timing still applies.
   */
  | { kind: 'disturb'; mana: string }
  /** Surge (CR 702.117a): usable only if its caster has cast another spell this turn. */
  | { kind: 'surge'; mana: string }
  /**
   * Evoke (CR 702.74a): cast for this cost; "When this permanent enters, if its evoke cost was
   * paid, its controller sacrifices it" (a triggered ability the compiler writes beside it).
   * Dash (702.109a): cast for this cost, the permanent has haste and returns to its owner's hand
   * at the beginning of the next end step. Blitz (702.152a): it has haste and "When this creature
   * dies, draw a card", and is sacrificed at the beginning of the next end step. Spectacle
   * (702.137a): usable only if an opponent lost life this turn. Warp (702.185a): only from the
   * hand; the permanent is exiled at the beginning of the next end step, and its owner may cast it
   * from exile on a later turn. Foretell (702.143a): only for a card its owner foretold (exiled
   * face down from their hand by the special action, casting/foretell-plot.ts), from exile,
   * after the turn it was foretold.
   */
  | { kind: 'evoke' | 'dash' | 'blitz' | 'spectacle' | 'warp' | 'foretell'; mana: string }
  /**
   * Prowl (CR 702.76a) and freerunning (702.173a): usable only if a player was dealt combat damage
   * this turn by a source its caster controlled that had one of the spell's creature types
   * (prowl) or was an Assassin or a commander (freerunning): `condition` says which
   * (`combatDamageByYours`), checked with "this" the card and "you" its caster.
   */
  | { kind: 'prowl' | 'freerunning'; mana: string; condition: Condition }
  /**
   * Overload (CR 702.96a–b): cast for this cost, the spell's text is changed by replacing every
   * "target" with "each": `spell` is that text's spell ability (it has no targets, 702.96c).
   */
  | { kind: 'overload'; mana: string; spell: SpellSpec }
  /**
   * Awaken N—[cost] (CR 702.113a): cast for this cost, the spell also puts N +1/+1 counters on
   * target land its controller controls, and that land becomes a 0/0 Elemental creature with
   * haste that's still a land: `spell` is the spell ability with that instruction and its target
   * after the spell's own (the awakening is its last instruction).
   */
  | { kind: 'awaken'; mana: string; spell: SpellSpec }
  /**
   * Bestow (CR 702.103a–b): cast for this cost, the spell is a bestowed Aura spell with enchant
   * creature (it targets a creature, 303.4a) and not a creature spell; the permanent stays an Aura
   * until it becomes unattached, then is an enchantment creature again (702.103f).
   */
  | { kind: 'bestow'; mana: string }
  /**
   * Mutate [cost] (CR 702.140a): cast for this cost, the spell is a mutating creature spell that
   * targets a non-Human creature with the same owner: `spell` is that spell ability (its one
   * target, no instructions). Resolving with its target legal, it merges with it (702.140c, 730.2,
   * resolution/merge.ts); with its target illegal, it enters as a creature spell would (702.140b).
   */
  | { kind: 'mutate'; mana: string; spell: SpellSpec }
  /**
   * Fuse (CR 702.102a–d), on a split card: cast from its owner's hand, both halves as one fused
   * split spell (no half chosen, so it has both halves' characteristics, 709.4d). Not an
   * alternative cost: `mana` is both halves' mana costs (702.102c); `spell` is the left half's
   * instructions then the right half's (702.102d), with both halves' targets in that order.
   */
  | { kind: 'fuse'; mana: string; spell: SpellSpec }
  /**
   * Emerge [cost] (CR 702.119a): "You may cast this spell by paying [cost] and sacrificing a
   * creature rather than paying its mana cost" and "If you chose to pay this spell's emerge cost,
   * its total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana
   * value." The permanent to sacrifice (`what`, a creature you control; "emerge from artifact": an
   * artifact) is chosen as the cost is announced (601.2b), the total cost reduced (601.2f), and it
   * is sacrificed as the cost is paid (601.2h): casting/emerge.ts. `condition`: there is one.
   */
  | { kind: 'emerge'; mana: string; what: ObjectFilter; label: string; condition: Condition }
  /**
   * Harmonize [cost] (CR 702.180a): cast from its owner's graveyard for [cost], exiled instead of
   * leaving the stack anywhere else; its caster may tap an untapped creature they control to
   * reduce the total cost by that creature's power, generic mana only (702.180b):
   * casting/harmonize.ts.
   */
  | { kind: 'harmonize'; mana: string }
  /**
   * A card's own alternative cost (CR 118.9): "You may pay 1 life and exile a blue card from your
   * hand rather than pay this spell's mana cost" (Force of Will), "If you control a Plains, you may
   * tap an untapped creature you control rather than pay this spell's mana cost" (Orim's Cure).
   * `mana` replaces the mana cost ({0} when the cost is only other parts); `cost` holds its other
   * parts, paid with it (601.2h); `condition` must hold as the spell is cast (checked with "this"
   * the card). Additional costs, increases and reductions still apply (118.9d).
   */
  | { kind: 'alternative'; mana: string; cost?: CostSpec; condition?: Condition };

/** The parts of an alternative cost other than mana, and its condition (CR 118.9, 601.2h); absent: none. */
export type AltCostParts = { cost?: CostSpec; condition?: Condition };

/**
 * A timing restriction other than the card type's (CR 601.3, 307.1): "Cast this spell only
 * during combat before blockers are declared", "only during the declare blockers step",
 * "only before the combat damage step", "only during your turn", "only during combat on an
 * opponent's turn", "only during the declare attackers step and only if you've been attacked
 * this step".
 */
export type CastTiming =
  | 'duringCombatBeforeBlockers'
  | {
      onlyDuring: Step[];
      yourTurnOnly?: boolean;
      /** "during an opponent's turn", "during an opponent's upkeep". */
      opponentTurnOnly?: boolean;
      /** "and only if you've been attacked this step": a creature is attacking its caster (CR 508.1). */
      attackedOnly?: boolean;
    }
  | { onlyBefore: Step }
  /**
   * "Cast this spell only if you control two or more Vampires" (CR 601.3): a condition checked as
   * the spell would begin to be cast, "you" its caster and "this" the card (not yet a spell).
   */
  | { onlyIf: Condition };

/**
 * "As this enters, choose ..." (CR 614.12): the choice is stored on the permanent
 * (`chosenName`, `chosenColor`, `chosenPlayer`) for its abilities to read (`{ ref: 'chosenPlayer' }`,
 * filters' `chosenColor` and `controller: 'chosenPlayer'`).
 */
export type EntersChoice =
  | 'chooseNonlandCardName'
  | 'chooseColor'
  /** "As ~ enters, choose a creature type" (CR 614.12, 205.3m). */
  | 'chooseCreatureType'
  | 'chooseOpponent'
  /** "As this enters, you may pay 2 life. If you don't, it enters tapped." (CR 614.12, 119.4) */
  | { payLifeOrTapped: number }
  /** "As this enters, you may reveal a Giant card from your hand. If you don't, it enters tapped." (CR 614.12, 701.20a) */
  | { revealOrTapped: ObjectFilter }
  /**
   * "You may have this creature enter with a +1/+1 counter on it" (unleash, CR 702.98a; riot's
   * "… an additional +1/+1 counter on it. If you don't, it gains haste", 702.136a): a choice made
   * as it enters (614.12); `orGains`: the keyword it gains for as long as it stays on the
   * battlefield if its controller doesn't take the counter (611.2a).
   */
  | { mayCounter: string; orGains?: Keyword }
  /**
   * "You may have this creature enter as a copy of any creature on the battlefield[, except …]"
   * (Clone; CR 707.2, 614.1c): as it enters its controller may choose a permanent on the
   * battlefield matching `mayCopy` (relative to them); it enters with that permanent's copiable
   * values (707.2, 707.3: a copy of a copy copies the copy), `except` changing them (707.9b).
   */
  | { mayCopy: ObjectFilter; except?: CopyException }
  /**
   * Devour N (CR 702.82a): "As this object enters, you may sacrifice any number of [creatures /
   * `filter`]. This permanent enters with N +1/+1 counters on it for each one sacrificed this way."
   * Amplify N (702.38a): the same for each card revealed from its controller's hand that shares a
   * creature type with it (`filter`: cards of those types). Chosen before it moves (614.12).
   * `spelledOut`: the same choice written out, not the keyword ("As this creature enters, you may
   * sacrifice any number of creatures and/or planeswalkers. If you do, it enters with twice that
   * many +1/+1 counters on it.").
   */
  | { devour: number; filter: ObjectFilter; spelledOut?: true }
  | { amplify: number; filter: ObjectFilter }
  /**
   * One of named options chosen as it enters (CR 614.12): `pick: 'mode'`, "As this enchantment
   * enters, choose Khans or Dragons." (the Sieges: the permanent has only the chosen mode's
   * abilities, kept as `chosenMode`); `pick: 'counter'`, "This creature enters with your choice
   * of a deathtouch counter or a lifelink counter on it" (614.1c: it enters with the one chosen);
   * `pick: 'color'`, "As this land enters, choose a color other than black." (the Thriving lands,
   * the Gates: `options` the colours it may choose, kept as `chosenColor`).
   */
  | { pick: 'mode' | 'counter' | 'color'; options: string[] };

/** A pre-game ability (CR 103.2): reveal from the sideboard and exile, linked by name (CR 607.2n). */
export type PregameAbility = 'exileDraftedInstantOrSorcery';
