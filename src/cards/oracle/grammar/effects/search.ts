/**
 * Searching a library (CR 701.23): "Search your library for a basic land card, put it onto the
 * battlefield tapped", "… for up to X basic land cards, where X is the number of lands you
 * control, put them onto the battlefield tapped", "… for up to that many land cards" (after
 * "Sacrifice any number of lands"), "… for up to two basic land cards, reveal those cards, put one
 * onto the battlefield tapped and the other into your hand" (one found goes the first way, 609.3),
 * "… for up to three Aura cards with different names" (201.2a), "… for a card named A or B",
 * "… for an Aura card and/or an Equipment card" (up to one of each), "Target player searches
 * their library …, puts it …" (a named searcher). "Reveal them" shows the cards found (701.20a).
 * Shuffling is its own instruction, except "then shuffle and put that card on top" (and "those
 * cards on top in any order": the searcher orders them, 401.4).
 */
import { freshVar } from '../../build';
import { amountNode, lowerAmount, type AmountNode } from '../amounts';
import type { ObjectFilter, Ref } from '../../../../engine';
import { CHARACTERISTIC_KEYS, objectPhrase, type ObjectPhrase } from '../objects';
import { lowerNP } from '../lower-nouns';
import { targetNP, type NP } from '../nouns';
import { isOneObject } from './verb';
import { alt, as, lit, lits, many, many1, map, opt, seq, spanned, tok, w, type P } from '../peg';
import { count, self, X } from '../words';
import type { LowerTable, VerbEntry } from './verb';

/** "any number of": the search takes as many as the searcher wants. */
const ANY_NUMBER = 1000;

type SearchTo = 'hand' | 'battlefield' | 'graveyard' | 'libraryTop' | 'exile';

export type SearchVp = {
  k: 'search';
  /** "Search target opponent's library" (CR 701.23a): another player's library; null: the searcher's own. */
  whose: NP | null;
  /** How many at most: a number, X, "that many", or X defined by ", where X is …" (`whereX`). */
  max: AmountNode;
  /** ", where X is …" right after "up to X … cards" (CR 107.3c: X is that amount, not a chosen X). */
  whereX?: AmountNode;
  ph: ObjectPhrase;
  label: string;
  to: SearchTo;
  tapped: boolean;
  /**
   * The quality's mana value as an amount read as the search begins (CR 202.3, 608.2h): "with
   * mana value equal to 1 plus the sacrificed creature's mana value" (`equals`), "with mana value
   * X or less, where X is 2 plus …" (`atMost`: the filter's X is that amount, 107.3c).
   */
  mv?: { equals?: AmountNode; atMost?: AmountNode };
  /** "put one onto the battlefield tapped and the other into your hand": where one card found goes. */
  split?: { to: 'hand' | 'battlefield'; tapped: boolean };
  /**
   * "a Forest card and a Plains card", "an Island card, a Swamp card, and a Mountain card": one
   * card of each kind (each a stated quality, CR 701.23b), chosen one after another.
   */
  kinds?: { ph: ObjectPhrase; label: string }[];
  /** "a card", "three cards": that many, not "up to" / "any number of" (a quantity, CR 701.23c). */
  exact?: boolean;
  /** "a card named ~" ('~': the card's own name), "a card named Liliana, Death Mage" (CR 201.2), or ''. */
  named: string;
  /** "search your library and/or graveyard" (CR 701.23a: either zone or both). */
  graveyard: boolean;
  /** ", reveal them", "and reveal it", ". Reveal those cards": the cards found are shown (CR 701.20a). */
  reveal: boolean;
  /** "up to three Aura cards with different names" (CR 201.2a): no two cards found share a name. */
  differentNames: boolean;
  /** "put those cards on top" (true) or "put that card on top" (false): must agree with how many. */
  topPlural?: boolean;
  /** "with the same name as target creature" (CR 201.2a): the object whose name the cards share. */
  sameAs?: NP;
};

