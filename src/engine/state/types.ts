/**
 * Game state: plain, JSON-serializable data at every moment (no classes, Maps or functions),
 * so it can be snapshotted for undo, diffed, saved and shared. Updated immutably with
 * structural sharing (copy-on-write, see cow.ts); every state the engine returns is frozen.
 */
import type {
  AltCostKind,
  CopyException,
  ProxySpec,
  RememberedAltCost,
  StepSpec,
  Condition,
  TriggeredSpec,
} from './card-def';

export * from './ids';
export * from './mana-amounts';
import type { CardId, EntityId, ManaType, ObjectId, PlayerId, Step, ZoneName } from './ids';
import type { ManaAmounts } from './mana-amounts';
import type { TypeLine } from './type-line';

/** What a spell on the stack remembers of how it was cast or copied (CR 601.2b–h, 707.10). */
export interface SpellInfo {
  /** Split card: the half that was cast (CR 709.3). */
  half: string | null;
  /** The value of X (CR 107.3a); 0 when none. */
  x: number;
  /** Chosen targets, one list per target slot of the spell (CR 601.2c). */
  targets: EntityId[][];
  /** Zone it was cast from, or null if it was put on the stack without being cast (copy, 707.10). */
  castFrom: ZoneName | null;
  /** The alternative cost used, if any (CR 118.9): "free" is "without paying its mana cost". */
  altCost: AltCostKind | 'free' | 'face-down' | null;
  /** Optional additional costs paid (CR 118.8): kicker. */
  kicked: boolean;
  /**
   * The player who cast it during their own main phase (CR 505.1, 601.2), for addendum's "If you
   * cast this spell during your main phase" (207.2c); absent otherwise and on a copy (707.10).
   */
  castInMainPhaseBy?: PlayerId;
  /** Its buyback cost was paid (CR 702.27a): it goes to its owner's hand as it resolves. */
  boughtBack?: boolean;
  /**
   * Cast by an effect that said "If that spell would be put into a graveyard, exile it instead"
   * (CR 614.1a): exiled instead of being put into its owner's graveyard from the stack.
   */
  exileInstead?: true;
  /** Its offspring cost was paid (CR 702.175a): the permanent remembers it (`altCostPaid`). */
  offspring?: boolean;
  /** Times its replicate, squad, casualty or conspire cost was paid (CR 702.56a, 702.157a, 702.153a, 702.78a). */
  copyCostPaid?: number;
  /**
   * The definitions of the cards spliced onto it, in the order their instructions follow its own
   * (CR 702.47b–c); absent when none. A copy of the spell copies them (707.10).
   */
  spliced?: string[];
  /** Object ids (now LKI) of permanents sacrificed to pay a cost, e.g. Fling's creature. */
  sacrificed: ObjectId[];
  /**
   * Cast using sneak (CR 702.190b): what the creature returned to pay its sneak cost attacked (a
   * player or planeswalker; "" nothing, 506.4c). The permanent enters tapped and attacking it.
   */
  sneakAttacked?: string;
  /**
   * How damage is divided among the targets, announced while casting (CR 601.2d): per target
   * slot, the amount for each target in `targets` order; null when nothing is divided.
   */
  division: number[][] | null;
  /** The modes chosen for a modal spell (indexes into `SpellSpec.modes.options`, CR 700.2, 601.2b); copies keep them (707.10). */
  modes?: number[];
}

/**
 * A permission to play a card from exile (or from a graveyard, CR 601.3): who may, whether only cast (not play as a land), and
 * when it ends (see `PlayPermissionEnd`); `turn` is the turn it was given, `nextTurnBegun` is
 * set once its holder's next turn began (for "until the end of your next turn").
 */
export interface PlayPermission {
  player: PlayerId;
  castOnly: boolean;
  until: 'endOfTurn' | 'endOfYourNextTurn' | 'yourNextEndStep' | 'whileExiled';
  turn: number;
  /** Only on a turn after `turn` ("you may cast it from exile on a later turn", warp, CR 702.185a). */
  laterTurn?: true;
  nextTurnBegun?: boolean;
  /**
   * "You may play that card without paying its mana cost" (CR 118.9, 601.2b): a spell cast by this
   * permission is cast only so (no mana cost, no other alternative cost; X is 0, 107.3b).
   */
  free?: true;
}

/**
 * One component of a merged permanent (CR 730.2): the definition key of the characteristics it
 * brings (a copy's copied ones, 707.2), `own` its card's own key when that differs (a Clone), its
 * physical card (null: a token or copy) and whether it is a token.
 */
export interface MergedPart {
  def: string;
  own?: string;
  cardId: CardId | null;
  token: boolean;
}

/** One rules object that is (or represents) a card, a copy of a card or spell, or a token. */
/**
 * How a permanent or spell became face down (CR 708.2): cast with morph (702.37c) or with
 * disguise (702.168a: a face-down 2/2 with ward {2}); a card manifested (701.40a, manifest dread
 * 701.62a) or cloaked (701.58a: with ward {2}), turned face up for its mana cost if it's a
 * creature card (701.40b, 701.58b).
 */
export type FaceDownBy = 'morph' | 'disguise' | 'manifest' | 'cloak';

