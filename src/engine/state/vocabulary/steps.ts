/**
 * Steps: the instructions of a resolving spell or ability, in order (CR 608.2c), written like
 * Oracle templating. Each kind has one handler and one rule number in the engine's step table
 * (resolution/steps/), so a kind cannot exist half-wired. `when` guards a step ("If you do",
 * "if it was kicked"); `as` names a step's result for later steps. Steps act only on objects
 * that are still the objects they refer to (CR 400.7); what can't be done is skipped and said.
 */
import type { ManaType, ObjectId } from '../ids';
import type { ActivatedSpec, ManaSpend, TriggeredSpec } from './abilities';
import type { Keyword } from './keywords';
import type { ObjectFilter, SpellFilter, TargetFilter, TargetSpec } from './filters';
import type { Amount, Condition, ObjectSet, Ref } from './refs';
import type { Affected, GrantedAbility, Restriction, StaticSpec, TypeChange } from './statics';
import type { RuleNumber } from '../rules';
import type { CopyException } from './card';

/**
 * When a permission to play a card from exile ends: at the end of this turn ("this turn",
 * "until end of turn"), at the end of its holder's next turn ("until the end of your next
 * turn"), or never while the card stays in exile ("for as long as it remains exiled"; a card
 * that leaves exile is a new object without it, CR 400.7).
 */
export type PlayPermissionEnd = 'endOfTurn' | 'endOfYourNextTurn' | 'yourNextEndStep' | 'whileExiled';

/** A token to create (CR 111.2–111.4): characteristics as the effect defines them. */
export interface TokenSpec {
  /**
   * The name the text gives ("create a token named Kaldra"); absent when it gives none, and the
   * token is then named after its subtypes plus "Token" (CR 111.4: "Elephant Token").
   */
  name?: string;
  typeLine: string;
  colors: ManaType[];
  /** Absent for a token that is no creature (a Treasure, CR 111.10a). */
  power?: number;
  toughness?: number;
  keywords?: Keyword[];
  /** Activated abilities the token has ("with \"{T}, Sacrifice this token: …\"", CR 111.10, 113.1b). */
  activated?: ActivatedSpec[];
  /**
   * Triggered and static abilities the effect gives the token ("a 1/1 black and green Pest creature
   * token with \"When this token dies, you gain 1 life.\"", CR 111.3, 113.1b): its own abilities,
   * which work like any permanent's.
   */
  triggered?: TriggeredSpec[];
  statics?: StaticSpec[];
  /** Changeling on a token (CR 702.73a): it is every creature type. */
  everyCreatureType?: boolean;
  /** An Aura token's enchant ability (CR 702.5a): a Role's "Enchant creature". */
  enchant?: TargetFilter;
  /** The words of its quoted abilities, for the card frame (absent: its activated abilities' words). */
  text?: string;
  /** A predefined token (CR 111.10): its name in {@link PredefinedTokenName}, for the log's rule. */
  predefined?: PredefinedTokenName;
  /**
   * A transforming double-faced token's back face (an Incubator's "0/0 Phyrexian artifact
   * creature", CR 701.53a): the token transforms into it (701.27a).
   */
  back?: Omit<TokenSpec, 'back'>;
}

/**
 * An emblem's abilities (CR 114.1, 114.3): an emblem has no characteristics but the abilities the
 * effect that creates it defines: no name, types, mana cost or color. `text`: the quoted words,
 * for the log and the frame.
 */
export interface EmblemSpec {
  triggered?: TriggeredSpec[];
  statics?: StaticSpec[];
  text: string;
}

/**
 * One choice among cards looked at (CR 608.2c): "Put one of them into your hand", "You may reveal
 * a creature card from among them and put it into your hand", "You may put a land card from
 * among them onto the battlefield tapped". The looker chooses `n` of the looked-at cards that
 * match `filter` (as many as there are if fewer; `upTo`: any number from 0 to `n`, "you may"
 * and "up to"); "you" in the filter is the looker. `reveal`: the chosen cards are revealed
 * (701.20a); otherwise only the looker knows them.
 */
export interface LookPick {
  n: number;
  upTo?: boolean;
  filter?: ObjectFilter;
  reveal?: boolean;
  to: 'hand' | 'battlefield' | 'graveyard';
  tapped?: boolean;
  /** The words for what is chosen ("an artifact card"), for the prompt. */
  label: string;
  /**
   * Onto the battlefield "with three +1/+1 counters on it": the counters each chosen card
   * enters with (CR 122.6, 614.1c).
   */
  withCounters?: { counter: string; count: number };
  /**
   * The name under which the objects this pick put onto the battlefield are kept, for a later
   * instruction of the same effect ("It gains hexproof …"; the new objects, CR 400.7j): one
   * object id, or none (an empty list) when nothing was chosen.
   */
  as?: string;
}

/** The predefined tokens the engine knows (CR 111.10a, b, f, g, and Gold, Shard, Lander, Mutagen, Junk). */
export type PredefinedTokenName =
  | 'Treasure'
  | 'Food'
  | 'Clue'
  | 'Blood'
  | 'Gold'
  | 'Shard'
  | 'Lander'
  | 'Mutagen'
  | 'Junk'
  | 'Powerstone'
  | 'Map'
  | 'Vibranium'
  | 'Walker';

/**
 * How long an effect from a resolved spell or ability lasts (CR 611.2a): until end of turn
 * (514.2), until end of combat (511.3), "until your next turn" (`yourNextTurn`): it ends as
 * the next turn of the spell's or ability's controller begins (500.5, before its untap step);
 * "for as long as you control ~" (`whileYouControlSource`): it ends when that player no longer
 * controls the source, and does nothing if they don't as it resolves (611.2b); "for as long as ~
 * remains tapped" (`whileSourceTapped`): it ends once the source is untapped or leaves the
 * battlefield, and does nothing if it isn't tapped there as it resolves (611.2b); "for as long as
 * you control ~ and ~ remains tapped" (`whileYouControlSourceTapped`): both.
 */
export type Duration =
  | 'endOfTurn'
  | 'endOfCombat'
  | 'yourNextTurn'
  | 'whileYouControlSource'
  | 'whileSourceTapped'
  | 'whileYouControlSourceTapped';

/** Where a countered spell goes instead of its owner's graveyard (CR 614.1a): exile, hand, top or bottom of library. */
export interface SpellDestination {
  zone: 'exile' | 'hand' | 'library';
  position?: 'top' | 'bottom';
}

/** Where a delayed triggered ability waits (CR 603.7). */
/** When a delayed trigger triggers: the next upkeep (anyone's), the controller's next upkeep, the next end step, the end of combat. */
export type DelayedMoment = 'nextUpkeep' | 'yourNextUpkeep' | 'nextEndStep' | 'endOfCombat';

