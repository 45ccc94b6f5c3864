/**
 * Object phrases (CR 109, 115): the words between a determiner and the rest of the sentence
 * that say what an object must be — adjectives ("nonartifact", "tapped", "other"), a head of
 * card types and subtypes ("artifact creature", "Goblins", "artifact or enchantment", "creature
 * card", "instant spell") and qualifiers after it ("you control", "from your graveyard", "with
 * flying", "with mana value 3 or less"). The value is an {@link ObjectFilter}; any word not
 * understood fails the phrase (never guess).
 */
import type { Amount, Keyword, ManaType, ObjectFilter, Range } from '../../../engine';
import { keywordNamed } from './keywords';
import { alt, as, lit, list, many, many1, map, not, opt, peek, rule, seq, tok, w, type P } from './peg';
import { BASIC_LAND_TYPES, PLANESWALKER_TYPES, subtypeOf } from '../phrases/subtypes';
import { cardType, color, count, counterKindWord, self, subtype, TYPE_WORDS, COLOR_WORDS } from './words';
import { counterQualifier } from './counter-qualifiers';
import { kindQualifier } from './kind-qualifier';

type Color = Exclude<ManaType, 'C'>;

/** A parsed object phrase: the filter, whether its head was plural, whether it said "other"/"another". */
export interface ObjectPhrase {
  filter: ObjectFilter;
  plural: boolean;
  /** The head is a noun that is the same for one and many ("Merfolk", "Plains"). */
  invariant?: boolean;
  /** "other"/"another": not the source (CR 109.5? the object itself is excluded). */
  other: boolean;
}

/** A change an adjective or qualifier makes to the phrase; false refuses the phrase. */
export type Mod = (f: ObjectFilter, ph: ObjectPhrase) => boolean;

const push =
  <K extends keyof ObjectFilter>(key: K, v: NonNullable<ObjectFilter[K]> extends (infer E)[] ? E : never): Mod =>
  (f) => {
    ((f[key] as unknown[] | undefined) ??= []).push(v);
    return true;
  };
const set =
  <K extends keyof ObjectFilter>(key: K, v: ObjectFilter[K]): Mod =>
  (f) => {
    if (f[key] !== undefined) return false;
    f[key] = v;
    return true;
  };

/** The outlaw creature types, as the cards' reminder text lists them. */
const OUTLAWS = ['Assassin', 'Mercenary', 'Pirate', 'Rogue', 'Warlock'];

/** "nonblack", "nonartifact", "non-Wall", "nontoken", "nonbasic", "nonlegendary", "non-outlaw". */
const nonWord: P<Mod> = tok('a non- word', (t): Mod | null => {
  if (t.kind !== 'word') return null;
  const lo = t.lo;
  if (!lo.startsWith('non') || /^[Nn]on-[A-Z]/.test(t.v)) return null;
  const rest = lo.startsWith('non-') ? t.v.slice(4) : lo.slice(3);
  const c = COLOR_WORDS[rest.toLowerCase()];
  if (c) return push('notColors', c);
  const type = TYPE_WORDS[rest.toLowerCase()];
  if (type) return push('notTypes', type);
  if (rest === 'token') return set('token', false);
  if (rest === 'commander') return set('commander', false);
  if (rest === 'basic') return push('notSupertypes', 'basic');
  if (rest === 'legendary') return push('notSupertypes', 'legendary');
  // "non-outlaw": none of the outlaw types.
  if (rest === 'outlaw') return (f) => ((f.notSubtypes = [...(f.notSubtypes ?? []), ...OUTLAWS]), true);
  return null;
});

/**
 * "non-Wall", "non-Human": a subtype it must not have. "non-Bolas" before "planeswalker": a
 * planeswalker type (CR 205.3j), read only there.
 */
const nonSubtype: P<Mod> = alt(
  tok('non-Subtype', (t): Mod | null => {
    const sub = t.kind === 'word' && /^[Nn]on-[A-Z]/.test(t.v) ? subtypeOf(t.v.slice(4)) : null;
    return sub ? push('notSubtypes', sub) : null;
  }),
  map(
    seq(
      tok('non-Planeswalker-type', (t) =>
        t.kind === 'word' && /^[Nn]on-[A-Z]/.test(t.v) && PLANESWALKER_TYPES.has(t.v.slice(4)) ? t.v.slice(4) : null,
      ),
      peek(w('planeswalker', 'planeswalkers')),
    ),
    ([sub]) => push('notSubtypes', sub),
  ),
);

