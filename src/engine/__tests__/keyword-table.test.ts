// The keyword table (derived/keywords.ts): every kind of keyword ability has its rules entry —
// a CR 702 rule, at least one hook through which the engine enforces it — and a use in a card
// (the pool or the classic cards the rules tests play); keywords with parameters compare by
// value and read as Oracle text prints them.
import { describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../cards/all';
import { CLASSIC_CARDS } from '../../testing/classic-cards';
import type { CardDef, Keyword } from '../state/card-def';
import { KEYWORD_KINDS, keywordKind, keywordWords, parseKeyword, sameKeyword } from '../derived/keyword-kinds';
import { KEYWORDS } from '../derived/keywords';

/** Every keyword a definition has or grants (printed, from static abilities, on tokens it makes). */
function keywordsIn(def: CardDef): Keyword[] {
  const steps = [
    ...(def.spell?.steps ?? []),
    ...(def.activated ?? []).flatMap((a) => a.steps ?? []),
    ...(def.triggered ?? []).flatMap((t) => t.steps),
  ];
  return [
    ...(def.keywords ?? []),
    ...(def.statics ?? []).flatMap((s) => s.gains ?? []),
    ...steps.flatMap((s) =>
      s.do === 'pump' ? (s.gains ?? []) : s.do === 'createToken' ? (s.token.keywords ?? []) : [],
    ),
  ];
}

describe('the keyword table (CR 702)', () => {
  const hooks = (k: string) => Object.keys(KEYWORDS[k as keyof typeof KEYWORDS]).filter((f) => f !== 'rule');

  it('has an entry for every kind of keyword ability, each with a CR 702 rule and at least one hook', () => {
    expect(Object.keys(KEYWORDS).sort()).toEqual([...KEYWORD_KINDS].sort());
    for (const kind of KEYWORD_KINDS) {
      expect(KEYWORDS[kind].rule, kind).toMatch(/^702\.\d+[a-z]?$/);
      expect(hooks(kind), kind).not.toEqual([]);
    }
  });

  it('every kind is used by a card: the pool or the classic cards the rules tests play', () => {
    const used = new Set([...ALL_CARDS, ...CLASSIC_CARDS].flatMap(keywordsIn).map(keywordKind));
    expect(KEYWORD_KINDS.filter((k) => !used.has(k))).toEqual([]);
  });

  it('cites the rule numbers of the current CR for the keywords whose numbers moved', () => {
    // Menace is 702.111 (not 702.110, which is exploit); deathtouch's lethal-damage rule is its own.
    expect(KEYWORDS.menace.rule).toBe('702.111b');
    expect(KEYWORDS['first strike'].strikes).toBe('first');
    expect(KEYWORDS['double strike'].strikes).toBe('double');
    expect(KEYWORDS.menace.minBlockers).toBe(2);
  });
});

describe('keywords with parameters', () => {
  it('compare by value: two "protection from black" are the same ability, "from white" is not (CR 702.16m)', () => {
    expect(sameKeyword({ protection: { color: 'B' } }, { protection: { color: 'B' } })).toBe(true);
    expect(sameKeyword({ protection: { color: 'B' } }, { protection: { color: 'W' } })).toBe(false);
    expect(sameKeyword({ protection: { type: 'artifact' } }, { protection: { color: 'W' } })).toBe(false);
    expect(sameKeyword({ landwalk: 'Island' }, { landwalk: 'Island' })).toBe(true);
    expect(sameKeyword({ landwalk: 'Island' }, { landwalk: 'Forest' })).toBe(false);
    expect(sameKeyword('flying', 'flying')).toBe(true);
    expect(sameKeyword('flying', { landwalk: 'Island' })).toBe(false);
  });

  it('read as Oracle text prints them, and parse back', () => {
    const cases: [Keyword, string][] = [
      [{ protection: { color: 'B' } }, 'protection from black'],
      [{ protection: { color: 'W' } }, 'protection from white'],
      [{ protection: { type: 'artifact' } }, 'protection from artifacts'],
      [{ protection: { subtype: 'Goblin' } }, 'protection from Goblins'],
      [{ protection: { everything: true } }, 'protection from everything'],
      [{ landwalk: 'Island' }, 'islandwalk'],
      [{ landwalk: 'Forest' }, 'forestwalk'],
      [{ landwalk: 'nonbasic' }, 'nonbasic landwalk'],
      ['first strike', 'first strike'],
    ];
    for (const [k, words] of cases) {
      expect(keywordWords(k)).toBe(words);
      expect(parseKeyword(words.replace(/^./, (c) => c.toUpperCase()))).toEqual(k);
    }
    expect(parseKeyword('Protection from sorceries')).toEqual({ protection: { type: 'sorcery' } });
    expect(parseKeyword('Bushido 2')).toBeNull();
    expect(parseKeyword('landwalk')).toBeNull();
  });
});