/** One instruction of a resolving spell or ability (CR 608.2c). */
export type StepSpec =
  /**
   * "deals N damage to ..." (CR 120). `divided`: as announced while casting (601.2d). `by`: another
   * source than the ability's. `as`: stores what was dealt damage (more than 0, after prevention):
   * "a creature dealt damage this way" (608.2c). `each`: the amount is counted for each player or
   * object dealt damage, with the variable of that name holding it ("deals damage to each player
   * equal to the number of lands they control"), all counted before any damage is dealt (120.3).
   * `totalAs`: stores the damage dealt in all, after prevention ("You gain life equal to the damage
   * dealt this way"). `unpreventable`: "The damage can't be prevented" (CR 615.12).
   */
  (
    | {
        do: 'damage';
        amount: Amount;
        to: Ref;
        divided?: boolean;
        unpreventable?: boolean;
        by?: Ref;
        as?: string;
        each?: string;
        totalAs?: string;
      }
    /**
     * "Target creature you control fights target creature you don't control" (CR 701.14a): each
     * deals damage equal to its power to the other, at once. If either is no longer a creature on
     * the battlefield (or an illegal target), no damage is dealt (701.14b); a creature fighting
     * itself deals damage to itself twice (701.14c).
     */
    | { do: 'fight'; what: Ref; other: Ref }
    | { do: 'draw'; player: Ref; count: Amount }
    /**
     * "discards N cards" (CR 701.9): chosen by the discarding player, or at random (the state's
     * seeded generator); `'all'`: "discards their hand". `as`: the discarded cards (their new
     * objects in the graveyard), so "if you do" reads it. `chosenBy: 'you'`: "Target opponent
     * reveals their hand. You choose a nonland card from it. That player discards that card." —
     * the hand is revealed (CR 701.20a) and the ability's controller chooses among the cards
     * matching `filter` (zone: hand; "you" in it is the ability's controller); with none, nothing
     * is discarded. `anyNumber` (with `count: 'all'`): "discard any number of cards": the player
     * chooses any number of the cards in their hand, none included (with a number, "discard up to
     * two cards": none to that many); `as` holds them and "that
     * many" reads how many (a `varAmount` of a list is its length). With `chosenBy`: `count:
     * 'all'` is "reveals their hand and discards all nonland cards" (every match, no choice);
     * `upTo`: "choose up to two cards from it" (none to that many); `looked`: "Look at target
     * player's hand and choose a card from it" — the hand is shown to the controller only (CR
     * 402.3), not revealed. `exile` (with `chosenBy`): "You choose a nonland card from it. Exile
     * that card." — the cards chosen are exiled (CR 406.2) instead; they are not discarded (no
     * discard, 701.9a), and `as` holds their new objects in exile. `filter` without `chosenBy`:
     * "discard a land card" — the discarder chooses among their cards matching it.
     */
    | {
        do: 'discard';
        player: Ref;
        count: Amount | 'all';
        random?: boolean;
        as?: string;
        chosenBy?: 'you';
        filter?: ObjectFilter;
        anyNumber?: true;
        upTo?: true;
        looked?: true;
        exile?: true;
        /** A cost ("… unless you discard two cards", CR 118.3): with fewer than `count` cards it can discard, none. */
        exactly?: true;
      }
    /** "Look at target player's hand" (CR 402.3): its cards are shown to the ability's controller. */
    | { do: 'lookAtHand'; player: Ref }
    /**
     * "Reveal any number of blue cards in your hand" (CR 701.20a): the controller chooses any
     * number of the cards in their hand matching `filter` (zone: hand; "you" in it is the
     * controller) and reveals them; `as` holds how many ("for each card revealed this way").
     */
    | { do: 'revealFromHand'; filter: ObjectFilter; as: string }
    /**
     * "Starting with you, each player votes for A or B" (CR 701.38a): each player, starting with
     * the controller and in turn order, votes for one of `options`; `as.0`, `as.1`, … hold how
     * many votes each option got ("If A gets more votes", "for each A vote").
     */
    | { do: 'vote'; options: string[]; as: string }
    /** "mills N cards" (CR 701.17a). `as`: the milled cards (their new objects in the graveyard). */
    | { do: 'mill'; player: Ref; count: Amount; as?: string }
    /**
     * "Put up to two creature cards from your hand onto the battlefield", "… any number of land
     * cards … tapped" (CR 608.2c, 305.4): the controller chooses from none to `max` cards in their
     * hand matching `filter` (zone: hand; "you" is the controller), and they enter at once under
     * their control. `as`: the new permanents.
     */
    | { do: 'putFromHand'; filter: ObjectFilter; max: number; tapped?: boolean; label: string; as?: string }
    /**
     * "Mill three cards. You may put a land card from among them into your hand" (CR 608.2c): the
     * controller chooses one of the objects `from` names that is still in `zone` (a card that
     * left it is a new object, 400.7) and matches `filter` (with `zone`; "you" is the
     * controller), and puts it `to` its owner's hand or onto the battlefield under the
     * controller's control. `upTo`: "you may" (none is allowed); else one if there is one.
     * `as`: whether a card was put (true or false), for "If you don't, …" (CR 608.2c).
     */
    /**
     * "put two cards from your hand on top of your library in any order", "… a card … on the
     * bottom of your library" (CR 401.4): the controller chooses `count` cards from their hand
     * (all of them if fewer) and arranges them; they go `position` in their library at once.
     * `as`: whether that many were put (for "If you do", CR 608.2c).
     */
    | { do: 'handToLibrary'; count: Amount; position: 'top' | 'bottom'; as?: string }
    | {
        do: 'pickAmong';
        from: Ref;
        zone: 'graveyard';
        filter?: ObjectFilter;
        upTo?: true;
        /** "up to two land cards": how many may be chosen (one if absent). */
        max?: number;
        /** "all Elf cards": every card that matches moves, nothing chosen. */
        all?: true;
        to: 'hand' | 'battlefield';
        label: string;
        as?: string;
      }
    /**
     * "Exile the top N cards of your library" (CR 406.2, face up, 406.3): all of them if fewer.
     * `as`: the new objects in exile, for "You may play those cards this turn".
     */
    | {
        do: 'exileTop';
        player: Ref;
        count: Amount;
        as?: string;
        /**
         * "Exile cards from the top of your library until you exile a nonland card" (CR 406.2): one
         * card at a time until one matching this is exiled (or the library is empty; `count` is
         * ignored); `as` then names that card only.
         */
        until?: ObjectFilter;
      }
    /**
     * "You may play that card this turn", "Until the end of your next turn, you may play those
     * cards", "You may cast it for as long as it remains exiled" (CR 601.3, 305.1): the controller
     * of the effect may play (`castOnly`: cast) the named cards still in exile, with the usual
     * timing and costs, until the permission ends ({@link PlayPermission}). `from: 'graveyard'`:
     * cards in a graveyard instead ("Mill a card. You may play that card this turn", "You may cast
     * target artifact card from your graveyard this turn"). `free`: "… without paying its mana
     * cost" (CR 118.9): cast so, for no mana and no other alternative cost. `owner`: "its owner may
     * play it" — each card's owner holds the permission, not the effect's controller.
     */
    | {
        do: 'permitPlay';
        what: Ref;
        until: PlayPermissionEnd;
        castOnly?: boolean;
        laterTurn?: true;
        from?: 'graveyard';
        free?: true;
        owner?: true;
      }
    | { do: 'gainLife'; player: Ref; amount: Amount }
    /**
     * `as`: the life lost in all, for "You gain life equal to the life lost this way" (a number).
     * `each`: the amount is counted for each player who loses life, with the variable of that name
     * holding that player ("Each opponent loses 1 life for each creature they control"), all
     * counted before any life is lost (CR 608.2h, 119.3).
     */
    | { do: 'loseLife'; player: Ref; amount: Amount; as?: string; each?: string }
    /**
     * CR 701.8; `noRegenerate`: "It can't be regenerated" (701.19c). `as`: the permanents it
     * destroyed (not those indestructible or regenerated, CR 702.12b, 701.19a), for "for each
     * creature destroyed this way".
     */
    | { do: 'destroy'; what: Ref; noRegenerate?: boolean; as?: string }
    /**
     * Exile (CR 406.2), return to hand, put onto the battlefield or into a graveyard, or on
     * top/bottom of a library; a card goes to its owner's hand, library or graveyard (CR 400.3).
     * Onto the battlefield it enters under the control of "you" unless `controller: 'owner'`
     * ("under its owner's control", CR 110.2a), tapped if `tapped`. `as`: the new objects in
     * the zone they went to, for later instructions of the same effect ("Exile target creature.
     * Return it to the battlefield …": an effect can find an object it moved to a public zone,
     * CR 400.7j).
     */
    | {
        do: 'moveTo';
        what: Ref;
        zone: 'exile' | 'hand' | 'battlefield' | 'graveyard' | 'library';
        /** In a library: "second from the top" is below the top card (its only card if it was empty). */
        position?: 'top' | 'bottom' | 'second';
        tapped?: boolean;
        controller?: 'you' | 'owner';
        as?: string;
        /**
         * Unearth (CR 702.84a): "If it would leave the battlefield, exile it instead of putting it
         * anywhere else" — the permanent it put onto the battlefield carries the replacement.
         */
        exileIfLeaves?: true;
        /**
         * "… to the battlefield with a +1/+1 counter on it" (CR 122.6): it enters with them; "Exile ~
         * with three time counters on it": they are on it as it is exiled (122.1, not "put" on it).
         */
        withCounters?: { counter: string; count: number };
        /**
         * The objects it moved, as they were before they moved (their last-known information, CR
         * 608.2h): "For each creature exiled this way, its controller …" (their ids in the zone left).
         */
        left?: string;
      }
    /**
     * "Counter target spell" (CR 701.6a); `instead`: "If that spell is countered this way, exile
     * it / put it on top of its owner's library … instead of putting it into its owner's
     * graveyard" (614.1a).
     */
    | { do: 'counterSpell'; what: Ref; instead?: SpellDestination }
    /**
     * "You may cast creature spells this turn as though they had flash" (CR 601.3, 702.8a): each
     * player named may cast spells matching `spells` (their characteristics as the spells they
     * would be) any time they could cast an instant, for the rest of this turn.
     */
    | { do: 'flashThisTurn'; player: Ref; spells: ObjectFilter }
    /**
     * "Target instant or sorcery card in your graveyard gains flashback until end of turn. The
     * flashback cost is equal to its mana cost." (Snapcaster Mage; CR 702.34a, 611.2c): each
     * instant or sorcery card `what` names that is in a graveyard then has flashback for its mana
     * cost until end of turn (514.2), as long as it stays that object (400.7).
     */
    | { do: 'gainFlashback'; what: Ref }
    /** "Damage can't be prevented this turn" (Skullcrack; CR 615.12): all damage, for the rest of the turn. */
    | { do: 'unpreventableThisTurn' }
    /** "You may play an additional land this turn" (CR 305.2): each player named may play `count` more lands this turn. */
    | { do: 'extraLandPlays'; player: Ref; count: number }
    /** "Take an extra turn after this one" (CR 500.7): each player named takes one. */
    | { do: 'extraTurn'; player: Ref }
    /** "You skip your next turn", "… your next two turns" (CR 614.10): each player named skips their next `count` turns. */
    | { do: 'skipTurns'; player: Ref; count: number }
    /** A Class's level bar (CR 716.2a): "this Class's level becomes N" (the source, if still the same object). */
    | { do: 'gainLevel'; level: number }
    /** A Case's "to solve" ability (CR 719, 702.169): the source, if still the same object on the battlefield, becomes solved. */
    | { do: 'solve' }
    /** CR 701.26. */
    | { do: 'tap'; what: Ref }
    /**
     * Ninjutsu's effect (CR 702.49a): "Put this card onto the battlefield from your hand tapped
     * and attacking": the source card, if it is still in its owner's hand (one that left it is a
     * new object, 400.7: nothing happens). It attacks what the creature returned to pay the cost
     * attacked (702.49c), unblocked, never declared as an attacker (508.4).
     */
    | { do: 'ninjutsu' }
    /**
     * "… to the battlefield tapped and attacking" (CR 508.4): the creatures just put onto the
     * battlefield by the step before (`what`, its `as`) become attacking creatures, each attacking
     * what its controller chooses; outside combat, or under a player who isn't attacking, they
     * aren't (508.4a). They were never declared as attackers.
     */
    | { do: 'enterAttacking'; what: Ref }
    | { do: 'untap'; what: Ref }
    /**
     * "Transform this creature" (CR 701.27a): each double-faced permanent named turns over, the
     * same object (712.18); nothing happens to one that isn't double-faced (701.27c) or whose other
     * face is an instant or sorcery (712.10); an ability of the permanent transforms it only if it
     * hasn't transformed since the ability was put on the stack (701.27f).
     */
    | { do: 'transform'; what: Ref }
    /**
     * "Return it to the battlefield transformed under your control", "Exile ~, then return it to
     * the battlefield transformed under its owner's control" (CR 712.14a): each card named enters
     * with its back face up, under the control of "you" unless `controller: 'owner'` (110.2a),
     * tapped if `tapped`. A card that isn't a transforming double-faced card, or whose back face is
     * an instant or sorcery, stays in its zone (712.14a, 712.10). `as`: the new objects, as `moveTo`'s.
     */
    | { do: 'putTransformed'; what: Ref; controller?: 'you' | 'owner'; tapped?: true; as?: string }
    /**
     * "Flip this creature" (CR 710): a flip permanent named becomes flipped, the same object: from
     * now on its alternative name, text, type line and P/T apply (710.2), its colour and mana cost
     * unchanged (710.1c). Nothing happens to a permanent that isn't a flip card or is already flipped
     * (710.4: a one-way process).
     */
    | { do: 'flip'; what: Ref }
    /**
     * "create N tokens" (CR 111.2): `count` (default 1) for each player `player` names (default
     * you); `tapped`: "create a tapped Treasure token" (the token is created tapped, CR 110.5b).
     * `as`: the tokens created, for later instructions of the same effect ("Put three +1/+1
     * counters on it", "Sacrifice them at the beginning of the next end step"). `power` /
     * `toughness`: a printed X ("create an X/X green Ooze creature token, where X is …"), its
     * value as the step is followed replacing the token's (CR 107.3, 111.3). `attacking`: "that's
     * tapped and attacking" (CR 508.4: each attacks what its controller chooses, during combat).
     * `eachControllerOf` instead of `player`: "For each creature destroyed this way, its controller
     * creates …" — `count` for each object it names, by its controller as it last existed (608.2h).
     */
    | {
        do: 'createToken';
        token: TokenSpec;
        count?: Amount;
        player?: Ref;
        eachControllerOf?: Ref;
        tapped?: boolean;
        attacking?: true;
        /** "… tapped and attacking that player": the defending player, never a planeswalker (CR 508.4). */
        attackingPlayer?: true;
        as?: string;
        power?: Amount;
        toughness?: Amount;
      }
    /**
     * "Create a token that's a copy of target creature you control" (CR 707.2, 111.1): `count`
     * (default 1) tokens under the resolving ability's controller's control, each with the
     * copiable values of the object `of` names — its printed characteristics, not counters,
     * damage, tapped state or other effects on it — as it last existed if it has left its zone.
     * `tapped`: "create a tapped token that's a copy of …"; `attacking`: "… tapped and attacking"
     * (CR 508.4). `as`: the tokens created.
     */
    | {
        do: 'createTokenCopy';
        of: Ref;
        count?: Amount;
        tapped?: boolean;
        attacking?: true;
        as?: string;
        /** "…, except it's a 1/1" (CR 707.9b): exceptions to the copiable values. */
        except?: CopyException;
      }
    /**
     * "For each creature token you control, create a token that's a copy of that creature" (CR
     * 707.2, 111.1, 608.2c): for each object `of` names as the step starts, the tokens a
     * `createTokenCopy` step of it would create (`step` says how, its `of` unused). `as`: all the
     * tokens created.
     */
    | { do: 'createTokenCopyEach'; of: Ref; step: Extract<StepSpec, { do: 'createTokenCopy' }>; as?: string }
    | { do: 'addCounters'; what: Ref; counter: string; count: Amount }
    /**
     * Removes up to `count` counters of a kind from each object (CR 122.8); `as` stores whether
     * all of them could be removed ("Remove a fade counter from it. If you can't, …").
     */
    | { do: 'removeCounters'; what: Ref; counter: string; count: Amount; as?: string }
    /** "Remove all counters from target creature" (CR 122.1): every counter of every kind on each object. */
    | { do: 'removeAllCounters'; what: Ref }
    /**
     * "When this creature dies, if it had counters on it, put its counters on target creature you
     * control" (CR 122.1): as many counters of each kind as `of` has, or had as it last existed on
     * the battlefield (608.2h), are put on each object `on` names.
     */
    | { do: 'putCountersOf'; of: Ref; on: Ref }
    /**
     * "Move a +1/+1 counter from ~ onto that creature" (graft, CR 702.58a; counters, 122.1): up to
     * `count` counters of a kind are removed from `from` and as many put on `to`, both still the
     * objects referred to on the battlefield (400.7); if either is gone, none is moved.
     */
    | { do: 'moveCounters'; from: Ref; to: Ref; counter: string; count: Amount }
    /**
     * "Distribute three +1/+1 counters among one, two, or three target creatures" (CR 601.2d):
     * `amount` counters of a kind shared among the targets of slot `to` as announced while
     * casting (or putting the ability on the stack), each target getting at least 1; an illegal
     * target's share is not put anywhere (608.2b). Fields named as divided damage's.
     */
    | { do: 'distributeCounters'; to: Ref; amount: Amount; counter: string; divided: true }
    /**
     * "Proliferate" (CR 701.34a): the controller chooses any number of permanents and/or players
     * with counters, and each chosen one gets another counter of each kind already there.
     */
    | { do: 'proliferate' }
    /**
     * "Bolster N" (CR 701.39a): the controller chooses a creature they control with the least
     * toughness (or tied for it) among the creatures they control, on resolution (not targeted),
     * and puts N +1/+1 counters on it.
     */
    | { do: 'bolster'; count: Amount }
    /**
     * "Blight N" (the card's reminder: "a player puts N -1/-1 counters on a creature they
     * control", CR 122.1): the resolving spell's or ability's controller chooses one creature they
     * control on resolution (not targeted) and puts all N on it; with none, nothing happens.
     * `as`: whether it was done, for "If you do" (CR 608.2c).
     */
    | { do: 'blight'; count: Amount; as?: string }
    /**
     * "Manifest the top card of your library", "manifest the top two cards …" (CR 701.40a,
     * 701.40e: `count` cards, one at a time); `dread`: "manifest dread" `count` times (701.62a:
     * look at the top two cards, manifest one, put the other into the graveyard); `cloak`: "cloak
     * the top card …" (701.58a: face down with ward {2}). `player` (the resolving ability's
     * controller by default) manifests from their own library and controls the permanents; `as`:
     * the permanents put onto the battlefield ("put a +1/+1 counter on it", "that creature").
     */
    | { do: 'manifest'; player?: Ref; count?: Amount; dread?: true; cloak?: true; as?: string }
    /**
     * "~ explores", "target creature you control explores", "it explores, then it explores again"
     * (`times`) (CR 701.44a): its controller (last known, if it has left) reveals the top card of
     * their library; a land card goes to their hand, otherwise the permanent gets a +1/+1 counter
     * (also when nothing is revealed) and they may put the card into their graveyard.
     */
    | { do: 'explore'; what: Ref; times?: number }
    /**
     * "~ connives", "connive N" (`count`) (CR 701.50a, 701.50e): its controller (last known,
     * 701.50c) draws N cards, then discards N cards; the permanent gets a +1/+1 counter for each
     * nonland card discarded, if it is still on the battlefield.
     */
    | { do: 'connive'; what: Ref; count?: number }
    /** "gets +N/+N and gains K until end of turn" (CR 611.2, layers 6 and 7c). */
    | {
        do: 'pump';
        what: Ref;
        power?: Amount;
        toughness?: Amount;
        gains?: Keyword[];
        loses?: Keyword[];
        /** "loses all abilities until end of turn" (layer 6, CR 613.1f). */
        losesAll?: true;
        /** "gains \"…\" until end of turn": abilities in quotation marks (CR 113.1b, 613.1f). */
        grants?: GrantedAbility[];
        until: Duration;
      }
    /**
     * "Target spell or permanent becomes red", "This land becomes a 2/2 Assembly-Worker artifact
     * creature until end of turn. It's still a land.", "Target creature with flying has base power
     * 0 until end of turn" (CR 611.2; layers 4, 5, 6, 7b): each object named — a permanent, or a
     * spell on the stack — has these characteristics from now on: card types and subtypes changed
     * (CR 205.1, see `TypeChange`), colours set (105.3), keywords gained, abilities in quotation
     * marks granted (613.1f), base power/toughness set (amounts fixed as it resolves, 608.2h: "an
     * X/X Construct artifact creature"). For `until`, or, with no duration stated, for as long as
     * it is the same object (611.2a, 400.7). `chosen`: the variable holding a colour or creature
     * type chosen as it resolved ("becomes the color of your choice", CR 608.2d): a colour is set
     * (105.3), a creature type joins `addTypes.subtypes`; with none chosen, nothing changes.
     * `switchPT`: its power and toughness switched (layer 7d, CR 613.4d). `losesAll`: "Target
     * creature loses all abilities" with no duration (layer 6, 613.1f).
     */
    | {
        do: 'becomes';
        what: Ref;
        addTypes?: TypeChange;
        setColors?: Exclude<ManaType, 'C'>[];
        setBase?: { power?: Amount; toughness?: Amount };
        gains?: Keyword[];
        grants?: GrantedAbility[];
        chosen?: string;
        switchPT?: true;
        /** "loses all abilities" (layer 6, CR 613.1f), as `pump`'s. */
        losesAll?: true;
        until?: Duration;
      }
    /**
     * "This artifact becomes a copy of target artifact until end of turn", "Each other creature
     * becomes a copy of target nonlegendary creature until end of turn" (CR 707.2, 613.2a layer
     * 1): each permanent `what` names takes the copiable values of the object `of` names, as
     * they are as it resolves (its last known ones if it has left the battlefield, 608.2h), with
     * the copy's exceptions (707.9b) — for `until`, or with no duration stated for as long as it
     * is the same object (611.2a, 400.7). Its counters, damage, tapped state and other effects on
     * it stay (707.2). A later copy effect wins (613.7); when one ends, the one before it shows again.
     * `otherThanCopied`: "each other creature …" — the copied object itself, if `what` names it, is
     * left as it is.
     */
    | { do: 'becomeCopy'; what: Ref; of: Ref; until?: Duration; except?: CopyException; otherThanCopied?: true }
    /**
     * "Gain control of target creature until end of turn" (CR 613.1b, 611.2): the resolving
     * ability's controller controls each object named — for `until`, or with no duration stated
     * for as long as it is the same object (611.2a) — after which it goes back (514.2). `to`: the
     * one player who gains control instead ("Target opponent gains control of ~"); none named as
     * it resolves (an illegal target), nothing happens. `toOwner`: each object's owner gains control
     * of it ("Each player gains control of all creatures they own"). `whileSourceOnBattlefield`:
     * "for as long as ~ remains on the battlefield" (CR 611.2b): it ends once the source leaves the
     * battlefield, and does nothing if the source has left as it resolves.
     */
    | { do: 'gainControl'; what: Ref; to?: Ref; toOwner?: true; until?: Duration | 'whileSourceOnBattlefield' }
    /**
     * "Exchange control of target land you control and target land an opponent controls", "…
     * of this artifact and target nonland permanent", "… of two target creatures" (CR 701.12):
     * the objects `what` and `other` name together must be exactly two permanents, or the
     * exchange can't be made in full and none of it happens (701.12a); controlled by different
     * players, each player gains control of the one the other controlled, at once (701.12b),
     * indefinitely (611.2a, layer 2); controlled by the same player, nothing happens (701.12b).
     */
    | { do: 'exchangeControl'; what: Ref; other?: Ref }
    /**
     * "Two target players exchange life totals", "Exchange life totals with target opponent" (CR
     * 701.12): the players `player` and `other` name together must be exactly two, or nothing
     * happens (701.12a); each gains or loses the life that makes their total the other's previous
     * one (701.12c), gains changed by replacement effects; if the one who would gain can't gain
     * life, no part of the exchange happens (701.12a, 701.12c).
     */
    | { do: 'exchangeLife'; player: Ref; other?: Ref }
    /** "can't block this turn", "can't be blocked this turn" (CR 611.2). */
    | { do: 'restrict'; what: Ref; cant: Restriction[]; until: Duration | 'nextUntapStep' }
    /**
     * "Creatures without flying can't block this turn" (Falter), "Creatures can't attack this
     * turn": a restriction on a group by its filter. It changes the rules of the game, not any
     * object's characteristics, so it applies to every object that matches `filter` while it
     * lasts, those that enter later too (CR 611.2c). "You" in the filter is the ability's
     * controller, or each player `relativeTo` names as it resolves ("creatures target player
     * controls"). A restriction on objects named one by one stays `restrict`.
     */
    | {
        do: 'restrictAll';
        filter: ObjectFilter;
        relativeTo?: Ref;
        cant: Restriction[];
        until: 'endOfTurn' | 'endOfCombat' | 'yourNextTurn';
      }
    /**
     * "Target player can't cast instant or sorcery spells this turn", "Until your next turn, your
     * opponents can't cast noncreature spells" (CR 601.3, 611.2a): each player `player` names as
     * it resolves can't begin to cast a spell matching `spells` (its characteristics as it would
     * be cast) until the duration ends (cleanup 514.2, end of combat 511.3, the next turn of the
     * effect's controller 500.5). A rule-changing effect: it forbids spells it didn't see (611.2c).
     */
    | { do: 'banCast'; player: Ref; spells: SpellFilter; until: 'endOfTurn' | 'endOfCombat' | 'yourNextTurn' }
    /**
     * "Spells your opponents cast cost {1} more to cast this turn", "Until your next turn, spells
     * your opponents cast cost {1} more to cast" (CR 601.2f, 611.2a, 611.2c): while it lasts, the
     * total cost of each spell matching `spells` that a player `casters` names (from the point of
     * view of the effect's controller) casts changes by `mana`. A rule-changing effect: it applies
     * to spells it didn't see (611.2c).
     */
    | {
        do: 'changeSpellCosts';
        casters: 'you' | 'opponents' | 'each';
        spells: SpellFilter;
        change: 'less' | 'more';
        mana: string;
        until: 'endOfTurn' | 'yourNextTurn';
      }
    /**
     * A requirement for `until` (CR 508.1d): "target creature attacks this turn if able"; `goad`
     * (701.15a): goaded by this effect's controller until their next turn ("goad target creature").
     */
    | { do: 'mustAttack'; what: Ref; until: Duration; goad?: true }
    /**
     * A block requirement for `until` (CR 509.1c): each creature `what` names blocks the object
     * `attacker` names if able — "it blocks ~ this combat if able" (provoke, 702.39a). The
     * attacker is fixed as it resolves (611.2c); a requirement for an object that isn't attacking
     * asks nothing. `cant`: the opposite restriction, "target creature can't block ~ this turn"
     * (509.1b): each creature named can't block that attacker.
     */
    | { do: 'mustBlock'; what: Ref; attacker: Ref; until: 'endOfTurn' | 'endOfCombat'; cant?: true }
    /**
     * Suspect (CR 701.60a, 701.60c): each permanent named becomes suspected until it leaves the
     * battlefield; a suspected permanent has menace and "This creature can't block".
     */
    | { do: 'suspect'; what: Ref }
    /** "Regenerate it": a regeneration shield until end of turn (CR 701.19a, 614.8). */
    | { do: 'regenerate'; what: Ref }
    /**
     * "If that creature would die this turn, exile it instead" (`what`), "If a creature (an
     * opponent controls) would die this turn, exile it instead" (`filter`): a replacement
     * shield until the cleanup step (CR 614.1a, 700.4, 514.2). Both: the objects `what` names,
     * each only if it matches `filter` as it would die ("a creature dealt damage this way").
     */
    | { do: 'exileIfDies'; what?: Ref; filter?: ObjectFilter }
    /**
     * "Prevent the next N damage that would be dealt to ... this turn" / "Prevent all (combat)
     * damage ... this turn": a prevention shield (CR 615.1, 615.7). Without `to`, damage to
     * anything; `by`: only damage dealt by those sources ("dealt to and dealt by that creature":
     * two steps, one with `to`, one with `by`). `once`: "The next time … would deal damage …,
     * prevent that damage" (CR 609.7): all of one damage event is prevented, then the shield is gone.
     * `group` (with `amount: 'all'`, no `to`/`by`): "Prevent all damage that would be dealt to
     * creatures you control this turn", "… to you this turn by attacking creatures": who is dealt
     * the damage (`to`), who deals it (`by`), what its source is (`from`), each read as the damage
     * would be dealt (a prevention effect doesn't lock in its objects, unlike 611.2c) and for
     * the resolving ability's controller; `words`, as printed ("to creatures you control"), for the log.
     * `gain`: "You gain life equal to the damage prevented this way" — the resolving ability's
     * controller gains as much life as the shield prevents, as it prevents it (CR 615.5).
     * `counters`: "For each 1 damage prevented this way, put a +1/+1 counter on that creature" —
     * that many counters of this kind on the permanent the prevented damage was to (615.5).
     */
    | {
        do: 'prevent';
        gain?: true;
        counters?: string;
        amount: Amount | 'all';
        to?: Ref;
        by?: Ref;
        combatOnly?: boolean;
        once?: boolean;
        group?: { to?: Affected; by?: Affected; from?: ObjectFilter; words: string };
        /**
         * "… is dealt to target creature you control instead" (CR 614.9): the next `amount` damage
         * to `to` is redirected to the one player or object this names, not prevented.
         */
        redirect?: Ref;
      }
    | { do: 'scry'; count: Amount }
    | { do: 'surveil'; count: Amount }
    /** Adds mana (a spell such as Dark Ritual; mana abilities use `ActivatedSpec.mana`). */
    /** `times`: "Add {R} for each creature you control" — the mana that many times (CR 106.1). */
    /**
     * `oneColor`: "add one mana of any color", "add three mana of any one color" — `mana` is empty;
     * the controller chooses one colour as it resolves (CR 106.1a, 608.2d) and adds that many of it.
     */
    /** `manaSpend`: "Spend this mana only to cast instant and sorcery spells" — what the mana may pay for (CR 106.6). */
    /**
     * `keep`: "Until end of turn, you don't lose this mana as steps and phases end" (CR 106.4,
     * 500.4); `'combat'`: "Until end of combat, you don't lose this mana as steps end" (firebending,
     * CR 702.189a; 511.3).
     */
    | {
        do: 'addMana';
        mana: ManaType[];
        times?: Amount;
        oneColor?: number;
        /** "Add two mana in any combination of colors" (CR 106.1a): that many, colours chosen as it resolves. */
        combination?: number;
        manaSpend?: ManaSpend;
        keep?: true | 'combat';
      }
    /**
     * "Clash with an opponent" (CR 701.30b): the controller and their opponent each reveal the
     * top card of their library at once, then in APNAP order each may put theirs on the bottom
     * (701.30c). `as`: true when the controller won, their card's mana value greater than the
     * other card revealed, or revealing one when the opponent revealed none (701.30d).
     */
    | { do: 'clash'; as: string }
    /**
     * Sacrifices the permanents named that "you" control (CR 701.21a); `as`: whether one was
     * sacrificed ("If you do"). `byController`: "that creature's controller sacrifices it": each
     * is sacrificed by whoever controls it.
     */
    | { do: 'sacrifice'; what: Ref; as?: string; byController?: true }
    /**
     * "sacrifice a creature": the player (default you) chooses one matching `filter` they control
     * ("you" in the filter is that player). `as`: the sacrificed permanent's old id (LKI).
     * `count`: "sacrifices two permanents": each player chooses that many, or all they have if
     * fewer (CR 701.21a); `as` is then the list. `exactly`: a choice or cost ("you may sacrifice
     * two Foods", "unless you sacrifice four creatures", CR 118.12) is done in full or not at all:
     * a player with fewer sacrifices none. `anyNumber`: "sacrifice any number of Mountains": the
     * player chooses from none to all of them; `as` is the list ("that many" counts it).
     */
    | {
        do: 'sacrificeChosen';
        filter: ObjectFilter;
        as: string;
        player?: Ref;
        count?: number;
        exactly?: true;
        anyNumber?: true;
      }
    /**
     * "Each player chooses a creature they control. Destroy the rest.", "Each player chooses
     * three permanents they control, then sacrifices the rest.", "Target opponent chooses a
     * creature they control. Destroy that creature.": each player `player` names, in APNAP order
     * (CR 101.4, 608.2d), chooses `count` permanents they control matching `filter` ("you" in it
     * is that player) — all of them if they have no more; `upTo`: from none to `count`. `as`:
     * the list of every permanent chosen. `rest`: then, all at once, each of those players'
     * matching permanents not chosen is destroyed (701.8) or sacrificed by its controller
     * (701.21a).
     */
    /**
     * "Each player loses 2 life unless they discard a card", "… unless they sacrifice an artifact,
     * a creature, or a land" (CR 101.4, 608.2d, 118.12): each player `player` names, in APNAP
     * order and knowing the choices before theirs, chooses whether to pay — `discard` cards from
     * their hand, or one permanent they control matching `sacrifice` ("you" in it is that
     * player), all or nothing (a player who can't pay in full doesn't) — and with what; then the
     * chosen cards are discarded and permanents sacrificed at once. `as`: the players who didn't
     * pay (a list), whom the instruction that follows names.
     */
    /**
     * "Sacrifice an artifact, a creature, and a land", "Each player sacrifices an artifact, a
     * creature, an enchantment, a land, and a planeswalker of their choice" (CR 701.21a, 101.4):
     * each player (default you; several in APNAP order) chooses a different permanent they
     * control for each of `filters` ("you" in them is that player) — as many of them as they can:
     * one permanent of two types counts for one of them only — then all are sacrificed at once.
     * `as`: the sacrificed permanents (a list).
     */
    | { do: 'sacrificeEach'; filters: ObjectFilter[]; player?: Ref; as: string }
    | {
        do: 'eachPays';
        player: Ref;
        pay: { discard: number } | { sacrifice: ObjectFilter };
        prompt: string;
        as: string;
      }
    | {
        do: 'playersChoose';
        player: Ref;
        filter: ObjectFilter;
        count: number;
        upTo?: true;
        rest?: 'destroy' | 'sacrifice';
        as: string;
      }
    /**
     * "Search your library for up to N <cards>, put them into your hand / onto the battlefield
     * (tapped)" (CR 701.23): the searching player (default you) chooses from their own library;
     * it is a hidden zone, so they may find fewer than N, or none (701.23b). `as`: the cards found.
     * Shuffling is its own step, except for `libraryTop` ("then shuffle and put that card on
     * top"): the rest of the library is shuffled and the card found put on top of it.
     * `orGraveyard`: "search your library and/or graveyard" (701.23a): the player searches their
     * graveyard, and their library too if they choose; a card with the quality in the graveyard
     * (a public zone) is found. The variable named is true when the library was searched ("If you
     * search your library this way, shuffle").
     * `max` may be an amount read as the search begins ("up to X basic land cards, where X is the
     * number of lands you control", "up to that many", 608.2h). `split`: "put one onto the
     * battlefield tapped and the other into your hand": one card found goes there, chosen by the
     * searcher, and the rest go `to`; a single card found goes there (609.3: as much as possible).
     * `manaValueAtMost` / `manaValueEquals`: the quality's mana value bound, an amount read as the
     * search begins ("with mana value equal to 1 plus the sacrificed creature's mana value",
     * "with mana value X or less, where X is 2 plus …"; CR 202.3, 608.2h). `exile`: "exile them"
     * (face up, 406.3).
     */
    | {
        do: 'search';
        player?: Ref;
        /**
         * "Search target opponent's library" (CR 701.23a): whose library is searched, when it isn't
         * the searcher's own. The cards found go to their owner's zones (400.3), or onto the
         * battlefield under the searcher's control (110.2a).
         */
        library?: Ref;
        filter: ObjectFilter;
        max: Amount;
        to: 'hand' | 'battlefield' | 'graveyard' | 'libraryTop' | 'exile';
        tapped?: boolean;
        label: string;
        as?: string;
        orGraveyard?: string;
        split?: { to: 'hand' | 'battlefield'; tapped?: boolean };
        manaValueAtMost?: Amount;
        manaValueEquals?: Amount;
        /**
         * "a card with the same name as target creature" (CR 201.2a): only cards sharing a name
         * with the object this names, read as the search begins (as it last existed if it has
         * left, 608.2h; a face-down permanent has no name, 708.2a, so nothing matches it).
         */
        sameNameAs?: Ref;
        /** "a card", "three cards": no stated quality, so that many are found if there are (CR 701.23c). */
        mustFind?: true;
        /**
         * "a Forest card and a Plains card": up to one card of each kind, chosen one after another
         * among the cards not yet chosen (each a stated quality, CR 701.23b); `filter` holds for all.
         */
        kinds?: { filter: ObjectFilter; label: string }[];
        /**
         * "reveal them" / "reveal it" (CR 701.20a): the cards found are shown to every player
         * before they move (a search of a hidden zone is otherwise seen by the searcher alone).
         */
        reveal?: true;
        /**
         * "up to three Aura cards with different names" (CR 201.2a): no two cards found share a
         * name; the searcher takes them one after another, each among the cards whose names differ
         * from those already taken.
         */
        differentNames?: true;
        /**
         * "then shuffle and put those cards on top in any order" (`to: 'libraryTop'` with more
         * than one card, CR 401.4): the searcher orders the cards found on top of the shuffled rest.
         */
        anyOrder?: true;
      }
    /**
     * "Look at the top N cards of your library. Put one of them into your hand and the rest on the
     * bottom of your library in any order." (CR 401.2: a library is looked at only when an effect
     * says so; the cards stay hidden from everyone else). The resolving ability's controller looks
     * at the top `count` cards of their library (all of them if fewer), makes each of `picks` in
     * order among the cards not yet chosen, and the chosen cards move at once; then what is left
     * goes `rest`: back on top or on the bottom in the order the looker chooses (401.4), on the
     * bottom in a random order (the state's seeded generator), or into the graveyard.
     */
    | {
        do: 'lookAtTop';
        count: Amount;
        picks: LookPick[];
        rest: 'top' | 'bottom' | 'bottomRandom' | 'graveyard' | 'unchanged';
        /** "Reveal the top N cards of your library" (CR 701.20a): every player sees them all. */
        reveal?: boolean;
        /**
         * Whose library ("the top card of target player's library"); the resolving ability's
         * controller by default. `unchanged`: the cards not chosen stay where they are, in order.
         */
        player?: Ref;
        /**
         * "Reveal cards from the top of your library until you reveal a creature card" (CR
         * 701.20a): the cards seen are the top ones down to the `n`th card matching `filter`
         * (all of the library if fewer match), and `count` is not read. They are revealed.
         */
        until?: { filter: ObjectFilter; n: number };
        /**
         * "Reveal the top card of your library. If it's a creature card, …": the cards looked at
         * (or revealed), still in the library, named for the instructions after it (CR 608.2c).
         */
        as?: string;
      }
    /** "shuffles their library". */
    | { do: 'shuffle'; player: Ref }
    /** Copy a card in the zone of the original (CR 707.12). */
    | { do: 'copyCard'; of: Ref; as: string; optional?: boolean; prompt?: string }
    /** Cast a copy during resolution without paying its mana cost (CR 608.2g, 118.9). */
    | { do: 'castCopy'; what: Ref; as: string }
    /**
     * "You may cast that card without paying its mana cost" (CR 608.2g, 118.9): the card, if it is
     * still where it was named (400.7), is cast during the resolution; `prompt` asks first, `as`
     * keeps whether it was cast. `madness`: cast for its madness cost instead (702.35a); `miracle`,
     * for its miracle cost (702.94a).
     * `exileInstead`: "If that spell would be put into a graveyard, exile it instead" (614.1a).
     * `transformed`: cast as its back face, a transforming card "cast transformed" (a defeated
     * Siege, CR 310.11b; 712.11c): the spell has only the back face's characteristics (712.8e).
     * `suspended`: cast by its suspend ability, a creature spell gains haste (702.62a).
     */
    | {
        do: 'castFree';
        what: Ref;
        prompt: string;
        as?: string;
        madness?: true;
        miracle?: true;
        exileInstead?: true;
        transformed?: true;
        suspended?: true;
      }
    /**
     * "You may cast an instant or sorcery spell [with mana value N or less] from your hand without
     * paying its mana cost" (CR 608.2g, 118.9): the controller may choose a card in their hand
     * that can be cast now (601.3) as a spell of one of `types` (any spell when absent; a split
     * card's half, an Adventure, a modal card's back face count by their own types, 709.3a,
     * 715.3, 712.11b) whose mana value is at most `manaValueAtMost` (X being 0, 107.3b), and cast
     * it during the resolution. `as` keeps whether a spell was cast.
     */
    | {
        do: 'castFromHand';
        types?: string[];
        manaValueAtMost?: Amount;
        prompt: string;
        as?: string;
        /** "You may cast one of them without paying its mana cost": only the cards this names still in that hand. */
        among?: Ref;
      }
    /**
     * "Search its controller's graveyard, hand, and library for all cards with the same name as
     * that spell and exile them" (`all`), "… for any number of cards …" (CR 701.23a, 406.2): the
     * controller of the resolving spell or ability searches `player`'s three zones for the cards
     * sharing a name with what `sameNameAs` names (201.2a; as it last existed, 608.2h). With
     * `all`, every such card in the graveyard (a public zone) is found; in the hand and library
     * (hidden zones) the searcher may find fewer (701.23b). The cards found are exiled together.
     */
    | { do: 'searchZonesForName'; player: Ref; sameNameAs: Ref; all: boolean }
    /**
     * "Draw three cards and reveal them" (CR 121.1, 701.20a): the player draws `count` cards, then
     * reveals those of them still in their hand; `as`: the cards drawn (their objects in hand).
     */
    | { do: 'drawReveal'; player: Ref; count: Amount; as: string }
    /**
     * "Reveal it" of a card an earlier step named, still where it was (the top card of a library
     * looked at, CR 701.20a): every player sees it; nothing if it has left that zone (400.7).
     */
    | { do: 'revealCard'; what: Ref }
    /**
     * Cascade (CR 702.85a): exile from the top of your library until a nonland card with mana value
     * less than `spell`'s; you may cast it without paying its mana cost (if the resulting spell's
     * mana value is less too); the other exiled cards go on the bottom in a random order.
     */
    | { do: 'cascade'; spell: Ref }
    /**
     * Ripple N (CR 702.60a): the controller may reveal the top `count` cards of their library,
     * cast any with the same name as `spell` without paying their mana costs, and put the rest on
     * the bottom in the order they choose.
     */
    | { do: 'ripple'; spell: Ref; count: number }
    /**
     * Discover N (CR 701.57a): exile from the top of your library until a nonland card with mana
     * value `count` or less; you may cast it without paying its mana cost (if the resulting spell's
     * mana value is `count` or less), else it goes to your hand; the rest go on the bottom in a
     * random order.
     */
    | { do: 'discover'; count: Amount }
    /** Copy a spell onto the stack (CR 707.10); `count` times when given (storm, 702.40a). */
    | { do: 'copySpell'; what: Ref; newTargets: boolean; permanentGainsHaste: boolean; count?: Amount }
    /**
     * Copy an activated or triggered ability on the stack (CR 707.10): the copy has the original's
     * source and choices and is controlled by the resolving ability's controller; `newTargets`:
     * "You may choose new targets for the copy" (707.10c); `count` copies when given ("twice").
     */
    | { do: 'copyAbility'; what: Ref; newTargets: boolean; count?: Amount }
    /**
     * "You may ...": asks; `as` holds the answer. `onlyIf`: asked only when a candidate exists.
     * `player`: another player chooses ("Its controller may search their library …", CR 608.2d);
     * when that reference names no player, the answer is no.
     */
    | { do: 'may'; prompt: string; as: string; onlyIf?: ObjectSet; player?: Ref }
    /**
     * "If target creature has toughness 5 or greater, …" (CR 608.2c): checks `condition` once, now,
     * and keeps the answer in `as` for the steps of both branches ("Otherwise, …"). `text`: the
     * question, for the log.
     */
    | { do: 'check'; condition: Condition; as: string; text: string }
    /** "Flip a coin" (CR 705): the controller flips; `as` is true when they win ("If you win the flip"). */
    | { do: 'flipCoin'; as: string }
    /**
     * "Roll a d20", "roll a six-sided die" (CR 706.1): the controller rolls a die with `sides`
     * faces; `as` holds the result (a number from 1 to `sides`), which "the result" and a results
     * table's rows read.
     */
    | { do: 'rollDie'; sides: number; as: string }
    /**
     * "You get an emblem with \"…\"", "each opponent gets an emblem with \"…\"" (CR 114.2): each
     * player `player` names puts an emblem with those abilities into the command zone, owned and
     * controlled by them; its abilities function there (114.4).
     */
    | { do: 'getEmblem'; player: Ref; emblem: EmblemSpec }
    /**
     * "You win the game" (CR 104.2b): the game ends at once (104.1) with `player` the winner —
     * unless a static ability says that player can't win the game (101.2). Two players: the other
     * one is the loser.
     */
    | { do: 'winGame'; player: Ref }
    /**
     * "Target player loses the game", "you lose the game" (CR 104.3e): each player `player` names
     * loses at once (not as a state-based action), unless a static ability says they can't lose the
     * game (101.2); the game ends (104.1).
     */
    | { do: 'loseGame'; player: Ref }
    /** "You become the monarch" (CR 724.1, 724.3): `player` becomes the monarch, and no one else is. */
    | { do: 'becomeMonarch'; player: Ref }
    /**
     * Speed's inherent triggered ability (CR 702.179): "your speed increases by 1", only while it
     * is less than 4 (its intervening "if", 603.4) and only for a player who has speed.
     */
    | { do: 'increaseSpeed'; player: Ref }
    /**
     * "Venture into the dungeon" (CR 701.49a, 309.5): `player` moves their venture marker to the
     * next room of the dungeon they're in (choosing among the rooms an arrow leads to), or, in no
     * dungeon, brings a dungeon card from outside the game into the command zone with the marker
     * on its first room; Undercity only with `undercity` ("venture into Undercity", the
     * initiative's, CR 701.49c-d, 725.2). The room's ability triggers (309.4c).
     */
    | { do: 'venture'; player: Ref; undercity?: true }
    /**
     * "The Ring tempts you" (CR 701.54a): the controller gets the emblem named The Ring (a card
     * definition of that name in the game's registry) if they have none, it gains its next ability
     * (it has as many as times the Ring has tempted them, at most four), and they choose a creature
     * they control as their Ring-bearer.
     */
    | { do: 'ringTempts' }
    /**
     * Cipher's first ability, the spell's last instruction (CR 702.99a): if the spell is
     * represented by a card, its controller may exile that card encoded on a creature they control
     * (chosen, not targeted; none when they decline or control no creature). The creature then has
     * "Whenever this creature deals combat damage to a player, you may copy the encoded card and you
     * may cast the copy without paying its mana cost" for as long as the card stays encoded (702.99c).
     */
    | { do: 'encode' }
    /**
     * Where a spliced card's instructions begin (CR 702.47c): the results the spell's own
     * instructions named are forgotten (the card's words can't refer to them), and the log says
     * whose text follows. Written by the engine (casting/splice.ts), never by a card.
     */
    | { do: 'splicedText'; name: string }
    /**
     * The card encoded on the source (CR 702.99b), by id, into the resolution variable `as`: null
     * when it has left exile since (a new object, 400.7; no longer encoded, 702.99c).
     */
    | { do: 'encodedCard'; card: ObjectId; as: string }
    /** "You take the initiative" (CR 725.1, 725.3): `player` has the initiative, and no one else does. */
    | { do: 'takeInitiative'; player: Ref }
    /**
     * "Change the target of target spell with a single target" (CR 115.7a): the spell or ability
     * `what` names gets another legal target, chosen by the controller of this effect, or the
     * object `to` names ("… to this creature"). With no other legal target, it stays as it was.
     */
    | { do: 'changeTarget'; what: Ref; to?: Ref }
    /**
     * An untargeted choice among objects (CR 115.10); `rule`: the rule that asks for it, when a
     * keyword action does ("populate": a creature token you control, 701.36a).
     */
    | { do: 'choose'; from: ObjectSet; as: string; prompt: string; rule?: RuleNumber }
    /**
     * Attach an Aura or Equipment (CR 701.3): to the object `to` names (equip's target, 702.6a),
     * or to one chosen from `chooseFrom` (a choice, not a target, 115.10), never to `notRef`.
     */
    | { do: 'attach'; what: Ref; to?: Ref; chooseFrom?: ObjectFilter; notRef?: Ref }
    /**
     * "Create a Monster Role token attached to target creature you control" (CR 303.4f): an Aura
     * token created already attached to each permanent `to` names, without targeting it; none is
     * created for a permanent that is gone or that its enchant ability doesn't allow (303.4g).
     */
    | { do: 'createAttachedToken'; token: TokenSpec; to: Ref }
    /**
     * "you may attach this Equipment to it" naming an object that is not a target (CR 701.3a): it
     * moves only onto a creature it could equip, else it doesn't move (701.3b, 301.5c, 702.16d).
     */
    | { do: 'attachEquipment'; what: Ref; to: Ref }
    /** "Unattach ~" (CR 701.3d): the Equipment becomes attached to nothing and stays on the battlefield. */
    | { do: 'unattach'; what: Ref }
    /**
     * "you may pay {1}. If you do, ..." / "... unless you pay {U}": the player (default you) is
     * asked whether to pay the mana cost; `as` is true only if they paid (CR 117.1a's payments
     * during resolution, 608.2d). Not asked when they can't pay. `xAs`: the cost's {X} is not the
     * X of what is resolving (a triggered ability's "you may pay {X}"): the payer chooses it as
     * they pay (CR 107.1c, 107.3), and it is kept under `xAs` (0 if not paid) for what follows.
     */
    | {
        do: 'payMana';
        cost: string;
        as: string;
        player?: Ref;
        xAs?: string;
        /** "pay {1} for each age counter on it" (cumulative upkeep, CR 702.24a): the cost this many times. */
        times?: Amount;
      }
    /** "You get {E}{E}" (CR 107.14, 122.1): that many energy counters on each player named. */
    | { do: 'getEnergy'; player: Ref; count: Amount }
    /** "Target player gets a poison counter" (CR 122.1; ten or more lose the game, 704.5c): that many on each player named. */
    | { do: 'getPoison'; player: Ref; count: Amount }
    /**
     * "You may pay {E}{E}. If you do, …" (CR 107.14, 118.1): asked only if the player has that
     * much energy; paying removes that many energy counters; `as` holds whether they paid.
     */
    | { do: 'payEnergy'; count: Amount; as: string; player?: Ref }
    /**
     * "You may pay 2 life. If you do, …", "… unless you pay 3 life" (CR 119.4): asked only if the
     * player's life total is at least the amount (a payment of 0 always can be made); paying is
     * losing that much life. `as` holds whether they paid.
     */
    | { do: 'payLife'; count: Amount; as: string; player?: Ref }
    /**
     * "You may pay {1} and 2 life. If you do, …" (CR 118.3, 119.4): one cost of both parts, paid
     * in full or not at all: asked only if the player can pay the mana and still have that much
     * life; paying is paying the mana, then losing the life. `as` holds whether they paid.
     */
    | { do: 'payManaAndLife'; cost: string; life: Amount; as: string; player?: Ref }
    /**
     * "Choose a color." / "Choose a creature type." as it resolves (CR 608.2d): kept on the
     * resolving spell, or on the permanent whose ability it is, as "the chosen color / type";
     * with `as`, kept only in that variable ("protection from the color of your choice").
     * "Choose a nonland card name." (Cabal Therapy; CR 201.4b): one of the pool's nonland card
     * names, kept as "the chosen name" (ObjectFilter `chosenName`).
     */
    | {
        do: 'chooseOption';
        option: 'chooseColor' | 'chooseCreatureType' | 'chooseBasicLandType' | 'chooseNonlandCardName';
        as?: string;
      }
    /** "… and it becomes renowned" (CR 702.112a–b): each permanent named still on the battlefield. */
    | { do: 'becomeRenowned'; what: Ref }
    /**
     * "Monstrosity N" (CR 701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it
     * and it becomes monstrous." One object; nothing if it is monstrous or off the battlefield.
     * Its "When ~ becomes monstrous" abilities trigger (701.37b) with N as the event's amount.
     */
    | { do: 'monstrosity'; what: Ref; count: Amount }
    /**
     * Soulbond's pairing (CR 702.95a): "you may pair `what` with another unpaired creature you
     * control" (chosen as it resolves), or with `with`; both unpaired creatures the controller
     * controls. Optional: the controller may choose none.
     */
    | { do: 'pair'; what: Ref; with?: Ref }
    /** "… becomes saddled until end of turn" (saddle, CR 702.171a–b): each permanent named still on the battlefield. */
    | { do: 'becomeSaddled'; what: Ref }
    /**
     * "… this creature becomes prepared" (Secrets of Strixhaven): each permanent named, still on
     * the battlefield, with a prepare spell and not already prepared, becomes prepared — a copy of
     * its prepare spell is made in exile (zones/prepared-copy.ts).
     */
    | { do: 'becomePrepared'; what: Ref }
    | { do: 'onceEachTurnCheck' }
    /**
     * First step of an ability that asks "if this is the second time this ability has resolved
     * this turn": counts this resolution of this ability of this object (a new object after a
     * zone change starts again, CR 400.7) and keeps how many times, this one included, in `as`.
     */
    | { do: 'countResolution'; as: string }
    | { do: 'onceEachTurnMark' }
    /**
     * Sets up a delayed triggered ability (CR 603.7). Its steps read the creating ability's trigger
     * data (`{ ref: 'trigger', key }`) and its targets as they were on resolution
     * (`{ ref: 'target', slot }`): "sacrifice it at the beginning of the next end step" still
     * means that object (CR 603.7c).
     */
    | { do: 'delayed'; at: DelayedMoment; steps: StepSpec[]; text: string }
    /**
     * "… When you do, …": a reflexive triggered ability (CR 603.12) triggers on the instruction
     * before it being done (its `when`). It is put on the stack the next time a player would
     * receive priority, choosing its own `targets` then (603.3d); its steps read those as
     * `{ ref: 'target', slot }`, and the creating ability's trigger data and named results
     * (`{ ref: 'var' }`) as they were when it triggered.
     */
    | { do: 'reflexive'; steps: StepSpec[]; targets: TargetSpec[]; text: string }
    /** Exile with a link to the source (imprint, CR 607.2a). */
    /**
     * Exile with a link to the source (imprint, CR 607.2a). `untilSourceLeaves`: "exile target …
     * until ~ leaves the battlefield" (CR 610.3): nothing is exiled if the source has already left
     * (or is a new object); when it leaves, the exiled card returns to the battlefield under its
     * owner's control at once — no triggered ability.
     */
    | { do: 'exileLinked'; what: Ref; untilSourceLeaves?: boolean }
    /**
     * Carries out `step` and keeps, under `as`, the objects `what` names as it starts: the
     * objects that instruction affects ("Put a +1/+1 counter on each creature you control"),
     * which a later instruction names as "those creatures" (`{ ref: 'var', name: as }`, CR
     * 608.2c), fixed then (611.2c). `what` is the group the instruction acts on (its `what`).
     */
    | { do: 'group'; what: Ref; as: string; step: StepSpec }
    /**
     * "When that creature dies this turn, …": a delayed triggered ability (CR 603.7) that waits
     * for the one object `what` names, on the battlefield now, to die this turn (700.4, 603.7b);
     * its steps read the creating ability's trigger data, targets and named results (603.7c).
     */
    /**
     * `orExiled`: "When it dies or is exiled, …" (earthbend, CR 701.66a): no "this turn"; it waits
     * for as long as the object is on the battlefield (603.7c, 400.7), and its steps read the card
     * in the zone it went to as the trigger data `card`.
     */
    | { do: 'delayedDies'; what: Ref; steps: StepSpec[]; text: string; orExiled?: true }
    /**
     * "When you next cast an instant or sorcery spell this turn, copy that spell" (CR 603.7,
     * 601.2i): a delayed triggered ability that waits for the next spell matching `spell` its
     * controller casts this turn (603.7b), once (603.7c); its steps read that spell as the trigger
     * data `spell`, and the creating ability's trigger data, targets and named results.
     */
    | { do: 'delayedNextCast'; spell: ObjectFilter; steps: StepSpec[]; text: string }
    /**
     * "Until end of turn, whenever a player casts an instant or sorcery spell, that player copies
     * it", "Whenever a creature attacks this turn, put a +1/+1 counter on it", "Until your next
     * turn, whenever a creature becomes tapped, destroy it" (CR 603.7c): a delayed triggered
     * ability with a stated duration, which triggers each time its event happens until then —
     * `endOfTurn`: through this turn's cleanup (514.2); `yourNextTurn`: until its controller's next
     * turn begins (500.5). `triggered` is the ability as a card's would be, with its own targets.
     */
    | {
        do: 'delayedWhenever';
        until: 'endOfTurn' | 'yourNextTurn';
        triggered: TriggeredSpec;
        text: string;
        /**
         * The object its `watched` subject names ("that creature"), as it resolves; if that is
         * not on the battlefield then, nothing waits.
         */
        watch?: Ref;
      }
  ) & { when?: Condition };

/** The kinds of step (the `do` of a {@link StepSpec}). */
export type StepKind = StepSpec['do'];
