/**
 * What a keyword ability is, independent of any game: its kind, structural equality (two
 * "protection from black" are the same ability, CR 702.16m), and its words as Oracle text
 * prints them ("protection from black", "islandwalk", CR 702.14a) — for the log, the UI and the
 * Oracle compiler. The rules each keyword brings are in keywords.ts.
 */
import {
  SIMPLE_KEYWORDS,
  TRIGGER_KEYWORDS,
  sameKeyword,
  type Keyword,
  type LandwalkKeyword,
  type ProtectionKeyword,
  type Quality,
  type SimpleKeyword,
  type ToxicKeyword,
  type TriggerKeyword,
} from '../state/card-def';

/** Whether two keywords are the same ability (structurally, CR 702.16m): the vocabulary's own test. */
export { sameKeyword };
import type { ManaType } from '../state/ids';

/** The kinds of keyword ability: every simple keyword, those written as triggers, plus those with a parameter. */
export type KeywordKind = SimpleKeyword | TriggerKeyword | 'protection' | 'landwalk' | 'toxic';

/** Every keyword kind, simple ones first (for tables and their coverage test). */
export const KEYWORD_KINDS: readonly KeywordKind[] = [
  ...SIMPLE_KEYWORDS,
  ...TRIGGER_KEYWORDS,
  'protection',
  'landwalk',
  'toxic',
];

/** The keyword of one kind: the word itself, or its record with a parameter. */
export type KeywordOf<K extends KeywordKind> = K extends 'protection'
  ? ProtectionKeyword
  : K extends 'landwalk'
    ? LandwalkKeyword
    : K extends 'toxic'
      ? ToxicKeyword
      : K;

/** The kind of a keyword. */
export function keywordKind(k: Keyword): KeywordKind {
  if (typeof k === 'string') return k;
  return 'protection' in k ? 'protection' : 'toxic' in k ? 'toxic' : 'landwalk';
}

/** Whether a list holds a keyword (structural equality). */
export function includesKeyword(list: readonly Keyword[], k: Keyword): boolean {
  return list.some((x) => sameKeyword(x, k));
}

const COLOR_WORDS: Record<Exclude<ManaType, 'C'>, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Plural of a card type or subtype as protection names it ("artifacts", "sorceries", "Goblins"). */
function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** A quality in words, as in "protection from ___" (CR 702.16a). */
export function qualityWords(q: Quality): string {
  if ('color' in q) return COLOR_WORDS[q.color];
  if ('type' in q) return plural(q.type);
  if ('subtype' in q) return plural(q.subtype);
  if ('multicolored' in q) return 'multicolored';
  if ('monocolored' in q) return 'monocolored';
  if ('colorChosen' in q) return 'the color of your choice';
  return 'everything';
}

/** A keyword in words, lowercase, as Oracle text prints it: "first strike", "protection from black", "islandwalk". */
export function keywordWords(k: Keyword): string {
  if (typeof k === 'string') return k;
  if ('protection' in k) return `protection from ${qualityWords(k.protection)}`;
  if ('toxic' in k) return `toxic ${k.toxic}`;
  const w = k.landwalk;
  // CR 702.14a: "nonbasic landwalk", "legendary landwalk"; a land type joins the word ("islandwalk").
  return w === 'nonbasic' || w === 'legendary' ? `${w} landwalk` : `${w.toLowerCase()}walk`;
}

function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(s|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.replace(/s$/, '');
}

const CARD_TYPES = ['artifact', 'creature', 'enchantment', 'instant', 'land', 'planeswalker', 'sorcery', 'battle'];

/**
 * The keyword a phrase names ("Flying", "protection from white", "Protection from artifacts",
 * "Forestwalk", "nonbasic landwalk"), or null when the phrase is not exactly one keyword this
 * vocabulary knows. Case of the first letter is ignored; a land type is capitalised.
 */
export function parseKeyword(phrase: string): Keyword | null {
  const p = phrase.trim().replace(/\.$/, '');
  const lower = p.toLowerCase();
  const simple = SIMPLE_KEYWORDS.find((k) => k === lower);
  if (simple) return simple;
  const prot = /^protection from (.+)$/.exec(lower);
  if (prot) {
    const q = prot[1] as string;
    const color = (Object.entries(COLOR_WORDS) as [Exclude<ManaType, 'C'>, string][]).find(([, w]) => w === q);
    if (color) return { protection: { color: color[0] } };
    if (q === 'everything') return { protection: { everything: true } };
    if (q === 'multicolored') return { protection: { multicolored: true } };
    if (q === 'monocolored') return { protection: { monocolored: true } };
    const one = singular(q);
    if (CARD_TYPES.includes(one)) return { protection: { type: one } };
    if (/^[a-z]+$/.test(one)) return { protection: { subtype: one[0]?.toUpperCase() + one.slice(1) } };
    return null;
  }
  const toxic = /^toxic (\d+)$/.exec(lower);
  if (toxic) return { toxic: Number(toxic[1]) };
  if (lower === 'nonbasic landwalk' || lower === 'legendary landwalk')
    return { landwalk: lower.split(' ')[0] as string };
  const walk = /^([a-z]+)walk$/.exec(lower);
  if (walk && walk[1] !== 'land')
    return { landwalk: (walk[1] as string)[0]?.toUpperCase() + (walk[1] as string).slice(1) };
  return null;
}