/** States a permanent may be in, as adjectives: "tapped", "attacking". */
const STATE_WORDS: Record<string, ObjectFilter> = {
  attacking: { attacking: true },
  blocking: { blocking: true },
  tapped: { tapped: true },
  untapped: { tapped: false },
};
const stateWord: P<ObjectFilter> = map(w(...Object.keys(STATE_WORDS)), (v) => STATE_WORDS[v.toLowerCase()] ?? null);

/** Adjectives before the head. */
const adjective: P<Mod> = rule('adjective', () =>
  alt(
    // "black or red", "white and/or blue" (one or both, CR 105.2): any of the colours.
    map(
      seq(color, w('or', 'and/or'), color),
      ([a, , b]): Mod =>
        (f) => ((f.colors ??= []).push(a, b), true),
    ),
    map(
      color,
      (c): Mod =>
        (f) => ((f.colors ??= []).push(c as Color), true),
    ),
    nonSubtype,
    nonWord,
    // "attacking or blocking" is one adjective (CR 506.4).
    as(lit('attacking or blocking'), set('inCombat', true)),
    // "attacking, blocking, or tapped" (Sonar Strike): any of the states.
    map(list(stateWord, 'or', 3), (states): Mod | null => (states.length < 3 ? null : set('anyOf', states))),
    // "outlaw creature" (Caught in the Crossfire): a creature of an outlaw type; before a card type only.
    as(seq(w('outlaw'), peek(cardType)), set('subtypes', OUTLAWS)),
    as(w('tapped'), set('tapped', true)),
    as(w('untapped'), set('tapped', false)),
    as(w('attacking'), set('attacking', true)),
    // CR 509.1h: an attacking creature no creature blocks, once blockers are declared.
    as(w('unblocked'), set('unblocked', true)),
    as(w('blocking'), set('blocking', true)),
    // "equipped creatures you control", "enchanted creatures" (CR 301.5, 303.4): creatures an
    // Equipment / Aura is attached to. Only before the plural: "enchanted creature" alone is the
    // Aura's own object (nouns.ts).
    as(seq(w('equipped'), peek(w('creatures'))), set('equipped', true)),
    as(seq(w('enchanted'), peek(w('creatures'))), set('enchanted', true)),
    // CR 700.9: with a counter on it, equipped, or enchanted by an Aura its controller controls.
    as(w('modified'), set('modified', true)),
    as(w('basic'), push('supertypes', 'basic')),
    as(w('legendary'), push('supertypes', 'legendary')),
    as(w('snow'), push('supertypes', 'snow')),
    // CR 105.2: how many colours.
    as(w('multicolored'), set('colorCount', { min: 2 })),
    as(w('monocolored'), set('colorCount', { min: 1, max: 1 })),
    as(w('colorless'), set('colorCount', { max: 0 })),
    // CR 700.6: "historic" — an artifact, a legendary, or a Saga.
    as(w('historic'), set('anyOf', [{ types: ['artifact'] }, { supertypes: ['legendary'] }, { subtypes: ['Saga'] }])),
    as(w('other', 'another'), (_f: ObjectFilter, ph: ObjectPhrase) => ((ph.other = true), true)),
    // "commander creatures you own" (CR 903.3): a card designated as a commander, before its head.
    as(seq(w('commander'), peek(alt(cardType, subtype))), set('commander', true)),
  ),
);

type Noun = { type: string } | { subtype: string };
/** A planeswalker type (CR 205.3j): "Liliana". */
const planeswalkerType: P<string> = tok('a planeswalker type', (t) =>
  t.kind === 'word' && PLANESWALKER_TYPES.has(t.v) ? t.v : null,
);
/**
 * "artifact creature", "Wall creature", "Urza's Power-Plant": nouns in a row, all of which hold.
 * A named rule: the object head tries several lists of these at one token, read once (peg.ts).
 */
