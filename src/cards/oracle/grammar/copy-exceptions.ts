/**
 * A copy's exceptions (CR 707.9b), after "create a token that's a copy of …,": "except it isn't
 * legendary", "except it's legendary", "except it's a 1/1", "except it's a 4/4 black Zombie",
 * "except it's an artifact in addition to its other types", "except it's a 0/0 Fractal creature
 * in addition to its other types", "except it has haste", joined as an Oracle list; for several
 * tokens the same in the plural ("except they're 2/2 and they aren't legendary"). Each item is
 * one part of a {@link CopyException}; an item this grammar doesn't know leaves the ability text.
 */
import type { CopyException, Keyword } from '../../../engine';
import { keywordList } from './keywords';
import { alt, as, lit, list, many, map, opt, seq, tok, w, type P } from './peg';
import { cardType, color, quoted, subtype } from './words';

const num = tok('a number', (t) => (t.kind === 'num' ? Number(t.v) : null));
const pt = map(seq(num, w('/'), num), ([p, , t]) => ({ power: p, toughness: t }));

/** The copy (or copies) named: "it", "the token", "they" — or nothing, after "and" ("and is a Mutant"). */
const subject = opt(alt(w('it', 'they'), lit('the token'), lit('the tokens')));
/** "is", "'s", "are", "'re" (the lexer splits "it's" only where the grammar asks). */
const isWord = alt(w("it's", "they're"), lit("the token's"), w('is', 'are'));
const isNot = alt(lit("isn't"), lit('is not'), lit("aren't"), lit('are not'));

/** "it isn't legendary", "it's not legendary", "the token isn't legendary", "they're not legendary". */
const notLegendary: P<CopyException> = as(
  alt(
    seq(alt(lit("it's not"), lit("they're not"), lit("the token's not")), w('legendary')),
    seq(subject, isNot, w('legendary')),
  ),
  { notLegendary: true } as CopyException,
);

/** "it's legendary" (CR 205.4: the supertype added). */
const legendary: P<CopyException> = as(seq(isWord, w('legendary')), { legendary: true } as CopyException);

/** "in addition to its other types", "… their other creature types". */
const inAddition = seq(lit('in addition to'), w('its', 'their'), w('other'), opt(w('creature')), w('types'));

/**
 * "it's a 4/4 black Zombie", "it's 1/1", "it's an artifact in addition to its other types",
 * "it's a 3/3 black Zombie creature in addition to its other types", "they're 3/3 Dragon
 * creatures in addition to their other types", "it's a 6/6 green Dinosaur creature with trample".
 * Colours printed replace its colours (CR 105.3); subtypes replace its subtypes unless "in
 * addition"; a card type only in addition (replacing types is not read), and "creature" only with
 * a printed P/T (what it would otherwise be is not known here, 208.3).
 */
const itIs: P<CopyException> = map(
  seq(
    subject,
    isWord,
    opt(w('a', 'an')),
    opt(pt),
    opt(list(color, 'and')),
    many(subtype),
    many(cardType),
    opt(map(seq(w('with'), keywordList), ([, ks]) => ks)),
    opt(inAddition),
  ),
  ([, , , size, colors, subs, types, withKeywords, addition]) => {
    if (!size && !colors && !subs.length && !types.length) return null;
    const out: CopyException = { ...(size ?? {}) };
    if (colors) out.colors = colors;
    if (types.length) {
      if (!addition) return null;
      const added = types.map((t) => t.type);
      if (added.includes('creature') && !size) return null;
      out.addTypes = added;
    }
    if (subs.length) {
      if (addition) out.addSubtypes = subs.map((s) => s.subtype);
      else out.subtypes = subs.map((s) => s.subtype);
    } else if (addition && !types.length) return null;
    if (withKeywords) out.keywords = withKeywords as Keyword[];
    return out;
  },
);

/** The exceptions read, with the quoted abilities it has as printed (compiled where the token is made). */
export type ExceptionRead = CopyException & { quotes?: string[] };

/**
 * "it has haste", "they have flying", "the token has flying and haste", "and has haste", "it has
 * haste and \"At the beginning of the end step, sacrifice this token.\"" (CR 113.1b).
 */
const hasKeywords: P<ExceptionRead> = map(
  seq(
    subject,
    w('has', 'have'),
    alt(
      map(seq(keywordList, w('and'), quoted), ([ks, , q]) => ({ keywords: ks, quotes: [q] })),
      map(keywordList, (ks) => ({ keywords: ks })),
      map(quoted, (q) => ({ quotes: [q] })),
    ),
  ),
  ([, , has]) => has,
);

/** "it has no mana cost". */
const noManaCost: P<CopyException> = as(lit('it has no mana cost'), { noManaCost: true } as CopyException);

const item: P<ExceptionRead> = alt(notLegendary, noManaCost, hasKeywords, legendary, itIs);

/**
 * ", except …": the exceptions, merged (later items add to earlier ones), quoted abilities
 * included (a token copy's: ./effects/tokens.ts reads them).
 */
export const tokenCopyExceptions: P<ExceptionRead> = map(
  seq(
    opt(w(',')),
    w('except'),
    list(item, 'and'),
    // "…, and they have flying" after two items.
    opt(map(seq(w(','), w('and'), item), ([, , e]) => e)),
  ),
  ([, , first, last]) => {
    const items = last ? [...first, last] : first;
    const out: ExceptionRead = {};
    for (const e of items) {
      for (const [k, v] of Object.entries(e) as [keyof CopyException, never][]) {
        if (out[k] !== undefined && !Array.isArray(v)) return null;
        out[k] = (Array.isArray(v) ? [...((out[k] as unknown[]) ?? []), ...(v as unknown[])] : v) as never;
      }
    }
    if (out.legendary && out.notLegendary) return null;
    return out;
  },
);

/** ", except …" without quoted abilities (a permanent becoming or entering as a copy). */
export const copyExceptions: P<CopyException> = map(tokenCopyExceptions, (e) => (e.quotes ? null : e));