export interface GameObject {
  id: ObjectId;
  /**
   * Returned by unearth (CR 702.84a): if it would leave the battlefield, it is exiled instead of
   * put anywhere else (a replacement effect, 614.1a). Absent otherwise; a new object has none (400.7).
   */
  exileIfLeaves?: true;
  /** The physical card, or null for copies and tokens (no physical card). */
  cardId: CardId | null;
  /**
   * Face down (CR 708.2): a 2/2 creature with no name, text, subtypes or mana cost — its
   * definition is {@link FACE_DOWN_KEY}'s (state/faces.ts) — and how it got so (cast face down
   * with morph, 702.37c). Only on the stack and the battlefield; a new object (400.7) is face up.
   */
  faceDown?: FaceDownBy;
  /**
   * Bestowed (CR 702.103b): cast for its bestow cost, the spell and then the permanent is an Aura
   * with enchant creature and not a creature (its definition read through `bestowedDef`,
   * state/faces.ts), until it resolves as a creature (702.103e) or is unattached (702.103f). Only on
   * the stack and the battlefield; a new object (400.7) is not bestowed.
   */
  bestowed?: true;
  /**
   * A merged permanent (CR 730.2, mutate 702.140c): its cards and tokens (`parts`, topmost first)
   * and the key of its merged definition (`key`, resolution/merge.ts: the topmost component's
   * characteristics plus every component's abilities, 702.140e), the key of the face it shows
   * (state/faces.ts). `def`, `ownDef`, `cardId` and `token` are the topmost component's. Leaving
   * the battlefield, each component goes to the same zone (730.3). Only on the battlefield.
   */
  merged?: { key: string; parts: MergedPart[] };
  /**
   * Put into a zone as the topmost component of a merged permanent that left the battlefield
   * (CR 730.3): the new objects its other components became in that same zone, so an effect that
   * follows the permanent there ("exile it, then return it") finds every one of them (set by
   * resolution/merge.ts, read by resolution/steps/move-merged.ts). Only on that new object.
   */
  mergedWith?: ObjectId[];
  /** Definition key in the card registry (a card name) or a proxy key `proxy:<name>`. */
  def: string;
  /**
   * A copy's exceptions to the copied definition (CR 707.9b: "except it's a 1/1"), part of its
   * copiable values: `defOf` reads the definition with them. Only on tokens that are copies and
   * on permanents that entered as a copy.
   */
  copyExcept?: CopyException;
  /**
   * A permanent that entered as a copy of another (Clone; CR 707.2, 614.1c): `def` is then the
   * copied definition, and this its card's own key, which the object leaving the battlefield is
   * again (a new object, 400.7). Absent otherwise.
   */
  ownDef?: string;
  /**
   * While copy effects of resolved spells or abilities apply to it (CR 613.2a, 707.2; "becomes
   * a copy of …"): its values without them, given back when the last one ends. Absent otherwise.
   */
  copyBase?: { def: string; ownDef?: string; copyExcept?: CopyException; backFaceUp?: true };
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  /** Whose copy of the zone it is in (a player's graveyard, hand...); for battlefield and stack
   * the controller. Differs from `owner` only for copies made in another player's zone (707.12). */
  zonePlayer: PlayerId;
  tapped: boolean;
  /** Turn number in which it came under its controller's control (CR 302.6); -1 = long ago. */
  controlSince: number;
  counters: Record<string, number>;
  /**
   * When a keyword counter of each kind was last put on it (CR 122.1b, 613.7): the game's next
   * timestamp then; none for those it entered with (its own timestamp). A static "loses all
   * abilities" older than that leaves the counter's ability (derived/loses-all.ts).
   */
  keywordCountersAt?: Record<string, number>;
  /** Damage marked this turn (CR 120.3). */
  damage: number;
  /** What this Aura/Equipment is attached to: an object id or a player id (CR 303.4, 701.3). */
  attachedTo: EntityId | null;
  /** A token (CR 111). */
  token: boolean;
  /** A copy of a card or spell (CR 707): the object it copies (may be LKI by now). */
  copyOf: ObjectId | null;
  /** Timestamp for layer and attachment order (CR 613.7). */
  timestamp: number;
  /** Set while on the stack as a spell. */
  spell: SpellInfo | null;
  /** Haste granted to a spell copy, carried over to the permanent (CR 400.7a, 707.10 Spider-Verse). */
  hasteGranted: boolean;
  /** Name chosen as it entered (Meddling Mage). */
  chosenName: string | null;
  /** Colour chosen as it entered (CR 614.12), if any. */
  chosenColor?: Exclude<ManaType, 'C'>;
  /** Creature type chosen as it entered (CR 614.12, 205.3m), if any. */
  chosenType?: string;
  /** Opponent chosen as it entered (CR 614.12), if any. */
  chosenPlayer?: PlayerId;
  /**
   * A battle's protector (CR 310.8): chosen as it entered (a Siege's, an opponent of its
   * controller, 310.11a); it can't attack the battle, and is the defending player of the
   * creatures that do (506.2). A new object (400.7) has none.
   */
  protector?: PlayerId;
  /** The mode chosen as it entered ("choose Khans or Dragons", CR 614.12), if any; a new object (400.7) has none. */
  chosenMode?: string;
  /**
   * Set only while a control-changing effect (layer 2, CR 613.1b) makes `controller` differ from
   * who would control it without such effects: that player (who put it onto the battlefield, CR 110.2).
   */
  baseController?: PlayerId;
  /** X of the spell it resolved from, for its ETB abilities (CR 107.3m); null if none. */
  etbX: number | null;
  /**
   * It resolved from a spell whose kicker was paid: its abilities' "if it was kicked" (CR 702.33d,
   * linked to its kicker, 607) read this. A new object (CR 400.7) was never kicked.
   */
  kicked?: boolean;
  /**
   * It resolved from a spell that was cast (CR 601.2; a copy was not, 707.10): who cast it and
   * from which zone, for "if you cast it (from your hand)". A new object (CR 400.7) was not cast.
   */
  castBy?: { player: PlayerId; from: ZoneName };
  /**
   * It resolved from a spell for which this alternative cost was paid (CR 118.9; a copy of that
   * spell keeps the choice, 707.10): evoke's, dash's, blitz's and warp's abilities read it
   * ("if its evoke cost was paid", 702.74a). A new object (CR 400.7) has none.
   */
  altCostPaid?: RememberedAltCost;
  /** It resolved from a spell whose squad cost was paid this many times (CR 702.157a; read by its trigger). */
  copyCostPaid?: number;
  /**
   * The mana spent to cast it (CR 601.2h), by type: on a spell as it is paid for, and on the
   * permanent it resolves into (converge, sunburst 702.44a, "the amount of mana spent to cast
   * it"). Absent when none was (a copy, 707.10; a card not cast; a new object, 400.7).
   */
  manaSpent?: ManaAmounts;
  /**
   * Renowned (CR 702.112b): a designation with no rules meaning but the marker renown and other
   * abilities read; a permanent keeps it until it leaves the battlefield (a new object has none,
   * 400.7).
   */
  renowned?: true;
  /**
   * Monstrous (CR 701.37a–b): a designation monstrosity gives, read by abilities ("as long as ~ is
   * monstrous"); not an ability, so it stays if the permanent loses its abilities or stops being a
   * creature, and a new object has none (400.7).
   */
  monstrous?: true;
  /**
   * Paired (soulbond, CR 702.95b): the creature its soulbond ability paired it with, and the player
   * who controlled both then. The pair holds only while both remain creatures on the battlefield
   * under that player's control (702.95c, derived/paired.ts).
   */
  pairedWith?: { id: ObjectId; under: PlayerId };
  /**
   * Saddled (CR 702.171b): a designation with no rules meaning but the marker abilities read
   * ("attacks while saddled"); it lasts until the cleanup step (514.2) or until the permanent
   * leaves the battlefield (a new object is not saddled, 400.7).
   */
  saddled?: true;
  /** Its abilities with "Activate only once" that were activated (indexes, CR 602.5b); a new object (400.7) has none. */
  activatedOnce?: number[];
  /** Teaching permission from a scenario: may be cast from its current zone. */
  castable: boolean;
  /**
   * An effect's permission to play this card from exile (CR 601.3, 305.1): "You may play that
   * card this turn". A new object (400.7) has none.
   */
  playPermission?: PlayPermission;
  /**
   * An adventurer card exiled by its own resolved Adventure (CR 715.4): the player who cast the
   * Adventure may cast it from exile, as the creature only. A new object (400.7) has no such permission.
   */
  onAdventure?: PlayerId;
  /**
   * Prepared (Secrets of Strixhaven, "While it's prepared, you may cast a copy of its spell"): a
   * permanent with a prepare spell that became prepared; the id of the copy of that spell made in
   * exile as it did. Not copiable; a new object (400.7) is not prepared.
   */
  prepared?: ObjectId;
  /**
   * The copy in exile of a prepared permanent's prepare spell: that permanent's id. While the
   * permanent is on the battlefield and prepared with this copy, its controller may cast the copy
   * (only as the spell) and the copy doesn't cease to exist (zones/prepared-copy.ts).
   */
  preparedFor?: ObjectId;
  /**
   * Foretold (CR 702.143a) or plotted (702.170a): exiled from its owner's hand by that special
   * action, in this turn. Its owner may cast it from exile on a later turn: for its foretell
   * cost, or without paying its mana cost as a sorcery (702.170d). A new object (400.7) is neither.
   */
  foretold?: number;
  plotted?: number;
  /**
   * A Class's level (CR 716.2b): a designation, not a counter and not copiable; absent is level 1
   * (716.2d). A new object (400.7) starts at level 1.
   */
  classLevel?: number;
  /**
   * A Room permanent's unlocked doors (CR 709.5): the names of its halves that are unlocked, a
   * designation (not copiable). Absent or empty: both doors locked, as a Room that enters other
   * than from a resolving Room spell is. A new object (400.7) starts with both locked.
   */
  unlocked?: string[];
  /**
   * A double-faced card or token with its back face up (CR 712.8d–e): on the stack (cast as its
   * back face, 712.11b) or on the battlefield (transformed, 701.27g; entered so, 712.13–14a).
   * Absent: front face up, as every double-faced card is in the other zones (712.8a).
   */
  backFaceUp?: true;
  /**
   * The timestamp it received when it last transformed (CR 613.7g); an ability of it put on the
   * stack before then doesn't transform it again (701.27f).
   */
  transformedAt?: number;
}

