/**
 * Sentences of an effect (CR 608.2c: instructions followed in order) and their frames: clauses
 * joined by "and" / ", then", a subject shared by its verbs ("Target player draws two cards and
 * loses 2 life"), "You may …" (608.2d), "If you do, …", "Otherwise, …", "… unless its controller
 * pays {3}", "…, where X is …" (107.3c), delayed instructions ("at the beginning of the next end
 * step", 603.7), reflexive ones ("When you do, …", 603.12), "If ~ was kicked, …" (702.33d), "Flip a coin. If you win the flip, …" (705),
 * "If target creature has toughness 5 or greater, …" (608.2c), "Until end of turn, …", "… for each …"
 * (for-each.ts).
 */
import type {
  Condition,
  DelayedMoment,
  Duration,
  ManaSpend,
  ObjectFilter,
  PlayPermissionEnd,
  SpellDestination,
} from '../../../engine';
import { amountNode, forEachNode, type AmountNode } from './amounts';
import { condition } from './conditions';
import { damageInstead, insteadTo } from './damage-instead';
import { objectVp, playerVp, type Vp } from './effects';
import { objectPhrase, type ObjectPhrase } from './objects';
import { objectRef, playerNP, relativeGroup, subjectObjects, targetNP, type NP } from './nouns';
import { alt, as, list, lit, lits, many, many1, map, opt, peek, rule, seq, spanned, w, type P } from './peg';
import { closedByQuote, count, countOrX, quoted, self, symbol } from './words';
import { ifVotes, voteSentence } from './votes';
import { manaSpendSentence } from './mana-spend-sentence';
import { haveDeal, haveDealChooser, type HaveDeal } from './have-deal';

/** A subject and its verb phrases (null subject: an instruction to "you"). */
export interface Clause {
  subject: NP | null;
  /** What the subject is: a player (or none: "you") or an object. */
  kind: 'player' | 'object';
  vps: Vp[];
}

/** "create five of those tokens instead", "instead create X of those tokens" (tokens-instead.ts). */
const tokensInstead: P<AmountNode> = alt(
  map(seq(w('create'), countOrX, lit('of those tokens instead')), ([, n]) => amountOf(n)),
  map(seq(lit('instead create'), countOrX, lit('of those tokens')), ([, n]) => amountOf(n)),
);

function amountOf(n: number | 'X'): AmountNode {
  return n === 'X' ? { k: 'x' } : { k: 'n', n };
}

/** What a player is asked to pay: mana symbols as written ("{2}{U}", "{E}{E}"), or life ("2 life", "X life"; CR 119.4). */
/** "pay {2}", "pay 2 life", "pay {1} and 2 life" (one cost of both parts, CR 118.3). */
export type Payment = string | { life: AmountNode; mana?: string };