const DEST: Record<string, { to: 'hand' | 'battlefield' | 'graveyard'; tapped?: boolean }> = {
  'into your hand': { to: 'hand' },
  'into their hand': { to: 'hand' },
  'onto the battlefield': { to: 'battlefield' },
  'onto the battlefield tapped': { to: 'battlefield', tapped: true },
  // CR 110.2a: under the control of the player who puts it there, whoever owns it.
  'onto the battlefield under your control': { to: 'battlefield' },
  'into their graveyard': { to: 'graveyard' },
  'into your graveyard': { to: 'graveyard' },
};
const dest = alt(
  ...Object.keys(DEST)
    .sort((a, b) => b.length - a.length)
    .map((d) => as(lit(d), DEST[d] as { to: 'hand' | 'battlefield' | 'graveyard'; tapped?: boolean })),
);

/** "named ~" (the card's own name) or "named Liliana, Death Mage" (CR 201.2): '~', the name, or '' (none). */
const NAME_STOP = new Set(['and', 'or', 'and/or']);
const nameWord = tok('a word of a card name', (t) => (t.kind === 'word' && !NAME_STOP.has(t.lo) ? t.v : null));
const capWord = tok('a capitalised word', (t) => (t.kind === 'word' && /^[A-Z\u00C0-\u00DE]/.test(t.v) ? t.v : null));
const namePart = map(seq(capWord, many(nameWord)), ([a, rest]) => [a, ...rest].join(' '));
// After a comma the name goes on only with a capital or "the" ("Nicol Bolas, the Deceiver"), never with an instruction.
const laterPart = map(
  seq(
    w(','),
    alt(
      namePart,
      map(seq(w('the'), many1(nameWord)), ([t, rest]) => [t, ...rest].join(' ')),
    ),
  ),
  ([, part]) => part,
);
const cardName = map(seq(namePart, many(laterPart)), ([a, rest]) => [a, ...rest].join(', '));
const named = map(opt(seq(w('named'), alt(self, cardName))), (v): string => (v ? v[1] : ''));

/** Keys of a filter that are a card's characteristics (CR 109.3), or "card". */
const CARD_KEYS = new Set([
  ...CHARACTERISTIC_KEYS,
  'cardOnly',
  'colorCount',
  'manaValue',
  'withKeyword',
  'withoutKeyword',
  'power',
  'toughness',
]);

/** "a basic land card or a Gate card", "basic land cards and/or Gate cards": cards of either kind. */
function either(a: ObjectPhrase, b: ObjectPhrase): ObjectPhrase | null {
  const ok = (p: ObjectPhrase) => !p.other && p.filter.cardOnly && Object.keys(p.filter).every((k) => CARD_KEYS.has(k));
  if (!ok(a) || !ok(b) || a.plural !== b.plural) return null;
  const strip = ({ cardOnly: _c, ...rest }: ObjectFilter) => (void _c, rest);
  return { filter: { cardOnly: true, anyOf: [strip(a.filter), strip(b.filter)] }, plural: a.plural, other: false };
}
const eitherCards = alt(
  map(seq(objectPhrase, w('or'), opt(w('a', 'an')), objectPhrase), ([a, , , b]) => either(a, b)),
  // "a Bird or basic land card", "a creature or basic land card": "card" said once, for both kinds.
  map(seq(objectPhrase, w('or'), objectPhrase), ([a, , b]) =>
    !a.filter.cardOnly && b.filter.cardOnly && !a.filter.zone
      ? either({ ...a, filter: { ...a.filter, cardOnly: true } }, b)
      : null,
  ),
  map(seq(objectPhrase, w('and/or'), objectPhrase), ([a, , b]) => either(a, b)),
);
/** A plain "card" (no other quality): what "a card named …" names. */
const plainCard = (ph: ObjectPhrase) =>
  !ph.plural && !ph.other && Object.keys(ph.filter).length === 1 && !!ph.filter.cardOnly;
/**
 * "a card named Festering Newt or Bubbling Cauldron", "a card named Halvar, God of Battle or an
 * Equipment card": one card with either quality (CR 201.2: a card's name is its quality here).
 */
