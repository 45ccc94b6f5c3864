/**
 * A copy's exceptions (CR 707.9b), after "create a token that's a copy of …,": "except it isn't
 * legendary", "except it's a 1/1", "except it's a 4/4 black Zombie", "except it's an artifact in
 * addition to its other types", "except it has haste", joined as an Oracle list. Each item is one
 * part of a {@link CopyException}; an item this grammar doesn't know leaves the ability text.
 */
import type { CopyException } from '../../../engine';
import { keywordList } from './keywords';
import { alt, as, lit, list, map, opt, seq, tok, w, type P } from './peg';
import { cardType, color, subtype } from './words';

const num = tok('a number', (t) => (t.kind === 'num' ? Number(t.v) : null));
const pt = map(seq(num, w('/'), num), ([p, , t]) => ({ power: p, toughness: t }));
const it = alt(w("it's", 'it'), lit('the token'));
const isNot = alt(lit("isn't"), lit('is not'), lit("'s not"), lit("it's not"));

/** "it isn't legendary", "it's not legendary", "the token isn't legendary". */
const notLegendary: P<CopyException> = alt(
  as(seq(alt(lit("it isn't"), lit("it's not"), lit("the token isn't"), lit('it is not')), w('legendary')), {
    notLegendary: true,
  } as CopyException),
  as(seq(it, isNot, w('legendary')), { notLegendary: true } as CopyException),
);

/** "it's a 4/4 black Zombie", "it's 1/1", "it's an artifact in addition to its other types". */
const itIs: P<CopyException> = map(
  seq(
    w("it's"),
    opt(w('a', 'an')),
    opt(pt),
    opt(list(color, 'and')),
    opt(
      alt(
        map(cardType, (c) => ({ type: c.type })),
        map(subtype, (s) => ({ subtype: s.subtype })),
      ),
    ),
    opt(lit('in addition to its other types')),
  ),
  ([, , size, colors, kind, addition]) => {
    if (!size && !colors && !kind) return null;
    const out: CopyException = { ...(size ?? {}) };
    if (colors) out.colors = colors;
    if (kind && 'type' in kind) {
      // A card type only "in addition to its other types": replacing them is not read.
      if (!addition || kind.type === 'creature') return null;
      out.addTypes = [kind.type];
    } else if (kind) {
      if (addition) out.addSubtypes = [kind.subtype];
      else out.subtypes = [kind.subtype];
    } else if (addition) return null;
    return out;
  },
);

/** "it has haste", "it has flying and haste". */
const hasKeywords: P<CopyException> = map(seq(w('it'), w('has'), keywordList), ([, , ks]) => ({ keywords: ks }));

/** "it has no mana cost". */
const noManaCost: P<CopyException> = as(lit('it has no mana cost'), { noManaCost: true } as CopyException);

/** ", except …": the exceptions, merged (later items add to earlier ones). */
export const copyExceptions: P<CopyException> = map(
  seq(w(','), w('except'), list(alt(notLegendary, noManaCost, hasKeywords, itIs), 'and')),
  ([, , items]) => {
    const out: CopyException = {};
    for (const e of items) {
      for (const [k, v] of Object.entries(e) as [keyof CopyException, never][]) {
        if (out[k] !== undefined && !Array.isArray(v)) return null;
        out[k] = (Array.isArray(v) ? [...((out[k] as unknown[]) ?? []), ...(v as unknown[])] : v) as never;
      }
    }
    return out;
  },
);