/** A sentence of the tree. */
export type Sentence =
  | { k: 'do'; clauses: Clause[] }
  /** "You may …"; with `who`, another player chooses ("Its controller may search their library …", CR 608.2d). */
  | { k: 'may'; clauses: Clause[]; text: string; who?: NP }
  | { k: 'mayTapOrUntap'; what: NP; text: string }
  /**
   * "You may sacrifice an artifact or discard a card": one of the instructions or neither, as you
   * choose (CR 608.2d); "If you do" after it is doing either (grammar/may-either.ts).
   */
  | { k: 'mayEither'; options: { clause: Clause; text: string }[] }
  | { k: 'mayPay'; who: NP; cost: Payment }
  /**
   * "You may pay {2} and sacrifice a token": one cost of mana and an instruction, paid in full or
   * not at all (CR 118.3, 608.2d); "If you do" after it is paying all of it (grammar/may-pay-and.ts).
   */
  | { k: 'mayPayAnd'; cost: string; action: Clause; text: string }
  /**
   * "Counter target spell unless its controller pays {3}"; with `per`, "… pays {1} for each card in
   * your graveyard": the cost that many times, counted as it resolves (CR 118.12, 608.2h).
   */
  | { k: 'unless'; clauses: Clause[]; payer: NP; cost: Payment; per?: AmountNode }
  /** "Sacrifice ~ unless you discard a card": a cost you choose whether to pay; if you don't or can't, the rest happens (CR 118.12). */
  | {
      k: 'unlessDo';
      clauses: Clause[];
      action: Clause;
      text: string;
      other?: boolean;
      /** "… unless they sacrifice a nonland permanent of their choice or discard a card": a second way to pay (CR 118.12). */
      or?: { action: Clause; text: string };
    }
  /** "Destroy target land unless its controller has ~ deal 2 damage to them" (have-deal.ts, CR 118.12a). */
  | { k: 'unlessHas'; clauses: Clause[]; who: NP; deal: HaveDeal }
  /** "Target opponent may have ~ deal 4 damage to them" (have-deal.ts, CR 118.12). */
  | { k: 'mayHave'; who: NP; deal: HaveDeal }
  | { k: 'where'; inner: Sentence; x: AmountNode }
  /**
   * "You gain 1 life for each creature you control": the instruction's amount times a count
   * (for-each.ts). `before`: the count written first ("For each land you control, create a
   * Treasure token"), read only where the instruction names nothing the count iterates over.
   */
  | {
      k: 'forEach';
      inner: Sentence;
      per: AmountNode;
      before?: true;
      /** "Draw a card for each Island you control, then discard two cards": instructions after the count, not counted. */
      then?: Clause[];
      /**
       * "Create a 2/1 green Spider creature token, then you gain 1 life for each Spider you
       * control": an instruction before ", then", not counted (the count is the last one's).
       */
      first?: Clause[];
    }
  /** `anyOpponent`: "If a player does" / "If no one does" after "any opponent may …" (have-deal.ts). */
  | { k: 'ifDo'; negated: boolean; inner: Sentence; anyOpponent?: true }
  /** "If you can't, sacrifice ~" after "Remove a fade counter from ~" (the removal failed). */
  | { k: 'ifCant'; inner: Sentence }
  | { k: 'otherwise'; inner: Sentence }
  /** "If you search your library this way, shuffle" (after "search your library and/or graveyard", CR 701.23a). */
  | { k: 'ifSearchedLibrary'; inner: Sentence }
  | { k: 'ifHas'; who: NP; stat: 'power' | 'toughness'; n: number; dir: 'greater' | 'less'; inner: Sentence }
  | { k: 'ifKicked'; inner: Sentence }
  /**
   * "If this spell was kicked, that creature gets +5/+5 until end of turn instead", "That creature
   * gets -13/-13 until end of turn instead if a creature died this turn" (CR 608.2c): the
   * sentence before is followed as written, or this one in its place (pump-instead.ts).
   */
  | { k: 'pumpInstead'; cond: Condition | 'kicked'; inner: Sentence }
  /** `to`: "it deals 5 damage to that creature instead": the recipient named again. */
  | { k: 'kickedInstead'; n: number; to?: NP | null }
  /** "If this spell was kicked, create twelve of those tokens instead" (tokens-instead.ts). */
  | { k: 'tokensInstead'; n: AmountNode; cond: Condition | 'kicked' }
  /** "~ deals 5 damage instead if a creature died this turn" (damage-instead.ts). */
  | { k: 'damageInstead'; n: AmountNode; cond: Condition }
  | { k: 'delayed'; at: DelayedMoment; inner: Sentence; text: string }
  /**
   * "When that creature dies this turn, you draw a card": a delayed triggered ability that waits
   * for the object named to die this turn (CR 603.7, 603.7b); its instruction is the one sentence.
   */
  | { k: 'whenDies'; what: NP; inner: Sentence; text: string }
  /**
   * "When you next cast an instant or sorcery spell this turn, copy that spell" (CR 603.7): a
   * delayed triggered ability that waits for the next such spell you cast this turn; in its
   * instruction "that spell" / "it" is that spell.
   */
  | { k: 'whenNextCast'; spell: ObjectFilter; inner: Sentence; text: string }
  /** "When you do, …" (CR 603.12): a reflexive triggered ability; it runs to the end of the effect. */
  | { k: 'reflexive'; inner: Sentence[]; text: string }
  | { k: 'ifAttacked'; clauses: Clause[]; who: NP }
  | { k: 'noRegenerate' }
  /** "Spend this mana only to cast …": a restriction on the mana the "Add …" before it adds (CR 106.6). */
  | { k: 'manaSpend'; spend: ManaSpend }
  /**
   * "Until end of turn, you don't lose this mana as steps and phases end" (CR 500.4); `combat`:
   * "Until end of combat, you don't lose this mana as steps end" (firebending, CR 702.189a).
   */
  | { k: 'keepMana'; combat?: true }
  /** "The damage can't be prevented": a rider on the one damage instruction before it (CR 615.12). */
  | { k: 'noPrevent' }
  /** "Damage can't be prevented this turn" (CR 615.12). */
  | { k: 'unpreventableThisTurn' }
  /** "You may choose new targets for the copy": a rider on the spell copy before it (CR 707.10c, 115.7d). */
  | { k: 'copyNewTargets' }
  /** "If that spell is countered this way, exile it instead of putting it into its owner's graveyard": a rider on the counter before it. */
  | { k: 'counteredTo'; to: SpellDestination }
  /** "If that creature would die this turn, exile it instead" (`what`); "If a creature an opponent controls would …" (`group`). */
  | { k: 'exileIfDies'; what: NP | null; group: ObjectFilter | null; dealtThisWay?: boolean }
  /** "It has \"…\"" / "They have \"…\"" after creating tokens: abilities the tokens have (CR 111.3). */
  | { k: 'tokenHas'; quotes: string[] }
  | { k: 'ifFlip'; win: boolean; inner: Sentence }
  /** "If the result is 3 or less, …" after "roll a die" (CR 706.1): the result in a range. */
  | { k: 'ifResult'; range: { min?: number; max?: number }; inner: Sentence }
  /** "If you win, …" after "Clash with an opponent" (CR 701.30d). */
  | { k: 'ifClash'; inner: Sentence }
  | { k: 'until'; until: Duration; clauses: Clause[] }
  | { k: 'activatedTimes'; n: number; inner: Sentence }
  /** "You may play that card this turn" (CR 601.3, 305.1): a permission, not an instruction. */
  /** `thisWay`: "cards exiled this way" — every card the effect exiled, so one exile only. */
  /** `what`: "You may cast target artifact card from your graveyard this turn" — the target named. */
  | {
      k: 'mayPlay';
      castOnly: boolean;
      until: PlayPermissionEnd;
      thisWay?: true;
      what?: NP;
      free?: true;
      /** "its owner may play it": the card's owner holds the permission. */
      owner?: true;
    }
  /**
   * "You may cast spells this turn as though they had flash", "You may cast creature spells this
   * turn as though they had flash" (CR 601.3, 702.8a): a permission for the rest of the turn;
   * `spells` is read as spells by their characteristics only (lower-effect.ts).
   */
  | { k: 'flashThisTurn'; spells: ObjectPhrase }
  /** "You may play an additional land this turn" (CR 305.2): a permission for `n` more land plays. */
  | { k: 'extraLands'; n: number }
  /**
   * "You may cast target instant or sorcery card from your graveyard without paying its mana
   * cost" (CR 608.2g, 118.9): the card is cast while the effect resolves, or not at all.
   */
  | { k: 'castFree'; what: NP; text: string }
  /**
   * "You may cast an instant or sorcery spell [with mana value N or less] from your hand without
   * paying its mana cost" (CR 608.2g, 118.9): a card of the caster's choice from their hand,
   * read as the spell it would be (`types`: any of them; `mv`: at most that, X being the
   * ability's X). `text`: "cast …" for the prompt.
   */
  | { k: 'castFromHand'; types?: string[]; mv?: number | 'X'; text: string; among?: true }
  /**
   * "If that spell would be put into your graveyard, exile it instead" (CR 614.1a): a rider on the
   * free cast before it. `owner`: whose graveyard the words name ("a graveyard": any).
   */
  | { k: 'castSpellExiled'; owner: 'you' | 'opponent' | 'any' }
  /** "Choose a color." / "Choose a creature type." as it resolves (CR 608.2d). */
  | { k: 'chooseOption'; option: 'chooseColor' | 'chooseCreatureType' | 'chooseNonlandCardName' }
  /**
   * "Choose target creature." (CR 115.1, 601.2c): the target is chosen as the spell is cast; the
   * sentence does nothing else, and "that creature" / "the chosen creature" after it name it.
   */
  | { k: 'chooseTarget'; what: NP }
  /**
   * "If you control a Wizard, draw a card" / "Draw a card if you control a Wizard" (CR 608.2c):
   * a condition checked where it is written, as the effect resolves (effect-conditions.ts).
   */
  | { k: 'ifCondition'; cond: Condition; inner: Sentence }
  /**
   * "Choose target creature you control and target creature you don't control." (CR 115.1,
   * 601.2c): two targets chosen as the spell is cast, named after it as "the creature you
   * control" and "the creature you don't control"; "Then those creatures fight each other" (701.14a).
   */
  | { k: 'choosePair'; mine: NP; theirs: NP }
  | { k: 'fightEachOther' }
  /** `unless`: "You lose 4 life unless you attacked this turn": the instruction only if the condition doesn't hold. */
  | { k: 'conditionAfter'; clauses: Clause[]; cond: Condition; unless?: true }
  /** "Starting with you, each player votes for A or B" (CR 701.38a; votes.ts). */
  | { k: 'vote'; options: [string, string] }
  /** "If A gets more votes, …", "If B gets more votes or the vote is tied, …" (CR 701.38). */
  | { k: 'ifVotes'; option: string; orTied: boolean; inner: Sentence }
  /**
   * "For each opponent, destroy up to one target creature that player controls" (CR 102.2): the
   * engine plays two-player games, so the instruction is followed once, for the one opponent,
   * who is "that player" / "they" in it (lower-effect.ts).
   */
  | { k: 'forEachOpponent'; inner: Sentence };

