/**
 * Conditions as Oracle text states them, for "as long as …" (CR 611.3a), an intervening "if …"
 * (603.4) and "Activate only if …" (602.5b): "you control a Forest", "you control no Islands",
 * "you control two or more other lands", "no creatures are on the battlefield", "~ is untapped",
 * "enchanted creature has flying", "an opponent controls more lands than you", "you have no
 * cards in hand", "it's your turn". The value is the engine's {@link Condition}; the subject of
 * "is untapped" is the source or what it is attached to.
 */
import type { Amount, Condition, ManaType, ObjectFilter, Ref } from '../../../engine';
import { keyword } from './keywords';
import { devotionCondition } from './devotion';
import { diedAmount, diedFilter } from './died';
import { enteredUnder } from './entered-under';
import { objectPhrase, type ObjectPhrase } from './objects';
import { alt, as, lit, lits, many1, map, opt, peek, rule, seq, w, type P } from './peg';
import { color, count, counterKindWord, self, symbol, X } from './words';

const STATES: Record<string, ObjectFilter> = {
  tapped: { tapped: true },
  untapped: { tapped: false },
  attacking: { attacking: true },
  blocking: { blocking: true },
};

/**
 * "it" in a condition: whatever the sentence around it named (the subject of a static ability,
 * the object of a triggering event). The grammar can't know which, so it leaves this mark and
 * the caller binds it (phrases/conditions.ts); unbound, the condition is not read.
 */
export const IT_MARK: Ref = { ref: 'var', name: '\u0000it' };

/**
 * "its" in a condition in the past tense ("if its mana value was 3 or less"): what "it" names as
 * the instruction before named it, read as it last existed if it has left (CR 608.2h); bound by
 * the caller like {@link IT_MARK} (effect-conditions.ts: the object as named, not where it went).
 */
export const IT_WAS_MARK: Ref = { ref: 'var', name: '\u0000itWas' };

/**
 * "that creature" (or "that permanent", "that land" …) in a condition: the object an earlier
 * instruction of the same effect named, read where the effect is built (effect-conditions.ts,
 * which checks the noun agrees with what it names); anywhere else the condition is not read.
 * The mark keeps the noun: `{ ref: 'var', name: '\0that:land' }`.
 */
export const THAT_PREFIX = '\u0000that:';
const thatMark = (noun: string): Ref => ({ ref: 'var', name: THAT_PREFIX + noun.toLowerCase() });
/**
 * The noun of the mark "it was a creature card" leaves: the card as it was in the graveyard an
 * instruction just moved it from (grammar/effect-conditions.ts); anywhere else not read.
 */
export const CARD_WAS = 'card was';
/**
 * The prefix of the noun of the mark "that creature was …" / "you controlled that permanent"
 * leaves (`'was:creature'`): the object an earlier instruction or the event named, read as it last
 * existed (effect-conditions.ts binds it); anywhere else not read. `'was:sacrificed'`: the
 * permanent sacrificed ("the sacrificed creature was a Human").
 */
export const THAT_WAS = 'was:';
/** The noun of the "the sacrificed creature was …" mark. */
export const SACRIFICED_WAS = THAT_WAS + 'sacrificed';

/** The subject of "… was a Human": "it" (as the instruction before named it), "that creature", "the sacrificed permanent". */
const pastSubject: P<Ref> = alt(
  as(w('it'), IT_WAS_MARK),
  map(seq(w('that'), w('creature', 'permanent', 'land', 'artifact')), ([, noun]) =>
    thatMark(THAT_WAS + noun.toLowerCase()),
  ),
  as(seq(lit('the sacrificed'), w('creature', 'permanent', 'artifact', 'land')), thatMark(SACRIFICED_WAS)),
);

/**
 * The test "… was a …" of an object as it last existed (CR 608.2h): only of what its
 * last-known information keeps exactly (engine derived/last-known.ts: types, subtypes,
 * supertypes, token); a card in a graveyard ("it was a creature card") is read elsewhere.
 */
function lastKnownIs(ref: Ref, f: ObjectFilter): Condition | null {
  if (f.cardOnly || !Object.keys(f).length || Object.keys(f).some((k) => !PAST_KEYS.has(k))) return null;
  return { lastKnown: ref, matches: f };
}
const PAST_KEYS: ReadonlySet<string> = new Set([
  'types',
  'notTypes',
  'subtypes',
  'notSubtypes',
  'supertypes',
  'notSupertypes',
  'token',
]);

/** "that player" / "their" in a condition: the player the triggering event names (a "that" mark). */
const THAT_PLAYER = thatMark('player');

/**
 * "this is the second time this ability has resolved this turn": the count the ability's first
 * step keeps (effect-conditions.ts binds the mark to it, inside a triggered or activated ability
 * only); "it's the third time" after it: the same count (`RESOLVED_AGAIN`). Unbound, not read.
 */
export const RESOLVED_MARK = '\u0000resolved';
export const RESOLVED_AGAIN = '\u0000resolvedAgain';

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };
const ordinal: P<number> = map(w(...Object.keys(ORDINALS)), (v) => ORDINALS[v.toLowerCase()] ?? null);

/** The subject of "… is untapped" / "… has flying": the source, "it", or what it enchants or equips. */
const condSubject: P<Ref> = alt(
  as(self, { ref: 'source' } as Ref),
  as(w('it'), IT_MARK),
  map(seq(w('that'), w('creature', 'permanent', 'land', 'artifact')), ([, noun]) => thatMark(noun)),
  as(seq(w('enchanted'), w('creature', 'land', 'artifact', 'permanent')), { ref: 'enchanted' } as Ref),
  as(lit('equipped creature'), { ref: 'equipped' } as Ref),
);

/** "~ is", "it's", "enchanted creature is": the subject of a state ("tapped", "a creature"). */
const subjectIs: P<Ref> = alt(
  as(w("it's"), IT_MARK),
  map(seq(condSubject, alt(w('is'), lit("'s"))), ([ref]) => ref),
);

/** "~ isn't", "it's not", "it is not": the subject of a state it is not in. */
const subjectIsNot: P<Ref> = alt(
  as(seq(w("it's"), w('not')), IT_MARK),
  map(seq(condSubject, alt(lit("isn't"), lit('is not'), seq(lit("'s"), w('not')))), ([ref]) => ref),
);

/** "a Forest you control" etc.: one object of what you control (singular, on the battlefield). */
const yourOne = (ph: ObjectPhrase): ObjectFilter | null =>
  (!ph.plural || ph.invariant) && !ph.filter.zone && !ph.filter.controller ? { ...ph.filter, controller: 'you' } : null;

const controlA: P<ObjectFilter> = alt(
  map(seq(w('a', 'an'), objectPhrase), ([, ph]) => yourOne(ph)),
  // "you control another Wizard": one other than the source.
  map(seq(w('another'), objectPhrase), ([, ph]) => {
    const f = yourOne(ph);
    return f ? { ...f, notSource: true } : null;
  }),
);

/** One mana symbol of one type: "{W}", "{C}" (not "{S}", "{2}", hybrid). */
const oneManaType: P<ManaType> = map(symbol, (v) => (/^\{[WUBRGC]\}$/.test(v) ? (v[1] as ManaType) : null));

/**
 * What "… was spent to cast this spell / it" asks of the mana spent to cast it (CR 601.2h):
 * "{R}", "{W}{W}" (that many of one type), "at least three white mana" (adamant), "at least
 * three colorless mana", "at least three mana of the same color" (the most of any one color),
 * "at least four mana", "five or more mana" (all of it), "no mana". "{S}" (snow, 107.4h) is not read.
 */
const spentMana: P<{ type?: ManaType; sameColor?: true; min: number } | { none: true }> = alt(
  map(seq(lit('at least'), count, lit('mana of the same color')), ([, n]) => ({ sameColor: true as const, min: n })),
  map(many1(oneManaType), (ts) => (ts.every((t) => t === ts[0]) ? { type: ts[0], min: ts.length } : null)),
  map(seq(lit('at least'), count, opt(alt(color, as(w('colorless'), 'C' as const))), w('mana')), ([, n, type]) =>
    type ? { type, min: n } : { min: n },
  ),
  map(seq(count, lit('or more mana')), ([n]) => ({ min: n })),
  as(lit('no mana'), { none: true } as const),
);