/** A triggered or activated ability on the stack (CR 113.3, 405.1). */
export interface StackAbility {
  id: ObjectId;
  kind: 'triggered' | 'activated';
  /** Object id of the source when it triggered or was activated (may be LKI by now, CR 113.7a). */
  source: ObjectId;
  /** Name of the source, for display. */
  sourceName: string;
  /** Definition key and which ability of it. */
  def: string;
  abilityIndex: number;
  controller: PlayerId;
  targets: EntityId[][];
  /** A modal triggered ability's chosen modes (CR 603.3c, 700.2). */
  modes?: number[];
  /** How its damage is divided among its targets, per slot (CR 602.2b, 603.3d, 601.2d). */
  division?: number[][];
  x: number;
  /** Data from the trigger event ("the spell that triggered this", the tapped land ...). */
  trigger: Record<string, EntityId | number | string | null>;
  /**
   * Steps for delayed triggers that carry their own program (CR 603.7); their `targets` are
   * the creating ability's, not chosen again and not rechecked (603.7c).
   */
  steps: StepSpec[] | null;
  /** A reflexive trigger's own target slots (CR 603.12), rechecked on resolution (608.2b). */
  ownTargets?: import('./card-def').TargetSpec[];
  /** Intervening "if" to recheck on resolution (CR 603.4). */
  condition: Condition | null;
  text: string;
  /**
   * An ability an effect gave its source ("has \"…\"", CR 613.1f): its text is not its source's
   * card's, so it travels with the ability — which exists independently of its source (113.7a).
   */
  granted?: import('./card-def').GrantedAbility;
  /** Object ids (now LKI) of permanents sacrificed to pay its activation cost ("the sacrificed creature"). */
  sacrificed?: ObjectId[];
  /** A delayed trigger's named results of the ability that created it (what it exiled, CR 400.7j, 603.7c). */
  vars?: StepVars;
  /**
   * The game's next timestamp when it was put on the stack (or, for a delayed trigger, created):
   * its source transformed since if its `transformedAt` is this or later (CR 701.27f).
   */
  stackedAt?: number;
}