/** "Creatures you control", "Attacking creatures", "All creatures": a plural group as a subject. */
const pluralGroup: P<NP> = map(objectPhrase, (ph) =>
  ph.plural && ph.filter.zone === undefined ? ({ k: 'each', filter: ph.filter, other: ph.other } as NP) : null,
);

/** What "you may have ~ / it …" reads of an object's verbs: damage it deals, a pump, a fight, conniving. */
const HAVE_OBJECT_DO = new Set(['damage', 'pump', 'fight', 'connive']);

/** Objects named as a subject. */
const objectSubject: P<NP> = rule('object subject', () =>
  alt(subjectObjects, as(w('they'), { k: 'pronoun', word: 'they' } as NP), relativeGroup, pluralGroup),
);

const then = alt(lit(', and then'), lit(', then'), lit('and then'), lit(', and'), w('and'), w('then'));

/**
 * Verb phrases sharing one subject: "draws two cards and loses 2 life", "discards their hand,
 * then draws seven cards", "becomes black, gets +1/-1, and gains …" (a list of three or more,
 * commas and a last ", and": each in the order written, CR 608.2c).
 */
const vpChain = (vp: P<Vp>): P<Vp[]> =>
  map(
    seq(
      alt(
        map(seq(vp, many1(map(seq(w(','), vp), ([, v]) => v)), lit(', and'), vp), ([a, mid, , z]) => [a, ...mid, z]),
        // "put it into your hand, shuffle, then discard a card at random": the same list, its last
        // verb after ", then" (each in the order written, CR 608.2c).
        map(seq(vp, many1(map(seq(w(','), vp), ([, v]) => v)), lit(', then'), vp), ([a, mid, , z]) => [a, ...mid, z]),
        map(vp, (v) => [v]),
      ),
      many(map(seq(then, vp), ([, v]) => v)),
    ),
    ([first, rest]) => [...first, ...rest],
  );

/**
 * Verbs of an instruction to you whose last one follows "then" ("put a charge counter on ~, then
 * draw a card"), for a count after it: the verbs before "then" and the last one apart (see
 * {@link thenLastForEach}). Only a plain chain, each verb after the first joined by a "then" or
 * "and" word; null unless the last joiner says "then".
 */
const thenLastChain: P<{ before: Vp[]; last: Vp }> = map(seq(playerVp, many1(seq(then, playerVp))), ([a, rest]) => {
  const joiner = rest[rest.length - 1]?.[0] as string;
  if (!/then$/.test(joiner)) return null;
  const vps = [a, ...rest.map(([, v]) => v)];
  return { before: vps.slice(0, -1), last: vps[vps.length - 1] as Vp };
});

/** "draw a card", "gain 3 life", "lose 2 life", "discard a card": a verb of a fixed number each player does alike. */
function fixedPerPlayer(v: Vp): boolean {
  if (v.k === 'discard') return typeof v.n === 'object' && v.n.k === 'n' && !v.random && v.upTo === undefined;
  return (v.k === 'draw' || v.k === 'gainLife' || v.k === 'loseLife') && v.n.k === 'n';
}

/** "Two target players exchange life totals" (CR 701.12c): two target players, who exchange together; else null. */
function twoExchange(np: NP, vp: Vp): Clause | null {
  return np.k === 'target' &&
    np.min === 2 &&
    np.max === 2 &&
    !np.countIsX &&
    np.filter.players &&
    !np.filter.objects &&
    !np.filter.spells &&
    vp.k === 'exchangeLife' &&
    !vp.with
    ? { subject: np, kind: 'player', vps: [vp] }
    : null;
}

/** One clause: an instruction to you, or a subject and its verbs. */
export const clause: P<Clause> = rule('clause', () =>
  alt(
    map(vpChain(playerVp), (vps): Clause => ({ subject: null, kind: 'player', vps })),
    // "You and target opponent each draw a card", "you and that player each create a Treasure
    // token": each of the two players does it (the union, you first; CR 608.2c).
    map(seq(lit('you and'), playerNP, w('each'), vpChain(playerVp)), ([, other, , vps]): Clause | null =>
      other.k === 'you' || other.k === 'players'
        ? null
        : { subject: { k: 'union', of: [{ k: 'you' }, other] }, kind: 'player', vps },
    ),
    // "Two target players each draw a card", "Up to two target players each draw a card": each
    // target player does it (CR 115.1); only verbs of a fixed number, which no player's own count changes.
    map(seq(targetNP, w('each'), vpChain(playerVp)), ([np, , vps]): Clause | null =>
      np.k === 'target' &&
      np.max > 1 &&
      !np.countIsX &&
      np.filter.players &&
      !np.filter.objects &&
      !np.filter.spells &&
      vps.every(fixedPerPlayer)
        ? { subject: np, kind: 'player', vps }
        : null,
    ),
    // "Two target players exchange life totals" (CR 701.12c): the two players do it together.
    map(seq(targetNP, playerVp), ([np, vp]): Clause | null => twoExchange(np, vp)),
    map(seq(playerNP, vpChain(playerVp)), ([subject, vps]): Clause => ({ subject, kind: 'player', vps })),
    map(seq(objectSubject, vpChain(objectVp)), ([subject, vps]): Clause => ({ subject, kind: 'object', vps })),
    // "That creature also gains hexproof until end of turn", "those creatures also gain trample":
    // "also" says the instruction adds to what came before; it changes nothing it does.
    map(seq(playerNP, w('also'), vpChain(playerVp)), ([subject, , vps]): Clause => ({ subject, kind: 'player', vps })),
    map(seq(objectSubject, w('also'), vpChain(objectVp)), ([subject, , vps]): Clause => ({
      subject,
      kind: 'object',
      vps,
    })),
  ),
);

/** Clauses joined by "and" / ", then". */
const clauses: P<Clause[]> = rule('clauses', () =>
  map(
    seq(
      alt(
        // "Target creature gets +3/+3, up to one other target creature gets +2/+2, and up to one
        // other target creature gets +1/+1": a list of three or more instructions, commas and a
        // last ", and", each followed in the order written (CR 608.2c), as vpChain's verb phrases.
        map(seq(clause, many1(map(seq(w(','), clause), ([, c]) => c)), lit(', and'), clause), ([a, mid, , z]) => [
          a,
          ...mid,
          z,
        ]),
        map(clause, (c) => [c]),
      ),
      many(map(seq(then, clause), ([, c]) => c)),
    ),
    ([first, rest]) => [...first, ...rest],
  ),
);