const nounGroup: P<{ nouns: Noun[]; plural: boolean; invariant?: boolean }> = rule('noun group', () =>
  map(
    many1(
      alt(
        map(cardType, (t) => ({ noun: { type: t.type } as Noun, plural: t.plural, invariant: false })),
        map(subtype, (s) => ({ noun: { subtype: s.subtype } as Noun, plural: s.plural, invariant: !!s.invariant })),
        // "a Liliana planeswalker": a planeswalker type, only before "planeswalker" (CR 205.3j).
        map(seq(planeswalkerType, peek(w('planeswalker', 'planeswalkers'))), ([s]) => ({
          noun: { subtype: s } as Noun,
          plural: false,
          invariant: false,
        })),
      ),
    ),
    (ns) => ({
      nouns: ns.map((n) => n.noun),
      plural: ns[ns.length - 1]?.plural ?? false,
      ...(ns[ns.length - 1]?.invariant ? { invariant: true } : {}),
    }),
  ),
);

type Tail = 'card' | 'spell' | 'permanent' | 'token' | 'source';
const tail: P<{ tail: Tail; plural: boolean }> = tok('card|spell|permanent|token', (t) => {
  const m = /^(card|spell|permanent|token|source)(s?)$/.exec(t.kind === 'word' ? t.lo : '');
  return m ? { tail: m[1] as Tail, plural: m[2] === 's' } : null;
});

const PERMANENT_TYPES = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];

/** Applies a head (noun groups joined by "or"/"and", then a tail word) to the filter. */
function applyHead(f: ObjectFilter, groups: { nouns: Noun[]; plural: boolean }[], tl: Tail | undefined): boolean {
  if (tl === 'card') f.cardOnly = true;
  if (tl === 'spell') f.zone = 'stack';
  if (tl === 'token') f.token = true;
  // "a black source", "an artifact source" (CR 609.7a): any object, by its qualities; only
  // "source of your choice" reads it.
  if (!groups.length) return true;
  if (groups.length === 1 && (groups[0] as { nouns: Noun[] }).nouns.length > 1) {
    const ns = (groups[0] as { nouns: Noun[] }).nouns;
    const types = ns.filter((n): n is { type: string } => 'type' in n).map((n) => n.type);
    const subs = ns.filter((n): n is { subtype: string } => 'subtype' in n).map((n) => n.subtype);
    if (types.length) f.allTypes = [...(f.allTypes ?? []), ...types];
    // "Urza's Power-Plant": two subtypes in a row, both must hold.
    if (subs.length > 1) f.allSubtypes = subs;
    else if (subs.length) f.subtypes = subs;
    return true;
  }
  const types: string[] = [];
  const subs: string[] = [];
  for (const g of groups) {
    if (g.nouns.length !== 1) return false;
    const n = g.nouns[0] as Noun;
    if ('type' in n) types.push(n.type);
    else subs.push(n.subtype);
  }
  // "a Dinosaur or land card", "a Human or artifact card": either a subtype or a card type (CR
  // 205.3, 205.2): it matches when it has one of the subtypes or one of the types.
  if (types.length && subs.length) {
    if (f.anyOf) return false;
    f.anyOf = [{ types }, { subtypes: subs }];
    return true;
  }
  if (types.length) f.types = types;
  if (subs.length) f.subtypes = subs;
  return true;
}

/**
 * "instant and/or sorcery", "creatures and/or planeswalkers": card types only. With a subtype
 * ("Walls and/or creatures with flying") what follows may qualify the last item alone; that list
 * is left to {@link eitherPhrase}.
 */
const typesAndOr = map(list(nounGroup, 'and/or', 2), (groups) =>
  groups.every((g) => g.nouns.length === 1 && 'type' in (g.nouns[0] as Noun)) ? groups : null,
);