/**
 * "{R} was spent to cast it", "at least three white mana was spent to cast this spell" (CR
 * 601.2h); "five or more mana was spent to cast that spell" (opus): a cast trigger's spell, bound
 * where the effect is built (effect-conditions.ts), anywhere else not read.
 */
const spentOn: P<Ref> = alt(
  as(self, { ref: 'source' } as Ref),
  as(w('it'), IT_MARK),
  as(lit('that spell'), thatMark('spell')),
);

const manaSpentCondition: P<Condition> = alt(
  // "two or more colors of mana were spent to cast it" (Steel Exemplar; CR 601.2h, 105.1: colorless
  // is no color).
  map(seq(count, lit('or more colors of mana were spent to cast'), spentOn), ([n, , ref]) =>
    inCountRange({ manaSpent: ref, colors: true }, { min: n }),
  ),
  map(seq(spentMana, lit('was spent to cast'), spentOn), ([m, , ref]) => {
    if ('none' in m) return { compare: [{ manaSpent: ref }, '=', 0] } as Condition;
    const a = m.type
      ? { manaSpent: ref, type: m.type }
      : m.sameColor
        ? { manaSpent: ref, sameColor: true }
        : { manaSpent: ref };
    return { compare: [a, '>=', m.min] } as Condition;
  }),
);

/** "seven or more", "one or fewer": a range of counts. */
const atLeastOrMost: P<{ min: number } | { max: number }> = map(
  seq(count, w('or'), w('more', 'fewer', 'less')),
  ([n, , dir]) => (dir.toLowerCase() === 'more' ? { min: n } : { max: n }),
);

/** "seven or more", "one or fewer", "exactly two": a range of counts. */
const rangeOfCount: P<{ min: number } | { max: number } | { exactly: number }> = alt(
  atLeastOrMost,
  map(seq(w('exactly'), count), ([, n]) => ({ exactly: n })),
);

type CountRange = { min: number } | { max: number } | { exactly: number };

/** An amount compared with a range ("you have seven or more cards in hand"). */
function inCountRange(a: Amount, range: CountRange): Condition {
  if ('exactly' in range) return { compare: [a, '=', range.exactly] };
  return 'min' in range ? { compare: [a, '>=', range.min] } : { compare: [a, '<=', range.max] };
}

const YOU: Ref = { ref: 'you' };
/** "an opponent" in a condition: the engine plays two-player games (CR 102.2), so the opponent. */
const OPPONENTS: Ref = { ref: 'players', which: 'opponents' };

/** "a black permanent" an opponent controls: one object of what they control. */
const opponentOne = (ph: ObjectPhrase): ObjectFilter | null =>
  (!ph.plural || ph.invariant) && !ph.other && !ph.filter.zone && !ph.filter.controller
    ? { ...ph.filter, controller: 'opponent' }
    : null;

/** Adjectives after "is" ("equipped creature is legendary", "~ is multicolored", CR 205.4, 105.2). */
const IS_ADJECTIVE: Record<string, ObjectFilter> = {
  legendary: { supertypes: ['legendary'] },
  snow: { supertypes: ['snow'] },
  multicolored: { colorCount: { min: 2 } },
  monocolored: { colorCount: { min: 1, max: 1 } },
  colorless: { colorCount: { max: 0 } },
  enchanted: { enchanted: true },
};

/**
 * How many counters a condition asks for: "a" (one or more, a singular "counter"), "one or more",
 * "three or more", "fewer than three" (two or fewer), or none ("it had counters on it": one or more).
 */
const counterQuantity: P<{ range: { min: number } | { max: number }; singular: boolean }> = alt(
  as(w('a', 'an'), { range: { min: 1 }, singular: true }),
  map(atLeastOrMost, (range) => ({ range, singular: false })),
  map(seq(lit('fewer than'), count), ([, n]) => (n > 0 ? { range: { max: n - 1 }, singular: false } : null)),
  as(peek(alt(counterKindWord, w('counters'))), { range: { min: 1 }, singular: false }),
);

/**
 * Counters on an object (CR 122.1): "it had counters on it", "it had one or more -1/-1 counters
 * on it", "it had a +1/+1 counter on it", "~ has fewer than three charge counters on it", "~ has
 * a counter on it". Counted on the object as it is, or as it last existed once it has left
 * (last-known information, 603.10a), of one kind or of all kinds.
 */
const counterCondition: P<Condition> = map(
  seq(
    condSubject,
    w('has', 'had'),
    counterQuantity,
    opt(counterKindWord),
    w('counter', 'counters'),
    w('on'),
    alt(as(w('it'), 'it' as const), as(self, '~' as const)),
  ),
  ([ref, , q, kind, noun, , on]) => {
    if (q.singular !== (noun.toLowerCase() === 'counter')) return null;
    // "on ~" only after "~ has": the same object.
    if (on === '~' && ref.ref !== 'source') return null;
    const n: Amount = kind ? { countersOn: ref, counter: kind } : { countersOn: ref };
    return inCountRange(n, q.range);
  },
);

/**
 * What "defending player controls …" asks, for a player who may be the defending one: "an
 * artifact", "three or more artifacts", "no Walls", "more lands than you" (never true of you).
 */
const defendingControls: P<(who: 'you' | 'opponent') => Condition | null> = alt(
  map(seq(w('a', 'an'), objectPhrase), ([, ph]) => (who: 'you' | 'opponent') => {
    const f = opponentOne(ph);
    return f ? ({ count: { ...f, controller: who }, range: { min: 1 } } as Condition) : null;
  }),
  map(
    seq(alt(atLeastOrMost, as(w('no'), { max: 0 })), objectPhrase),
    ([range, ph]) =>
      (who: 'you' | 'opponent') =>
        !ph.plural || ph.other || ph.filter.zone || ph.filter.controller
          ? null
          : ({ count: { ...ph.filter, controller: who }, range } as Condition),
  ),
  map(
    seq(w('more'), objectPhrase, lit('than you')),
    ([, ph]) =>
      (who: 'you' | 'opponent') =>
        who === 'you' || !ph.plural || ph.other || ph.filter.zone || ph.filter.controller
          ? null
          : ({
              compare: [
                { count: { ...ph.filter, controller: 'opponent' } },
                '>',
                { count: { ...ph.filter, controller: 'you' } },
              ],
            } as Condition),
  ),
);

/** Card types (CR 205.2a): what a spell cast this turn is asked to be (see spellsCastCondition). */
const CARD_TYPE_WORDS = new Set([
  'artifact',
  'battle',
  'creature',
  'enchantment',
  'instant',
  'kindred',
  'land',
  'planeswalker',
  'sorcery',
]);

/**
 * "noncreature spell", "instant or sorcery spells", "spell": what kind of spell, by card types
 * only (the turn's record keeps each spell's card types as it became cast, CR 601.2i); null for
 * anything else ("blue spell", "historic spell", "another spell").
 */
export const castKind: P<{ plural: boolean; kind: { types?: string[]; notTypes?: string[] } }> = map(
  objectPhrase,
  (ph) => {
    const { zone, types, notTypes, ...rest } = ph.filter;
    if (zone !== 'stack' || ph.other || Object.keys(rest).length) return null;
    if (![...(types ?? []), ...(notTypes ?? [])].every((t) => CARD_TYPE_WORDS.has(t))) return null;
    return { plural: ph.plural, kind: { ...(types ? { types } : {}), ...(notTypes ? { notTypes } : {}) } };
  },
);

/**
 * Spells a player cast this turn (CR 601.2i; a copy is not cast, 707.10), of a kind: "you've cast
 * two or more spells this turn", "you've cast a noncreature spell this turn", "you've cast an
 * instant or sorcery spell this turn", "an opponent cast a creature spell this turn", "an opponent
 * has cast a spell this turn", "you haven't cast a spell this turn", "you didn't cast a spell this
 * turn". "another" (other than the spell itself) is not read here.
 */