/** Named results of a resolving ability's steps (what a step moved, chose or answered). */
export type StepVars = Record<string, EntityId | EntityId[] | boolean | number | null>;

/** A snapshot of an object as it last existed in a zone (last-known information, CR 608.2h). */
export interface LkiSnapshot {
  object: GameObject;
  /** Name(s) as they were, for messages and name checks. */
  names: string[];
  power: number | null;
  toughness: number | null;
  /** Mana value as it was (CR 202.3). */
  manaValue: number;
  /** Card types, subtypes and supertypes as they were (CR 205, 608.2h). */
  typeLine: TypeLine;
  /**
   * Triggered abilities resolved spells' and abilities' effects had given it (CR 611.2, 613.1f),
   * numbered as granted abilities are (`GRANTED_ABILITY_BASE + k`): a leaves-the-battlefield one
   * looks back in time (603.10a). Absent when none.
   */
  granted?: { index: number; triggered: TriggeredSpec }[];
  /** The Auras and Equipment attached to it then (CR 303.4, 301.5; "modified", 700.9); absent when none. */
  attached?: ObjectId[];
  /** It had lost the abilities of its rules text (CR 305.7, 613.1f): its card's triggered abilities don't look back. */
  textLost?: true;
}

/** A linked-ability record (CR 607): `object` was exiled by / with `linker`. */
export interface LinkRecord {
  /** The linking object id (Helix's imprint), or a name-based link (CR 607.2n). */
  linker: { objectId: ObjectId } | { name: string; player: PlayerId };
  object: ObjectId;
  /** Exiled "until the linker leaves the battlefield" (CR 610.3): it returns when the linker does. */
  untilLinkerLeaves?: true;
}

/**
 * A continuous effect from a resolved spell or ability (CR 611.2): it affects the object it
 * was applied to as it resolved (611.2c), in layer order with its timestamp (613.7), until the
 * duration ends (end of turn: cleanup, 514.2; end of combat: 511.3).
 */
