/**
 * Counters (CR 122), tokens (111), investigate (701.16a), mana from a spell (106), scry and
 * surveil (701.22, 701.25).
 */
import type { Amount, Keyword, ManaType, PredefinedTokenName, Ref, TokenSpec } from '../../../../engine';
import { counterKindModelled } from '../../../../engine';
import { isPredefinedToken, PREDEFINED_TOKENS } from '../../../../engine/tables';
import { amountNode, forEachNode, lowerAmount, type AmountNode } from '../amounts';
import { keywords1 } from '../keywords';
import { lowerNP } from '../lower-nouns';
import { eachNP, eachOfTargets, objectRef, targetNP, type NP } from '../nouns';
import { alt, as, lit, list, many, many1, map, not, opt, seq, tok, w, type P } from '../peg';
import { freshVar, nameTokens, type Build } from '../../build';
import { color, count, countOrX, counterKindWord, quoted, self, subtype, symbol, times, X } from '../words';
import { isOneObject, type LowerTable, type VerbEntry } from './verb';

/** The faces of a die (CR 706.1): "d20", "six-sided die", "20-sided die". */
const SIDED: Record<string, number> = {
  'four-sided': 4,
  'six-sided': 6,
  'eight-sided': 8,
  'ten-sided': 10,
  'twelve-sided': 12,
  'twenty-sided': 20,
};
const dieSize: P<number> = alt(
  map(seq(w('d'), count), ([, n]) => n),
  map(
    seq(
      tok('an N-sided word', (t) => (t.kind === 'word' ? (SIDED[t.lo] ?? null) : null)),
      w('die'),
    ),
    ([n]) => n,
  ),
  map(
    seq(
      count,
      tok('-', (t) => (t.kind === 'punct' && t.v === '-' ? t.v : null)),
      w('sided'),
      w('die'),
    ),
    ([n]) => n,
  ),
);

/** How many counters of one kind ("two +1/+1 counters"). */
type CounterCount = { n: AmountNode; counter: string };

/** One part of a "put" list: counters of one kind, or of several, on one object. */
type AddCountersPart = Extract<MiscVp, { k: 'addCounters' | 'addCounterKinds' }>;

export type MiscVp =
  /**
   * `numberOf`: "put a number of … counters … equal to <amount>": an amount naming an object by a
   * pronoun is refused where the counters go on several objects ("equal to that creature's
   * toughness" on each creature: each one's own, which one amount can't say).
   */
  | { k: 'addCounters'; n: AmountNode | 'thatMany'; counter: string; on: NP; forEach?: AmountNode; numberOf?: true }
  /**
   * "put a +1/+1 counter on ~ and a +1/+1 counter on each Golem you control", "put a -1/-1
   * counter on target creature, two -1/-1 counters on another target creature, and three …": one
   * instruction putting counters on several objects, the verb said once (CR 122.1), in text order.
   */
  | { k: 'addCountersList'; parts: AddCountersPart[] }
  /**
   * "Put a +1/+1 counter and a trample counter on target creature", "put two +1/+1 counters and a
   * flying counter on …": counters of several kinds on one object, named once (CR 122.1).
   */
  | { k: 'addCounterKinds'; kinds: CounterCount[]; on: NP }
  | { k: 'removeCounters'; n: AmountNode | 'all'; counter: string; from: NP }
  /** "remove those counters", "remove them all": the counters the condition before counted (CR 122.1). */
  | { k: 'removeCounted' }
  /** "put its counters on target creature you control" (CR 122.1): each kind "it" has or had. */
  | { k: 'putCountersOf'; on: NP }
  /** "Remove all counters from target creature" (CR 122.1): every kind. */
  | { k: 'removeAllCounters'; from: NP }
  /** "move a +1/+1 counter from ~ onto that creature" (CR 122.1; graft, 702.58a). */
  | { k: 'moveCounters'; n: AmountNode; counter: string; from: NP; to: NP }
  | {
      k: 'createToken';
      n: AmountNode;
      token: TokenSpec;
      tapped: boolean;
      /** "… that's tapped and attacking" (CR 508.4). */
      attacking?: boolean;
      /**
       * "… attacking that player" / "… attacking that player or a planeswalker they control": what
       * it attacks named, "that player" being the one opponent of "for each opponent" (CR 102.2).
       */
      attacks?: 'player' | 'playerOrWalker';
      gifts: TokenGift[];
      /** A printed X in the token's power / toughness ("an X/X green Ooze creature token"). */
      xPT?: { power: boolean; toughness: boolean };
      /** "named Cloud Sprite": the name's words, `~` for the card's own name (CR 111.4). */
      named?: string[];
    }
  /** Different tokens, each created in the order written (CR 111.2). */
  | { k: 'createTokens'; each: Extract<MiscVp, { k: 'createToken' }>[] }
  /** "It has flying and \"…\"" right after the token's creation: part of its definition (CR 111.3). */
  | { k: 'tokenHas'; gifts: TokenGift[] }
  | { k: 'investigate'; times: number }
  /** `oneColor`: "add one mana of any color", "add two mana of any one color" (`mana` empty). */
  | { k: 'addMana'; mana: ManaType[]; each?: AmountNode; oneColor?: number; combination?: number }
  | { k: 'scry'; n: AmountNode }
  | { k: 'surveil'; n: AmountNode }
  | { k: 'flipCoin' }
  /** "Roll a d20", "roll a six-sided die" (CR 706.1): "the result" and a results table read it. */
  | { k: 'rollDie'; sides: number }
  /** "Clash with an opponent" (CR 701.30b): "If you win" reads its result. */
  | { k: 'clash' };