const namedOr = alt(
  map(seq(objectPhrase, w('named'), cardName, w('or'), cardName), ([ph, , a, , b]) => {
    const filter: ObjectFilter = { cardOnly: true, anyOf: [{ named: a }, { named: b }] };
    return plainCard(ph) ? { ph: { ...ph, filter }, named: '' } : null;
  }),
  map(seq(objectPhrase, w('named'), cardName, w('or'), w('a', 'an'), objectPhrase), ([ph, , a, , , b]) => {
    const other = either(b, b);
    if (!plainCard(ph) || !other || b.plural) return null;
    const filter: ObjectFilter = { cardOnly: true, anyOf: [{ named: a }, other.filter.anyOf?.[0] ?? {}] };
    return { ph: { ...ph, filter }, named: '' };
  }),
);
/** "with different names", "that (each) have different names" (CR 201.2a). */
const differentNames = alt(
  lit('with different names'),
  lit('that have different names'),
  lit('that each have different names'),
);
/**
 * "with the same name as target nontoken creature", "… as that creature", "… as that card" (CR
 * 201.2a): one object, named by a target or by what was named before.
 */
const sameNameAs: P<NP> = map(
  seq(
    lit('with the same name as'),
    alt(targetNP, as(lits('that creature', 'that card'), { k: 'pronoun', word: 'that creature' } as NP)),
  ),
  ([, np]) => (np.k !== 'target' || (np.min === 1 && np.max === 1 && !np.countIsX) ? np : null),
);

/** One kind of card, maybe named, or either of two kinds ("a basic land card or a card named …" is not read). */
const cards = map(
  seq(
    alt(
      namedOr,
      map(eitherCards, (ph) => ({ ph, named: '' })),
      map(seq(objectPhrase, sameNameAs), ([ph, sameAs]) => ({ ph, named: '', sameAs })),
      map(seq(objectPhrase, named), ([ph, nm]) => ({ ph, named: nm })),
    ),
    opt(differentNames),
  ),
  ([c, diff]) => ({ ...c, differentNames: !!diff }),
);

const n = (v: number): AmountNode => ({ k: 'n', n: v });

/** "up to X basic land cards, where X is the number of lands you control": X defined right there (CR 107.3c). */
const upToX = map(seq(lit('up to'), X, cards, opt(seq(lit(', where X is'), amountNode))), ([, , c, where]) => ({
  max: { k: 'x' } as AmountNode,
  ...(where ? { whereX: where[1] } : {}),
  ...c,
}));

/** "with mana value equal to 1 plus the sacrificed creature's mana value", ", where X is …" (after "mana value X or less"). */
const mvAmount = alt(
  map(seq(lit('with mana value equal to'), amountNode), ([, a]) => ({ key: 'equals' as const, a })),
  map(seq(lit('with mana value less than or equal to'), amountNode), ([, a]) => ({ key: 'atMost' as const, a })),
  map(seq(lit(', where X is'), amountNode), ([, x]) => ({ x })),
);

/**
 * "a Forest card and a Plains card", "a white card, a blue card, …, and a green card", "an Aura
 * card and/or an Equipment card", "a card named Alpine Watchdog and/or a card named Igneous Cur":
 * two kinds or more, up to one card of each ("and/or": of either or both, CR 701.23b).
 */
const oneKind = map(seq(w('a', 'an'), spanned(seq(objectPhrase, named))), ([art, ph]) => {
  const [p, nm] = ph.v;
  if (p.plural || nm === '~' || (nm && !plainCard(p))) return null;
  return { ph: nm ? { ...p, filter: { ...p.filter, named: nm } } : p, label: `${art.toLowerCase()} ${ph.text}` };
});
const kindList = map(
  seq(oneKind, many1(seq(alt(seq(w(','), w('and', 'and/or')), w(','), w('and'), w('and/or')), oneKind))),
  ([first, rest]) => [first, ...rest.map(([, k]) => k)],
);