export interface ContinuousEffect {
  /** The object it affects; or a player, for a prohibition on casting (resolution/steps/cast-bans.ts) or a `group`'s "you". */
  object: ObjectId;
  /**
   * `indefinitely`: no duration is stated (CR 611.2a); it ends when the object leaves its zone
   * (400.7). `nextUntapStep`: "doesn't untap during its controller's next untap step" — it ends
   * after the next untap step of whoever controls the object then (CR 502.3), or with the object.
   */
  until: import('./card-def').Duration | 'indefinitely' | 'nextUntapStep' | 'whileSourceOnBattlefield';
  /**
   * With `until: 'yourNextTurn'`: the player whose next turn ends it as it begins (CR 500.5) —
   * the controller of the spell or ability that made it, its "you" (109.5).
   */
  endsAtTurnOf?: PlayerId;
  /**
   * With `until: 'whileYouControlSource'`: the effect lasts for as long as `player` controls
   * `source` on the battlefield (CR 611.2b); zones/control.ts ends it.
   */
  whileControls?: { source: ObjectId; player: PlayerId };
  /**
   * With `until: 'whileSourceTapped'` (or `'whileYouControlSourceTapped'`): the effect lasts for
   * as long as this permanent remains tapped on the battlefield (CR 611.2b); zones/control.ts ends it.
   */
  whileTapped?: ObjectId;
  /**
   * With `until: 'whileSourceOnBattlefield'`: the effect lasts for as long as this permanent
   * remains on the battlefield (CR 611.2b); triggers/while-on-battlefield.ts ends it as it leaves.
   */
  whileOnBattlefield?: ObjectId;
  timestamp: number;
  sourceName: string;
  /** Layer 7c: "+N/+M until end of turn" (numbers fixed as it resolved, CR 608.2h). */
  power?: number;
  toughness?: number;
  /** Layer 7b: "has base power N" (Singing Tree). */
  setBase?: { power?: number; toughness?: number };
  /** Layer 7d: "switch its power and toughness until end of turn" (CR 613.4d). */
  switchPT?: true;
  /** Layer 4: "becomes an artifact creature", "It's still a land" (CR 205.1; see `TypeChange`). */
  addTypes?: import('./card-def').TypeChange;
  /** Layer 5: "becomes red" (CR 105.3). */
  setColors?: Exclude<ManaType, 'C'>[];
  /**
   * "… gains flashback until end of turn. The flashback cost is equal to its mana cost." (CR
   * 702.34a): the card in a graveyard this effect gives flashback (casting/granted-flashback.ts).
   */
  flashback?: true;
  /** Layer 6. */
  gains?: import('./card-def').Keyword[];
  loses?: import('./card-def').Keyword[];
  /**
   * Layer 6: "loses all abilities" (CR 613.1f), at its timestamp: abilities later effects give
   * stay, and so do those of keyword counters put on after it began (its keyword counters then).
   */
  losesAll?: Record<string, number>;
  /** Layer 6: "gains \"…\" until end of turn" (abilities in quotation marks, CR 613.1f). */
  grants?: import('./card-def').GrantedAbility[];
  /** "can't block this turn", "can't be blocked this turn". */
  cant?: import('./card-def').Restriction[];
  /**
   * A restriction on a group (CR 611.2c, resolution/steps/group-restrictions.ts): `cant` applies
   * to every object matching `filter` from the point of view of `object` (a player, "you").
   */
  group?: { filter: import('./card-def').ObjectFilter; source: ObjectId | null };
  /**
   * A cost change for spells (CR 601.2f, resolution/steps/spell-cost-effects.ts): spells matching
   * `spells` cast by the players `casters` names from `object`'s point of view cost `mana` more or less.
   */
  spellCosts?: {
    casters: 'you' | 'opponents' | 'each';
    spells: import('./card-def').SpellFilter;
    change: 'less' | 'more';
    mana: string;
  };
  /**
   * A requirement (CR 508.1d): "attacks this turn if able", or goaded (701.15a) by `goadedBy`,
   * which in a two-player game asks only that it attack each combat if able (the one player
   * other than the goading player is its own controller, or the player it attacks anyway).
   */
  mustAttack?: true;
  goadedBy?: PlayerId;
  /** A requirement (CR 509.1c): this creature blocks that attacker if able (provoke, 702.39a; turn/block-requirements.ts). */
  mustBlock?: ObjectId;
  /** A restriction (CR 509.1b): this creature can't block that attacker ("can't block ~ this turn"). */
  cantBlock?: ObjectId;
  /** The suspected designation (CR 701.60a): this effect gives its menace and "can't block" (701.60c). */
  suspected?: true;
  /** Layer 2: "gain control of target creature until end of turn" (CR 613.1b): this player controls it. */
  controller?: PlayerId;
  /**
   * Layer 1 (CR 613.2a, 707.2): "… becomes a copy of target creature until end of turn": the
   * copiable values fixed as it began — a definition key and the copy's exceptions (707.9b).
   * The latest such effect on an object gives it its values (613.7); resolution/steps/become-copy.ts
   * realises them on the object (`GameObject.copyBase`).
   */
  copy?: { def: string; except?: CopyException };
}

/**
 * A delayed triggered ability waiting for its moment (CR 603.7): it triggers the first time
 * that moment comes after it was created, once.
 */
export interface DelayedTrigger {
  /** The step whose beginning it waits for; absent for one that waits for an event (`dies`). */
  at?: import('./card-def').DelayedMoment;
  /**
   * "When that creature dies this turn, …" (CR 603.7b): the object whose dying it waits for, in
   * the turn `afterTurn` only (triggers/delayed-events.ts, loaded with the cards that use it).
   */
  dies?: ObjectId;
  /**
   * "When it dies or is exiled, return it to the battlefield tapped" (earthbend, CR 701.66a): the
   * object whose dying or being exiled from the battlefield it waits for, in any turn, once; its
   * steps read the card in the zone it went to as the trigger data `card`. Dropped once that
   * object leaves the battlefield any other way (it is a new object then, 400.7).
   */
  diesOrExiled?: ObjectId;
  /**
   * "When you next cast an instant or sorcery spell this turn, …" (CR 603.7, 601.2i): the spells
   * (the filter's "you" is the controller) whose casting by its controller it waits for, in the
   * turn `afterTurn` only, once; its steps read that spell as the trigger data `spell`.
   */
  nextCast?: import('./card-def').ObjectFilter;
  /**
   * "Until end of turn, whenever …" (CR 603.7c): a triggered ability that triggers each time its
   * event happens while it lasts — with `until: 'endOfTurn'` through the turn `afterTurn` (it ends
   * in that turn's cleanup, 514.2), with `yourNextTurn` until its controller's next turn begins.
   * Its steps are its own (`steps` is empty); triggers/delayed-events.ts watches for it.
   */
  whenever?: import('./card-def').TriggeredSpec;
  until?: 'endOfTurn' | 'yourNextTurn';
  /** The object a `whenever` ability's `watched` subject names (CR 603.7c). */
  watch?: ObjectId;
  /** Turn number in which it was created (for the log). */
  afterTurn: number;
  controller: PlayerId;
  sourceName: string;
  source: ObjectId;
  steps: StepSpec[];
  text: string;
  /** The creating ability's trigger data and its targets on resolution, for "it" / "that creature" (CR 603.7c). */
  trigger?: Record<string, EntityId | number | string | null>;
  targets?: EntityId[][];
  /** The creating ability's named results, for "return it" after it exiled it (CR 400.7j). */
  vars?: StepVars;
}