/**
 * A counter kind as printed ("+1/+1", "charge", "loyalty") whose rules the engine models: a kind
 * it doesn't (a decayed counter, CR 122.1b) stays text.
 */
const counterKind = alt(
  // The two-word keyword counters (CR 122.1b).
  as(lit('first strike'), 'first strike'),
  as(lit('double strike'), 'double strike'),
  map(counterKindWord, (k) => (counterKindModelled(k) ? k : null)),
);
const amount = alt(
  map(countOrX, (v): AmountNode => (v === 'X' ? { k: 'x' } : { k: 'n', n: v })),
  amountNode,
);
const onWhat = alt(objectRef, eachNP, eachOfTargets, targetNP);

/** "two +1/+1 counters", "a flying counter": how many counters of one kind. */
const someCounters = map(seq(amount, counterKind, w('counter', 'counters')), ([n, counter]) => ({ n, counter }));

/**
 * "a +1/+1 counter on ~", "two -1/-1 counters on another target creature", "a +1/+1 counter and a
 * lifelink counter on that creature": one part of a "put" list — counters of one kind, or of
 * several kinds put on the same object at once (CR 122.1).
 */
const countersOn = map(seq(list(someCounters, 'and'), w('on'), onWhat), ([kinds, , on]): AddCountersPart =>
  kinds.length === 1
    ? { k: 'addCounters', n: (kinds[0] as CounterCount).n, counter: (kinds[0] as CounterCount).counter, on }
    : { k: 'addCounterKinds', kinds, on },
);

type Color = Exclude<ManaType, 'C'>;
const colorList = alt(as(w('colorless'), [] as Color[]), list(color, 'and'));
/** The five colors (CR 105.1), "that's all colors". */
const ALL_COLORS: Color[] = ['W', 'U', 'B', 'R', 'G'];

/** A printed power or toughness: a number, or X (CR 107.3). */
const ptValue = tok('a number or X', (t): number | 'X' | null =>
  t.kind === 'num' ? Number(t.v) : t.kind === 'word' && t.v === 'X' ? 'X' : null,
);

/** "2/2", "X/X", "X/1": a token's printed power and toughness. */
const printedPT = map(seq(ptValue, w('/'), ptValue), ([p, , t]) => ({ p, t }));

/** What a token is given after "with": keyword abilities and quoted abilities (CR 111.3, 113.1b). */
export type TokenGift = { keywords: Keyword[] } | { keyword: string } | { quote: string };

/**
 * The compiler's reading of a token's own abilities (set by abilities/token-abilities.ts, which
 * the ability compilers come before in the import order): a keyword the keyword-line reader
 * enforces ("changeling", "prowess", "toxic 1"), or a quoted ability compiled as the token's
 * ("When this token dies, you gain 1 life."). Null when a part can't be enforced.
 */
export const tokenAbilities: {
  keyword: ((text: string) => boolean) | null;
  read: ((gifts: readonly TokenGift[], token: TokenSpec, card: Build['card']) => TokenSpec | null) | null;
} = { keyword: null, read: null };

const NOT_KEYWORDS = new Set(['and', 'or', 'that', "that's", 'named', 'for', 'equal', 'where', 'attached', 'tapped']);

/** A keyword other than the simple ones ("changeling", "toxic 1", "devour 2"), if the keyword reader enforces it. */
const otherKeyword: P<TokenGift> = map(
  seq(
    tok('a keyword', (t) => (t.kind === 'word' && /^[a-z]+$/.test(t.v) && !NOT_KEYWORDS.has(t.v) ? t.v : null)),
    opt(tok('a number', (t) => (t.kind === 'num' ? t.v : null))),
  ),
  ([word, n]) => {
    const text = n ? `${word} ${n}` : word;
    return tokenAbilities.keyword?.(text) ? { keyword: text } : null;
  },
);