const spellsCastCondition: P<Condition> = map(
  seq(
    alt(
      as(lits("you've cast", 'you have cast', 'you cast'), { who: YOU, not: false }),
      as(lits("you haven't cast", 'you have not cast', "you didn't cast", 'you did not cast'), { who: YOU, not: true }),
      as(lits('an opponent has cast', 'an opponent cast'), { who: OPPONENTS, not: false }),
    ),
    alt(as(w('a', 'an'), null), atLeastOrMost),
    castKind,
    lit('this turn'),
  ),
  ([{ who, not }, range, { plural, kind }]) => {
    // "a spell" is one, "two or more spells" several; "haven't cast two or more spells" is not read.
    if (plural !== (range !== null) || (not && range)) return null;
    const n: Amount = { spellsCastThisTurn: who, ...kind };
    if (not) return { compare: [n, '=', 0] } as Condition;
    return inCountRange(n, range ?? { min: 1 });
  },
);

/**
 * Conditions about players and what they have: cards in hand (CR 402), cards in a graveyard
 * (404), life (119), what an opponent controls, cards drawn (121.2) and spells cast (601.2i) this
 * turn, life gained this turn (119.3).
 */
const playerCondition: P<Condition> = rule('player condition', () =>
  alt(
    // "you have seven or more cards in hand", "you have one or fewer cards in hand", "… in your hand".
    map(seq(lit('you have'), rangeOfCount, lits('cards in hand', 'cards in your hand')), ([, range]) =>
      inCountRange({ cardsInHand: YOU }, range),
    ),
    // "defending player controls an artifact" (CR 506.2): whichever player is defending.
    map(seq(lit('defending player controls'), defendingControls), ([, f]) => {
      const theirs = f('opponent');
      const yours = f('you');
      if (!theirs) return null;
      const them: Condition = { all: [{ defendingPlayer: OPPONENTS }, theirs] };
      return yours ? ({ any: [them, { all: [{ defendingPlayer: YOU }, yours] }] } as Condition) : them;
    }),
    // "an opponent has no cards in hand" (the engine plays two-player games: the opponent).
    as(lits('an opponent has no cards in hand', 'each opponent has no cards in hand'), {
      compare: [{ cardsInHand: OPPONENTS }, '=', 0],
    } as Condition),
    // "an opponent has three or more poison counters" (corrupted), "you have no poison counters" (CR 122.1f).
    map(
      seq(
        alt(as(lit('an opponent has'), OPPONENTS), as(lit('you have'), YOU)),
        alt(rangeOfCount, as(w('no'), { exactly: 0 })),
        lit('poison counters'),
      ),
      ([who, range]) => inCountRange({ poisonCounters: who }, range),
    ),
    // "that player has no cards in hand", "that player has two or fewer cards in hand": the
    // player the triggering event names (bound by the caller, phrases/conditions.ts).
    map(
      seq(lit('that player has'), alt(rangeOfCount, as(w('no'), { exactly: 0 })), lit('cards in hand')),
      ([, range]) => inCountRange({ cardsInHand: THAT_PLAYER }, range),
    ),
    // "that player controls more lands than you": what they control against what you control.
    map(seq(lit('that player controls more'), objectPhrase, lit('than you')), ([, ph]) =>
      !ph.plural || ph.other || ph.filter.zone || ph.filter.controller
        ? null
        : ({
            compare: [
              { count: { ...ph.filter, controller: 'you' }, relativeTo: THAT_PLAYER },
              '>',
              { count: { ...ph.filter, controller: 'you' } },
            ],
          } as Condition),
    ),
    // "that player controls a Plains", "… unless they control two or more basic lands", "they
    // control no creatures": how many of those objects that player controls (the "that player"
    // mark, bound by the caller to the one player it names).
    map(
      seq(
        lits('that player controls', 'they control'),
        alt(
          as(w('a', 'an'), { range: { min: 1 } as CountRange, plural: false }),
          as(w('no'), { range: { exactly: 0 } as CountRange, plural: true }),
          map(atLeastOrMost, (range) => ({ range: range as CountRange, plural: true })),
        ),
        objectPhrase,
      ),
      ([, { range, plural }, ph]) => {
        const f = ph.filter;
        if (ph.other || f.zone || f.controller || f.owner || f.cardOnly) return null;
        if (!ph.invariant && ph.plural !== plural) return null;
        return inCountRange({ count: { ...f, controller: 'you' }, relativeTo: THAT_PLAYER }, range);
      },
    ),
    // "it's not their turn": whether the player the event names is the active player (CR 102.1).
    map(seq(w("it's"), opt(w('not')), lit('their turn')), ([, not]) =>
      not ? ({ not: { activePlayer: THAT_PLAYER } } as Condition) : ({ activePlayer: THAT_PLAYER } as Condition),
    ),
    // "an opponent has more life than you", "you have more life than an opponent", "an opponent
    // has more cards in hand than you" (CR 119.1, 402.1): yours against your opponent's (one
    // opponent: the engine plays two-player games, CR 102.2, so "an" and "each" are the same).
    map(
      seq(
        alt(as(lits('an opponent has', 'each opponent has'), false), as(lit('you have'), true)),
        alt(
          as(seq(w('more'), w('life')), { more: true, hand: false }),
          as(seq(w('less'), w('life')), { more: false, hand: false }),
          as(seq(w('more'), lit('cards in hand')), { more: true, hand: true }),
          as(seq(w('fewer'), lit('cards in hand')), { more: false, hand: true }),
        ),
        w('than'),
        alt(as(seq(w('you'), opt(w('do'))), false), as(lits('an opponent', 'each opponent'), true)),
      ),
      ([youFirst, { more, hand }, , thanOpponent]): Condition | null => {
        if (youFirst !== thanOpponent) return null;
        const of = (r: Ref): Amount => (hand ? { cardsInHand: r } : { lifeOf: r });
        const [a, b] = youFirst ? [YOU, OPPONENTS] : [OPPONENTS, YOU];
        return { compare: [of(a), more ? '>' : '<', of(b)] };
      },
    ),
    // "no opponent has more life than that player" (the player the event names; CR 119.1).
    as(lit('no opponent has more life than that player'), {
      compare: [{ lifeOf: OPPONENTS }, '<=', { lifeOf: THAT_PLAYER }],
    } as Condition),
    // "you have more cards in hand than each opponent".
    map(
      seq(lit('you have'), w('more', 'fewer'), lit('cards in hand than'), lits('each opponent', 'an opponent')),
      ([, dir]) =>
        ({
          compare: [{ cardsInHand: YOU }, dir.toLowerCase() === 'more' ? '>' : '<', { cardsInHand: OPPONENTS }],
        }) as Condition,
    ),
    // "an opponent has eight or more cards in their graveyard", "you have four or more creature cards in your graveyard".
    map(
      seq(
        alt(as(lit('an opponent has'), 'opponent' as const), as(lit('you have'), 'you' as const)),
        rangeOfCount,
        objectPhrase,
        alt(as(lit('in their graveyard'), 'opponent' as const), as(lit('in your graveyard'), 'you' as const)),
      ),
      ([who, range, ph, whose]) =>
        who !== whose || !ph.plural || ph.filter.zone || ph.filter.controller || ph.other
          ? null
          : inCountRange({ count: { ...ph.filter, zone: 'graveyard', owner: who } }, range),
    ),
    // "you have eight or more instant and/or sorcery cards in your graveyard": the object phrase
    // names the zone itself.
    map(seq(lit('you have'), rangeOfCount, objectPhrase), ([, range, ph]) =>
      !ph.plural || ph.filter.zone !== 'graveyard' || ph.filter.owner !== 'you' || ph.filter.controller || ph.other
        ? null
        : inCountRange({ count: ph.filter }, range),
    ),
    // "your life total is 5 or less", "… 15 or greater" (CR 119.1).
    map(
      seq(lit('your life total is'), count, w('or'), w('less', 'fewer', 'more', 'greater')),
      ([, n, , dir]) => ({ compare: [{ lifeOf: YOU }, /^(less|fewer)$/i.test(dir) ? '<=' : '>=', n] }) as Condition,
    ),
    // "a player has 13 or less life" (any player: you or your opponent, CR 102.2).
    map(seq(lit('a player has'), count, w('or'), w('more', 'less'), w('life')), ([, n, , dir]) => {
      const op = dir.toLowerCase() === 'more' ? '>=' : '<=';
      return {
        any: [{ compare: [{ lifeOf: YOU }, op, n] }, { compare: [{ lifeOf: OPPONENTS }, op, n] }],
      } as Condition;
    }),
    // "you have two or more opponents": never in a two-player game (CR 102.2), which the engine
    // plays: the empty "any" holds for no state.
    as(lit('you have two or more opponents'), { any: [] } as Condition),
    // "an opponent is poisoned": has one or more poison counters (CR 122.1f).
    as(lit('an opponent is poisoned'), { compare: [{ poisonCounters: OPPONENTS }, '>=', 1] } as Condition),
    // "an opponent has 10 or less life".
    map(
      seq(lit('an opponent has'), count, w('or'), w('more', 'less'), w('life')),
      ([, n, , dir]) =>
        ({
          compare: [{ lifeOf: OPPONENTS }, dir.toLowerCase() === 'more' ? '>=' : '<=', n],
        }) as Condition,
    ),
    // "an opponent controls a black permanent", "an opponent controls three or more creatures".
    map(seq(lit('an opponent controls'), w('a', 'an'), objectPhrase), ([, , ph]) => {
      const f = opponentOne(ph);
      return f ? ({ count: f, range: { min: 1 } } as Condition) : null;
    }),
    // "your opponents control eight or more lands" (Turbulent lands): what all of them control together.
    map(
      seq(alt(lit('an opponent controls'), lit('your opponents control')), atLeastOrMost, objectPhrase),
      ([, range, ph]) =>
        !ph.plural || ph.other || ph.filter.zone || ph.filter.controller
          ? null
          : ({ count: { ...ph.filter, controller: 'opponent' }, range } as Condition),
    ),
    // "an opponent controls no basic lands" (the engine plays two-player games: the opponent).
    map(seq(lit('an opponent controls no'), objectPhrase), ([, ph]) =>
      !ph.plural || ph.other || ph.filter.zone || ph.filter.controller
        ? null
        : ({ count: { ...ph.filter, controller: 'opponent' }, range: { max: 0 } } as Condition),
    ),
    // "no opponent controls a white or blue creature", "no opponents control Islands".
    map(
      seq(alt(lit('no opponent controls'), lit('no opponents control')), opt(w('a', 'an')), objectPhrase),
      ([, article, ph]) => {
        const f = article
          ? opponentOne(ph)
          : ph.plural && !ph.other && !ph.filter.zone && !ph.filter.controller
            ? { ...ph.filter, controller: 'opponent' as const }
            : null;
        return f ? ({ count: f, range: { max: 0 } } as Condition) : null;
      },
    ),
    // "you control exactly one creature", "you control exactly two other creatures".
    map(seq(lit('you control exactly'), count, objectPhrase), ([, n, ph]) =>
      ph.filter.zone || ph.filter.controller || (n !== 1 && !ph.plural) || (n === 1 && ph.plural && !ph.invariant)
        ? null
        : ({
            count: { ...ph.filter, controller: 'you', ...(ph.other ? { notSource: true } : {}) },
            range: { min: n, max: n },
          } as Condition),
    ),
    // "you've drawn two or more cards this turn", "an opponent has drawn four or more cards this
    // turn" (CR 121.2; the engine plays two-player games: the opponent).
    map(
      seq(
        alt(as(lits("you've drawn", 'you have drawn'), YOU), as(lit('an opponent has drawn'), OPPONENTS)),
        atLeastOrMost,
        lit('cards this turn'),
      ),
      ([who, range]) => inCountRange({ cardsDrawnThisTurn: who }, range),
    ),
    // "you've discarded a card this turn", "an opponent discarded a card this turn", "a player
    // discarded a card this turn" (CR 701.9a): any of those players discarded at least one.
    map(
      seq(
        alt(
          as(lits("you've discarded", 'you have discarded', 'you discarded'), YOU),
          as(lits('an opponent discarded', 'an opponent has discarded'), OPPONENTS),
          as(lits('a player discarded', 'a player has discarded'), { ref: 'players', which: 'each' } as Ref),
        ),
        lit('a card this turn'),
      ),
      ([who]) => ({ compare: [{ discardedThisTurn: who }, '>=', 1] }) as Condition,
    ),
    // "you've cast two or more spells this turn", "you've cast a noncreature spell this turn",
    // "an opponent cast a creature spell this turn", "you haven't cast a spell this turn" (CR 601.2i).
    spellsCastCondition,
    // "an opponent was dealt damage this turn" (bloodthirst's condition, CR 702.54a; 120.3).
    as(alt(lit('an opponent was dealt damage this turn'), lit('an opponent has been dealt damage this turn')), {
      playerDealtDamageThisTurn: { ref: 'players', which: 'opponents' },
    } as Condition),
    // "you're the monarch", "there is no monarch" (CR 724.1).
    // "you've completed a dungeon", "you haven't completed Tomb of Annihilation" (CR 309.7).
    as(alt(lit("you've completed a dungeon"), lit('you have completed a dungeon')), {
      completedDungeon: YOU,
    } as Condition),
    as(alt(lit("you haven't completed tomb of annihilation"), lit('you have not completed tomb of annihilation')), {
      not: { completedDungeon: YOU, name: 'Tomb of Annihilation' },
    } as Condition),
    // "you have the initiative" (CR 725.1).
    as(lit('you have the initiative'), { hasInitiative: YOU } as Condition),
    // "you have the city's blessing" (CR 702.131c): kept for the rest of the game once had.
    as(lit("you have the city's blessing"), { citysBlessing: YOU } as Condition),
    as(alt(lit("you don't have the city's blessing"), lit("you do not have the city's blessing")), {
      not: { citysBlessing: YOU },
    } as Condition),
    // "you have max speed" (CR 702.178): speed 4.
    as(lit('you have max speed'), { maxSpeed: YOU } as Condition),
    as(alt(lit("you don't have max speed"), lit('you do not have max speed')), {
      not: { maxSpeed: YOU },
    } as Condition),
    as(alt(lit("you're the monarch"), lit('you are the monarch')), { isMonarch: YOU } as Condition),
    as(alt(lit("you're not the monarch"), lit('you are not the monarch')), {
      not: { isMonarch: YOU },
    } as Condition),
    as(lit('there is no monarch'), { noMonarch: true } as Condition),
    // "it's night", "it's day" (CR 726.1): the game's designation now.
    as(lit("it's night"), { dayNight: 'night' } as Condition),
    as(lit("it's day"), { dayNight: 'day' } as Condition),
    // CR 119.3: "you gained life this turn".
    as(alt(lit('you gained life this turn'), lit("you've gained life this turn")), {
      gainedLifeThisTurn: YOU,
    } as Condition),
    // CR 119.3, 120.3a: "an opponent lost life this turn", "you gained 3 or more life this turn",
    // "an opponent lost 2 or more life this turn", "a player lost 4 or more life this turn": the
    // life a player gained or lost in all this turn (one player's, not a sum over players).
    map(
      seq(
        alt(
          as(w('you'), YOU),
          // "you've gained 3 or more life this turn"
          as(w("you've"), YOU),
          as(lit('an opponent'), OPPONENTS),
          as(lit('a player'), { ref: 'players', which: 'each' } as Ref),
        ),
        opt(alt(w('has', 'have'), lit("'ve"))),
        w('gained', 'lost'),
        opt(atLeastOrMost),
        lit('life this turn'),
      ),
      ([who, , change, range]) =>
        range && 'max' in range
          ? null
          : ({
              lifeThisTurn: who,
              change: change.toLowerCase() === 'gained' ? 'gained' : 'lost',
              range: range ?? { min: 1 },
            } as Condition),
    ),
    // "you gained or lost life this turn".
    as(alt(lit('you gained or lost life this turn'), lit("you've gained or lost life this turn")), {
      any: [
        { lifeThisTurn: YOU, change: 'gained', range: { min: 1 } },
        { lifeThisTurn: YOU, change: 'lost', range: { min: 1 } },
      ],
    } as Condition),
    // Descend (CR 700.11): "you descended this turn" — a permanent card was put into your
    // graveyard from anywhere this turn.
    as(lit('you descended this turn'), {
      compare: [{ descendedThisTurn: YOU }, '>', 0],
    } as Condition),
    // Revolt: "a permanent left the battlefield under your control this turn".
    as(lit('a permanent left the battlefield under your control this turn'), {
      permanentLeftThisTurn: YOU,
    } as Condition),
    // "two or more nonland permanents entered the battlefield under your control this turn"
    // (celebration), "an artifact entered …", "another Knight entered …" (CR 400.7: by what each
    // was as it entered).
    map(seq(opt(enteredCount), objectPhrase, lit('entered the battlefield under your control this turn')), ([n, ph]) =>
      enteredCondition(n ?? { min: 1 }, ph),
    ),
    // "you had another creature enter the battlefield under your control this turn", "you had two
    // or more creatures enter …".
    map(
      seq(lit('you had'), opt(enteredCount), objectPhrase, lit('enter the battlefield under your control this turn')),
      ([, n, ph]) => enteredCondition(n ?? { min: 1 }, ph),
    ),
  ),
);

