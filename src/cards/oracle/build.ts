/**
 * What the compiler knows while it reads one ability: the card, the target slots and steps
 * gathered so far, and what the pronouns ("it", "that creature", "that player") refer to.
 */
import type { Condition, Ref, StepSpec, TargetSpec } from '../../engine';
import { manaValueOf, parseManaCost, parseTypeLine } from '../../engine';
import { abilityTexts, selfNames } from './normalise';

/** Facts about the card whose text is compiled. */
export interface CardFacts {
  name: string;
  typeLine: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  /** An instant or sorcery: its text is a spell ability (CR 113.3a). */
  isSpell: boolean;
  isAura: boolean;
  isEquipment: boolean;
  /** Another ability refers to "the exiled card": exiling links the card to this object (CR 607.2a). */
  linksExile: boolean;
  /**
   * Some ability reads cards "exiled with" this object, or the card has imprint (CR 607.2a): what
   * it exiles is linked, so a plain exile of a chosen card is not read for it.
   */
  readsExiledWith: boolean;
  /** "As this … enters, choose an opponent" (CR 614.12): "the chosen player" is that opponent. */
  choosesOpponent: boolean;
  /** "As this … enters, choose a creature type" (CR 614.12): "of the chosen type" reads it. */
  choosesType: boolean;
  /** "As this … enters, choose a color" (CR 614.12): "of the chosen color" reads it. */
  choosesColor: boolean;
  /** "As this … enters, choose a nonland card name" (CR 614.12, 201.4b): "the chosen name" reads it. */
  choosesName: boolean;
  /**
   * An instant or sorcery with {X} in its mana cost, or with "As an additional cost to cast this
   * spell, discard X cards" (X announced as it is cast, 601.2b): "with mana value X" can read its X
   * (CR 107.3).
   */
  spellWithX: boolean;
  /** {X} in the card's mana cost (or a spell's "discard X cards" cost): what an enters trigger's X, or its effect's, reads (CR 107.3m). */
  costHasX: boolean;
  /** The mana value of the card's mana cost (CR 202.3; X is 0 outside the stack, 202.3e). */
  manaValue: number;
  /** The card has no mana cost (CR 202.1b; or it is not known: a face read without one). */
  noManaCost?: true;
  /** The card's mana cost as written (`{1}{U}`), when it has one (CR 202.1). */
  manaCost?: string;
  /**
   * A hybrid or Phyrexian mana symbol in the card's mana cost or text (CR 107.4e, 107.4f): a
   * coloured cost reduction of its own costs is not read (which symbol it takes off is a choice).
   */
  hybridMana: boolean;
  /** One kicker ability ("Kicker {2}{G}"): "if it was kicked" is linked to it (CR 702.33d, 607). */
  hasKicker: boolean;
  /**
   * One multikicker ability ("Multikicker {1}{W}") and no kicker: "for each time it was kicked"
   * counts the times it was paid (CR 702.33c, 607).
   */
  hasMultikicker: boolean;
  /** An instant or sorcery whose text is modal ("Choose one —", CR 700.2): what entwine needs (702.42a). */
  modalSpell: boolean;
  /**
   * The card's own name is written inside a quoted ability ("…\"… other than Animal Friend.\""):
   * there `~` is the card, not the object the quotation gives the ability to.
   */
  nameInQuote: boolean;
  /**
   * A quoted ability with the card's own name also has a personal pronoun ("his power"): which
   * object the pronoun means is not read (normalise.ts writes both the same way).
   */
  pronounInNamedQuote: boolean;
  /**
   * The abilities printed below a "Backup N" paragraph, normalised (`~` is the object that has
   * them), with their printed words: what backup gives (CR 702.165a). Empty without backup.
   */
  belowBackup: readonly { text: string; printed: string }[];
  /** "While voting, you may vote an additional time" / "… get an additional vote" (CR 701.38c/d): votes are not read. */
  extraVotes: boolean;
  /**
   * The normalised "When ~ exploits a creature, …" paragraph of a card with one exploit ability
   * and one such paragraph (CR 702.110b): what the exploit keyword reads with it. Null otherwise.
   */
  exploitPayoff: string | null;
}

/** The card's one exploit payoff, when it has one "Exploit" paragraph and one payoff (CR 702.110). */
function exploitPayoff(oracle: string, name: string, typeLine: string): string | null {
  if (!/^Exploit\b/m.test(oracle)) return null;
  const texts = abilityTexts(oracle, selfNames(name, typeLine));
  const exploits = texts.filter((a) => a.text === 'Exploit');
  const payoffs = texts.filter((a) => /^When ~ exploits /.test(a.text));
  return exploits.length === 1 && payoffs.length === 1 ? (payoffs[0] as { text: string }).text : null;
}