/** "equip {2}" on an Equipment token (CR 702.6a), if the keyword reader enforces it. */
const equipGift: P<TokenGift> = map(seq(w('equip'), many1(symbol)), ([, syms]) => {
  const text = `equip ${syms.join('')}`;
  return tokenAbilities.keyword?.(text) ? { keyword: text } : null;
});

/** "flying", "changeling", "\"This token can't block.\"", "haste and \"…\"": what a token is given. */
const giftList: P<TokenGift[]> = list(
  alt(
    map(keywords1, (ks): TokenGift => ({ keywords: ks })),
    map(quoted, (q): TokenGift => ({ quote: q })),
    equipGift,
    otherKeyword,
  ),
  'and',
);

/** "with flying", "with changeling", "with \"This token can't block.\"", "with haste and \"…\"". */
const tokenGifts: P<TokenGift[]> = map(seq(w('with'), giftList), ([, gifts]) => gifts);

/** A token phrase read: the token, whether the noun was plural, its gifts, and a printed X. */
interface TokenRead {
  token: TokenSpec;
  plural: boolean;
  gifts: TokenGift[];
  xPT?: { power: boolean; toughness: boolean };
  /** "named Cloud Sprite", "named Kobolds of ~": the name's words, `~` for the card's own name. */
  named?: string[];
}

/** A word of a token's name: capitalised, or the card's own name (`~`). */
const nameWord = alt(
  tok('a name', (t) => (t.kind === 'word' && /^[A-Z]/.test(t.v) ? t.v : null)),
  self,
);

/**
 * A token's name as the effect gives it (CR 111.4): capitalised words, joined by "of", "the" or
 * "to" where a capitalised word follows ("Kobolds of Kher Keep", "Voja, Friend to Elves": a
 * comma inside the name only where `commas`).
 */
function namePhrase(commas: boolean): P<string[]> {
  const joiner = commas ? w('of', 'the', 'to', ',') : w('of', 'the', 'to');
  return map(
    seq(
      nameWord,
      many(
        alt(
          map(nameWord, (x) => [x]),
          seq(joiner, nameWord),
        ),
      ),
    ),
    ([first, rest]) => [first, ...rest.flat()],
  );
}

/** "named Cloud Sprite", "named Kobolds of Kher Keep". */
const tokenName: P<string[]> = map(seq(w('named'), namePhrase(false)), ([, n]) => n);

/** "a 4/4 red Bird creature token with flying", "two 1/1 white Soldier creature tokens". */
const creatureToken = map(
  seq(
    opt(as(w('legendary'), 'Legendary ')),
    // No printed P/T: a characteristic-defining ability among its gifts sets them (CR 604.3).
    opt(printedPT),
    opt(colorList),
    many1(subtype),
    alt(
      as(lit('enchantment artifact creature'), 'Enchantment Artifact Creature'),
      as(lit('artifact creature'), 'Artifact Creature'),
      as(lit('enchantment creature'), 'Enchantment Creature'),
      as(lit('land creature'), 'Land Creature'),
      as(w('creature'), 'Creature'),
    ),
    w('token', 'tokens'),
    opt(tokenGifts),
    opt(seq(tokenName, opt(tokenGifts))),
    // "a 2/2 Citizen creature token that's all colors" (CR 105.1: the five colors).
    opt(as(lit("that's all colors"), ALL_COLORS)),
  ),
  ([legendary, pt, printed, subs, kind, word, before, named, all5]): TokenRead | null => {
    const names = subs.map((s) => s.subtype);
    // Its colors said once: before the subtypes, or "that's all colors" after.
    if (!printed === !all5) return null;
    const colors = printed ?? all5 ?? [];
    // "with flying named Hornet", "named Zeppelin with flying": one list of gifts, either side.
    if (before && named?.[1]) return null;
    const all = before ?? named?.[1] ?? [];
    const keywords: Keyword[] = all.flatMap((g) => ('keywords' in g ? g.keywords : []));
    return {
      plural: word.toLowerCase() === 'tokens',
      gifts: all.filter((g) => !('keywords' in g)),
      ...(named ? { named: named[0] } : {}),
      // A printed X is set as the token is created (the step's power / toughness).
      ...(pt && (pt.p === 'X' || pt.t === 'X') ? { xPT: { power: pt.p === 'X', toughness: pt.t === 'X' } } : {}),
      token: {
        name: `${names.join(' ')} Token`,
        typeLine: `${legendary ?? ''}Token ${kind} — ${names.join(' ')}`,
        colors: colors as ManaType[],
        ...(pt ? { power: pt.p === 'X' ? 0 : pt.p, toughness: pt.t === 'X' ? 0 : pt.t } : {}),
        ...(keywords.length ? { keywords } : {}),
      },
    };
  },
);