/** "a", "an" (one or more), "two or more": how many permanents entered. */
const enteredCount: P<{ min: number }> = alt(
  as(w('a', 'an'), { min: 1 }),
  map(atLeastOrMost, (r) => ('min' in r ? r : null)),
);

/**
 * "N or more <kind> entered the battlefield under your control this turn" (CR 400.7): a list of
 * kinds ("a Bird, Frog, Otter, or Rat") only where one is enough, an object with two of them
 * counting twice; "a creature" singular, "two or more creatures" plural.
 */
function enteredCondition(n: { min: number }, ph: ObjectPhrase): Condition | null {
  const amount = enteredUnder(ph);
  if (!amount || n.min < 1 || (amount.kinds.length > 1 && n.min > 1) || ph.plural !== n.min > 1) return null;
  return { compare: [amount, '>=', n.min] };
}

/** "a Warrior card", "an artifact card": one card of a kind, no zone named. */
const oneCardIn: P<ObjectFilter> = map(seq(w('a', 'an'), objectPhrase), ([, ph]) =>
  ph.plural || ph.other || !ph.filter.cardOnly || ph.filter.zone || ph.filter.controller || ph.filter.owner
    ? null
    : ph.filter,
);

/** One or more cards in your graveyard matching each filter (all of them). */
function inYourGraveyard(filters: ObjectFilter[]): Condition {
  const each = filters.map(
    (f) => ({ count: { ...f, zone: 'graveyard', owner: 'you' }, range: { min: 1 } }) as Condition,
  );
  return each.length === 1 ? (each[0] as Condition) : { all: each };
}

