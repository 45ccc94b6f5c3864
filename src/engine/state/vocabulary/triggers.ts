/**
 * Trigger conditions (CR 603): which events a triggered ability looks for. Each event kind
 * has one detector in the engine's trigger table (triggers/), and what the event names is
 * handed to the ability as trigger data, read with `{ ref: 'trigger', key }`:
 *
 * - `permanent`: the object the event is about — the one that entered, left, became tapped,
 *   was tapped for mana, attacked, blocked, became blocked, dealt damage (`dealsDamage`) or was
 *   dealt damage (`dealtDamage`). For a zone change from the battlefield it is the old object,
 *   read through last-known information (CR 603.10a); `card` is then its new object in the
 *   zone it went to (Rancor's "return it to its owner's hand").
 * - `card`: for a zone change, the object in the zone it went to.
 * - `player`: the player whose step began (`step`: "that player"), who cast the spell
 *   (`spellCast`), who was dealt damage (`dealsDamage` to a player, `dealtDamage` with
 *   `what: 'you'`), the defending player (`attacks`), the controller of the tapped permanent
 *   (`tappedForMana`).
 * - `spell`: the spell that was cast.
 * - `attacker`, `blocker`: the creatures of `attacks`, `blocks`, `becomesBlocked`,
 *   `attacksUnblocked` (a blocked attacker's `blocker` is the first creature blocking it).
 * - `source`: what dealt the damage (`dealtDamage`); `target`: what was dealt it (`dealsDamage`).
 * - `amount`: the damage dealt ("that much", `{ triggerAmount: true }`).
 */
import type { Step, ZoneName } from '../ids';
import type { ObjectFilter, SpellFilter } from './filters';
import type { Condition } from './refs';

/** Who or what a trigger watches, relative to the source and its controller ("you"). */
export type Subject =
  | 'self'
  | 'enchanted'
  | 'equipped'
  /**
   * The one object a delayed triggered ability watches, fixed as it was created (CR 603.7c):
   * "Choose target creature. Whenever that creature is dealt damage this turn, …" (Arcbond).
   */
  | 'watched'
  /**
   * Objects matching ("a creature you control", "a land", "another creature"); `orSelf`: "~ or
   * another nontoken Phyrexian you control" — the watching object itself as well, whether or not
   * it matches the filter (the filter's words describe only "another").
   */
  | { filter: ObjectFilter; other?: boolean; orSelf?: true };

/**
 * Whose step a "beginning of ..." trigger watches (CR 603.2b): "your upkeep", "each player's
 * upkeep" / "the end step" (`each`), "each opponent's upkeep", "the upkeep of enchanted
 * creature's controller", "the chosen player's upkeep" (`chosenPlayer`: the opponent chosen as
 * the source entered, CR 614.12; Black Vise).
 */
export type StepOwner = 'you' | 'each' | 'opponent' | 'enchantedController' | 'chosenPlayer';