/**
 * A token that is no creature (CR 111.3, 111.4): "a colorless Equipment artifact token named Axe
 * with \"Equipped creature gets +1/+0\" and equip {2}", "a colorless artifact token named
 * Munitions with \"…\"", "a 3/2 colorless Vehicle artifact token with crew 1", "a tapped land
 * token named Sanctum with \"{T}: Add one mana of any color.\"". Named, or named after its
 * subtypes; a printed P/T only on a Vehicle (301.7). An Aura token is created attached to
 * something (303.4f), which is not read here.
 */
const noncreatureToken = map(
  seq(
    opt(as(w('legendary'), 'Legendary ')),
    opt(printedPT),
    opt(colorList),
    many(subtype),
    alt(as(w('artifact'), 'Artifact'), as(w('enchantment'), 'Enchantment'), as(w('land'), 'Land')),
    w('token', 'tokens'),
    opt(tokenGifts),
    opt(seq(tokenName, opt(tokenGifts))),
  ),
  ([legendary, pt, colors, subs, kind, word, before, named]): TokenRead | null => {
    const names = subs.map((x) => x.subtype);
    if ((before && named?.[1]) || (!named && !names.length)) return null;
    if (names.includes('Aura') || pt?.p === 'X' || pt?.t === 'X') return null;
    if (pt && !(kind === 'Artifact' && names.includes('Vehicle'))) return null;
    const all = before ?? named?.[1] ?? [];
    const keywords: Keyword[] = all.flatMap((g) => ('keywords' in g ? g.keywords : []));
    return {
      plural: word.toLowerCase() === 'tokens',
      gifts: all.filter((g) => !('keywords' in g)),
      ...(named ? { named: named[0] } : {}),
      token: {
        ...(names.length ? { name: `${names.join(' ')} Token` } : {}),
        typeLine: `${legendary ?? ''}Token ${kind}${names.length ? ` — ${names.join(' ')}` : ''}`,
        colors: (colors ?? []) as ManaType[],
        ...(pt ? { power: pt.p as number, toughness: pt.t as number } : {}),
        ...(keywords.length ? { keywords } : {}),
      },
    };
  },
);

/** "a Treasure token", "two Food tokens": the predefined token (CR 111.10). */
const predefinedToken = map(
  seq(
    tok('a token name', (t) => (t.kind === 'word' && isPredefinedToken(t.v) ? (t.v as PredefinedTokenName) : null)),
    w('token', 'tokens'),
  ),
  ([name, word]): TokenRead => ({
    token: PREDEFINED_TOKENS[name].token,
    plural: word.toLowerCase() === 'tokens',
    gifts: [] as TokenGift[],
  }),
);

/** Whether "that player" is the one opponent of "for each opponent" (CR 102.2). */
const eachOpponent = (r: Ref | null): boolean => r?.ref === 'players' && r.which === 'opponents';

/** Before the token: "tapped", "tapped and attacking" (CR 508.4). */
const entersBefore = alt(
  as(lit('tapped and attacking'), { tapped: true, attacking: true }),
  as(w('tapped'), { tapped: true, attacking: false }),
);

/**
 * After the token: "that's tapped and attacking", "that are attacking" (CR 508.4); "that's" for
 * one token, "that are" for more. What it attacks named ("… attacking that player") stays text.
 */
const entersAfter = map(
  seq(
    alt(as(w("that's"), false), as(lit('that are'), true)),
    alt(as(lit('tapped and attacking'), true), as(w('attacking'), false)),
    opt(
      alt(
        as(lit('that player or a planeswalker they control'), 'playerOrWalker' as const),
        as(alt(lit('that player'), lit('that opponent')), 'player' as const),
      ),
    ),
  ),
  ([plural, tapped, attacks]) => ({ plural, tapped, attacks }),
);

/**
 * How many tokens: "a", "two", "X", "that many" (the triggering event's amount: damage dealt,
 * life gained), or "a number of" with its amount after the token ("a number of Food tokens
 * equal to the number of opponents you have"); the last two name tokens in the plural.
 */
const tokenCount = alt(as(lit('that many'), 'thatMany' as const), as(lit('a number of'), 'equalTo' as const), countOrX);

