/**
 * The grammar's terminals: numbers as Oracle text writes them ("a", "two", "3", X — CR 107.1,
 * 107.3), colours (105.1), card types (205.2a), subtypes (205.3, singular and plural), mana
 * symbols (107.4) and the object itself (`~`, 201.5).
 */
import type { ManaType } from '../../../engine';
import { subtypeOf } from '../phrases/subtypes';
import type { Token } from './lexer';
import { alt, as, lit, map, tok, w, type P } from './peg';

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

/**
 * The largest number the compiler reads on a card: a number on a card is a whole number, and
 * one past this is hostile or a joke card's (the engine's own limits apply to what it does).
 */
export const MAX_PRINTED_NUMBER = 1_000_000;

function digits(t: Token): number | null {
  if (t.kind !== 'num') return null;
  const n = Number(t.v);
  return Number.isSafeInteger(n) && n <= MAX_PRINTED_NUMBER ? n : null;
}

/** "a", "an", "one" … "twenty", or digits: a whole number. */
export const count: P<number> = tok(
  'a number',
  (t) => (t.kind === 'num' ? digits(t) : t.kind === 'word' ? (NUMBER_WORDS[t.lo] ?? null) : null),
  { kinds: ['num'], words: Object.keys(NUMBER_WORDS) },
);

/** A number written as a word other than "a"/"an" ("two"), or digits: a count that is not an article. */
export const countWord: P<number> = tok(
  'a number',
  (t) =>
    t.kind === 'num'
      ? digits(t)
      : t.kind === 'word' && t.lo !== 'a' && t.lo !== 'an'
        ? (NUMBER_WORDS[t.lo] ?? null)
        : null,
  { kinds: ['num'], words: Object.keys(NUMBER_WORDS) },
);

/** X, the value chosen for a spell or ability (CR 107.3a). */
export const X: P<'X'> = tok('X', (t) => (t.kind === 'word' && t.v === 'X' ? 'X' : null), { words: ['x'] });

/** A count or X. */
export const countOrX: P<number | 'X'> = alt(count, X);

/** "twice", "three times": how many times. */
export const times: P<number> = alt(
  as(w('once'), 1),
  as(w('twice'), 2),
  map(lit('three times'), () => 3),
);

type Color = Exclude<ManaType, 'C'>;
/** Colour words (CR 105.1). */
export const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** A colour word → its symbol. */
export const color: P<Color> = tok('a colour', (t) => (t.kind === 'word' ? (COLOR_WORDS[t.lo] ?? null) : null), {
  words: Object.keys(COLOR_WORDS),
});

/** Card types, singular and plural (CR 205.2a), lower case. */
export const TYPE_WORDS: Record<string, string> = {
  artifact: 'artifact',
  artifacts: 'artifact',
  creature: 'creature',
  creatures: 'creature',
  enchantment: 'enchantment',
  enchantments: 'enchantment',
  land: 'land',
  lands: 'land',
  planeswalker: 'planeswalker',
  planeswalkers: 'planeswalker',
  instant: 'instant',
  instants: 'instant',
  sorcery: 'sorcery',
  sorceries: 'sorcery',
  battle: 'battle',
  battles: 'battle',
  kindred: 'kindred',
  tribal: 'kindred',
};

/** A card type word → `{ type, plural }`. */
export const cardType: P<{ type: string; plural: boolean }> = tok(
  'a card type',
  (t) => {
    if (t.kind !== 'word') return null;
    const type = TYPE_WORDS[t.lo];
    return type ? { type, plural: t.lo !== type && t.lo !== 'tribal' } : null;
  },
  { words: Object.keys(TYPE_WORDS) },
);

/**
 * A subtype noun, singular or plural, as printed with its capital ("Goblin", "Elves",
 * "Power-Plant"), → `{ subtype, plural }`. A word that is not a known subtype is not guessed at.
 */
export const subtype: P<{ subtype: string; plural: boolean; invariant?: boolean }> = tok(
  'a subtype',
  (t) => {
    if (t.kind !== 'word' || !/^[A-Z]/.test(t.v)) return null;
    const sub = subtypeOf(t.v);
    if (!sub) return null;
    // "Plains", "Merfolk", "Sheep": the same word for one and many.
    const invariant = INVARIANT.has(t.v);
    return { subtype: sub, plural: sub !== t.v || invariant, ...(invariant ? { invariant } : {}) };
  },
  { kinds: ['word'] },
);

/** Subtype nouns whose plural is the same word. */
const INVARIANT = new Set([
  'Plains',
  'Sheep',
  'Fish',
  'Merfolk',
  'Djinn',
  'Efreet',
  'Moonfolk',
  'Kithkin',
  'Kor',
  'Samurai',
  'Ninja',
  'Dauthi',
  'Soltari',
  'Zubera',
  'Aetherborn',
  'Eldrazi',
  'Azra',
  // "an Equipment", "Equipment you control" (CR 301.5): one word for one and many.
  'Equipment',
]);

/** One mana symbol as printed (`{2}`, `{W/U}`, `{T}`). */
export const symbol: P<string> = tok('a symbol', (t) => (t.kind === 'sym' ? t.v : null), { kinds: ['sym'] });

/** The object itself (`~`: its name, "this creature", CR 201.5). */
export const self: P<'~'> = tok('~', (t) => (t.kind === 'self' ? '~' : null), { kinds: ['self'] });

/** A P/T change as printed ("+2/+2", "-1/-0", "+X/+0"). */
export const ptChange: P<string> = tok('a P/T change', (t) => (t.kind === 'pt' ? t.v : null), { kinds: ['pt'] });

/** A counter kind as printed, modelled or not: "+1/+1", "-1/-1", "oil", "charge" (CR 122.1). */
export const counterKindWord: P<string> = tok(
  'a counter kind',
  (t) =>
    t.kind === 'pt' || (t.kind === 'word' && /^[a-z][a-z-]*$/.test(t.v) && t.lo !== 'counter' && t.lo !== 'counters')
      ? t.v
      : null,
  { kinds: ['pt', 'word'] },
);

/** A quoted ability's text (CR 113.1b: "has '…'"). */
export const quoted: P<string> = tok('a quoted ability', (t) => (t.kind === 'quote' ? t.v : null), {
  kinds: ['quote'],
});

/**
 * Where a sentence ended inside quotation marks: "… gains \"When this creature dies, draw a
 * card.\" Draw a card." — the quoted ability's own period closes the sentence around it (Oracle
 * style puts no second period after the quotation). Matches nothing, right after such a quotation.
 */
export const closedByQuote: P<string> = (s, i) => {
  const prev = s.toks[i - 1];
  return prev?.kind === 'quote' && /\.$/.test(prev.v.trim()) && i < s.toks.length ? { v: '.', i } : null;
};