const head: P<Mod> = rule('object head', () =>
  alt(
    // "permanent card(s)": a card with a permanent type.
    map(seq(w('permanent'), w('card', 'cards')), ([, c]): Mod => (f, ph) => {
      f.cardOnly = true;
      f.types = PERMANENT_TYPES;
      ph.plural = c.toLowerCase() === 'cards';
      return true;
    }),
    // "a permanent spell" (CR 110.1: an artifact, battle, creature, enchantment or planeswalker
    // spell becomes a permanent as it resolves): a spell with a permanent type.
    map(seq(w('permanent'), w('spell', 'spells')), ([, c]): Mod => (f, ph) => {
      f.zone = 'stack';
      f.types = PERMANENT_TYPES;
      ph.plural = c.toLowerCase() === 'spells';
      return true;
    }),
    // "a Rebel permanent card", "Ally permanent cards": a card with that subtype and a permanent
    // type; "a Faerie or Wizard permanent spell" likewise on the stack.
    map(
      seq(list(nounGroup, 'or'), w('permanent'), w('card', 'cards', 'spell', 'spells')),
      ([groups, , c]): Mod =>
        (f, ph) => {
          const subs = groups.map((g) =>
            g.nouns.length === 1 && 'subtype' in (g.nouns[0] as Noun)
              ? (g.nouns[0] as { subtype: string }).subtype
              : null,
          );
          if (subs.some((x) => x === null)) return false;
          const lo = c.toLowerCase();
          if (lo.startsWith('card')) f.cardOnly = true;
          else f.zone = 'stack';
          f.types = PERMANENT_TYPES;
          f.subtypes = subs as string[];
          ph.plural = lo.endsWith('s');
          return true;
        },
    ),
    // "Elf or Soldier creature", "Angel, Demon, or Dragon creature card": subtypes joined by "or"
    // before one card type, which all of them share (CR 205.3): that type, with any of the subtypes.
    map(seq(list(subtype, 'or', 2), cardType, opt(tail)), ([subs, type, t]): Mod => (f, ph) => {
      ph.plural = t ? t.plural : type.plural;
      f.types = [type.type];
      f.subtypes = subs.map((x) => x.subtype);
      return applyHead(f, [], t?.tail);
    }),
    // "each artifact and/or enchantment you control", "each Dwarf, Equipment, and/or Vehicle you
    // control": one object that is either or both — any of them, as with "or". Singular only:
    // plural kinds joined by "and/or" are two phrases (eitherPhrase); a noun the same for one and
    // many ("Equipment") is singular here.
    map(seq(list(nounGroup, 'and/or', 2), opt(tail)), ([groups, t]): Mod | null =>
      groups.some((g) => g.plural && !g.invariant) || t?.plural ? null : (f) => applyHead(f, groups, t?.tail),
    ),
    // "instant and/or sorcery cards" (spell mastery): either kind, as {@link eitherPhrase} reads it.
    map(seq(typesAndOr, opt(tail)), ([groups, t]): Mod => (f, ph) => {
      if (f.anyOf) return false;
      ph.plural = t ? t.plural : groups.some((g) => g.plural);
      f.anyOf = groups.map((g) => ({ types: [(g.nouns[0] as { type: string }).type] }));
      return applyHead(f, [], t?.tail);
    }),
    // "instant and sorcery cards": either kind.
    map(seq(alt(list(nounGroup, 'and', 2), list(nounGroup, 'or')), opt(tail)), ([groups, t]): Mod => (f, ph) => {
      // "Samurai or Warrior": a noun the same for one and many ("Samurai") takes its number from
      // the others; only when all are such nouns is the phrase either.
      const counted = groups.filter((g) => !g.invariant);
      ph.plural = t ? t.plural : counted.length ? counted.some((g) => g.plural) : groups.some((g) => g.plural);
      if (!t && !counted.length) ph.invariant = true;
      return applyHead(f, groups, t?.tail);
    }),
    map(
      tail,
      (t): Mod =>
        (f, ph) => ((ph.plural = t.plural), applyHead(f, [], t.tail)),
    ),
    // "outlaws you control": Assassins, Mercenaries, Pirates, Rogues and Warlocks (as the cards' reminder text lists them).
    map(
      w('outlaw', 'outlaws'),
      (o): Mod =>
        (f, ph) => ((ph.plural = o.toLowerCase() === 'outlaws'), (f.subtypes = OUTLAWS), true),
    ),
    // "a commander", "commanders you control" (CR 903.3, 903.3d): any object that is a commander.
    map(
      w('commander', 'commanders'),
      (c): Mod =>
        (f, ph) => ((ph.plural = c.toLowerCase() === 'commanders'), set('commander', true)(f, ph)),
    ),
  ),
);