const cost: P<Payment> = alt(
  map(seq(many1(symbol), lit('and'), countOrX, w('life')), ([syms, , n]): Payment => ({
    mana: syms.join(''),
    life: amountOf(n),
  })),
  map(many1(symbol), (syms): Payment => syms.join('')),
  map(seq(countOrX, w('life')), ([n]): Payment => ({ life: amountOf(n) })),
);
const payer: P<NP> = alt(as(w('you'), { k: 'you' } as NP), playerNP);
const delayedAt: P<DelayedMoment> = alt(
  as(lit('at the beginning of the next end step'), 'nextEndStep' as DelayedMoment),
  // CR 603.7: the next upkeep step, whoever's turn it is.
  as(lit("at the beginning of the next turn's upkeep"), 'nextUpkeep' as DelayedMoment),
  as(lit('at end of combat'), 'endOfCombat' as DelayedMoment),
);

/** What "you may play …" names: the cards the instruction before it exiled. */
const playedCards = alt(
  as(lits('that card', 'those cards', 'it', 'them', 'the exiled card', 'the exiled cards'), false),
  // "Until end of turn, you may play cards exiled this way" (CR 608.2c: the cards this effect exiled).
  as(alt(lit('cards exiled this way'), lit('the cards exiled this way')), true),
);
const thisWay = (t: boolean) => (t ? { thisWay: true as const } : {});
/** "… without paying its mana cost" on a permission (CR 118.9): cast so, or not by it at all. */
const withoutPaying = opt(as(lits('without paying its mana cost', 'without paying their mana costs'), true));
const free = (f: boolean | undefined) => (f ? { free: true as const } : {});
const playOrCast = map(w('play', 'cast'), (v) => v.toLowerCase() === 'cast');
const untilYourNextTurn = lit('until the end of your next turn');
const whileExiled = alt(lit('for as long as it remains exiled'), lit('for as long as they remain exiled'));

/**
 * "You may play that card this turn", "Until end of turn, you may play those cards", "Until the
 * end of your next turn, you may cast that card", "Until your next end step, you may play that
 * card", "You may play it for as long as it remains exiled", "You may play them" (no duration:
 * while they remain exiled).
 */
const mayPlay: P<Sentence> = rule('may play', () =>
  alt(
    map(seq(lit('until end of turn , you may'), playOrCast, playedCards, withoutPaying), ([, castOnly, tw, f]) => ({
      k: 'mayPlay' as const,
      castOnly,
      until: 'endOfTurn' as const,
      ...thisWay(tw),
      ...free(f),
    })),
    map(
      seq(untilYourNextTurn, w(','), lit('you may'), playOrCast, playedCards, withoutPaying),
      ([, , , castOnly, tw, f]) => ({
        k: 'mayPlay' as const,
        castOnly,
        until: 'endOfYourNextTurn' as const,
        ...thisWay(tw),
        ...free(f),
      }),
    ),
    // "For as long as that card remains exiled, its owner may play it" (CR 601.3, 611.2a).
    map(
      seq(lit('for as long as that card remains exiled , its owner may'), playOrCast, playedCards, withoutPaying),
      ([, castOnly, tw, f]) => ({
        k: 'mayPlay' as const,
        castOnly,
        until: 'whileExiled' as const,
        owner: true as const,
        ...thisWay(tw),
        ...free(f),
      }),
    ),
    // CR 513.1: ends as the next end step of the effect's controller begins.
    map(
      seq(lit('until your next end step , you may'), playOrCast, playedCards, withoutPaying),
      ([, castOnly, tw, f]) => ({
        k: 'mayPlay' as const,
        castOnly,
        until: 'yourNextEndStep' as const,
        ...thisWay(tw),
        ...free(f),
      }),
    ),
    // "You may cast target artifact card from your graveyard this turn" (CR 601.3): a permission
    // for the target card, where it is.
    map(seq(lit('you may'), playOrCast, targetNP, lit('this turn')), ([, castOnly, what]) => ({
      k: 'mayPlay' as const,
      castOnly,
      until: 'endOfTurn' as const,
      what,
    })),
    map(
      seq(
        lit('you may'),
        playOrCast,
        playedCards,
        withoutPaying,
        alt(
          as(lit('this turn'), 'endOfTurn' as PlayPermissionEnd),
          as(lit('until end of turn'), 'endOfTurn' as PlayPermissionEnd),
          as(untilYourNextTurn, 'endOfYourNextTurn' as PlayPermissionEnd),
          // CR 513.1: "You may play those cards until your next end step".
          as(lit('until your next end step'), 'yourNextEndStep' as PlayPermissionEnd),
          as(whileExiled, 'whileExiled' as PlayPermissionEnd),
        ),
        withoutPaying,
      ),
      // "You may play it this turn without paying its mana cost", "You may cast that card without
      // paying its mana cost for as long as it remains exiled" (CR 118.9): said once, either place.
      ([, castOnly, tw, f1, until, f2]) =>
        f1 && f2 ? null : { k: 'mayPlay' as const, castOnly, until, ...thisWay(tw), ...free(f1 ?? f2) },
    ),
    // "Exile the top two cards of your library. You may play them." (a dungeon's room): no
    // duration is stated, so the permission lasts as long as the game (CR 611.2a), i.e. while the
    // cards stay exiled (a card that leaves is a new object, 400.7). Only "play": "You may cast
    // that card. If you don't, …" is a cast while the ability resolves (608.2g), left as text.
    as(seq(lit('you may play'), playedCards), {
      k: 'mayPlay' as const,
      castOnly: false,
      until: 'whileExiled' as const,
    }),
  ),
);

/**
 * "You may cast target instant card from your graveyard without paying its mana cost" (CR 608.2g)
 * and its rider "If that spell would be put into your graveyard, exile it instead" (614.1a).
 */
const castFree: P<Sentence> = rule('cast free', () =>
  alt(
    map(spanned(seq(lit('you may cast'), targetNP, lit('without paying its mana cost'))), ({ v: [, what], text }) => ({
      k: 'castFree' as const,
      what,
      text,
    })),
    // "You may cast that card without paying its mana cost": the card an exile just named.
    map(spanned(seq(lit('you may cast that card'), lit('without paying its mana cost'))), ({ text }) => ({
      k: 'castFree' as const,
      what: { k: 'pronoun', word: 'it' } as NP,
      text,
    })),
    map(
      seq(
        lit('if that spell would be put into'),
        alt(
          as(lit('your graveyard'), 'you' as const),
          as(lit('their graveyard'), 'opponent' as const),
          as(alt(lit('a graveyard'), lit("its owner's graveyard")), 'any' as const),
        ),
        lit(', exile it instead'),
      ),
      ([, owner]) => ({ k: 'castSpellExiled' as const, owner }),
    ),
  ),
);

/** "instant or sorcery", "permanent", "creature" … before "spell" (CR 205.2a; 110.4b: a permanent spell). */
const spellTypes: P<string[]> = alt(
  as(lit('instant or sorcery'), ['instant', 'sorcery']),
  as(w('permanent'), ['artifact', 'battle', 'creature', 'enchantment', 'planeswalker']),
  map(w('artifact', 'creature', 'enchantment', 'instant', 'sorcery', 'planeswalker'), (t) => [t.toLowerCase()]),
);