/**
 * "seven or more cards are in your graveyard", "there are four or more creature cards in your
 * graveyard" (threshold, CR 702.? ability words only name it): a count of cards in a zone.
 */
const cardsInZone: P<Condition> = alt(
  // "a Warrior card is in your graveyard" (CR 404.1): one or more; "an instant card and a sorcery
  // card are in your graveyard": one of each.
  map(seq(oneCardIn, lit('is in your graveyard')), ([f]) => inYourGraveyard([f])),
  map(seq(oneCardIn, w('and'), oneCardIn, lit('are in your graveyard')), ([a, , b]) => inYourGraveyard([a, b])),
  // "there are no cards in your graveyard".
  map(seq(lit('there are no'), objectPhrase), ([, ph]) =>
    !ph.plural || ph.other || !ph.filter.zone || ph.filter.zone === 'battlefield' || ph.filter.zone === 'stack'
      ? null
      : ({ count: ph.filter, range: { max: 0 } } as Condition),
  ),
  map(seq(atLeastOrMost, objectPhrase, lit('are in your graveyard')), ([range, ph]) =>
    !ph.plural || ph.filter.zone
      ? null
      : ({ count: { ...ph.filter, zone: 'graveyard', owner: 'you' }, range } as Condition),
  ),
  map(seq(lit('there are'), atLeastOrMost, objectPhrase), ([, range, ph]) =>
    !ph.plural || !ph.filter.zone || ph.filter.zone === 'battlefield'
      ? null
      : ({ count: ph.filter, range } as Condition),
  ),
);

/**
 * "enchanted permanent is a creature", "equipped creature is a Human", "enchanted creature is
 * red", "~ is an artifact": the object matches what follows "is" (its current characteristics).
 */
const isA: P<ObjectFilter> = alt(
  map(seq(w('a', 'an'), objectPhrase), ([, ph]) =>
    (ph.plural && !ph.invariant) || ph.other || ph.filter.zone || ph.filter.controller ? null : ph.filter,
  ),
  // "white or blue": either colour (CR 105.2; a filter's colours are "any of").
  map(seq(color, w('or'), color), ([a, , b]) => (a === b ? null : ({ colors: [a, b] } as ObjectFilter))),
  map(color, (c) => ({ colors: [c] }) as ObjectFilter),
);

/** An adjective after "is" (see IS_ADJECTIVE). */
const tokAdjective: P<ObjectFilter> = map(
  w(...Object.keys(IS_ADJECTIVE)),
  (v) => IS_ADJECTIVE[v.toLowerCase()] ?? null,
);

/**
 * A condition, or two joined by "and" ("you have 30 or more life and an opponent has 10 or less
 * life"): both must hold; or by "or": either.
 */
export const condition: P<Condition> = rule('condition', () =>
  alt(
    map(seq(oneCondition, w('and'), oneCondition), ([a, , b]) => ({ all: [a, b] }) as Condition),
    // "you control a Desert or there is a Desert card in your graveyard": either.
    map(seq(oneCondition, w('or'), oneCondition), ([a, , b]) => ({ any: [a, b] }) as Condition),
    oneCondition,
  ),
);

/** "power", "toughness", "mana value" after "the greatest". */
const greatestStat: P<'power' | 'toughness' | 'manaValue'> = alt(
  as(w('power'), 'power' as const),
  as(w('toughness'), 'toughness' as const),
  as(lit('mana value'), 'manaValue' as const),
);