const range = (n: number, dir: string): Range => (dir === 'less' || dir === 'fewer' ? { max: n } : { min: n });

/**
 * An amount a filter can hold (ObjectFilter.manaValueAtMost, manaValueEquals): one fixed by the filter's "you"
 * and source alone, read without the effect around it — "~'s power" / "~'s toughness", "the
 * number of [kind] counters on ~", "the number of lands you control" / "… creature cards in your
 * graveyard". A counted phrase with both a controller and a zone is refused: "the number of lands
 * you control from your hand" is the outer phrase's "from your hand" taken by the count.
 */
const boundAmount: P<Amount> = rule('bound amount', () =>
  alt(
    map(seq(self, lit("'s"), w('power', 'toughness')), ([, , s]): Amount =>
      s.toLowerCase() === 'power' ? { powerOf: { ref: 'source' } } : { toughnessOf: { ref: 'source' } },
    ),
    map(seq(lit('the number of'), opt(counterKindWord), lit('counters on'), self), ([, kind]): Amount => ({
      countersOn: { ref: 'source' },
      ...(kind ? { counter: kind } : {}),
    })),
    map(seq(lit('the number of'), objectPhrase), ([, ph]): Amount | null => {
      const f = ph.filter;
      if ((!ph.plural && !ph.invariant) || ph.other || f.zone === 'stack' || (f.zone && f.controller)) return null;
      if (f.manaValueAtMost !== undefined || f.manaValueEquals !== undefined || f.manaValueIsX) return null;
      return { count: f };
    }),
  ),
);