/** "[a|two|X|that many|a number of] [tapped [and attacking]] <token> [that's [tapped and] attacking] [equal to <amount>]". */
const tokenPhrase = map(
  seq(
    tokenCount,
    opt(entersBefore),
    alt(predefinedToken, creatureToken, noncreatureToken),
    opt(entersAfter),
    opt(map(seq(lit('equal to'), amountNode), ([, a]) => a)),
  ),
  ([c, before, t, after, equal]) => {
    // "a number of … tokens equal to …": the amount comes after, and only then.
    if ((c === 'equalTo') !== !!equal) return null;
    const one = c === 1;
    // "a Treasure token" / "two Treasure tokens": the count and the noun agree.
    if (one === t.plural) return null;
    if (after && (before || one === after.plural)) return null;
    return {
      n: (c === 'X'
        ? { k: 'x' }
        : c === 'thatMany'
          ? { k: 'thatMuch' }
          : c === 'equalTo'
            ? equal
            : { k: 'n', n: c }) as AmountNode,
      token: t.token,
      tapped: !!before?.tapped || !!after?.tapped,
      ...(before?.attacking || after ? { attacking: true } : {}),
      ...(after?.attacks ? { attacks: after.attacks } : {}),
      gifts: t.gifts,
      ...(t.xPT ? { xPT: t.xPT } : {}),
      ...(t.named ? { named: t.named } : {}),
    };
  },
);

/**
 * A token's given name (CR 111.4), `~` read as the card's own name; null when `~` may stand for
 * a shortened name ("Krenko" for "Krenko, Tin Street Kingpin"), whose full words aren't known here.
 */
function tokenNameOf(words: readonly string[], card: string): string | null {
  if (words.includes('~') && card.includes(',')) return null;
  return words
    .map((x) => (x === '~' ? card : x))
    .join(' ')
    .replace(/ ,/g, ',');
}

/** Whether a token's own statics define both its power and toughness (CR 604.3). */
function definesOwnPT(token: TokenSpec): boolean {
  return !!token.statics?.some(
    (st) =>
      'self' in st.affects &&
      st.affects.self &&
      st.definesPT?.power !== undefined &&
      st.definesPT.toughness !== undefined,
  );
}