/** The paragraphs after the first "Backup N" one (CR 702.165a), or none. */
function belowBackup(oracle: string, name: string, typeLine: string): CardFacts['belowBackup'] {
  if (!/^Backup \d/m.test(oracle)) return [];
  const texts = abilityTexts(oracle, selfNames(name, typeLine));
  const at = texts.findIndex((a) => /^Backup \d/.test(a.printed));
  return texts.slice(at + 1).map((a) => ({ text: a.text, printed: a.printed.replace(/\s*\([^()]*\)/g, '').trim() }));
}

/** The card facts of a type line. */
/**
 * "As an additional cost to cast this spell, discard X cards." (CR 118.8): X is announced as the
 * spell is cast (601.2b), so its effect's X is chosen though its mana cost has none.
 */
function discardX(oracle: string): boolean {
  return XCOST.test(oracle);
}

/**
 * A spell's additional cost whose number is X, in the words the cost reader takes (abilities/
 * costs.ts `costX`): "discard X cards", "discard X land cards", "discard X cards at random", "pay X
 * life", "sacrifice X creatures", "exile X creature cards from your graveyard", "return X Swamps
 * you control to their owner's hand".
 */
const XCOST =
  /^As an additional cost to cast this spell, (?:discard X (?:[a-z]+ )?cards(?: at random)?|pay X life|sacrifice X [a-z]+|exile X (?:[a-z]+ )?cards from your graveyard|return X [A-Z][a-z]+s you control to their owner's hand)\.$/m;

export function cardFacts(name: string, typeLine: string, oracle = '', manaCost = ''): CardFacts {
  const tl = parseTypeLine(typeLine);
  const isSpell = tl.types.includes('instant') || tl.types.includes('sorcery');
  // The patterns below run only on a text that has their words (every card passes through here).
  const chooses = oracle.includes('enters, choose ');
  const quotes = oracle.includes('"') ? (oracle.match(/"[^"]*"/g) ?? []) : [];
  const names = quotes.length ? selfNames(name, typeLine) : [];
  return {
    name,
    typeLine,
    types: tl.types,
    subtypes: tl.subtypes,
    supertypes: tl.supertypes,
    isSpell: tl.types.includes('instant') || tl.types.includes('sorcery'),
    isAura: tl.subtypes.includes('Aura'),
    isEquipment: tl.subtypes.includes('Equipment'),
    linksExile: /\bthe exiled card\b/.test(oracle),
    readsExiledWith: /\bexiled with\b/.test(oracle) || /^Imprint\b/m.test(oracle),
    spellWithX: isSpell && (/\{X\}/.test(manaCost) || discardX(oracle)),
    costHasX: /\{X\}/.test(manaCost) || (isSpell && discardX(oracle)),
    manaValue: manaValueOf(parseManaCost(manaCost)),
    ...(manaCost === '' ? { noManaCost: true as const } : { manaCost }),
    hybridMana: /\{[^}]*\/[^}]*\}/.test(manaCost + oracle),
    modalSpell: isSpell && /^Choose (?:one|two|one or both|one or more) —/m.test(oracle),
    hasMultikicker:
      (oracle.match(/^Multikicker /gm) ?? []).length === 1 &&
      !/^Kicker /m.test(oracle) &&
      /^Multikicker (?:\{[^ ]+\})(?: \(.*\))?$/m.test(oracle),
    hasKicker: (oracle.match(/^Kicker /gm) ?? []).length === 1 && /^Kicker (?:\{[^ ]+\})(?: \(.*\))?$/m.test(oracle),
    choosesOpponent: chooses && /^As (?:this [a-z]+|.+?) enters, choose an opponent\.$/m.test(oracle),
    choosesType: chooses && /^As (?:this [a-z]+|.+?) enters, choose a creature type\.$/m.test(oracle),
    choosesName: chooses && /^As (?:this [a-z]+|.+?) enters, choose a nonland card name\.$/m.test(oracle),
    choosesColor:
      chooses &&
      /^(?:As (?:this [a-z]+|.+?)|(?:This [a-z]+|[^.\n]+) enters tapped\. As it) enters, choose a color(?: other than (?:white|blue|black|red|green))?\.$/m.test(
        oracle,
      ),
    belowBackup: belowBackup(oracle, name, typeLine),
    exploitPayoff: exploitPayoff(oracle, name, typeLine),
    extraVotes: /vote/i.test(oracle) && /\bvote an additional time\b|\badditional vote\b/i.test(oracle),
    nameInQuote: quotes.some((q) => names.some((n) => q.includes(n))),
    pronounInNamedQuote: quotes.some(
      (q) => /\b(?:he|she|him|his|her|himself|herself)\b/i.test(q) && names.some((n) => q.includes(n)),
    ),
  };
}