/** Qualifiers after the head. */
export const qualifier: P<Mod> = rule('object qualifier', () =>
  alt(
    as(lit('you both own and control'), (f: ObjectFilter) => ((f.controller = 'you'), (f.owner = 'you'), true)),
    as(lit('you control'), set('controller', 'you')),
    as(
      alt(lit('an opponent controls'), lit('your opponents control'), lit("you don't control")),
      set('controller', 'opponent'),
    ),
    as(lit('you own'), set('owner', 'you')),
    as(
      seq(w('from', 'in'), lit('your graveyard')),
      (f: ObjectFilter) => ((f.zone = 'graveyard'), (f.owner = 'you'), true),
    ),
    as(
      seq(w('from', 'in'), lit("an opponent's graveyard")),
      (f: ObjectFilter) => ((f.zone = 'graveyard'), (f.owner = 'opponent'), true),
    ),
    as(seq(w('from', 'in'), lit('a graveyard')), set('zone', 'graveyard')),
    // "creature cards in all graveyards", "card named ~ in each graveyard": every player's graveyard (CR 404.1).
    as(seq(w('in'), alt(lit('all graveyards'), lit('each graveyard'))), set('zone', 'graveyard')),
    // "up to two target cards from graveyards", "creature cards in graveyards": any player's graveyard (CR 404.1).
    as(seq(w('from', 'in'), w('graveyards')), set('zone', 'graveyard')),
    as(
      seq(w('from', 'in'), alt(lit("your opponents' graveyards"), lit("opponents' graveyards"))),
      (f: ObjectFilter) => ((f.zone = 'graveyard'), (f.owner = 'opponent'), true),
    ),
    as(seq(w('from', 'in'), lit('your hand')), (f: ObjectFilter) => ((f.zone = 'hand'), (f.owner = 'you'), true)),
    // "target creature that was dealt damage this turn", "each creature dealt damage this turn",
    // "a creature that has been dealt damage this turn" (CR 120.3).
    as(
      seq(
        opt(alt(lit('that was'), lit('that were'), lit('that has been'), lit('that have been'))),
        lit('dealt damage this turn'),
      ),
      set('damagedThisTurn', true),
    ),
    // "target creature blocking ~", "each creature blocking or blocked by ~" (CR 509.1): on the
    // other side of a block from the source itself; once it leaves combat (506.4) none is.
    // ("target creature ~ is blocking" on Wall of Corpses, whose cost sacrifices it, is not read.)
    as(
      seq(opt(lit("that's")), lit('blocking or blocked by'), self),
      (f: ObjectFilter) => !f.blockingSource && ((f.blockingSource = true), (f.blockedBySource = true), true),
    ),
    as(
      seq(opt(lit("that's")), lit('blocking'), self),
      (f: ObjectFilter) => !f.blockingSource && ((f.blockingSource = true), true),
    ),
    as(lit("that isn't enchanted"), set('enchanted', false)),
    // "creatures you control that are enchanted / equipped" (Magemarks, Long-Lost Lances): an Aura
    // is attached to it (CR 303.4), an Equipment is (301.5).
    as(lit('that are enchanted'), set('enchanted', true)),
    as(lit('that are equipped'), set('equipped', true)),
    // "a creature you control that's enchanted or equipped", "creatures … that are enchanted or
    // equipped": an Aura or an Equipment is attached to it (CR 303.4, 301.5) — either.
    as(seq(alt(lit("that's"), lit('that are')), lit('enchanted or equipped')), ((f: ObjectFilter) => {
      if (f.anyOf) return false;
      f.anyOf = [{ enchanted: true }, { equipped: true }];
      return true;
    }) as Mod),
    // "that's a Wolf or a Werewolf", "that's a token or a Rabbit".
    kindQualifier,
    // "creatures you control named ~" (CR 201.2): the card's own name, written in once the
    // reading is accepted (abilities/own-name.ts).
    as(seq(lit('named'), self), set('named', '~')),
    as(lit('on the battlefield'), () => true),
    // "each creature that entered this turn", "target creature that entered the battlefield this
    // turn" (CR 400.7: the permanent as the object it is now).
    as(seq(lit('that entered'), opt(lit('the battlefield')), lit('this turn')), set('enteredThisTurn', true)),
    // "target creature other than ~", "each creature you control other than ~": the same as
    // "other" / "another" before the head — any such object but the source itself.
    as(seq(lit('other than'), self), (_f: ObjectFilter, ph: ObjectPhrase) => ((ph.other = true), true)),
    // "of the chosen type / color": what the source chose as it entered (CR 614.12; read only on a
    // card that chooses it, abilities/unread.ts).
    as(lit('of the chosen type'), set('chosenType', true)),
    as(lit('of the chosen color'), set('chosenColor', true)),
    // "cards with that name", "a spell with the chosen name" (CR 201.2a): the name the source
    // chose (read only on a card that chooses one, abilities/unread.ts).
    as(seq(w('with'), alt(lit('that name'), lit('the chosen name'))), set('chosenName', true)),
    // "with power and toughness each 2 or less" (CR 208.1): both are in the range.
    map(
      seq(lit('with power and toughness each'), count, w('or'), w('less', 'greater', 'more')),
      ([, n, , dir]): Mod =>
        (f) => {
          if (f.power || f.toughness) return false;
          f.power = range(n, dir.toLowerCase());
          f.toughness = range(n, dir.toLowerCase());
          return true;
        },
    ),
    // "with power or toughness 1 or less" (CR 208.1): either of the two is in the range.
    map(
      seq(lit('with power or toughness'), count, w('or'), w('less', 'greater', 'more')),
      ([, n, , dir]): Mod =>
        (f) => {
          if (f.anyOf || f.power || f.toughness) return false;
          const r = range(n, dir.toLowerCase());
          f.anyOf = [{ power: r }, { toughness: r }];
          return true;
        },
    ),
    map(
      seq(w('with'), alt(w('power', 'toughness'), lit('mana value')), count, w('or'), w('less', 'greater', 'more')),
      ([, stat, n, , dir]): Mod =>
        (f) => {
          const key = stat === 'power' ? 'power' : stat === 'toughness' ? 'toughness' : 'manaValue';
          if (f[key] || (key === 'manaValue' && f.manaValueIsX)) return false;
          f[key] = range(n, dir.toLowerCase());
          return true;
        },
    ),
    // "with mana value 3", "with power 2": exactly that number (CR 202.3).
    map(
      seq(w('with'), alt(w('power', 'toughness'), lit('mana value')), count, not(w('or'))),
      ([, stat, n]): Mod =>
        (f) => {
          const key = stat === 'power' ? 'power' : stat === 'toughness' ? 'toughness' : 'manaValue';
          if (f[key] || (key === 'manaValue' && f.manaValueIsX)) return false;
          f[key] = { min: n, max: n };
          return true;
        },
    ),
    // "with mana value X or less": the X of the spell, as "with mana value X" (CR 107.3, 202.3).
    // Never beside a number ("with mana value 2 or more"): an ability's X becomes a range (withAbilityX).
    as(lit('with mana value X or less'), ((f, ph) => !f.manaValue && set('manaValueIsX', 'orLess')(f, ph)) as Mod),
    as(lit('with mana value X'), ((f, ph) => !f.manaValue && set('manaValueIsX', true)(f, ph)) as Mod),
    // "with mana value less than or equal to ~'s power / the number of lands you control" (CR
    // 202.3): at most that amount as the filter is checked (boundAmount).
    map(
      seq(lit('with mana value less than or equal to'), boundAmount),
      ([, a]): Mod =>
        (f, ph) =>
          !f.manaValue && !f.manaValueIsX && set('manaValueAtMost', a)(f, ph),
    ),
    // "with mana value equal to the number of charge counters on ~" (CR 202.3): exactly that amount.
    map(
      seq(lit('with mana value equal to'), boundAmount),
      ([, a]): Mod =>
        (f, ph) =>
          !f.manaValue && !f.manaValueIsX && !f.manaValueAtMost && set('manaValueEquals', a)(f, ph),
    ),
    // "target attacking creature with lesser power" (mentor, CR 702.134a): than the source's power.
    as(lit('with lesser power'), set('powerThanSource', 'lesser')),
    as(lit('with greater power'), set('powerThanSource', 'greater')),
    // "a land card with a basic land type", "land cards that each have a basic land type" (CR
    // 205.3i, 305.6): one of the five basic land types, or more.
    as(
      alt(lit('with a basic land type'), lit('that each have a basic land type')),
      ((f: ObjectFilter) => !f.subtypes && ((f.subtypes = [...BASIC_LAND_TYPES]), true)) as Mod,
    ),
    // "with toughness greater than its power" (Doran's treefolk; CR 208.1): its own two values.
    as(lit('with toughness greater than its power'), set('toughnessOverPower', true)),
    // Counters on it (CR 122.1).
    map(
      seq(
        w('with'),
        alt(w('a'), lit('one or more')),
        tok('a counter kind', (t) => (t.kind === 'pt' ? t.v : null)),
        w('counter', 'counters'),
        w('on'),
        w('it', 'them'),
      ),
      ([, , kind]): Mod => set('counters', { kind }),
    ),
    // "creatures you control with +1/+1 counters on them" (Badgermole): each has one or more.
    map(
      seq(
        w('with'),
        tok('a counter kind', (t) => (t.kind === 'pt' ? t.v : null)),
        w('counters'),
        lit('on them'),
      ),
      ([, kind]): Mod => set('counters', { kind }),
    ),
    as(
      seq(w('with'), alt(w('a'), lit('one or more')), w('counter', 'counters'), w('on'), w('it', 'them')),
      set('counters', {}),
    ),
    // "creatures you control with counters on them" (Bulwark Ox), "a legendary creature with
    // counters on it": each has one or more counters of any kind (CR 122.1).
    as(seq(lit('with counters on'), w('it', 'them')), set('counters', {})),
    as(seq(lit('with no counters on'), w('it', 'them')), set('counters', { none: true })),
    // "with a bounty counter on it", "without a +1/+1 counter on it", "that has a -1/-1 counter on it".
    counterQualifier,
    map(seq(w('without'), keywordNamed), ([, k]): Mod => set('withoutKeyword', k as Keyword)),
    // "creatures with flying or reach", "a creature with flying and/or haste" (CR 702.1): one of
    // the two keywords, or both.
    map(seq(w('with'), keywordNamed, alt(w('or'), w('and/or')), keywordNamed), ([, a, , b]): Mod => (f) => {
      if (f.anyOf || f.withKeyword || JSON.stringify(a) === JSON.stringify(b)) return false;
      f.anyOf = [{ withKeyword: a as Keyword }, { withKeyword: b as Keyword }];
      return true;
    }),
    map(seq(w('with'), keywordNamed), ([, k]): Mod => set('withKeyword', k as Keyword)),
    // "a spell that has convoke", "another spell that has flash": the same as "with" (CR 702.1).
    map(seq(lit('that has'), keywordNamed), ([, k]): Mod => set('withKeyword', k as Keyword)),
  ),
);