export const MISC_VERBS: VerbEntry<MiscVp>[] = [
  {
    subject: 'object',
    parse: map(seq(w('has', 'have'), giftList), ([, gifts]) => ({ k: 'tokenHas', gifts }) as MiscVp),
  },
  {
    subject: 'player',
    parse: alt(
      // "put a +1/+1 counter on ~ for each creature that died this turn".
      map(
        seq(w('put'), w('a', 'an'), counterKind, w('counter'), w('on'), onWhat, lit('for each'), forEachNode),
        ([, , counter, , , on, , each]) =>
          ({
            k: 'addCounters',
            n: { k: 'n', n: 1 },
            counter,
            on,
            forEach: each,
          }) as MiscVp,
      ),
      map(
        seq(w('put'), lit('that many'), counterKind, w('counters'), w('on'), onWhat),
        ([, , counter, , , on]) =>
          ({
            k: 'addCounters',
            n: 'thatMany',
            counter,
            on,
          }) as MiscVp,
      ),
      // "put a number of +1/+1 counters on ~ equal to the sacrificed creature's power", "… equal to
      // ~'s power on up to one other target creature": the amount named after the counters.
      map(
        seq(lit('put a number of'), counterKind, w('counters'), w('on'), onWhat, lit('equal to'), amountNode),
        ([, counter, , , on, , n]) => ({ k: 'addCounters', n, counter, on, numberOf: true }) as MiscVp,
      ),
      map(
        seq(lit('put a number of'), counterKind, lit('counters equal to'), amountNode, w('on'), onWhat),
        ([, counter, , n, , on]) => ({ k: 'addCounters', n, counter, on, numberOf: true }) as MiscVp,
      ),
      map(seq(w('put'), list(countersOn, 'and', 2)), ([, parts]) => ({ k: 'addCountersList', parts }) as MiscVp),
      map(seq(w('put'), countersOn), ([, part]) => (part.k === 'addCounterKinds' ? part : null)),
      map(
        seq(w('put'), amount, counterKind, w('counter', 'counters'), w('on'), onWhat),
        ([, n, counter, , , on]) =>
          ({
            k: 'addCounters',
            n,
            counter,
            on,
          }) as MiscVp,
      ),
      map(
        seq(
          w('move'),
          amount,
          counterKind,
          w('counter', 'counters'),
          w('from'),
          alt(objectRef, targetNP),
          w('onto'),
          alt(objectRef, targetNP),
        ),
        ([, n, counter, , , from, , to]) => ({ k: 'moveCounters', n, counter, from, to }) as MiscVp,
      ),
      // "Then if there are three or more ribbon counters on ~, remove those counters and untap it":
      // the counters the condition counted (CR 122.1).
      // (Not "remove them from combat".)
      as(
        seq(
          alt(lit('remove those counters'), lit('remove them all'), lit('remove all of them'), lit('remove them')),
          not(w('from')),
        ),
        { k: 'removeCounted' } as MiscVp,
      ),
      map(seq(lit('put its counters on'), onWhat), ([, on]) => ({ k: 'putCountersOf', on }) as MiscVp),
      map(seq(lit('remove all counters from'), onWhat), ([, from]) => ({ k: 'removeAllCounters', from }) as MiscVp),
      // "remove all -1/-1 counters from it" (CR 122.1): as many as it has of that kind.
      map(
        seq(w('remove'), w('all'), counterKind, w('counters'), w('from'), onWhat),
        ([, , counter, , , from]) => ({ k: 'removeCounters', n: 'all', counter, from }) as MiscVp,
      ),
      map(
        // "… from ~", "… from target creature", "… from each creature you control" (CR 122.1).
        seq(w('remove'), amount, counterKind, w('counter', 'counters'), w('from'), onWhat),
        ([, n, counter, , , from]) =>
          ({
            k: 'removeCounters',
            n,
            counter,
            from,
          }) as MiscVp,
      ),
      // "create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 …".
      map(
        seq(w('create', 'creates'), list(tokenPhrase, 'and', 2)),
        ([, ts]) => ({ k: 'createTokens', each: ts.map((t) => ({ k: 'createToken', ...t })) }) as MiscVp,
      ),
      // "create Voja, a legendary 2/2 green and white Wolf creature token" (CR 111.4: its name).
      map(seq(w('create', 'creates'), namePhrase(true), w(','), tokenPhrase), ([, name, , t]) =>
        t.named || !t.token.typeLine.startsWith('Legendary ') || t.n.k !== 'n' || t.n.n !== 1
          ? null
          : ({ k: 'createToken', ...t, named: name } as MiscVp),
      ),
      map(seq(w('create', 'creates'), tokenPhrase), ([, t]) => ({ k: 'createToken', ...t }) as MiscVp),
      map(
        seq(w('investigate', 'investigates'), opt(times)),
        ([, t]) => ({ k: 'investigate', times: t ?? 1 }) as MiscVp,
      ),
      map(seq(w('add', 'adds'), many1(symbol), opt(seq(lit('for each'), forEachNode))), ([, syms, each]) => {
        const mana = syms.map((s) => /^\{([WUBRGC])\}$/.exec(s)?.[1] as ManaType | undefined);
        if (!mana.every((m): m is ManaType => !!m)) return null;
        return { k: 'addMana', mana, ...(each ? { each: each[1] } : {}) } as MiscVp;
      }),
      // "add X {R}" (firebending X, CR 702.189a): one mana that many times, X the spell's or the
      // one a ", where X is …" defines (CR 107.3).
      map(seq(w('add', 'adds'), X, symbol), ([, , sym]) => {
        const m = /^\{([WUBRGC])\}$/.exec(sym)?.[1] as ManaType | undefined;
        return m ? ({ k: 'addMana', mana: [m], each: { k: 'x' } } as MiscVp) : null;
      }),
      // "add one mana of any color", "add three mana of any one color" (CR 106.1a): a colour chosen as it resolves.
      map(
        seq(w('add'), alt(as(lit('one mana of any color'), 1), seq(count, lit('mana of any one color')))),
        ([, n]) => ({ k: 'addMana', mana: [], oneColor: typeof n === 'number' ? n : n[0] }) as MiscVp,
      ),
      // "add two mana in any combination of colors" (Manamorphose, CR 106.1a): the colours, any
      // of them any number of times, chosen as it resolves (608.2d).
      map(seq(w('add'), count, lit('mana in any combination of colors')), ([, n]) =>
        n >= 1 && n <= 5 ? ({ k: 'addMana', mana: [], combination: n } as MiscVp) : null,
      ),
      map(seq(w('scry', 'scries'), amount), ([, n]) => ({ k: 'scry', n }) as MiscVp),
      map(seq(w('surveil', 'surveils'), amount), ([, n]) => ({ k: 'surveil', n }) as MiscVp),
      // "Flip a coin" (CR 705): "If you win the flip" reads its result.
      as(lit('flip a coin'), { k: 'flipCoin' } as MiscVp),
      map(seq(w('roll'), w('a'), dieSize), ([, , sides]) => ({ k: 'rollDie', sides }) as MiscVp),
      as(lit('clash with an opponent'), { k: 'clash' } as MiscVp),
    ),
  },
];
void count;