/** The ability being built. */
export interface Build {
  card: CardFacts;
  targets: TargetSpec[];
  steps: StepSpec[];
  /** The object "it" / "that creature" refers to now. */
  it: Ref | null;
  /** What "it" named before the target word `of` took it ("target creature blocks it": not the creature itself). */
  itBefore?: { of: Ref; was: Ref | null };
  /**
   * "it" now names something no reference can name (the token just created): while `it` is
   * null, "it" then compiles to nothing, never to the trigger's object.
   */
  itUnnamed?: boolean;
  /** While a "If the result is …, …" sentence is lowered: the roll "that much" names (CR 706.1). */
  thatMuchRoll?: string;
  /** The object the clause being lowered is about ("its" in "~ deals damage equal to its power"). */
  subject?: Ref | null;
  /**
   * Objects an earlier instruction moved, by reference (JSON): what names them now — the new
   * object in a public zone (CR 400.7j: the effect can find it), or null (a hidden zone, or
   * destroyed, sacrificed, countered: nothing this effect can act on again).
   */
  moved?: Record<string, Ref | null>;
  /**
   * The variables naming objects an instruction of this effect put into exile (CR 406.2): what
   * "those cards" names in "Exile …, then return those cards to the battlefield" (400.7j).
   */
  exiledVars?: readonly string[];
  /** The object "Choose target creature" named: what "the chosen creature" refers to. */
  chosen?: Ref;
  /**
   * The two targets "Choose target creature you control and target creature you don't control"
   * named: what "the creature you control", "the creature you don't control" and "those
   * creatures" (fighting each other) refer to.
   */
  pair?: [Ref, Ref];
  /** The player "that player" / "they" refers to now. */
  player: Ref | null;
  /** Trigger data keys available to this ability ("that creature", "that player", "that much"). */
  trigger: {
    /** The object the event is about ("that creature", "its controller"); from the battlefield: as it last existed. */
    object?: string;
    /** For a zone change: the object in the zone it went to ("return it to its owner's hand"). */
    moved?: string;
    player?: string;
    amount?: string;
    /**
     * A "becomes the target of a spell (or ability)" trigger: `player` is the controller of the
     * spell (`'spell'`) or the spell or ability (`'spellOrAbility'`) that targeted (CR 115.1).
     */
    targeter?: 'spell' | 'spellOrAbility';
    /** "that ability": the activated ability on the stack an activation trigger names (CR 602.2i). */
    ability?: string;
    /** An attack trigger's defending player ("defending player", CR 506.2). */
    defending?: string;
    /**
     * The event names the attacked player ("Whenever ~ attacks a player", "… attacks one of your
     * opponents"): "that player" is the defending player (CR 506.2).
     */
    attackedNamed?: boolean;
    /** One attacking creature's trigger: "the player or planeswalker it's attacking" (CR 506.2). */
    attacking?: string;
    /** The event's object is the source itself ("Whenever this creature becomes blocked, it …"). */
    objectIsSource?: boolean;
    /**
     * The attacking creature is the source or one its controller controls, so the defending
     * player is an opponent of the ability's controller (CR 506.2: two players).
     */
    defendingIsOpponent?: boolean;
    /** The trigger's player ("that player") is an opponent: damage dealt to an opponent, or combat damage by your creature. */
    playerIsOpponent?: boolean;
    /**
     * The event's object is one an opponent controls and the event names no player ("Whenever a
     * creature an opponent controls dies"): "that player" is that opponent (two players, CR 102.2).
     */
    opponentsObject?: boolean;
  } | null;
  /**
   * The zone the ability's source must be in for its effect to work: "Return ~ from your
   * graveyard to your hand" functions only in the graveyard (CR 113.6). Set by lowering.
   */
  sourceZone?: 'graveyard';
  /** The build is an activated ability's. */
  activated?: boolean;
  /** The build is a card's triggered ability's (not a delayed one's, not a modal one's). */
  triggeredAbility?: boolean;
  /** A counter for naming step results. */
  vars: number;
  /** The ability uses X (CR 107.3). */
  usesX: boolean;
  /** The variable holding the X chosen as "you may pay {X}" was paid (CR 107.3f): what "X" reads after it. */
  paidX?: string;
  /**
   * The variable holding how many times this ability has resolved this turn, this time included,
   * once a condition asked ("if this is the second time this ability has resolved this turn"):
   * the effect's first step counts it (compileEffect adds it).
   */
  resolutions?: string;
  /**
   * A reveal of the top cards left the cards not chosen where they are, for a later "Then
   * shuffle" to place ("Reveal the top ten cards … Put a creature card from among them onto the
   * battlefield … Then shuffle."): until that shuffle is read, the effect is not read.
   */
  restUnplaced?: boolean;
  /**
   * The variable naming the top card of your library looked at or revealed ("Reveal the top card
   * of your library. If it's a land card, put it onto the battlefield"): still in the library.
   */
  topCard?: string;
  /**
   * An instruction moved `topCard` ("If it's a land card, put it onto the battlefield"): "it" no
   * longer names it (the card moved is a new object, CR 400.7), but "Otherwise, put that card into
   * your hand" still does (the branch where it wasn't moved).
   */
  topCardMoved?: boolean;
  /**
   * Where the steps of the sentence before the one being lowered start (lowerEffect sets it): what
   * "… instead" replaces (grammar/pump-instead.ts).
   */
  prevSentence?: number;
  /**
   * What had been moved before the sentence before the one being lowered began (lowerEffect sets
   * it): an "… instead" rider is followed in that sentence's place, so what it moved is not moved
   * there ("Return target creature card from your graveyard to your hand. If …, return that card
   * to the battlefield instead": the card is still in the graveyard).
   */
  prevMoved?: { moved: Record<string, Ref | null> | undefined };
  /** The kind of the sentence before the one being lowered ("do", "may", "ifDo", …; grammar/action-done.ts). */
  prevKind?: string;
  /**
   * "Sacrifice it. If you do, … Otherwise, …": where the "If you do" sentence's steps start and
   * what it tested, for the "Otherwise" right after it; `either`: "You may sacrifice an artifact
   * or discard a card", what doing it is, for the "If you do" after it (grammar/action-done.ts).
   */
  lastDone?: { at: number; done: Condition; either?: true };
  /**
   * "If you do, return ~ from your graveyard to your hand. Otherwise, exile ~": where the "If you
   * do" sentence's steps start and what had been moved before it; the "Otherwise" right after it
   * is the branch where that sentence did nothing, so its moves don't apply there (CR 608.2c).
   */
  ifDoMoved?: { at: number; moved: Record<string, Ref | null> | undefined };
  /**
   * "Then if there are three or more ribbon counters on ~, remove those counters …": the object
   * and kind of counters the condition being followed counted (grammar/effects/misc.ts).
   */
  counted?: { what: Ref; counter: string };
  /** The variable of the last "If target creature has toughness 5 or greater, …" check: what "Otherwise" negates. */
  lastIf?: string;
  /** The variable holding the tokens the last "create" made: what "that token" / "those tokens" name. */
  tokens?: string;
  /** The same after several tokens: what "them" / "they" name while nothing else was named since. */
  them?: string;
  /** The variable holding the Army the last "amass" chose: what "the amassed Army" names (CR 701.47b). */
  amassed?: string;
  /**
   * The group the last "each" / "all" instruction acted on ("Put a +1/+1 counter on each creature
   * you control"): what "those creatures" / "they" name next (grammar/groups.ts, CR 608.2c).
   */
  group?: GroupNamed | { ambiguous: true };
}