/**
 * An object phrase without its determiner: adjectives, a head, qualifiers. Null when a word is
 * not understood or two words contradict.
 */
export const objectPhrase: P<ObjectPhrase> = rule('object phrase', () =>
  map(
    seq(many(map(seq(adjective, opt(seq(w(','), peek(adjective)))), ([a]) => a)), head, many(qualifier)),
    ([adjs, h, quals]) => {
      const f: ObjectFilter = {};
      const ph: ObjectPhrase = { filter: f, plural: false, other: false };
      for (const m of [...adjs, h, ...quals]) if (!m(f, ph)) return null;
      return ph;
    },
  ),
);

/**
 * Whether a count of objects matching `f` may be read as the objects on the battlefield now: "for
 * each creature that entered this turn" counts what entered, those that left since included, which
 * no filter of permanents sees; "creatures you control that entered this turn" are permanents now.
 */
export function countableNow(f: ObjectFilter): boolean {
  return !f.enteredThisTurn || !!f.controller;
}

/** The keys of a filter that name characteristics only (types, subtypes, supertypes, colours; CR 109.3). */
export const CHARACTERISTIC_KEYS: ReadonlySet<string> = new Set([
  'types',
  'allTypes',
  'notTypes',
  'subtypes',
  'allSubtypes',
  'notSubtypes',
  'supertypes',
  'notSupertypes',
  'colors',
  'notColors',
]);