export type TriggerSpec =
  /**
   * "When X enters" (`to: 'battlefield'`), "When X dies" / "Whenever a creature dies"
   * (`from: 'battlefield', to: 'graveyard'`, CR 700.4), "Whenever a land is put into a graveyard
   * from the battlefield", "leaves the battlefield" (`from: 'battlefield'`). A subject filter is
   * matched against the object as it was on the battlefield when it left (looking back in
   * time, CR 603.10a) and as it is in its new zone otherwise; its `zone` is ignored (`from` and
   * `to` say where). Permanents that leave at the same time see each other leave (603.10a).
   * Without `from`, "Whenever a card is put into your graveyard from anywhere" (`to` only): never a
   * leaves-the-battlefield ability (CR 603.6c), so the card is matched as it is in its new zone
   * and permanents that left at the same time don't see it.
   * `sacrificed`: "Whenever you sacrifice a Clue", "an opponent sacrifices a creature",
   * "a player sacrifices a permanent" (CR 701.21a): only a permanent sacrificed, by the watcher's
   * controller, an opponent of them, or anyone (a leaves-the-battlefield ability, 603.10a).
   */
  | {
      event: 'zoneChange';
      what: Subject;
      from?: ZoneName;
      to?: ZoneName;
      sacrificed?: 'you' | 'opponent' | 'anyPlayer';
      /**
       * "Whenever one or more creatures you control die", "one or more tokens you control enter",
       * "one or more cards leave your graveyard": one trigger for the objects that move at the
       * same time, not one each (CR 603.2c). The data is empty.
       */
      oneOrMore?: boolean;
    }
  /** "At the beginning of your upkeep", "each player's upkeep", "the end step", "end of combat". */
  | { event: 'step'; step: Step; whose: StepOwner }
  /**
   * "Whenever you cast a sorcery spell" (`spellTypes` or `spell: { types }`), "Whenever a player
   * casts a white spell" (`spell: { colors: ['W'] }`), "casts a card" (`cardOnly`, CR 108.2),
   * "from anywhere other than your hand" (`notFromHand`) (CR 601.2i).
   */
  | {
      event: 'spellCast';
      by: 'you' | 'anyPlayer' | 'opponent';
      spellTypes?: string[];
      spell?: SpellFilter;
      cardOnly?: boolean;
      notFromHand?: boolean;
      /** "Whenever you cast a spell from your graveyard" / "from exile" / "from your hand": where it was cast from. */
      from?: ZoneName;
      /**
       * "When you cast this spell" (CR 601.2i, 603.2): the spell itself becoming cast; it
       * triggers from the stack (only this kind of its abilities does). The data: `spell`, `player`.
       */
      self?: boolean;
      /**
       * "Whenever you cast a spell that targets ~" (heroic): the spell has at least one target
       * matching this subject as it becomes cast (CR 115.1, 601.2c).
       */
      targets?: Subject;
      /** "your second spell each turn": the caster's Nth spell cast this turn (CR 601.2i). */
      nth?: number;
      /** "during an opponent's turn" / "during your turn": whose turn it is, relative to "you". */
      during?: 'yours' | 'opponents';
      /**
       * "Whenever you cast or copy an instant or sorcery spell" (magecraft, CR 207.2c): also when
       * a copy of such a spell is put on the stack under that player's control (707.10).
       */
      orCopy?: boolean;
      /** "Whenever you cast a kicked spell": its kicker cost was paid as it was cast (CR 702.33d, 601.2h). */
      kickedSpell?: true;
      /** "a spell with {X} in its mana cost" (CR 107.3, 202.1): its mana cost (or its cast half's) has {X}. */
      xInCost?: true;
      /**
       * "your first instant or sorcery spell each turn", "their first noncreature spell each turn"
       * (CR 601.2i): the caster cast no other spell of the kind `spell` names this turn, by its card
       * types as it became cast (`spell` has only `types` and `notTypes`; triggers/first-time.ts).
       */
      firstOfKind?: true;
      /**
       * "a creature spell that has an Adventure" (CR 715.2, 715.3): the spell's card is an
       * adventurer card (an Omen or prepare card is not), cast as the creature (`spell` says so).
       */
      hasAdventure?: true;
      /**
       * "a spell with cascade" (CR 702.85a, 113.3c): the spell has the keyword as printed (its
       * definition's cascade trigger; a spell cast as a half has only that half's text, 709.3a).
       */
      withCascade?: true;
    }
  /** "Whenever X becomes tapped" (CR 603.2e); `what` defaults to `'self'`. */
  | { event: 'becomesTapped'; what?: Subject }
  /**
   * "Whenever enchanted land / a player's land is tapped for mana", "Whenever a Mountain is
   * tapped for mana" (`filter`, relative to the source's controller) (CR 106.12a); with
   * `enchanted`, "Whenever enchanted Forest is tapped for mana": the host, while it matches.
   */
  | { event: 'tappedForMana'; what: 'enchanted' | 'anyLand' | { filter: ObjectFilter; enchanted?: true } }
  /**
   * "Whenever X attacks" (CR 508.1m); `alone`: "attacks alone" (506.5); `atLeast`: "~ and at
   * least two other creatures attack" (battalion: at least N creatures were declared as
   * attackers, this one among them). `oneOrMore`: "Whenever you attack", "Whenever one or more
   * creatures you control attack" — once for the declaration in which at least `atLeast` (or
   * one) creatures matching `what` attack (CR 603.2c); its data is only `player`, the
   * defending player. `withGreater`: "~ and at least one other creature with power greater than
   * ~'s power attack" (training, CR 702.149a), the powers compared as attackers are declared.
   * `saddled`: "Whenever ~ attacks while saddled" (CR 702.171b): the attacker is saddled as
   * attackers are declared (a trigger condition, not checked again as it resolves).
   * `mostLife`: "attacks the player with the most life or tied for most life" (dethrone, CR
   * 702.105a): the player it attacks has at least as much life as each other player then.
   * `attacked`: what the creature attacks, relative to the watcher's controller (CR 506.3,
   * 508.1b): "attacks you" (`player: 'you'`), "attacks one of your opponents" (`'opponent'`),
   * "attacks enchanted player" (`'enchanted'`: the player the watcher, a Curse, enchants),
   * "attacks a player" (`'any'`: whichever player); with `planeswalker`, "or a planeswalker you
   * control / an opponent controls" (one the defending player controls, not a battle). Without
   * it, only the player itself.
   */
  | {
      event: 'attacks';
      what: Subject;
      alone?: boolean;
      atLeast?: number;
      oneOrMore?: boolean;
      withGreater?: true;
      saddled?: true;
      mostLife?: true;
      attacked?: { player: 'you' | 'opponent' | 'enchanted' | 'any'; planeswalker?: true };
    }
  /**
   * "You may exert ~ as it attacks. When you do, …" (CR 701.43a, 603.12): the reflexive ability
   * of the watcher itself, which triggers when its controller chooses to exert it as it is declared
   * an attacker (turn/exert-attacking.ts asks). No data. `choiceOnly`: "You may exert ~ as it
   * attacks." with no "When you do": the choice alone, which never triggers.
   */
  | { event: 'exertedAttacking'; choiceOnly?: true }
  /**
   * "Whenever you exert a creature" (CR 701.43a): the watcher's controller exerted a creature, as
   * it attacked or to pay a cost. The data: `permanent` (the creature exerted).
   */
  | { event: 'exerts' }
  /**
   * Enlist (CR 702.154a): "As this creature attacks, you may tap a nonattacking creature you
   * control without summoning sickness. When you do, …" — the watcher itself enlisted a creature
   * as it was declared an attacker (turn/exert-attacking.ts asks). The data: `permanent` (the
   * creature tapped). `keyword`: the keyword's own reflexive ability ("When you do, add its
   * power to this creature's until end of turn"), whose presence gives the watcher the choice;
   * each instance is a separate choice, and triggers only for its own enlisting. Without
   * `keyword`: "Whenever this creature enlists a creature" (CR 702.154), for any of them.
   */
  | { event: 'enlisted'; keyword?: true }
  /** "Whenever X blocks" (CR 509.1i); `attacker`: "blocks a non-Wall creature" (what it blocks must match). */
  | { event: 'blocks'; what: Subject; attacker?: ObjectFilter }
  /**
   * "Whenever X becomes blocked" (CR 509.1h): once, however many creatures block it; with
   * `by`, "becomes blocked by a non-Wall creature": once for each blocking creature that
   * matches (CR 603.2c), `blocker` naming it; with `by` and `oneOrMore`, "becomes blocked by one
   * or more Orcs": once, if any blocking creature matches (no `blocker` in the data).
   */
  | { event: 'becomesBlocked'; what: Subject; by?: ObjectFilter; oneOrMore?: true }
  /** "Whenever X attacks and isn't blocked" (CR 509.1h): once blockers are declared, for each attacker with none. */
  | { event: 'attacksUnblocked'; what: Subject }
  /**
   * "Whenever X deals (combat) damage (to a player / an opponent / a creature / a player or
   * battle / a player or planeswalker / you / enchanted player)" (CR 120.3); "an opponent" is an
   * opponent of the source's controller, "you" the watcher's controller, "enchanted player" the
   * player it enchants. One trigger per damage event (CR 603.2c).
   */
  | {
      event: 'dealsDamage';
      what: Subject;
      to?:
        | 'any'
        | 'player'
        | 'opponent'
        | 'creature'
        | 'playerOrBattle'
        | 'playerOrPlaneswalker'
        | 'you'
        | 'enchantedPlayer';
      combat?: boolean;
      /** "deals noncombat damage": any damage but combat damage (CR 120.2, 510.2). */
      noncombat?: true;
      /** With `to: 'creature'`: what the creature dealt the damage is ("deals damage to a Vampire"). */
      damaged?: ObjectFilter;
      /**
       * "Whenever one or more creatures you control deal combat damage to a player": one trigger
       * for each player (`to`) dealt damage at once by any of them, not one per source (CR 603.2c).
       */
      oneOrMore?: boolean;
    }
  /**
   * "Whenever X is dealt damage", "Whenever you're dealt damage" (CR 120.3); `combat`: "is dealt
   * combat damage" (CR 510.2), only damage dealt in a combat damage step.
   */
  | { event: 'dealtDamage'; what: Subject | 'you'; combat?: true }
  /**
   * "Whenever ~ becomes the target of a spell or ability an opponent controls" (ward's trigger,
   * CR 702.21a; CR 115.1): when a spell is cast or copied, or an ability is activated or put on
   * the stack, with a target matching `what` — once per spell or ability, however many of its
   * targets that is. `by: 'opponent'`: only a spell or ability an opponent of the source's
   * controller controls. `spell`: "becomes the target of a spell" — a spell only (cast or
   * copied), not an ability. The data: `spell` (the spell or ability on the stack), `player` (its controller).
   */
  | {
      event: 'becomesTarget';
      what: Subject;
      by: 'opponent' | 'anyPlayer' | 'you';
      spell?: true;
      /**
       * "… for the first time each turn" (valiant, an ability word; CR 603.2): only the
       * first spell or ability (of `by`) to target that permanent this turn, whether or not the
       * ability existed then (triggers/first-time.ts counts the turn's targetings).
       */
      firstTimeEachTurn?: true;
    }
  /**
   * "Whenever you draw a card", "Whenever an opponent draws a card", "Whenever you draw your
   * second card each turn" (`nth`: the player's Nth card drawn this turn) (CR 121.1, 121.2: cards
   * are drawn one at a time). The data: `player`, `card` (the card drawn).
   */
  | { event: 'cardDrawn'; who: 'you' | 'opponent' | 'anyPlayer'; nth?: number }
  /**
   * "Whenever you discard a card", "Whenever an opponent discards a creature card" (CR 701.9),
   * "Whenever you cycle or discard a card" (once for a card cycled, 702.29d), "Whenever a player
   * cycles a card" (`cycled`), "When you cycle this card" (`self` with `cycled`: the card itself,
   * triggering from where it went, 702.29c). `card`: what the discarded card must be, as it is in
   * its new zone. The data: `player` (who discarded), `card` (the card, in its new zone).
   * `oneOrMore`: "Whenever you discard one or more cards" (CR 603.2c): once for the cards one
   * player discards at the same time; the data is then `player` and `amount` (how many).
   */
  | {
      event: 'discarded';
      who: 'you' | 'opponent' | 'anyPlayer';
      self?: boolean;
      cycled?: boolean;
      card?: ObjectFilter;
      oneOrMore?: true;
    }
  /**
   * "Whenever you commit a crime" (CR 700.13): the watcher's controller casts a spell, activates an
   * ability or puts a triggered ability on the stack that targets an opponent, a permanent or a
   * spell or ability an opponent controls, or a card in an opponent's graveyard; once for each
   * such spell or ability, however many such targets it has. The data: `player`.
   */
  | { event: 'crime' }
  /**
   * "Whenever you activate an ability that isn't a mana ability" (`notMana`), "Whenever an opponent
   * activates an ability of an artifact, creature, or land" (`source`: a permanent the ability's
   * source must be, CR 109.2, as it is or last existed on the battlefield), "Whenever you activate a
   * loyalty ability of a Chandra planeswalker" (`loyalty`, CR 606.3): once the activation is
   * complete (CR 602.2i), a mana ability's too (605.1a) unless `notMana`. `by`: who activated it,
   * relative to the watcher's controller. The data: `player` (who activated it), `permanent` (its source).
   */
  | {
      event: 'abilityActivated';
      by: 'you' | 'opponent' | 'anyPlayer';
      notMana?: true;
      source?: ObjectFilter;
      loyalty?: true;
    }
  /**
   * "Whenever a creature you control explores", "… connives" (CR 701.44b, 701.50b): a permanent
   * matching `what` (as it is, or as it last existed if it left the battlefield) finished exploring
   * or conniving, once for each time. The data: `permanent`.
   */
  | { event: 'permanentAction'; action: 'explore' | 'connive' | 'mutate' | 'monstrous'; what: Subject }
  /**
   * "Whenever you expend 4" (CR 700.14): the watcher's controller spends their Nth total mana to
   * cast spells this turn (`amount`: N), once, as the mana spent to cast spells this turn reaches
   * N (turn-history.ts records it for every game). Mana spent on abilities or other costs doesn't
   * count. The data: `player`.
   */
  | { event: 'expend'; amount: number }
  /**
   * "Whenever you scry", "Whenever you surveil" (CR 701.22, 701.25): once each time the player
   * performs the keyword action (scry 0 is none, 701.22b); "Whenever you scry or surveil"
   * (`either`). The data: `player`, `amount` (the cards looked at).
   */
  | { event: 'keywordAction'; action: 'scry' | 'surveil' | 'either'; who: 'you' | 'opponent' | 'anyPlayer' }
  /** "Whenever X becomes untapped" (CR 603.2e): when it untaps, for any reason. The data: `permanent`. */
  | { event: 'becomesUntapped'; what: Subject }
  /**
   * "When ~ is turned face up", "Whenever a permanent is turned face up" (CR 708.8): a face-down
   * permanent turned face up, matched as it is once face up (it is the same object). The data:
   * `permanent`.
   */
  | { event: 'turnedFaceUp'; what: Subject }
  /**
   * "When ~ transforms into ~" (its own face: the ability is that face's, so the permanent has
   * that face up now), "Whenever a permanent you control transforms into a non-Human creature"
   * (CR 701.27a, 712.18): a permanent transformed and, immediately after, is what the subject
   * names (matched as it is once turned over: it is the same object). Not a double-faced card put
   * onto the battlefield transformed (712.14a: it never transformed). The data: `permanent`.
   */
  | { event: 'transformed'; what: Subject }
  /**
   * "When you set this scheme in motion" (CR 314.1, 904.1): the scheme itself, in the command
   * zone, was set in motion by its owner. The data: `player` (who set it in motion).
   */
  | { event: 'setInMotion' }
  /**
   * "Whenever the Ring tempts you" (CR 701.54a): the Ring tempted the watcher's controller, even
   * with no creature to choose; `chose`: "Whenever you choose a creature as your Ring-bearer", only
   * when one was chosen (the same one again counts). The data: `player`; with `chose`, `object`
   * (the Ring-bearer).
   */
  | { event: 'ringTempts'; chose?: true }
  /**
   * "Whenever chaos ensues" (CR 311.7): a plane's chaos ability, triggered while it is face up in
   * the command zone when the chaos symbol is rolled on the planar die (901.9). The data: `player`
   * (who rolled).
   */
  | { event: 'chaosEnsues' }
  /**
   * "Whenever you roll the planar die" (CR 901.9): a face-up plane's ability, triggered when its
   * controller (the planar controller) rolls it, whatever the face. The data: `player`.
   */
  | { event: 'planarDieRolled' }
  /**
   * "When you unlock this door" (CR 709.5): the ability's own door of its Room became unlocked, on
   * the battlefield or as the Room entered from a resolving spell cast as that half. `door`: that
   * door's name. The data: `permanent`.
   */
  | { event: 'doorUnlocked'; door: string }
  /**
   * "Whenever you fully unlock a Room" (CR 709.5): a door of a Room its controller controls
   * became unlocked while the Room's other door was already unlocked. The data: `permanent` (the Room).
   */
  | { event: 'roomFullyUnlocked' }
  /**
   * A dungeon's room ability (CR 309.4c): "When you move your venture marker into this room,
   * [effect]" — room `name`, whose arrows lead to the rooms at `next` (indexes of the dungeon's
   * triggered abilities, one per room, top first; none for the bottommost room). Put on the
   * stack by the venture step itself (resolution/steps/dungeon.ts), not watched for.
   */
  | { event: 'room'; name: string; next: number[] }
  /** "Whenever you complete a dungeon" (CR 309.7): the player completed one. The data: `player`. */
  | { event: 'dungeonCompleted' }
  /**
   * "Whenever you play a land", "an opponent plays a land", "a player plays a land" (CR 305.1): the
   * special action only, not a land put onto the battlefield (305.4). The data: `player`, `permanent` (the land).
   */
  | { event: 'landPlayed'; who: 'you' | 'opponent' | 'anyPlayer' }
  /**
   * "Whenever an opponent loses life", "Whenever you lose life" (CR 119.3): once for each event in
   * which the player loses life (each LifeChanged that lowers the total: damage from one source,
   * paying life, losing life, a total set lower, 119.5). The data: `player`, `amount`.
   */
  | { event: 'lifeLost'; who: 'you' | 'opponent' | 'anyPlayer' }
  /** "Whenever you gain life" / "an opponent gains life" (CR 119.9): once per life-gain event. The data: `player`, `amount`. */
  | {
      event: 'lifeGained';
      who: 'you' | 'opponent' | 'anyPlayer';
      /** "Whenever you gain life for the first time each turn" (CR 603.2): that player's first life-gain event this turn. */
      firstTimeEachTurn?: true;
    }
  /**
   * A chapter ability of a Saga (CR 714.2b): "{rN} — [Effect]" means "When one or more lore
   * counters are put onto this Saga, if the number of lore counters on it was less than N and
   * became at least N, [effect]." "I, II — …" is two chapter abilities (714.2c). The Saga's
   * final chapter number is the greatest among them (714.2d).
   */
  | { event: 'chapter'; chapter: number }
  /**
   * "When the last time counter is removed from this permanent" (vanishing, CR 702.63a): a counter
   * of that kind is removed from the source itself and none of that kind is left on it. The data
   * is empty.
   */
  | { event: 'lastCounterRemoved'; counter: string }
  /**
   * "Whenever one or more +1/+1 counters are put on ~ / on a creature you control" (CR 122.6:
   * counters given to a permanent as it enters count as put on it): once for each event that
   * puts counters of that kind on a matching permanent. The data: `permanent`, `amount` (how
   * many were put). `each`: "Whenever a +1/+1 counter is put on ~" — once for each counter put
   * (one event, an occurrence per counter, CR 603.2c), `amount` 1. `nth`: "When the fourth plan
   * counter is put on ~" — the event that takes that permanent's count of the kind from below N
   * to N or more.
   */
  | { event: 'countersPut'; what: Subject; counter: string; each?: true; nth?: number }
  /** "When this Class becomes level N" (CR 716.2a): its own level becomes N. */
  | { event: 'becomesLevel'; level: number }
  /**
   * A state trigger (CR 603.8): "When you control no Islands", "When there are no creatures on
   * the battlefield". It triggers whenever the game state matches `condition`, then not again
   * until that instance has left the stack.
   */
  | { event: 'state'; condition: Condition };

/** The kinds of trigger event. */
export type TriggerEvent = TriggerSpec['event'];