/** "with mana value 4 or less", "with mana value X or less" (CR 202.3). */
const mvOrLess: P<number | 'X'> = map(seq(lit('with mana value'), countOrX, lit('or less')), ([, n]) => n);

/**
 * "You may cast a spell from your hand without paying its mana cost", "You may cast an instant or
 * sorcery spell from your hand without paying its mana cost", "You may cast a spell with mana
 * value 4 or less from your hand without paying its mana cost" (CR 608.2g, 118.9).
 */
const castFromHand: P<Sentence> = rule('cast from hand free', () =>
  alt(
    // "Draw three cards and reveal them. You may cast one of them without paying its mana cost."
    map(spanned(lit('you may cast one of them without paying its mana cost')), ({ text }) => ({
      k: 'castFromHand' as const,
      among: true as const,
      text: text.replace(/^you may /i, ''),
    })),
    castFromYourHand,
  ),
);

const castFromYourHand: P<Sentence> = rule('cast from your hand free', () =>
  map(
    spanned(
      seq(
        lit('you may cast'),
        w('a', 'an'),
        opt(spellTypes),
        w('spell'),
        opt(mvOrLess),
        lit('from your hand'),
        opt(mvOrLess),
        lit('without paying its mana cost'),
      ),
    ),
    ({ v: [, , types, , mv1, , mv2], text }): Sentence | null =>
      mv1 !== undefined && mv2 !== undefined
        ? null
        : {
            k: 'castFromHand',
            ...(types ? { types } : {}),
            ...((mv1 ?? mv2) !== undefined ? { mv: (mv1 ?? mv2) as number | 'X' } : {}),
            text: text.replace(/^you may /i, ''),
          },
  ),
);