/** A triggered ability that has triggered and waits to be put on the stack (CR 603.3). */
export interface PendingTrigger {
  source: ObjectId;
  sourceName: string;
  def: string;
  abilityIndex: number;
  controller: PlayerId;
  trigger: Record<string, EntityId | number | string | null>;
  steps: StepSpec[] | null;
  condition: Condition | null;
  text: string;
  /** A delayed trigger's targets, carried from the ability that created it (CR 603.7c). */
  targets?: EntityId[][];
  /** A delayed trigger's named results, carried from the ability that created it (CR 400.7j). */
  vars?: StepVars;
  /** An ability an effect gave its source (CR 613.1f): it carries its own text (113.7a). */
  granted?: import('./card-def').GrantedAbility;
  /**
   * A reflexive trigger's own target slots (CR 603.12): chosen as it is put on the stack
   * (603.3d), unlike a delayed trigger's, which are carried.
   */
  ownTargets?: import('./card-def').TargetSpec[];
}

/** One mana in a pool that may be spent only as its restriction says (CR 106.6). */
export interface RestrictedMana {
  type: ManaType;
  spend: import('./card-def').ManaSpend;
  from: string;
  /**
   * "Until end of turn, you don't lose this mana as steps and phases end" (CR 106.4, 500.4): not
   * emptied as a step or phase ends, until the cleanup step's end (514.2 ends the effect).
   * `'combat'`: "Until end of combat, …" (firebending): kept only as the combat phase's steps
   * before its end step end (511.3 ends the effect).
   */
  keep?: true | 'combat';
}

export interface PlayerState {
  life: number;
  /** Mana in the pool, by type (CR 106.4); see mana-amounts.ts. */
  manaPool: ManaAmounts;
  /**
   * Mana in the pool with a spending restriction (CR 106.6), one entry per mana: its type, what
   * it may pay for, and the name of its source (for the log). Absent when none.
   */
  restrictedMana?: RestrictedMana[];
  /**
   * Of `manaPool`, the mana a snow source made (CR 107.4h: it alone may pay {S}), by type; only
   * up to what `manaPool` holds of each type counts (mana is spent non-snow first). Absent when none.
   */
  snowMana?: ManaAmounts;
  library: ObjectId[];
  hand: ObjectId[];
  graveyard: ObjectId[];
  exile: ObjectId[];
  outside: ObjectId[];
  /** This player's objects in the command zone (CR 408); absent when none (states before it existed). */
  command?: ObjectId[];
  /** Tried to draw from an empty library since the last SBA check (CR 704.5b). */
  drewFromEmpty: boolean;
  landsPlayedThisTurn: number;
  lost: boolean;
  /** Poison counters (CR 122.1f), given by damage from a source with infect (702.90b); absent when none. */
  poison?: number;
  /**
   * Energy counters on the player (CR 107.14, 122.1): "you get {E}{E}" adds two, paying {E}
   * removes one. Absent is none.
   */
  energy?: number;
  /**
   * The player's speed (CR 702.179): 1 to 4 once they have one (704.5z gives 1), never lost and
   * never more than 4; absent: no speed. Written by triggers/speed.ts and the SBA.
   */
  speed?: number;
}

export interface CombatState {
  /** Attacking creature → defending player. A creature removed from combat (CR 506.4) is deleted. */
  attackers: Record<ObjectId, PlayerId>;
  /**
   * Attacking creature → the planeswalker it attacks (CR 508.1b), for those that attack one
   * rather than the defending player (who controls it, 506.2). When a planeswalker is removed
   * from combat by a change of control (CR 506.4) its attackers map to "": they attack nothing
   * (506.4c); one that left the battlefield or stopped being a planeswalker is found so as damage
   * is dealt. Absent when no creature attacks a planeswalker.
   */
  attacks?: Record<ObjectId, ObjectId>;
  /** Blocking creature → the attacker it blocks. A creature removed from combat (CR 506.4) is deleted. */
  blockers: Record<ObjectId, ObjectId>;
  /**
   * Blocking creature → the further attackers it blocks, beyond the one in `blockers`, when an
   * effect lets it block more than one ("can block an additional creature each combat", CR 509.1a;
   * turn/multi-block.ts). Absent when none; an entry is deleted as its blocker leaves combat.
   */
  also?: Record<ObjectId, ObjectId[]>;
  attackersDeclared: boolean;
  /**
   * The players a creature declared as an attacker attacked this combat (CR 508.1b; not their
   * planeswalkers or battles), kept when attackers leave combat (melee, 702.121a). Absent: none.
   */
  playersAttacked?: PlayerId[];
  blockersDeclared: boolean;
  /**
   * Attacking creatures that became blocked (CR 509.1h): they stay blocked when their blockers
   * leave combat, and a blocked creature with no blockers left deals no combat damage unless it
   * has trample (CR 510.1c, 702.19d).
   */
  blocked: ObjectId[];
  /** Combat damage steps begun this combat: 0, 1, or 2 when there was a first-strike step (CR 510.4). */
  damageSteps: number;
  /**
   * The creatures that had first strike or double strike as the first combat damage step began
   * (CR 510.4, 702.7b, 702.4b); null when no creature in combat had either (one damage step).
   */
  firstStrikers: ObjectId[] | null;
}