/** One condition. */
const oneCondition: P<Condition> = rule('one condition', () =>
  alt(
    // "you control an Urza's Power-Plant and an Urza's Tower": both.
    map(seq(lit('you control'), controlA, w('and'), controlA), ([, a, , b]) => ({
      all: [
        { count: a, range: { min: 1 } },
        { count: b, range: { min: 1 } },
      ],
    })),
    // "you control a Plains or an Island": either.
    map(seq(lit('you control'), controlA, w('or'), controlA), ([, a, , b]) => ({
      any: [
        { count: a, range: { min: 1 } },
        { count: b, range: { min: 1 } },
      ],
    })),
    // Coven: "you control three or more creatures with different powers" — among the creatures
    // you control there are that many different powers (CR 208.1), each creature one power.
    map(seq(lit('you control'), count, lit('or more'), objectPhrase, lit('with different powers')), ([, n, , ph]) =>
      !ph.plural || ph.other || ph.filter.zone || ph.filter.controller
        ? null
        : ({ compare: [{ distinctPowers: { ...ph.filter, controller: 'you' } }, '>=', n] } as Condition),
    ),
    // "you control two or more other lands", "… two or fewer …", "at least three other snow
    // permanents" (the same as "three or more").
    map(
      seq(
        lit('you control'),
        alt(
          map(seq(count, w('or'), w('more', 'fewer')), ([n, , dir]) => ({ n, more: dir.toLowerCase() === 'more' })),
          map(seq(lit('at least'), count), ([, n]) => ({ n, more: true })),
        ),
        objectPhrase,
      ),
      ([, { n, more }, ph]) =>
        !ph.plural || ph.filter.zone || ph.filter.controller
          ? null
          : ({
              count: { ...ph.filter, controller: 'you', ...(ph.other ? { notSource: true } : {}) },
              range: more ? { min: n } : { max: n },
            } as Condition),
    ),
    // "you control a creature with the greatest power among creatures on the battlefield", "you
    // control the creature with the greatest power or tied for the greatest power" (CR 208.1).
    map(
      seq(
        lit('you control'),
        w('a', 'an', 'the'),
        objectPhrase,
        lit('with the greatest'),
        greatestStat,
        alt(
          map(seq(lit('or tied for the greatest'), greatestStat), ([, s]) => ({ tied: s, among: null })),
          map(seq(w('among'), objectPhrase, opt(lit('on the battlefield'))), ([, ph]) => ({ tied: null, among: ph })),
        ),
      ),
      ([, , one, , stat, { tied, among }]) => {
        if (tied !== null && tied !== stat) return null;
        if (among && (!among.plural || JSON.stringify(among.filter) !== JSON.stringify(one.filter))) return null;
        const f = one.filter;
        if (one.plural || one.other || f.zone || f.controller || f.owner || !Object.keys(f).length) return null;
        if (stat !== 'manaValue' && JSON.stringify(f.types) !== '["creature"]') return null;
        return { controlsGreatest: f, stat } as Condition;
      },
    ),
    map(seq(lit('you control'), controlA), ([, f]) => ({ count: f, range: { min: 1 } }) as Condition),
    // "you control your commander" (lieutenant): a commander you own on the battlefield under your
    // control (CR 903.3d; "your commander" is one you own).
    as(lit('you control your commander'), {
      count: { commander: true, owner: 'you', controller: 'you' },
      range: { min: 1 },
    } as Condition),
    // "you control no Islands", "no other creatures": the source itself doesn't count.
    map(seq(lit('you control no'), objectPhrase), ([, ph]) =>
      !ph.plural || ph.filter.zone || ph.filter.controller
        ? null
        : ({
            count: { ...ph.filter, controller: 'you', ...(ph.other ? { notSource: true } : {}) },
            range: { max: 0 },
          } as Condition),
    ),
    map(
      alt(
        map(seq(w('no'), objectPhrase, lit('are on the battlefield')), ([, ph]) => ph),
        map(seq(lit('there are no'), objectPhrase, opt(lit('on the battlefield'))), ([, ph]) => ph),
      ),
      (ph) =>
        !ph.plural || (ph.filter.zone && ph.filter.zone !== 'battlefield')
          ? null
          : ({ count: ph.filter, range: { max: 0 } } as Condition),
    ),
    // "there are ten or more nonland permanents on the battlefield" (the object phrase reads "on
    // the battlefield"; permanents and creatures are only there, CR 110.1): whoever controls them.
    map(seq(lit('there are'), atLeastOrMost, objectPhrase), ([, range, ph]) =>
      !ph.plural || ph.other || ph.filter.zone || ph.filter.cardOnly
        ? null
        : ({ count: ph.filter, range } as Condition),
    ),
    // "ten or more lands are on the battlefield": permanents, whoever controls them.
    map(seq(atLeastOrMost, objectPhrase, lit('are on the battlefield')), ([range, ph]) =>
      !ph.plural || ph.other || ph.filter.zone || ph.filter.cardOnly
        ? null
        : ({ count: ph.filter, range } as Condition),
    ),
    // "two or more creatures are blocking it" (CR 509.1): how many block it now.
    map(
      seq(
        atLeastOrMost,
        w('creatures'),
        lit('are blocking'),
        alt(as(self, { ref: 'source' } as Ref), as(w('it'), IT_MARK)),
      ),
      ([range, , , ref]) => inCountRange({ blockersOf: ref }, range),
    ),
    // "an opponent controls at least two more lands than you": theirs, at least that many more than yours.
    map(seq(lit('an opponent controls at least'), count, w('more'), objectPhrase, lit('than you')), ([, n, , ph]) =>
      !ph.plural || ph.other || ph.filter.zone || ph.filter.controller
        ? null
        : ({
            compare: [
              { count: { ...ph.filter, controller: 'opponent' } },
              '>=',
              { sum: [{ count: { ...ph.filter, controller: 'you' } }, n] },
            ],
          } as Condition),
    ),
    // "you control more creatures than each other player", "you control fewer creatures than each
    // opponent": against the opponent's (the engine plays two-player games, CR 102.2).
    map(
      seq(
        lit('you control'),
        w('more', 'fewer'),
        objectPhrase,
        lit('than'),
        lits('each other player', 'each opponent'),
      ),
      ([, dir, ph]) =>
        !ph.plural || ph.other || ph.filter.zone || ph.filter.controller
          ? null
          : ({
              compare: [
                { count: { ...ph.filter, controller: 'you' } },
                dir.toLowerCase() === 'more' ? '>' : '<',
                { count: { ...ph.filter, controller: 'opponent' } },
              ],
            } as Condition),
    ),
    map(seq(lit('an opponent controls more'), objectPhrase, lit('than you')), ([, ph]) =>
      !ph.plural || ph.filter.zone || ph.filter.controller
        ? null
        : ({
            compare: [
              { count: { ...ph.filter, controller: 'opponent' } },
              '>',
              { count: { ...ph.filter, controller: 'you' } },
            ],
          } as Condition),
    ),
    map(seq(subjectIs, w('tapped', 'untapped', 'attacking', 'blocking')), ([ref, st]) => ({
      is: ref,
      matches: STATES[st.toLowerCase()] as ObjectFilter,
    })),
    map(seq(condSubject, w('has'), keyword), ([ref, , k]) => ({ is: ref, matches: { withKeyword: k } })),
    map(seq(subjectIs, isA), ([ref, f]) => ({ is: ref, matches: f }) as Condition),
    // Kinship: "it shares a creature type with ~" (CR 205.3m).
    map(seq(condSubject, lit('shares a creature type with'), self), ([ref]) =>
      ref === IT_MARK ? ({ sharesCreatureType: ref, with: { ref: 'source' } } as Condition) : null,
    ),
    // "it was a creature card" (Scavenging Ooze): the card an instruction just moved out of a
    // graveyard, as it was there — a "that" mark only effect-conditions.ts binds (CARD_WAS).
    map(seq(w('it'), w('was'), isA), ([, , f]) =>
      f.cardOnly ? ({ is: thatMark(CARD_WAS), matches: f } as Condition) : null,
    ),
    // "it was a Soldier", "that creature was a Goblin or Orc", "the sacrificed permanent was an
    // artifact": the object as it last existed (CR 608.2h), its types and whether it was a token.
    map(seq(pastSubject, w('was'), isA), ([ref, , f]) => lastKnownIs(ref, f)),
    // "that land was nonbasic", "the sacrificed artifact was legendary" (CR 205.4a): a supertype
    // as it last existed (608.2h).
    map(seq(pastSubject, w('was'), w('nonbasic', 'basic', 'legendary', 'snow')), ([ref, , word]) => {
      const st = word.toLowerCase();
      return lastKnownIs(ref, st === 'nonbasic' ? { notSupertypes: ['basic'] } : { supertypes: [st] });
    }),
    // "you controlled that permanent" (CR 608.2h): its controller as it last existed.
    map(
      seq(w('you'), w('controlled'), w('that'), w('creature', 'permanent', 'artifact', 'land')),
      ([, , , noun]) =>
        ({ lastKnown: thatMark(THAT_WAS + noun.toLowerCase()), matches: { controller: 'you' } }) as Condition,
    ),
    // "it has a +1/+1 counter on it", "~ has no ice counters on it" (CR 122.1).
    map(seq(condSubject, w('has'), w('a', 'an'), counterKindWord, lit('counter on it')), ([ref, , , kind]) => ({
      is: ref,
      matches: { counters: { kind } },
    })),
    map(seq(condSubject, w('has'), w('no'), counterKindWord, lit('counters on it')), ([ref, , , kind]) => ({
      is: ref,
      matches: { counters: { kind, none: true } },
    })),
    // "if it had no -1/-1 counters on it" (persist, undying; CR 702.79a, 702.93a): as the object
    // last existed, counted (last-known information, 603.10a).
    map(
      seq(condSubject, w('had'), w('no'), counterKindWord, lit('counters on it')),
      ([ref, , , kind]) => ({ compare: [{ countersOn: ref, counter: kind }, '=', 0] }) as Condition,
    ),
    // "~ has three or more oil counters on it".
    map(seq(condSubject, w('has'), atLeastOrMost, counterKindWord, lit('counters on it')), ([ref, , range, kind]) =>
      inCountRange({ countersOn: ref, counter: kind }, range),
    ),
    counterCondition,
    // "it's not attacking", "~ isn't tapped", "it's not attacking or blocking": the object exists
    // and is not in that state.
    map(seq(subjectIsNot, w(...Object.keys(STATES)), opt(seq(w('or'), w(...Object.keys(STATES))))), ([ref, a, b]) => {
      const matches: ObjectFilter = {};
      for (const st of [a, b?.[1]]) {
        if (st === undefined) continue;
        const k = Object.keys(STATES[st.toLowerCase()] as ObjectFilter)[0] as 'tapped' | 'attacking' | 'blocking';
        // "isn't tapped" is "untapped": both words name the same key, so one can't be negated twice.
        if (k in matches) return null;
        matches[k] = !(STATES[st.toLowerCase()] as Record<string, boolean>)[k];
      }
      return { is: ref, matches } as Condition;
    }),
    // "it's not a token", "~ isn't a token" (CR 111.1): as it is, or as it last existed ("When
    // this creature dies, if it's not a token").
    map(seq(subjectIsNot, w('a'), w('token')), ([ref]) => ({ not: { isToken: ref } }) as Condition),
    // "~ isn't a creature", "it's not a Vehicle", "enchanted artifact isn't a creature": the
    // object exists and doesn't match (its characteristics now).
    map(
      seq(subjectIsNot, isA),
      ([ref, f]) => ({ all: [{ is: ref, matches: {} }, { not: { is: ref, matches: f } }] }) as Condition,
    ),
    // "as long as ~ is attached to a creature" (CR 301.5, 303.4): what the source is attached to.
    map(seq(self, lit('is attached to'), w('a', 'an'), objectPhrase), ([, , , ph]) =>
      (ph.plural && !ph.invariant) || ph.other || ph.filter.zone
        ? null
        : ({ is: { ref: 'equipped' }, matches: ph.filter } as Condition),
    ),
    // "~ didn't attack this turn" (CR 508.1).
    map(
      seq(
        alt(as(self, { ref: 'source' } as Ref), as(w('it'), IT_MARK)),
        alt(lit("didn't"), lit('did not')),
        lit('attack this turn'),
      ),
      ([ref]) => ({ not: { attackedThisTurn: ref } }) as Condition,
    ),
    // "there are no charge counters on ~" (CR 122.1); "… on it" (the object the caller binds "it" to).
    map(
      seq(lit('there are no'), counterKindWord, lit('counters on'), condSubject),
      ([, kind, , ref]) => ({ compare: [{ countersOn: ref, counter: kind }, '=', 0] }) as Condition,
    ),
    // "there are two or more ki counters on ~" (Kamigawa's flip cards), "there are three or more
    // collection counters on it": the same count as "it has …" (CR 122.1).
    map(
      seq(lit('there are'), atLeastOrMost, counterKindWord, lit('counters on'), condSubject),
      ([, range, kind, , ref]) => inCountRange({ countersOn: ref, counter: kind }, range),
    ),
    // "equipped creature is legendary", "it's enchanted", "~ is multicolored".
    map(seq(subjectIs, tokAdjective), ([ref, f]) => ({ is: ref, matches: f }) as Condition),
    // "~ attacked this turn" (CR 508.1: declared as an attacker, as this object).
    map(seq(alt(as(self, { ref: 'source' } as Ref), as(w('it'), IT_MARK)), lit('attacked this turn')), ([ref]) => ({
      attackedThisTurn: ref,
    })),
    // "creatures you control have total power 8 or greater" (formidable): permanents you control.
    map(seq(objectPhrase, lit('have total power'), count, w('or'), w('greater')), ([ph, , n]) =>
      !ph.plural || ph.other || ph.filter.zone || ph.filter.controller !== 'you'
        ? null
        : ({ compare: [{ totalPower: ph.filter }, '>=', n] } as Condition),
    ),
    // "~'s power is 4 or greater", "its toughness is 2 or less".
    map(
      seq(
        alt(as(seq(self, lit("'s")), { ref: 'source' } as Ref), as(w('its'), IT_MARK)),
        w('power', 'toughness'),
        w('is'),
        count,
        w('or'),
        w('greater', 'less'),
      ),
      ([ref, stat, , n, , dir]) =>
        ({
          compare: [
            stat.toLowerCase() === 'power' ? { powerOf: ref } : { toughnessOf: ref },
            dir.toLowerCase() === 'greater' ? '>=' : '<=',
            n,
          ],
        }) as Condition,
    ),
    // "its mana value is 2 or less", "that spell's mana value is 5 or greater" (CR 202.3); "its
    // mana value was 3 or less": as the object last existed (608.2h).
    map(
      seq(
        alt(
          as(seq(self, lit("'s")), { ref: 'source' } as Ref),
          as(w('its'), IT_MARK),
          as(lit("that spell's"), thatMark('spell')),
        ),
        lit('mana value'),
        w('is', 'was'),
        count,
        w('or'),
        w('greater', 'less'),
      ),
      ([ref, , verb, n, , dir]) => {
        const was = verb.toLowerCase() === 'was';
        if (was && ref !== IT_MARK) return null;
        return {
          compare: [{ manaValueOf: was ? IT_WAS_MARK : ref }, dir.toLowerCase() === 'greater' ? '>=' : '<=', n],
        } as Condition;
      },
    ),
    // "it has mana value 2 or less", "that spell has mana value 5 or greater" (CR 202.3).
    map(
      seq(
        alt(condSubject, as(lit('that spell'), thatMark('spell'))),
        w('has'),
        lit('mana value'),
        count,
        w('or'),
        w('greater', 'less'),
      ),
      ([ref, , , n, , dir]) =>
        ({ compare: [{ manaValueOf: ref }, dir.toLowerCase() === 'greater' ? '>=' : '<=', n] }) as Condition,
    ),
    // "it has power 4 or greater", "~ has toughness 2 or less": the same test, said of the object.
    map(
      seq(condSubject, w('has'), w('power', 'toughness'), count, w('or'), w('greater', 'less')),
      ([ref, , stat, n, , dir]) =>
        ({
          compare: [
            stat.toLowerCase() === 'power' ? { powerOf: ref } : { toughnessOf: ref },
            dir.toLowerCase() === 'greater' ? '>=' : '<=',
            n,
          ],
        }) as Condition,
    ),
    // Evolve's test (CR 702.100a): "that creature's power is greater than ~'s power or that
    // creature's toughness is greater than ~'s toughness" — the entering creature against this one.
    as(
      lit("that creature's power is greater than ~'s power or that creature's toughness is greater than ~'s toughness"),
      {
        any: [
          { compare: [{ powerOf: IT_MARK }, '>', { powerOf: { ref: 'source' } }] },
          { compare: [{ toughnessOf: IT_MARK }, '>', { toughnessOf: { ref: 'source' } }] },
        ],
      } as unknown as Condition,
    ),
    // "~ entered this turn", "it entered the battlefield this turn" (CR 400.7: as this object).
    map(
      seq(
        alt(as(self, { ref: 'source' } as Ref), as(w('it'), IT_MARK)),
        w('entered'),
        opt(lit('the battlefield')),
        lit('this turn'),
      ),
      ([ref]) => ({
        enteredThisTurn: ref,
      }),
    ),
    // "there's a Lesson card in your graveyard", "there is an instant card in your graveyard".
    map(seq(lits("there's", 'there is'), w('a', 'an'), objectPhrase), ([, , ph]) =>
      ph.plural || !ph.filter.zone || ph.filter.zone === 'battlefield' || ph.filter.zone === 'stack'
        ? null
        : ({ count: ph.filter, range: { min: 1 } } as Condition),
    ),
    playerCondition,
    // "if ~ isn't renowned", "as long as it's renowned" (CR 702.112b): the renowned designation.
    map(
      seq(condSubject, alt(lit("isn't"), lit('is not')), w('renowned')),
      ([ref]) => ({ is: ref, matches: { renowned: false } }) as Condition,
    ),
    map(seq(subjectIs, w('renowned')), ([ref]) => ({ is: ref, matches: { renowned: true } }) as Condition),
    // "as long as this creature is monstrous", "if ~ isn't monstrous" (CR 701.37b): the designation.
    map(
      seq(condSubject, alt(lit("isn't"), lit('is not')), w('monstrous')),
      ([ref]) => ({ is: ref, matches: { monstrous: false } }) as Condition,
    ),
    map(seq(subjectIs, w('monstrous')), ([ref]) => ({ is: ref, matches: { monstrous: true } }) as Condition),
    // "as long as ~ is paired with another creature" (soulbond, CR 702.95b).
    map(
      seq(subjectIs, lit('paired with another creature')),
      ([ref]) => ({ is: ref, matches: { paired: true } }) as Condition,
    ),
    // "as long as it's modified", "if it's modified" (CR 700.9).
    map(seq(subjectIs, w('modified')), ([ref]) => ({ is: ref, matches: { modified: true } }) as Condition),
    // "as long as ~ is equipped" (CR 301.5).
    map(seq(subjectIs, w('equipped')), ([ref]) => ({ is: ref, matches: { equipped: true } }) as Condition),
    cardsInZone,
    as(alt(lit('it was kicked'), seq(self, lit('was kicked'))), { kicked: true } as Condition),
    // "if its prowl cost was paid" (CR 702.76a): the permanent remembers the alternative cost (118.9).
    as(lit('its prowl cost was paid'), { altCostPaid: 'prowl', ref: { ref: 'source' } } as Condition),
    // "if this spell was cast from a graveyard / from exile / from your hand / from anywhere other
    // than your hand" (CR 601.2a): where the spell itself was cast from.
    map(
      seq(
        self,
        lit('was cast from'),
        alt(
          as(lit('a graveyard'), 'graveyard' as const),
          as(w('exile'), 'exile' as const),
          as(lit('your hand'), 'yourHand' as const),
          as(lit('anywhere other than your hand'), 'notYourHand' as const),
        ),
      ),
      ([, , zone]) => ({ wasCastFrom: { ref: 'source' }, zone }) as Condition,
    ),
    // "if this spell was bargained", "if it was bargained", "if it's bargained" (CR 702.166b): its
    // bargain cost was paid (the spell's, or the permanent's it became, 702.166a).
    map(
      alt(
        map(seq(alt(as(self, { ref: 'source' } as Ref), as(w('it'), IT_MARK)), lit('was bargained')), ([ref]) => ref),
        map(seq(subjectIs, w('bargained')), ([ref]) => ref),
      ),
      (ref) => ({ compare: [{ copyCostPaid: ref }, '>=', 1] }) as Condition,
    ),
    // "if evidence was collected" (CR 701.59b): the spell's optional collect evidence cost was paid
    // (the permanent it became remembers it, as a bargained one does).
    as(lit('evidence was collected'), { compare: [{ copyCostPaid: { ref: 'source' } }, '>=', 1] } as Condition),
    // Addendum (CR 207.2c): "if you cast this spell during your main phase" (505.1).
    map(
      seq(lit('you cast'), self, lit('during your main phase')),
      () => ({ castInYourMainPhase: { ref: 'source' } }) as Condition,
    ),
    // "if you cast it", "if you cast it from your hand" (CR 601.2): the permanent resolved from a
    // spell you cast (a copy was not cast, 707.10).
    map(
      seq(lit('you cast'), alt(as(self, { ref: 'source' } as Ref), as(w('it'), IT_MARK)), opt(lit('from your hand'))),
      ([, ref, hand]) => ({ youCast: ref, ...(hand ? { from: 'hand' as const } : {}) }) as Condition,
    ),
    manaSpentCondition,
    as(lit('you have no cards in hand'), { compare: [{ cardsInHand: { ref: 'you' } }, '=', 0] } as Condition),
    map(
      seq(lit('you have exactly'), count, lit('cards in hand')),
      ([, n]) =>
        ({
          compare: [{ cardsInHand: { ref: 'you' } }, '=', n],
        }) as Condition,
    ),
    map(
      seq(lit('you have'), count, w('or'), w('more', 'less'), w('life')),
      ([, n, , dir]) =>
        ({
          compare: [{ lifeOf: { ref: 'you' } }, dir.toLowerCase() === 'more' ? '>=' : '<=', n],
        }) as Condition,
    ),
    // CR 302.6's test for any permanent (Rocket Launcher).
    as(seq(lit("you've controlled"), self, lit('continuously since the beginning of your most recent turn')), {
      controlledSinceTurnBegan: { ref: 'source' },
    } as Condition),
    // CR 120.3: "~ dealt damage to an opponent this turn".
    map(
      seq(alt(self, w('it')), lit('dealt damage to'), lits('an opponent', 'a player'), lit('this turn')),
      ([, , to]) =>
        ({
          dealtDamageThisTurn: { ref: 'source' },
          to: to === 'an opponent' ? 'opponent' : 'player',
        }) as Condition,
    ),
    // CR 508.1 (raid): "you" declared one or more attackers this turn.
    as(lit('you attacked this turn'), { playerAttackedThisTurn: { ref: 'you' } } as Condition),
    // CR 508.1b: a creature attacks "you" now (not your planeswalker or battle).
    as(lit('a creature is attacking you'), { creatureAttacking: { ref: 'you' } } as Condition),
    // CR 205.2a (delirium): "there are four or more card types among cards in your graveyard".
    map(seq(lit('there are'), atLeastOrMost, lit('card types among'), objectPhrase), ([, range, , ph]) => {
      if (!ph.plural || !ph.filter.zone || ph.filter.zone === 'battlefield' || ph.filter.zone === 'stack') return null;
      const n: Amount = { cardTypesAmong: ph.filter };
      return ('min' in range ? { compare: [n, '>=', range.min] } : { compare: [n, '<=', range.max] }) as Condition;
    }),
    // CR 700.8: a full party is one each of Cleric, Rogue, Warrior and Wizard.
    as(lit('you have a full party'), { compare: [{ partySize: true }, '>=', 4] } as Condition),
    // CR 700.4.
    as(lit('a creature died this turn'), { compare: [{ creaturesDied: 'thisTurn' }, '>', 0] } as Condition),
    // "a creature died under your control this turn", "a non-Zombie creature died this turn", "two
    // or more creatures died under your control this turn" (CR 700.4; died.ts).
    map(
      seq(
        alt(as(w('a', 'an'), null), atLeastOrMost),
        objectPhrase,
        w('died'),
        opt(lit('under your control')),
        lit('this turn'),
      ),
      ([range, ph, , under]) => {
        const filter = diedFilter(ph, !!under);
        // "a" names one creature, "two or more" creatures (a word like "Zubera" is either).
        if (!filter || (!ph.invariant && ph.plural !== (range !== null))) return null;
        const n = diedAmount(filter);
        if (range === null) return { compare: [n, '>', 0] } as Condition;
        return ('min' in range ? { compare: [n, '>=', range.min] } : { compare: [n, '<=', range.max] }) as Condition;
      },
    ),
    // CR 601.2c: "it targets a tapped creature" — "it" a spell, its chosen targets; a permanent
    // (no zone named) or a spell; "it targets a creature card with mana value 3 or less": a card
    // (no zone named) in a zone other than the battlefield and the stack (CR 110.1, 112.1).
    map(seq(w('it'), w('targets'), w('a', 'an'), objectPhrase), ([, , , ph]) =>
      ph.plural || (ph.filter.cardOnly && ph.filter.zone) || (ph.filter.zone && ph.filter.zone !== 'stack')
        ? null
        : ({ targets: IT_MARK, matches: ph.filter } as Condition),
    ),
    // How many times this ability has resolved this turn, this time included (see RESOLVED_MARK).
    map(
      seq(lit('this is the'), ordinal, lit('time this ability has resolved this turn')),
      ([, n]) => ({ compare: [{ varAmount: RESOLVED_MARK }, '=', n] }) as Condition,
    ),
    map(
      seq(lit("it's the"), ordinal, w('time')),
      ([, n]) => ({ compare: [{ varAmount: RESOLVED_AGAIN }, '=', n] }) as Condition,
    ),
    as(lit("it's your turn"), { yourTurn: true } as Condition),
    as(lit("it's not your turn"), { yourTurn: false } as Condition),
    // CR 700.5: "your devotion to white and black is less than seven" (the Theros gods).
    devotionCondition,
    // The werewolves of Innistrad: "no spells were cast last turn", "a player cast two or more
    // spells last turn" (CR 601.2i; turn/last-turn-casts.ts).
    as(lit('no spells were cast last turn'), {
      compare: [{ spellsCastLastTurn: 'all' }, '=', 0],
    } as Condition),
    map(
      seq(lit('a player cast'), count, lit('or more spells last turn')),
      ([, n]) => ({ compare: [{ spellsCastLastTurn: 'onePlayer' }, '>=', n] }) as Condition,
    ),
    // "If X is 5 or more", "If X is 1" (CR 107.3): the X chosen for the spell or ability; where
    // none was chosen the ability is refused (abilities/unread.ts withoutUnchosenX).
    map(
      seq(X, w('is'), count, opt(seq(w('or'), w('more', 'greater', 'less', 'fewer')))),
      ([, , n, dir]) =>
        ({
          compare: [{ x: true }, !dir ? '=' : /^(more|greater)$/i.test(dir[1]) ? '>=' : '<=', n],
        }) as Condition,
    ),
  ),
);