/** One sentence, without its final period. */
export const sentence: P<Sentence> = rule('sentence', () =>
  alt(
    mayPlay,
    castFree,
    castFromHand,
    as(seq(lit('you may choose new targets for'), alt(lit('the copy'), lit('the copies'), lit('that copy'))), {
      k: 'copyNewTargets',
    } as Sentence),
    map(
      seq(lit('you may cast'), objectPhrase, lit('this turn as though they had flash')),
      ([, spells]) => ({ k: 'flashThisTurn', spells }) as Sentence,
    ),
    as(lit('choose a color'), { k: 'chooseOption', option: 'chooseColor' } as Sentence),
    map(voteSentence, (options) => ({ k: 'vote', options }) as Sentence),
    map(seq(ifVotes, sentence), ([v, inner]) => ({ k: 'ifVotes', ...v, inner }) as Sentence),
    map(
      seq(w('choose'), targetNP, w('and'), targetNP),
      ([, mine, , theirs]) => ({ k: 'choosePair', mine, theirs }) as Sentence,
    ),
    as(seq(lits('those creatures', 'the chosen creatures'), lit('fight each other')), {
      k: 'fightEachOther',
    } as Sentence),
    map(seq(w('choose'), targetNP), ([, what]) => ({ k: 'chooseTarget', what }) as Sentence),
    as(lit('choose a creature type'), { k: 'chooseOption', option: 'chooseCreatureType' } as Sentence),
    // "Choose a nonland card name." (Cabal Therapy; CR 608.2d, 201.4b): read by "with that name".
    as(lit('choose a nonland card name'), { k: 'chooseOption', option: 'chooseNonlandCardName' } as Sentence),
    // "You may play an additional land this turn", "… up to two additional lands this turn" (CR 305.2).
    map(
      seq(
        lit('you may play'),
        alt(
          as(w('an'), 1),
          map(seq(opt(lit('up to')), count), ([, c]) => c),
        ),
        w('additional'),
        w('land', 'lands'),
        lit('this turn'),
      ),
      ([, n]) => ({ k: 'extraLands', n }) as Sentence,
    ),
    // "You may tap or untap target artifact" (Twiddle): tap it, untap it, or neither (608.2d).
    map(
      seq(lit('you may tap or untap'), spanned(alt(objectRef, targetNP))),
      ([, what]) => ({ k: 'mayTapOrUntap', what: what.v, text: what.text }) as Sentence,
    ),
    map(
      seq(lit('you may pay'), many1(symbol), w('and'), spanned(vpChain(playerVp))),
      ([, syms, , a]) =>
        ({
          k: 'mayPayAnd',
          cost: syms.join(''),
          action: { subject: null, kind: 'player', vps: a.v },
          text: a.text,
        }) as Sentence,
    ),
    map(seq(payer, lit('may pay'), cost), ([who, , c]) => ({ k: 'mayPay', who, cost: c }) as Sentence),
    map(
      seq(
        clauses,
        lit('unless'),
        payer,
        w('pay', 'pays'),
        cost,
        opt(map(seq(lit('for each'), forEachNode), ([, each]) => each)),
      ),
      ([cl, , p, , c, per]) => ({ k: 'unless', clauses: cl, payer: p, cost: c, ...(per ? { per } : {}) }) as Sentence,
    ),
    // "… unless that creature's controller has ~ deal 5 damage to them" (CR 118.12a).
    map(
      seq(clauses, lit('unless'), playerNP, w('has'), haveDeal),
      ([cl, , who, , deal]) => ({ k: 'unlessHas', clauses: cl, who, deal }) as Sentence,
    ),
    map(
      seq(clauses, lit('unless you'), spanned(vpChain(playerVp))),
      ([cl, , a]) =>
        ({ k: 'unlessDo', clauses: cl, action: { subject: null, kind: 'player', vps: a.v }, text: a.text }) as Sentence,
    ),
    // "Target opponent loses 3 life unless they sacrifice a nonland permanent of their choice or
    // discard a card": that player chooses one of the two, or neither (CR 118.12).
    map(
      seq(
        clauses,
        lit('unless'),
        lits('they', 'that player'),
        spanned(vpChain(playerVp)),
        w('or'),
        spanned(vpChain(playerVp)),
      ),
      ([cl, , , a, , o]) =>
        ({
          k: 'unlessDo',
          clauses: cl,
          action: { subject: { k: 'pronoun', word: 'that player' }, kind: 'player', vps: a.v },
          text: a.text,
          other: true,
          or: { action: { subject: { k: 'pronoun', word: 'that player' }, kind: 'player', vps: o.v }, text: o.text },
        }) as Sentence,
    ),
    // "Target opponent loses 3 life unless they discard a card", "… deals 5 damage to target
    // opponent unless that player sacrifices a creature of their choice": that player chooses.
    map(
      seq(clauses, lit('unless'), lits('they', 'that player'), spanned(vpChain(playerVp))),
      ([cl, , , a]) =>
        ({
          k: 'unlessDo',
          clauses: cl,
          action: { subject: { k: 'pronoun', word: 'that player' }, kind: 'player', vps: a.v },
          text: a.text,
          other: true,
        }) as Sentence,
    ),
    // "You may have ~ deal 1 damage to target player or planeswalker", "… have it deal damage equal
    // to its power to target creature": you choose whether the object deals it (CR 608.2d).
    // "You may have it fight target creature you don't control", "… have it get +4/+0 until end of
    // turn", "… have it connive": the object named does it (CR 701.14a, 701.50a).
    map(seq(lit('you may have'), spanned(seq(objectRef, vpChain(objectVp)))), ([, { v, text }]) =>
      v[1].every((vp) => HAVE_OBJECT_DO.has(vp.k))
        ? ({ k: 'may', clauses: [{ subject: v[0], kind: 'object', vps: v[1] }], text: `have ${text}` } as Sentence)
        : null,
    ),
    // "You may have target creature get -1/-1 until end of turn": the target is chosen as it is put
    // on the stack, whether it gets it is chosen as it resolves (CR 601.2c, 608.2d).
    map(seq(lit('you may have'), spanned(seq(targetNP, vpChain(objectVp)))), ([, { v, text }]) =>
      v[1].every((vp) => vp.k === 'pump')
        ? ({ k: 'may', clauses: [{ subject: v[0], kind: 'object', vps: v[1] }], text: `have ${text}` } as Sentence)
        : null,
    ),
    // "You may have Ally creatures you control get +1/+0 until end of turn": each of the group, as
    // it is when the choice is made (CR 608.2h).
    map(seq(lit('you may have'), spanned(seq(pluralGroup, vpChain(objectVp)))), ([, { v, text }]) =>
      v[1].every((vp) => vp.k === 'pump')
        ? ({ k: 'may', clauses: [{ subject: v[0], kind: 'object', vps: v[1] }], text: `have ${text}` } as Sentence)
        : null,
    ),
    // "You may have target opponent lose 1 life", "… have that player mill two cards", "… have
    // target opponent discard a card": you choose whether (CR 608.2d); the player named does it,
    // and makes the choices the instruction gives them (a card to discard, CR 701.9b).
    map(seq(lit('you may have'), spanned(seq(playerNP, vpChain(playerVp)))), ([, { v, text }]) =>
      v[0].k === 'you'
        ? null
        : ({ k: 'may', clauses: [{ subject: v[0], kind: 'player', vps: v[1] }], text: `have ${text}` } as Sentence),
    ),
    // "You may have two target players exchange life totals" (Axis of Mortality; CR 608.2d, 701.12c).
    map(seq(lit('you may have'), spanned(seq(targetNP, playerVp))), ([, { v, text }]) => {
      const c = twoExchange(v[0], v[1]);
      return c ? ({ k: 'may', clauses: [c], text: `have ${text}` } as Sentence) : null;
    }),
    map(
      seq(lit('you may'), spanned(playerVp), w('or'), spanned(playerVp)),
      ([, a, , z]) =>
        ({
          k: 'mayEither',
          options: [a, z].map((o) => ({ clause: { subject: null, kind: 'player', vps: [o.v] }, text: o.text })),
        }) as Sentence,
    ),
    map(seq(lit('you may'), spanned(clauses)), ([, cl]) => ({ k: 'may', clauses: cl.v, text: cl.text }) as Sentence),
    // "Target opponent may have ~ deal 4 damage to them" (CR 118.12).
    map(seq(haveDealChooser, lit('may have'), haveDeal), ([who, , deal]) => ({ k: 'mayHave', who, deal }) as Sentence),
    // "Its controller may search their library …": that player chooses, and is the subject of the verbs.
    map(seq(playerNP, w('may'), spanned(vpChain(playerVp))), ([who, , v]) =>
      who.k === 'you' || who.k === 'players'
        ? null
        : ({ k: 'may', who, clauses: [{ subject: who, kind: 'player', vps: v.v }], text: v.text } as Sentence),
    ),
    map(
      seq(lits('if you do', 'if the player does', 'if that player does', 'if they do'), w(','), sentence),
      ([, , inner]) => ({ k: 'ifDo', negated: false, inner }) as Sentence,
    ),
    map(
      seq(lits("if you don't", "if the player doesn't", "if that player doesn't", "if they don't"), w(','), sentence),
      ([, , inner]) => ({ k: 'ifDo', negated: true, inner }) as Sentence,
    ),
    // After "any opponent may …": whether that opponent did (CR 102.2, 118.12).
    map(
      seq(alt(as(lit('if a player does'), false), as(lit('if no one does'), true)), w(','), sentence),
      ([negated, , inner]) => ({ k: 'ifDo', negated, inner, anyOpponent: true }) as Sentence,
    ),
    map(seq(lit("if you can't"), w(','), sentence), ([, , inner]) => ({ k: 'ifCant', inner }) as Sentence),
    map(seq(lit('otherwise ,'), sentence), ([, inner]) => ({ k: 'otherwise', inner }) as Sentence),
    map(
      seq(lit('if you search your library this way ,'), sentence),
      ([, inner]) => ({ k: 'ifSearchedLibrary', inner }) as Sentence,
    ),
    map(
      seq(
        w('if'),
        alt(targetNP, objectRef),
        w('has'),
        w('power', 'toughness'),
        count,
        w('or'),
        w('greater', 'less'),
        w(','),
        sentence,
      ),
      ([, who, , stat, n, , dir, , inner]) =>
        ({ k: 'ifHas', who, stat: stat.toLowerCase(), n, dir: dir.toLowerCase(), inner }) as Sentence,
    ),
    map(
      seq(w('if'), self, lit('was kicked , it deals'), count, w('damage'), insteadTo, w('instead')),
      ([, , , n, , { to }]) => ({ k: 'kickedInstead', n, to }) as Sentence,
    ),
    // "If this spell was kicked, it deals 5 damage to that creature instead": to what it was dealt to.
    map(
      seq(w('if'), self, lit('was kicked , it deals'), count, lit('damage to'), objectRef, w('instead')),
      ([, , , n, , to]) => ({ k: 'kickedInstead', n, to }) as Sentence,
    ),
    map(
      seq(w('if'), self, lit('was kicked ,'), tokensInstead),
      ([, , , n]) => ({ k: 'tokensInstead', n, cond: 'kicked' }) as Sentence,
    ),
    map(
      seq(w('if'), condition, w(','), tokensInstead),
      ([, cond, , n]) => ({ k: 'tokensInstead', n, cond }) as Sentence,
    ),
    map(seq(tokensInstead, w('if'), condition), ([n, , cond]) => ({ k: 'tokensInstead', n, cond }) as Sentence),
    // "If you control three or more snow permanents, it deals 3 damage instead", "~ deals 5 damage
    // instead if a creature died this turn" (damage-instead.ts).
    map(
      seq(w('if'), condition, w(','), damageInstead),
      ([, cond, , n]) => ({ k: 'damageInstead', n, cond }) as Sentence,
    ),
    map(seq(damageInstead, w('if'), condition), ([n, , cond]) => ({ k: 'damageInstead', n, cond }) as Sentence),
    // "If this spell was kicked, that creature gets +5/+5 until end of turn instead" (pump-instead.ts).
    map(
      seq(w('if'), self, lit('was kicked ,'), sentence, w('instead')),
      ([, , , inner]) => ({ k: 'pumpInstead', cond: 'kicked', inner }) as Sentence,
    ),
    map(
      seq(w('if'), condition, w(','), sentence, w('instead')),
      ([, cond, , inner]) => ({ k: 'pumpInstead', cond, inner }) as Sentence,
    ),
    map(
      seq(clauses, w('instead'), w('if'), condition),
      ([cl, , , cond]) => ({ k: 'pumpInstead', cond, inner: { k: 'do', clauses: cl } }) as Sentence,
    ),
    // "If this spell was kicked, instead that creature gets +4/+4 …": "instead" first, the same rider.
    map(
      seq(w('if'), self, lit('was kicked ,'), w('instead'), sentence),
      ([, , , , inner]) => ({ k: 'pumpInstead', cond: 'kicked', inner }) as Sentence,
    ),
    // "If you control a Nissa planeswalker, instead search your library for up to three land cards".
    map(
      seq(w('if'), condition, w(','), w('instead'), sentence),
      ([, cond, , , inner]) => ({ k: 'pumpInstead', cond, inner }) as Sentence,
    ),
    map(seq(w('if'), self, lit('was kicked ,'), sentence), ([, , , inner]) => ({ k: 'ifKicked', inner }) as Sentence),
    map(
      seq(lit('if this ability has been activated'), count, lit('or more times this turn ,'), sentence),
      ([, n, , inner]) => ({ k: 'activatedTimes', n, inner }) as Sentence,
    ),
    // "… When you do, …" (CR 603.12): the reflexive ability is the rest of the effect.
    map(
      seq(
        lit('when you do ,'),
        spanned(seq(sentenceWithX, many(map(seq(separator, opt(w('then')), sentenceWithX), ([, , x]) => x)))),
      ),
      ([
        ,
        {
          v: [first, rest],
          text,
        },
      ]) => ({ k: 'reflexive', inner: [first, ...rest], text }) as Sentence,
    ),
    map(
      spanned(seq(lit('when you next cast an instant or sorcery spell this turn ,'), sentence)),
      ({ v: [, inner], text }) =>
        ({ k: 'whenNextCast', spell: { types: ['instant', 'sorcery'] }, inner, text }) as Sentence,
    ),
    map(
      // "When target creature dies this turn, …" (Graceful Reprieve): the spell's own target.
      spanned(seq(w('when'), alt(objectRef, targetNP), lit('dies this turn ,'), sentence)),
      ({ v: [, what, , inner], text }) => ({ k: 'whenDies', what, inner, text }) as Sentence,
    ),
    map(
      spanned(seq(lit('at the beginning of the next end step ,'), sentence)),
      ({ v: [, inner], text }) => ({ k: 'delayed', at: 'nextEndStep', inner, text }) as Sentence,
    ),
    map(
      spanned(seq(lit("at the beginning of the next turn's upkeep ,"), sentence)),
      ({ v: [, inner], text }) => ({ k: 'delayed', at: 'nextUpkeep', inner, text }) as Sentence,
    ),
    map(
      spanned(seq(lit('at end of combat ,'), clauses)),
      ({ v: [, cl], text }) => ({ k: 'delayed', at: 'endOfCombat', inner: { k: 'do', clauses: cl }, text }) as Sentence,
    ),
    map(
      spanned(seq(clauses, delayedAt)),
      ({ v: [cl, at], text }) => ({ k: 'delayed', at, inner: { k: 'do', clauses: cl }, text }) as Sentence,
    ),
    map(
      seq(clauses, w('if'), alt(w('it'), lit('that creature'), self), lit('attacked this turn')),
      ([cl, , who]) =>
        ({
          k: 'ifAttacked',
          clauses: cl,
          who: who === '~' ? ({ k: 'self' } as NP) : ({ k: 'pronoun', word: 'it' } as NP),
        }) as Sentence,
    ),
    // "If that creature would die this turn, exile it instead" (CR 614.1a, 700.4).
    map(
      seq(
        w('if'),
        alt(
          as(lit('that creature or planeswalker'), {
            what: { k: 'pronoun', word: 'that creature' } as NP,
            group: null,
          }),
          map(objectRef, (np) => ({ what: np, group: null })),
          // "If a creature dealt damage this way would die this turn, exile it instead" (608.2c).
          as(lit('a creature dealt damage this way'), { what: null, group: null, dealtThisWay: true }),
          map(seq(w('a', 'an'), objectPhrase), ([, ph]) =>
            ph.plural || ph.filter.zone ? null : { what: null, group: ph.filter },
          ),
        ),
        lit('would die this turn , exile it instead'),
      ),
      ([, who]) => ({ k: 'exileIfDies', ...who }) as Sentence,
    ),
    // "If that spell is countered this way, exile it instead of putting it into its owner's
    // graveyard" (CR 614.1a): a rider on the counter before it.
    map(
      seq(
        lit('if'),
        alt(lit('that spell'), lit('the spell'), lit('a spell')),
        lit('is countered this way ,'),
        alt(
          as(lit("exile it instead of putting it into its owner's graveyard"), { zone: 'exile' } as SpellDestination),
          as(lit("put it into its owner's hand instead of into that player's graveyard"), {
            zone: 'hand',
          } as SpellDestination),
          as(
            alt(
              lit("put it on top of its owner's library instead of into that player's graveyard"),
              lit("put that card on top of its owner's library instead of into that player's graveyard"),
            ),
            { zone: 'library', position: 'top' } as SpellDestination,
          ),
          as(lit("put it on the bottom of its owner's library instead of into that player's graveyard"), {
            zone: 'library',
            position: 'bottom',
          } as SpellDestination),
        ),
      ),
      ([, , , to]) => ({ k: 'counteredTo', to }) as Sentence,
    ),
    // "It can't be regenerated" / "They can't be regenerated": a rider on the destroy before it (CR 701.19c).
    as(seq(alt(w('it', 'they'), lit('that creature')), lit("can't be regenerated")), { k: 'noRegenerate' } as Sentence),
    map(manaSpendSentence, (spend) => ({ k: 'manaSpend', spend }) as Sentence),
    as(lit("until end of turn , you don't lose this mana as steps and phases end"), { k: 'keepMana' } as Sentence),
    as(lit("until end of combat , you don't lose this mana as steps end"), { k: 'keepMana', combat: true } as Sentence),
    // "The damage can't be prevented" / "Damage can't be prevented this turn" (CR 615.12).
    as(lit("the damage can't be prevented"), { k: 'noPrevent' } as Sentence),
    as(lit("damage can't be prevented this turn"), { k: 'unpreventableThisTurn' } as Sentence),
    map(
      seq(alt(lit('it has'), lit('they have'), lit('they each have')), list(quoted, 'and')),
      ([, quotes]) => ({ k: 'tokenHas', quotes }) as Sentence,
    ),
    map(seq(lit('if you win ,'), sentence), ([, inner]) => ({ k: 'ifClash', inner }) as Sentence),
    map(
      seq(lit('if the result is'), count, w('or'), w('less', 'lower', 'greater', 'higher', 'more'), w(','), sentence),
      ([, n, , dir, , inner]) =>
        ({
          k: 'ifResult',
          range: /^(less|lower)$/i.test(dir) ? { max: n } : { min: n },
          inner,
        }) as Sentence,
    ),
    map(
      seq(lit('if you'), w('win', 'lose'), lit('the flip ,'), sentence),
      ([, wl, , inner]) => ({ k: 'ifFlip', win: wl.toLowerCase() === 'win', inner }) as Sentence,
    ),
    // "Until end of turn, this creature gets +1/+1 for each permanent card in your graveyard"
    // (CR 608.2h: counted as it resolves): the sentence's duration, the amount scaled.
    map(
      seq(lit('until end of turn ,'), clauses, lit('for each'), forEachNode),
      ([, cl, , per]) => ({ k: 'forEach', inner: { k: 'until', until: 'endOfTurn', clauses: cl }, per }) as Sentence,
    ),
    map(
      seq(lit('until end of turn ,'), clauses),
      ([, cl]) => ({ k: 'until', until: 'endOfTurn', clauses: cl }) as Sentence,
    ),
    // "Until your next turn, up to one target creature gets -3/-0" (CR 500.5).
    map(
      seq(lit('until your next turn ,'), clauses),
      ([, cl]) => ({ k: 'until', until: 'yourNextTurn', clauses: cl }) as Sentence,
    ),
    // CR 608.2c: "If you control a Wizard, draw a card"; "… gets +2/+1 until end of turn if it's a Knight".
    // "Then if you control four or more lands, untap that land": checked after what came before
    // (instructions are followed in order), the same as "If".
    map(
      seq(alt(w('if'), lit('then if')), condition, w(','), sentence),
      ([, cond, , inner]) => ({ k: 'ifCondition', cond, inner }) as Sentence,
    ),
    map(seq(clauses, w('if'), condition), ([cl, , cond]) => ({ k: 'conditionAfter', clauses: cl, cond }) as Sentence),
    // "~ deals 2 damage to that player unless they control two or more basic lands": the same
    // check, the instruction followed only if it fails (CR 608.2c).
    map(
      seq(clauses, w('unless'), condition),
      ([cl, , cond]) => ({ k: 'conditionAfter', clauses: cl, cond, unless: true }) as Sentence,
    ),
    map(seq(lit('for each opponent ,'), sentence), ([, inner]) => ({ k: 'forEachOpponent', inner }) as Sentence),
    // "For each land you control, create a Treasure token" (CR 111.2, 608.2h).
    map(
      seq(lit('for each'), forEachNode, w(','), clauses),
      ([, per, , cl]) => ({ k: 'forEach', inner: { k: 'do', clauses: cl }, per, before: true }) as Sentence,
    ),
    // "Put a charge counter on ~, then draw a card for each charge counter on it", "Discard a card,
    // then draw a card for each …": the count is the last verb's, after "then" (CR 608.2c); the
    // verbs before it are done first, not counted.
    map(
      seq(thenLastChain, lit('for each'), forEachNode, opt(map(seq(lit(', then'), clauses), ([, t]) => t))),
      ([chain, , per, t]) =>
        ({
          k: 'forEach',
          inner: { k: 'do', clauses: [{ subject: null, kind: 'player', vps: [chain.last] }] },
          per,
          first: [{ subject: null, kind: 'player', vps: chain.before }],
          ...(t ? { then: t } : {}),
        }) as Sentence,
    ),
    map(
      seq(
        clause,
        alt(lit(', then'), lit(', and then')),
        clause,
        lit('for each'),
        forEachNode,
        opt(map(seq(lit(', then'), clauses), ([, t]) => t)),
      ),
      ([a, , cl, , per, t]) =>
        ({ k: 'forEach', inner: { k: 'do', clauses: [cl] }, per, first: [a], ...(t ? { then: t } : {}) }) as Sentence,
    ),
    map(
      seq(clauses, lit('for each'), forEachNode, opt(map(seq(lit(', then'), clauses), ([, t]) => t))),
      ([cl, , per, t]) =>
        ({ k: 'forEach', inner: { k: 'do', clauses: cl }, per, ...(t ? { then: t } : {}) }) as Sentence,
    ),
    // "All creatures able to block target creature this turn do so" (CR 509.1c): a requirement on
    // the creatures named, carried by that creature this turn as `allAbleBlock` (the engine checks
    // the block declaration obeys as many as it can). A controller in the phrase stays text.
    map(
      seq(w('all'), objectPhrase, lit('able to block'), alt(objectRef, targetNP), lit('this turn do so')),
      ([, ph, , what]) => {
        const f = ph.filter;
        if (!ph.plural || ph.other || f.zone || (f.types && !f.types.includes('creature')) || f.controller) return null;
        if (JSON.stringify(f).match(/"powerThanSource"|"notSource"|"chosen|"damagedBySource/)) return null;
        const vp = { k: 'restrictThisTurn', cant: [{ allAbleBlock: f }], until: 'endOfTurn', lasting: true } as Vp;
        return { k: 'do', clauses: [{ subject: what, kind: 'object', vps: [vp] }] } as Sentence;
      },
    ),
    map(clauses, (cl) => ({ k: 'do', clauses: cl }) as Sentence),
  ),
);

/** A sentence with its "…, where X is …" (CR 107.3c). */
const sentenceWithX: P<Sentence> = alt(
  map(seq(sentence, lit(', where X is'), amountNode), ([inner, , x]) => ({ k: 'where', inner, x }) as Sentence),
  sentence,
);

/**
 * Between sentences: a period (also the one closing a quoted ability that ends a sentence), or
 * ", then" / "and" before "you may" ("draw a card, then you may put a land card …": the choice is
 * only about what follows it).
 */
const separator = alt(
  w('.'),
  closedByQuote,
  map(seq(alt(lit(', then'), lit(', and'), w('and')), peek(lit('you may'))), () => '.'),
);

/** A whole effect: sentences, each ending with a period ("Then" may open one). */
export const effect: P<Sentence[]> = rule('effect', () =>
  map(
    seq(
      opt(w('then')),
      sentenceWithX,
      many(map(seq(separator, opt(w('then')), sentenceWithX), ([, , s]) => s)),
      opt(w('.')),
    ),
    ([, first, rest]) => [first, ...rest],
  ),
);