const searchFor = spanned(
  alt(
    map(kindList, (kinds) => ({
      max: n(kinds.length),
      ph: { filter: { cardOnly: true }, plural: true, other: false } as ObjectPhrase,
      named: '',
      kinds,
    })),
    upToX,
    map(seq(lit('up to'), count, cards), ([, v, c]) => ({ max: n(v), ...c })),
    // "Sacrifice any number of lands. Search your library for up to that many land cards" (CR 701.21a).
    map(seq(lit('up to that many'), cards), ([, c]) => ({ max: { k: 'anyNumberThisWay' } as AmountNode, ...c })),
    // "any number of cards named ~": as many as there are (CR 701.23b: they may find fewer).
    map(seq(lit('any number of'), cards), ([, c]) => ({ max: n(ANY_NUMBER), ...c })),
    map(seq(w('a', 'an'), cards, opt(mvAmount)), ([, c, mv]) => {
      if (!mv) return { max: n(1), exact: true, ...c };
      const isX = c.ph.filter.manaValueIsX;
      // ", where X is …" defines the X of "with mana value X or less"; "equal to …" needs no X there.
      if ('x' in mv ? !isX : isX || c.ph.filter.manaValue) return null;
      const node = 'x' in mv ? mv.x : mv.a;
      const key = 'x' in mv ? (isX === 'orLess' ? 'atMost' : 'equals') : mv.key;
      return { max: n(1), ...c, mv: { [key]: node } as { equals?: AmountNode; atMost?: AmountNode } };
    }),
    // "three cards": a hidden zone, so they may find fewer (CR 701.23b).
    map(seq(count, cards), ([v, c]) => (v > 1 ? { max: n(v), exact: true, ...c } : null)),
  ),
);

/** "it", "them", "that card", "those cards": the cards found. */
const found = alt(w('it', 'them'), lit('that card'), lit('those cards'));

/**
 * ", put", "and put", ", then put", ", and put", ". Put": what joins the search to where the cards
 * go (". Put those cards onto the battlefield tapped" after "…, where X is …").
 */
const thenPut = seq(alt(seq(w(','), opt(alt(w('and'), w('then')))), w('and'), w('.')), w('put', 'puts'));

/** "put it into your hand", "and put them onto the battlefield tapped", ", then put it into your hand". */
const putFound = map(seq(thenPut, found, dest), ([, , d]) => ({ to: d.to, tapped: !!d.tapped }));

/**
 * ", put one onto the battlefield tapped and the other into your hand" (Cultivate), "… and the
 * rest into your hand" (of two found): one card one way, the other (or rest) the other way.
 */
const putOneAndOther = map(
  seq(thenPut, w('one'), dest, w('and'), alt(lit('the other'), lit('the rest')), dest),
  ([, , first, , , other]) =>
    first.to === other.to || first.to === 'graveyard' || other.to === 'graveyard'
      ? null
      : {
          to: other.to,
          tapped: !!other.tapped,
          split: { to: first.to, tapped: !!first.tapped } as { to: 'hand' | 'battlefield'; tapped: boolean },
        },
);

/**
 * ", exile them" (face up, CR 406.3): "Search your library for any number of land cards, exile
 * them, then shuffle".
 */
const exileFound = as(seq(alt(seq(w(','), opt(alt(w('and'), w('then')))), w('and')), w('exile'), found), {
  to: 'exile' as const,
  tapped: false,
});

/** ", then shuffle and put that card on top" (Vampiric Tutor): the rest shuffled, the card found on top. */
const shuffleOnTop = map(
  seq(
    lit(', then shuffle and put'),
    alt(found, lit('the card')),
    lit('on top'),
    // Two or more put on top at once are ordered by their owner either way (CR 401.4).
    opt(lit('in any order')),
  ),
  ([, which]) => ({
    to: 'libraryTop' as const,
    tapped: false,
    // "them", "those cards": the cards found; "it", "that card", "the card": the one card.
    topPlural: /^(them|those cards)$/i.test(which),
  }),
);