/**
 * A shield from a resolved spell or ability (CR 611.2): it waits for an event and changes it.
 * All of them end in the cleanup step (CR 514.2).
 * - `regeneration` (CR 701.19a, 614.8): the next time `object` would be destroyed this turn,
 *   instead all damage is removed from it, it is tapped, and it is removed from combat.
 * - `prevention` (CR 615.1, 615.7): prevents damage dealt to `to` (null: to anything) by `by`
 *   (null: by any source), only combat damage when `combatOnly`; `amount` is what is left of a
 *   "prevent the next N damage" shield, each prevented point using one up, or `all`; with
 *   `once` ("the next time … would deal damage", CR 609.7) it is gone after one damage event.
 */
export type Shield =
  | { kind: 'regeneration'; object: ObjectId; sourceName: string; timestamp: number }
  /**
   * "If that creature would die this turn, exile it instead" (CR 614.1a, 700.4): the object
   * named (with `filter` too: only if it matches as it would die, "a creature dealt damage this
   * way"), or — `filter` alone — any permanent matching it as it would die ("If a creature an
   * opponent controls would die this turn", read for `controller`), is exiled instead of being
   * put into a graveyard from the battlefield, until the cleanup step (514.2). Not used up.
   */
  | {
      kind: 'exileIfDies';
      object: ObjectId | null;
      filter: import('./card-def').ObjectFilter | null;
      controller: PlayerId;
      sourceName: string;
      timestamp: number;
    }
  | {
      kind: 'prevention';
      amount: number | 'all';
      to: EntityId[] | null;
      by: ObjectId[] | null;
      combatOnly: boolean;
      sourceName: string;
      timestamp: number;
      once?: boolean;
      /**
       * "You gain life equal to the damage prevented this way" (CR 615.5): this player gains as
       * much life as the shield prevents, right after it prevents it.
       */
      gain?: PlayerId;
      /**
       * "For each 1 damage prevented this way, put a +1/+1 counter on that creature" (CR 615.5):
       * as many counters of this kind as the shield prevents go on the permanent it was dealt to.
       */
      counters?: string;
      /**
       * "The next 1 damage that would be dealt to ~ this turn is dealt to target creature you
       * control instead" (CR 614.9): not prevention but redirection — the next `amount` damage to
       * `to` is dealt to this player or object instead (zones/redirect-shields.ts).
       */
      redirect?: EntityId;
      /** "… to creatures you control this turn": who matches, read as damage would be dealt, for `you`. */
      group?: {
        to?: import('./card-def').Affected;
        by?: import('./card-def').Affected;
        from?: import('./card-def').ObjectFilter;
        you: PlayerId;
      };
    };

/** Options of a decision the engine waits for (see `decisions.ts`). */
export interface DecisionOption {
  value: string;
  label: string;
}

/** A choice the engine is waiting for; only `player` may answer (DESIGN: decisions). */
export interface Decision {
  player: PlayerId;
  kind: 'may' | 'chooseObjects' | 'chooseNumber' | 'chooseOption' | 'chooseOrder';
  prompt: string;
  rule: string;
  /** chooseObjects: legal object or player ids, and how many to choose. */
  candidates: EntityId[];
  min: number;
  max: number;
  /** chooseOption / chooseOrder: the options (mana symbols, split halves, names, items). */
  options: DecisionOption[];
  /** The object this decision is about (for the UI), if any. */
  about: ObjectId | null;
  /** What the answer is for, e.g. 'targets', 'mana', 'half', 'legend' (for UI wording). */
  purpose: string;
}

export type DecisionAnswer = boolean | number | string | string[];

export interface TurnState {
  number: number;
  active: PlayerId;
  step: Step;
  /**
   * Extra turns to take directly after this one (CR 500.7), the most recently created last (it
   * is taken first). Absent when none.
   */
  extraTurns?: PlayerId[];
  /**
   * Turns players will skip (CR 614.10), one entry for each "you skip your next turn": the next
   * turn that player would take doesn't happen (turn/turn.ts, resolution/steps/turns.ts). Absent when none.
   */
  skipTurns?: PlayerId[];
  /**
   * The number of each player's most recent turn before the current one, recorded as a turn
   * ends (echo's "your last upkeep", CR 702.30a). Absent for a player whose turn this game has not
   * seen end (a scenario opened mid-game): then turns are taken to alternate.
   */
  previousTurnOf?: Partial<Record<PlayerId, number>>;
}