export const LOWER_MISC: LowerTable<MiscVp> = {
  addCounters: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    let n;
    if (v.n === 'thatMany') {
      if (!c.b.trigger?.amount) return false;
      n = { triggerAmount: true as const };
    } else if (v.forEach) n = lowerAmount(c.b, v.forEach);
    else n = lowerAmount(c.b, v.n);
    const on = n === null ? null : lowerNP(c.b, v.on, 'object');
    if (n === null || !on) return false;
    if (on.ref === 'target' && c.b.targets[on.slot]?.filter.players) return false;
    const one = on.ref === 'source' || (on.ref === 'target' && c.b.targets[on.slot]?.max === 1);
    if (v.numberOf && !one && JSON.stringify(v.n).includes('"pronoun"')) return false;
    c.b.steps.push({ do: 'addCounters', what: on, counter: v.counter, count: n });
    return true;
  },
  addCounterKinds: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const counts = v.kinds.map((kind) => lowerAmount(c.b, kind.n));
    const on = counts.includes(null) ? null : lowerNP(c.b, v.on, 'object');
    if (!on || (on.ref === 'target' && c.b.targets[on.slot]?.filter.players)) return false;
    // One step a kind: each kind's "counters are put" event (CR 122.6) is its own.
    v.kinds.forEach((kind, i) =>
      c.b.steps.push({ do: 'addCounters', what: on, counter: kind.counter, count: counts[i] as Amount }),
    );
    return true;
  },
  addCountersList: (v, c) => {
    for (const part of v.parts)
      if (!(part.k === 'addCounters' ? LOWER_MISC.addCounters(part, c) : LOWER_MISC.addCounterKinds(part, c)))
        return false;
    // "it" / "that creature" next names the last object only when that is one target ("… and a
    // +1/+1 counter on up to one other target attacking creature. That creature can't be
    // blocked"); after a set or the source, nothing is named.
    const last = v.parts[v.parts.length - 1]?.on;
    if (last?.k !== 'target' || last.max !== 1) {
      c.b.it = null;
      c.b.itUnnamed = true;
      c.b.them = undefined;
    }
    return true;
  },
  removeCounted: (_v, c) => {
    // All of that kind from the object counted, as many as it has as the instruction is followed.
    const counted = c.b.counted;
    if (c.actor.ref !== 'you' || !counted) return false;
    c.b.steps.push({
      do: 'removeCounters',
      what: counted.what,
      counter: counted.counter,
      count: { countersOn: counted.what, counter: counted.counter },
    });
    return true;
  },
  putCountersOf: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    // "its": the object named before (the creature that died), lowered before the target.
    const of = lowerNP(c.b, { k: 'pronoun', word: 'it' }, 'object');
    if (!of || !isOneObject(c.b, of)) return false;
    const on = lowerNP(c.b, v.on, 'object');
    if (!on || (on.ref === 'target' && c.b.targets[on.slot]?.filter.players)) return false;
    c.b.steps.push({ do: 'putCountersOf', of, on });
    return true;
  },
  removeAllCounters: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const what = lowerNP(c.b, v.from, 'object');
    if (!what || (what.ref === 'target' && c.b.targets[what.slot]?.filter.players)) return false;
    c.b.steps.push({ do: 'removeAllCounters', what });
    return true;
  },
  removeCounters: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    if (v.n === 'all') {
      // "all … counters from it": one object, as many as it has as the instruction is followed.
      const what = lowerNP(c.b, v.from, 'object');
      if (!what || !isOneObject(c.b, what)) return false;
      c.b.steps.push({
        do: 'removeCounters',
        what,
        counter: v.counter,
        count: { countersOn: what, counter: v.counter },
      });
      return true;
    }
    const n = lowerAmount(c.b, v.n);
    const from = n === null ? null : lowerNP(c.b, v.from, 'object');
    if (n === null || !from) return false;
    c.b.steps.push({ do: 'removeCounters', what: from, counter: v.counter, count: n });
    return true;
  },
  moveCounters: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const n = lowerAmount(c.b, v.n);
    if (n === null) return false;
    // "onto that creature" names what the sentence before named, not the object the counter
    // comes from: read it first. Targets are numbered in the order written (CR 601.2c): "from
    // target creature onto a second target creature" reads "from" first.
    const fromFirst = v.from.k === 'target';
    const first = lowerNP(c.b, fromFirst ? v.from : v.to, 'object');
    const second = first ? lowerNP(c.b, fromFirst ? v.to : v.from, 'object') : null;
    const [from, to] = fromFirst ? [first, second] : [second, first];
    if (!from || !to) return false;
    c.b.steps.push({ do: 'moveCounters', from, to, counter: v.counter, count: n });
    return true;
  },
  createToken: (v, c) => {
    const n = lowerAmount(c.b, v.n);
    if (n === null) return false;
    const name = v.named ? tokenNameOf(v.named, c.b.card.name) : null;
    if (v.named && !name) return false;
    const given = name ? { ...v.token, name } : v.token;
    const token = v.gifts.length ? tokenAbilities.read?.(v.gifts, given, c.b.card) : given;
    if (!token) return false;
    // A creature token with no printed power and toughness ("a green Treefolk Warrior creature
    // token with \"This token's power and toughness are each equal to …\"") needs its own
    // characteristic-defining ability for both (CR 604.3, 613.4a); without one it stays text.
    if (token.power === undefined && / Creature\b/.test(token.typeLine) && !definesOwnPT(token)) return false;
    // A printed X (CR 107.3): the spell's X, or what "where X is …" defines (replaced there).
    const x = v.xPT ? lowerAmount(c.b, { k: 'x' }) : null;
    // "… attacking that player": only the one opponent of "for each opponent" (CR 102.2), attacked
    // by your tokens; "or a planeswalker they control" is the choice any token entering attacking
    // has (508.4).
    if (v.attacks && (c.actor.ref !== 'you' || !eachOpponent(c.b.player))) return false;
    const as = freshVar(c.b, 'token');
    c.b.steps.push({
      do: 'createToken',
      token,
      ...(n !== 1 ? { count: n } : {}),
      ...(c.actor.ref !== 'you' ? { player: c.actor } : {}),
      ...(v.tapped ? { tapped: true } : {}),
      ...(v.attacking ? { attacking: true as const } : {}),
      ...(v.attacks === 'player' ? { attackingPlayer: true as const } : {}),
      as,
      ...(v.xPT?.power && x !== null ? { power: x } : {}),
      ...(v.xPT?.toughness && x !== null ? { toughness: x } : {}),
    });
    // "Put three +1/+1 counters on it", "Sacrifice them at the beginning of the next end step":
    // "it" / "them" / "that token" are the tokens just created (CR 111.2).
    nameTokens(c.b, as, n === 1);
    return true;
  },
  /**
   * "Create a 1/1 … token named Llanowar Elves. It has \"{T}: Add {G}.\"" (CR 111.3: the effect
   * that creates a token defines its characteristics): only "it" / "they" naming the tokens the
   * instruction just before created, whose definition then gets the keywords and abilities.
   */
  tokenHas: (v, c) => {
    const last = c.b.steps[c.b.steps.length - 1];
    if (last?.do !== 'createToken' || !last.as || c.actor.ref !== 'var' || c.actor.name !== last.as) return false;
    const keywords = v.gifts.flatMap((g) => ('keywords' in g ? g.keywords : []));
    const others = v.gifts.filter((g) => !('keywords' in g));
    const withKeywords = keywords.length
      ? { ...last.token, keywords: [...(last.token.keywords ?? []), ...keywords] }
      : last.token;
    const token = others.length ? tokenAbilities.read?.(others, withKeywords, c.b.card) : withKeywords;
    if (!token) return false;
    last.token = token;
    return true;
  },
  createTokens: (v, c) => {
    if (!v.each.every((t) => LOWER_MISC.createToken(t, c))) return false;
    // "it" / "them" after several kinds of token would name some of them: nothing is named.
    c.b.it = null;
    c.b.itUnnamed = true;
    c.b.them = undefined;
    c.b.tokens = undefined;
    return true;
  },
  investigate: (v, c) => {
    c.b.steps.push({
      do: 'createToken',
      token: PREDEFINED_TOKENS.Clue.token,
      ...(v.times !== 1 ? { count: v.times } : {}),
      ...(c.actor.ref !== 'you' ? { player: c.actor } : {}),
    });
    c.b.it = null;
    c.b.itUnnamed = true;
    return true;
  },
  addMana: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const times = v.each ? lowerAmount(c.b, v.each) : undefined;
    if (times === null) return false;
    c.b.steps.push({
      do: 'addMana',
      mana: v.mana,
      ...(times !== undefined ? { times } : {}),
      ...(v.oneColor ? { oneColor: v.oneColor } : {}),
      ...(v.combination ? { combination: v.combination } : {}),
    });
    return true;
  },
  scry: (v, c) => {
    const n = lowerAmount(c.b, v.n);
    if (n === null || c.actor.ref !== 'you') return false;
    c.b.steps.push({ do: 'scry', count: n });
    return true;
  },
  rollDie: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    c.b.steps.push({ do: 'rollDie', sides: v.sides, as: freshVar(c.b, 'roll') });
    return true;
  },
  flipCoin: (_v, c) => {
    if (c.actor.ref !== 'you') return false;
    c.b.steps.push({ do: 'flipCoin', as: freshVar(c.b, 'flip') });
    return true;
  },
  clash: (_v, c) => {
    if (c.actor.ref !== 'you') return false;
    c.b.steps.push({ do: 'clash', as: freshVar(c.b, 'clash') });
    return true;
  },
  surveil: (v, c) => {
    const n = lowerAmount(c.b, v.n);
    if (n === null || c.actor.ref !== 'you') return false;
    c.b.steps.push({ do: 'surveil', count: n });
    return true;
  },
};