/** "target opponent's library", "target player's library": a library searched that may not be the searcher's. */
const otherLibrary: P<NP> = map(lits("target opponent's library", "target player's library"), (text): NP => ({
  k: 'target',
  filter: { players: text.toLowerCase().startsWith('target opponent') ? 'opponent' : true },
  min: 1,
  max: 1,
  label: text.slice(0, text.indexOf("'")),
}));

export const SEARCH_VERBS: VerbEntry<SearchVp>[] = [
  {
    subject: 'player',
    // "Search your library for a basic land card, put it onto the battlefield tapped" (shuffling is its own instruction).
    parse: map(
      seq(
        w('search', 'searches'),
        alt(as(seq(w('your', 'their'), w('library')), null), otherLibrary),
        opt(lit('and/or graveyard')),
        w('for'),
        searchFor,
        // "reveals it, and puts it" (a player named as the searcher, third person).
        opt(seq(alt(seq(w(','), w('reveal', 'reveals')), seq(w('and'), w('reveal')), lit('. reveal')), found)),
        alt(putOneAndOther, putFound, exileFound, shuffleOnTop),
      ),
      ([, whose, gy, , f, rv, d]): SearchVp => ({
        k: 'search',
        whose,
        max: f.v.max,
        ...('whereX' in f.v && f.v.whereX ? { whereX: f.v.whereX } : {}),
        ...('mv' in f.v && f.v.mv ? { mv: f.v.mv } : {}),
        ...('exact' in f.v && f.v.exact ? { exact: true } : {}),
        ...('kinds' in f.v && f.v.kinds ? { kinds: f.v.kinds } : {}),
        ph: f.v.ph,
        label: f.text,
        to: d.to,
        tapped: d.tapped,
        ...('split' in d && d.split ? { split: d.split } : {}),
        ...('topPlural' in d ? { topPlural: d.topPlural } : {}),
        named: f.v.named,
        graveyard: !!gy,
        reveal: !!rv,
        differentNames: 'differentNames' in f.v && !!f.v.differentNames,
        ...('sameAs' in f.v && f.v.sameAs ? { sameAs: f.v.sameAs } : {}),
      }),
    ),
  },
];

