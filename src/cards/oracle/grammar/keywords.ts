/**
 * Keyword abilities inside sentences (CR 702): "gains flying", "creature with first strike",
 * "have protection from black and from red", "has islandwalk". Only keywords the engine
 * enforces are read; the keyword-line reader (abilities/keyword-line.ts) handles a paragraph
 * that is only keywords.
 */
import type { Keyword } from '../../../engine';
import { SIMPLE_KEYWORDS, TRIGGER_KEYWORDS } from '../../../engine';
import { parseKeywordPhrase } from '../phrases/keywords';
import { alt, list, lit, map, rule, seq, tok, w, many, type P } from './peg';

const simple: P<Keyword> = alt(
  ...[...SIMPLE_KEYWORDS].sort((a, b) => b.length - a.length).map((k) => map(lit(k), () => k as Keyword)),
);

const protectionItem: P<string> = tok('a quality', (t) => (t.kind === 'word' ? t.v : null));

/** "protection from black", "protection from white and from blue", "protection from artifacts". */
const protection: P<Keyword[]> = map(
  seq(
    lit('protection from'),
    protectionItem,
    many(map(seq(alt(lit(', and from'), lit('and from'), lit(', from')), protectionItem), ([, q]) => q)),
  ),
  ([, first, rest]) => parseKeywordPhrase(`protection from ${[first, ...rest].join(' and from ')}`),
);

/** "islandwalk", "nonbasic landwalk", "Desertwalk". */
const landwalk: P<Keyword[]> = alt(
  map(seq(w('nonbasic', 'legendary'), w('landwalk')), ([a]) => parseKeywordPhrase(`${a} landwalk`)),
  map(
    tok('a landwalk', (t) => (t.kind === 'word' && /walk$/.test(t.lo) && t.lo !== 'landwalk' ? t.v : null)),
    (v) => parseKeywordPhrase(v),
  ),
);

/** "toxic 1" (CR 702.164): one instance of toxic with that value. */
const toxic: P<Keyword[]> = map(
  seq(
    w('toxic'),
    tok('a number', (t) => (t.kind === 'num' ? Number(t.v) : null)),
  ),
  ([, n]) => (n >= 1 ? [{ toxic: n }] : null),
);

/** One keyword phrase (may give several keywords: "protection from white and from blue"). */
export const keywords1: P<Keyword[]> = rule('keyword', () =>
  alt(
    map(simple, (k) => [k]),
    protection,
    landwalk,
    toxic,
  ),
);

/** Exactly one keyword (for "with flying", "without flying"). */
export const keyword: P<Keyword> = map(keywords1, (ks) => (ks.length === 1 ? (ks[0] as Keyword) : null));

/**
 * Exactly one keyword an object may be asked about ("with flanking", "without flying"): also
 * the keywords written out as triggered abilities (flanking, CR 702.25a), which no effect gives.
 */
export const keywordNamed: P<Keyword> = alt(keyword, ...TRIGGER_KEYWORDS.map((k) => map(lit(k), () => k as Keyword)));

/** "flying", "flying and first strike", "flying, vigilance, and trample". */
export const keywordList: P<Keyword[]> = rule('keyword list', () => map(list(keywords1, 'and'), (ks) => ks.flat()));