/** The whole game. */
export interface GameState {
  format: 'stackyard/game@1';
  nextId: number;
  nextTimestamp: number;
  turn: TurnState;
  players: Record<PlayerId, PlayerState>;
  battlefield: ObjectId[];
  /** Bottom first; the last element is the top of the stack. */
  stack: ObjectId[];
  /** Live objects, chunked by id (read with `getObject` / `allObjects`, see object-table.ts). */
  objects: import('./object-table').ObjectTable<GameObject>;
  abilities: Record<ObjectId, StackAbility>;
  /** Last-known information by old object id, chunked the same way (read with `getLki`). */
  lki: import('./object-table').ObjectTable<LkiSnapshot>;
  links: LinkRecord[];
  /** "This turn" bookkeeping ("do this only once each turn" and the like), cleared each turn. */
  turnFlags: Record<string, true | number>;
  /**
   * The modes chosen for "choose one that hasn't been chosen [this turn]" abilities, by
   * `<object>:<ability>:<mode>`: 0 for "hasn't been chosen" (for good), else the turn number it
   * was chosen in ("this turn") (CR 700.2; a new object has none, 400.7). Absent when none.
   */
  modesChosen?: Record<string, number>;
  /**
   * The cards designated as their owners' commanders (CR 903.3): the designation is an attribute
   * of the card, not of the object, so it stays through zone changes (a new object, 400.7, is the
   * same card); a token or a copy is never a commander. Absent when none.
   */
  commanders?: CardId[];
  /**
   * The player who is the monarch (CR 724.1; only one at a time, 724.3), whose two inherent
   * triggered abilities (724.2) triggers/monarch.ts watches for. Absent when no one is.
   */
  monarch?: PlayerId;
  /**
   * Day or night, a designation of the game (CR 726.1): absent while it is neither (the game
   * starts so, 726.2); once one, always one or the other. Kept by turn/day-night.ts, which loads
   * with the cards that have daybound or nightbound (702.145).
   */
  dayNight?: 'day' | 'night';
  /**
   * How many spells (up to 2) the active player of turn `turn` cast during it, for the next
   * turn's untap-step day/night check (CR 502.2). Kept by turn/day-night.ts.
   */
  dayNightCasts?: { turn: number; n: number };
  /**
   * The spells each player cast during turn `turn` (CR 601.2i), and during the turn before it
   * (`prev`), for "if no spells were cast last turn" (the werewolves of Innistrad). Kept by
   * turn/last-turn-casts.ts, which loads with the cards that ask.
   */
  castRecord?: { turn: number; counts: Partial<Record<PlayerId, number>>; prev?: Partial<Record<PlayerId, number>> };
  /** The player who has the initiative (CR 725.1; only one, 725.3), triggers/initiative.ts. Absent when no one does. */
  initiative?: PlayerId;
  /**
   * The players who have the city's blessing (CR 702.131c): a designation kept for the rest of
   * the game once had, given by ascend (702.131b, triggers/ascend.ts). Absent when no one has it.
   */
  citysBlessing?: PlayerId[];
  /**
   * Each player's venture marker (CR 309.5): the dungeon card it is on (an object in its
   * owner's command zone) and the room (the index of that dungeon's room ability). Absent: in no dungeon.
   */
  venture?: Partial<Record<PlayerId, { dungeon: ObjectId; room: number }>>;
  /**
   * The Ring (CR 701.54): for each player it has tempted, their emblem named The Ring (an object
   * in their command zone, 701.54c), how many times the Ring has tempted them this game (its
   * level: it has that many of its abilities, at most four), and their Ring-bearer (701.54a), or
   * null (none chosen, or it left the battlefield or another player gained control of it).
   */
  ring?: Partial<Record<PlayerId, { emblem: ObjectId; tempted: number; bearer: ObjectId | null }>>;
  /** The names of the dungeons each player has completed this game, in order (CR 309.7). */
  completedDungeons?: Partial<Record<PlayerId, string[]>>;
  effects: ContinuousEffect[];
  /**
   * Permanents whose controller a control-changing effect sets now (layer 2, CR 613.1b; each has
   * `baseController`), so they are given back when the effect ends. Absent when none.
   */
  controlChanged?: ObjectId[];
  delayedTriggers: DelayedTrigger[];
  pendingTriggers: PendingTrigger[];
  /** Work in progress, top last: casting, resolving, state-based actions (resumable data). */
  tasks: import('./task').Task[];
  pendingDecision: Decision | null;
  combat: CombatState | null;
  /** Regeneration and prevention shields from resolved spells and abilities, oldest first (CR 614, 615). */
  shields: Shield[];
  /** Creatures dealt damage by a source with deathtouch since state-based actions were last checked (CR 704.5h). */
  deathtouched: ObjectId[];
  /** Seeded PRNG state (mulberry32). */
  rng: number;
  proxies: Record<string, ProxySpec>;
  /** Manual moves of any card to any zone are allowed. */
  sandbox: boolean;
  /** Libraries are shuffled when the game starts (after pre-game actions, CR 103.3). */
  startShuffle: boolean;
  gameOver: { losers: PlayerId[]; reason: string } | null;
  /**
   * An advance stopped after this many passes at this turn and step, until the next action: a
   * loop may be under way, and the players may declare the game a draw (CR 104.4b, turn/loops.ts).
   */
  loopStopped?: { turn: number; step: Step; passes: number } | null;
}