export const LOWER_SEARCH: LowerTable<SearchVp> = {
  search: (v, c) => {
    const ph = v.ph;
    // One searcher: "each player searches" would be each of them in turn (not read here).
    const who = c.actor.ref;
    if (who === 'players' || who === 'union' || who === 'all') return false;
    const many = v.max.k !== 'n' || v.max.n > 1;
    if (!ph.filter.cardOnly || many !== ph.plural) return false;
    if (ph.filter.controller || ph.filter.owner || (ph.filter.zone && ph.filter.zone !== 'stack')) return false;
    // Exiled where another ability reads "the exiled card" / "cards exiled with ~" (CR 607.2a):
    // that link is not made here.
    if (v.to === 'exile' && (c.b.card.linksExile || c.b.card.readsExiledWith)) return false;
    // "put that card on top" names one card, "put those cards on top" several.
    if (v.to === 'libraryTop' && v.topPlural !== undefined && v.topPlural !== many) return false;
    // "with different names" among cards of one kind found one after another (CR 201.2a).
    if (v.differentNames && (!many || v.kinds || v.split || v.graveyard)) return false;
    // Another player's library (CR 701.23a): the cards found go to a hand, onto the battlefield
    // (under the searcher's control, 110.2a), into the graveyard or exile: their owner's zones (400.3).
    const library = v.whose ? lowerNP(c.b, v.whose, 'player') : undefined;
    if (v.whose && (!library || v.graveyard || v.kinds || v.split || v.to === 'libraryTop')) return false;
    const { zone: _z, ...rest } = ph.filter;
    void _z;
    if (v.named && rest.named) return false;
    // "with mana value X" in the quality is the spell's X, which a defined X would change: not read.
    if (v.whereX && rest.manaValueIsX) return false;
    const named_ = v.named ? { ...rest, named: v.named === '~' ? c.b.card.name : v.named } : rest;
    // A defined X replaces the filter's "mana value X" (a spell's own X otherwise, CR 107.3c).
    const { manaValueIsX: _x, ...filter } = named_;
    if (!v.mv) Object.assign(filter, _x === undefined ? {} : { manaValueIsX: _x });
    // "with the same name as target creature" (CR 201.2a): one object, read as the search begins;
    // nothing is named by "it" after it but what the search found.
    let sameNameAs: Ref | undefined;
    if (v.sameAs) {
      if (v.named || v.differentNames || v.kinds || v.graveyard || library) return false;
      const ref = lowerNP(c.b, v.sameAs, 'object', true);
      if (!ref || !isOneObject(c.b, ref)) return false;
      sameNameAs = ref;
      if (v.sameAs.k === 'target') Object.assign(c.b, { it: null, itUnnamed: true, them: undefined });
    }
    const mvEquals = v.mv?.equals ? lowerAmount(c.b, v.mv.equals) : undefined;
    const mvAtMost = v.mv?.atMost ? lowerAmount(c.b, v.mv.atMost) : undefined;
    if (mvEquals === null || mvAtMost === null) return false;
    // "library and/or graveyard": one card to one place, put into a hand or onto the battlefield.
    if (v.graveyard && (many || v.to === 'libraryTop' || v.to === 'graveyard' || v.to === 'exile')) return false;
    // "one … and the other …": of up to two cards found (a third would have nowhere to go).
    if (v.split && (v.max.k !== 'n' || v.max.n !== 2 || v.graveyard)) return false;
    // X is the spell's own (CR 107.3a) unless the text defines it; an ability's {X} is not read here.
    if (v.max.k === 'x' && !v.whereX && !c.b.card.isSpell) return false;
    const usedX = c.b.usesX;
    const max = lowerAmount(c.b, v.whereX ?? v.max);
    if (max === null) return false;
    if (v.whereX) c.b.usesX = usedX || JSON.stringify(max).includes('"x":true');
    // One card of each kind: each kind a card's qualities only, put one place.
    const kinds: { filter: ObjectFilter; label: string }[] = [];
    for (const k of v.kinds ?? []) {
      const f = k.ph.filter;
      if (!f.cardOnly || k.ph.other || f.zone || f.controller || f.owner || f.token !== undefined) return false;
      if (f.manaValueIsX || f.manaValueAtMost || f.manaValueEquals) return false;
      kinds.push({ filter: f, label: k.label });
    }
    if (kinds.length && (v.to === 'libraryTop' || v.split || v.graveyard)) return false;
    // "Search your library for a card / three cards": no stated quality, so the searcher must find
    // that many if the library holds them (CR 701.23c); with a quality they may find fewer (701.23b).
    const mustFind = !!v.exact && !v.mv && !sameNameAs && Object.keys(filter).every((k) => k === 'cardOnly');
    c.b.steps.push({
      do: 'search',
      ...(c.actor.ref !== 'you' ? { player: c.actor } : {}),
      ...(library ? { library } : {}),
      filter,
      max,
      to: v.to,
      ...(v.tapped ? { tapped: true } : {}),
      ...(v.split ? { split: { to: v.split.to, ...(v.split.tapped ? { tapped: true } : {}) } } : {}),
      ...(mustFind ? { mustFind: true } : {}),
      ...(kinds.length ? { kinds } : {}),
      ...(v.reveal ? { reveal: true } : {}),
      ...(v.differentNames ? { differentNames: true } : {}),
      // Cards put on top together are ordered by their owner (CR 401.4).
      ...(v.to === 'libraryTop' && many ? { anyOrder: true } : {}),
      ...(mvEquals !== undefined ? { manaValueEquals: mvEquals } : {}),
      ...(mvAtMost !== undefined ? { manaValueAtMost: mvAtMost } : {}),
      ...(sameNameAs ? { sameNameAs } : {}),
      label: v.label,
      as: freshVar(c.b, 'found'),
      ...(v.graveyard ? { orGraveyard: freshVar(c.b, 'searchedLibrary') } : {}),
    });
    return true;
  },
};