/** Whether a filter names only characteristics, not zone, control or status. */
export function onlyCharacteristics(f: ObjectFilter): boolean {
  return Object.keys(f).every((k) => CHARACTERISTIC_KEYS.has(k));
}

/** "artifact creatures and/or white creatures": either kind, by characteristics only. */
export const eitherPhrase: P<ObjectPhrase> = rule('either phrase', () =>
  map(seq(objectPhrase, w('and/or'), objectPhrase), ([a, , b]) => {
    const onlyChars = (p: ObjectPhrase) => p.plural && !p.other && onlyCharacteristics(p.filter);
    return onlyChars(a) && onlyChars(b)
      ? { filter: { anyOf: [a.filter, b.filter] }, plural: true, other: false }
      : null;
  }),
);

/**
 * "Ninjas and/or Rogues you control", "other Rabbits, Bats, Birds, and/or Mice you control":
 * plural subtypes joined by "and/or", each object any of them (as with "or"). Only who controls
 * them may follow, which qualifies every item; another qualifier ("Walls and/or creatures with
 * flying") might qualify the last item alone, as {@link eitherPhrase} reads it.
 */
export const subtypesAndOr: P<ObjectPhrase> = rule('subtypes and/or', () =>
  map(
    seq(
      many(map(seq(adjective, opt(seq(w(','), peek(adjective)))), ([a]) => a)),
      list(nounGroup, 'and/or', 2),
      opt(alt(as(lit('you control'), 'you' as const), as(lit('an opponent controls'), 'opponent' as const))),
    ),
    ([adjs, groups, controller]) => {
      const subs = groups.map((g) =>
        g.nouns.length === 1 && 'subtype' in (g.nouns[0] as Noun) ? (g.nouns[0] as { subtype: string }).subtype : null,
      );
      if (subs.some((s) => s === null) || !groups.some((g) => g.plural && !g.invariant)) return null;
      if (groups.some((g) => !g.plural && !g.invariant)) return null;
      const f: ObjectFilter = {};
      const ph: ObjectPhrase = { filter: f, plural: true, other: false };
      for (const m of adjs) if (!m(f, ph)) return null;
      if (f.subtypes || f.types || f.anyOf) return null;
      f.subtypes = subs as string[];
      if (controller) f.controller = controller;
      ph.plural = true;
      return ph;
    },
  ),
);