/**
 * A group an instruction acted on: the step (kind and object, in `holder`'s steps: the build
 * whose steps hold it, also when a delayed ability's copy reads it), and what named objects then
 * (`it`, `itUnnamed`, `tokens`, `them`, `chosen`, `pair`), so a reference after something else
 * was named is not read as the group.
 */
export interface GroupNamed {
  holder: Build;
  do: StepSpec['do'];
  what: Ref;
  named: readonly unknown[];
}

/** A fresh build for an ability of `card`. */
export function newBuild(card: CardFacts, trigger: Build['trigger'] = null): Build {
  return { card, targets: [], steps: [], it: null, player: null, trigger, vars: 0, usesX: false };
}

/** A fresh variable name for a step result. */
export function freshVar(b: Build, stem: string): string {
  b.vars += 1;
  return `${stem}${b.vars}`;
}

/**
 * After "create … token(s)" (CR 111.2): "that token" / "those tokens" name the tokens just created,
 * kept by the creating step in the variable `as`; so does "it" after one token ("Put three +1/+1
 * counters on it"), and "them" / "they" after several ("Exile them at the beginning of the next
 * end step"). After several, "it" names none of them ("create three Hamster tokens, then it
 * deals X damage": the source), so it stays unread.
 */
export function nameTokens(b: Build, as: string, one: boolean): void {
  b.tokens = as;
  if (one) {
    b.it = { ref: 'var', name: as };
    b.itUnnamed = false;
    b.them = undefined;
  } else {
    b.it = null;
    b.itUnnamed = true;
    b.them = as;
  }
}
