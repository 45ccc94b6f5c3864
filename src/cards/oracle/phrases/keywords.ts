/**
 * Keyword abilities as Oracle text names them (CR 702) → the engine's {@link Keyword} data.
 * Only keywords the engine enforces are read; others (banding, rampage …) return
 * null with a reason, so the ability stays text.
 */
import type { Keyword, Quality, SimpleKeyword } from '../../../engine';
import { SIMPLE_KEYWORDS, TRIGGER_KEYWORDS } from '../../../engine';
import { subtypeOf } from './subtypes';

const COLOR_WORDS: Record<string, 'W' | 'U' | 'B' | 'R' | 'G'> = {
  white: 'W',
  blue: 'U',
  black: 'B',
  red: 'R',
  green: 'G',
};
const TYPE_PLURALS: Record<string, string> = {
  artifacts: 'artifact',
  creatures: 'creature',
  enchantments: 'enchantment',
  lands: 'land',
  planeswalkers: 'planeswalker',
  instants: 'instant',
  sorceries: 'sorcery',
};

/** Keywords the engine knowingly does not model, with the reason shown to the user. */
export const UNMODELLED_KEYWORDS: Record<string, string> = {
  banding: 'banding is not modelled (CR 702.22)',
  rampage: "rampage is enforced only as a card's own keyword, not given by an effect (CR 702.23)",
  flanking:
    "flanking is enforced only as a card's own keyword or given by a static ability, not gained by an instruction (CR 702.25)",
  phasing: 'phasing is not modelled (CR 702.26)',
  'cumulative upkeep': 'cumulative upkeep is not modelled yet (CR 702.24)',
  echo: 'echo with a cost that is not mana is not modelled yet (CR 702.30a)',
};

/** "protection from X": a colour, a card type, a subtype, everything (CR 702.16a). */
function quality(word: string): Quality | null {
  const w = word.trim();
  const color = COLOR_WORDS[w.toLowerCase()];
  if (color) return { color };
  const type = TYPE_PLURALS[w.toLowerCase()];
  if (type) return { type };
  if (w === 'everything') return { everything: true };
  if (w === 'multicolored') return { multicolored: true };
  if (w === 'monocolored') return { monocolored: true };
  const sub = /^[A-Z]/.test(w) ? subtypeOf(w) : null;
  return sub ? { subtype: sub } : null;
}

/**
 * One keyword phrase → keywords (a phrase may give several: "protection from white and from
 * blue"), or null when the phrase is not an enforced keyword.
 */
export function parseKeywordPhrase(phrase: string): Keyword[] | null {
  const p = phrase.trim().replace(/\.$/, '');
  const lower = p.toLowerCase();
  if ((SIMPLE_KEYWORDS as readonly string[]).includes(lower)) return [lower as SimpleKeyword];
  const prot = /^protection from (.+)$/i.exec(p);
  if (prot) {
    const parts = (prot[1] as string).split(/,? and from |, from /);
    const qs = parts.map(quality);
    return qs.every((q): q is Quality => q !== null) ? qs.map((q) => ({ protection: q })) : null;
  }
  const walk = /^(\w[\w'-]*?)walk$/i.exec(p);
  if (walk) {
    const word = walk[1] as string;
    const cap = word[0]?.toUpperCase() + word.slice(1);
    if (word.toLowerCase() === 'nonbasic land' || word.toLowerCase() === 'land') return null;
    const sub = subtypeOf(cap);
    return sub ? [{ landwalk: sub }] : null;
  }
  // Toxic N (CR 702.164).
  const toxic = /^toxic (\d+)$/i.exec(p);
  if (toxic) return [{ toxic: Number(toxic[1]) }];
  const nonbasic = /^(nonbasic|legendary) landwalk$/i.exec(p);
  if (nonbasic) return [{ landwalk: (nonbasic[1] as string).toLowerCase() }];
  return null;
}

/**
 * The one keyword a phrase names where a rule asks whether an object has it ("a creature
 * without flanking", "creatures with flying"): an enforced keyword, or one written out as a
 * triggered ability on the cards that have it (flanking, CR 702.25a). Null for anything else.
 */
export function parseKeywordNamed(phrase: string): Keyword | null {
  const k = parseKeywordPhrase(phrase);
  if (k) return k.length === 1 ? (k[0] as Keyword) : null;
  const lower = phrase.trim().toLowerCase();
  return TRIGGER_KEYWORDS.find((t) => t === lower) ?? null;
}

/** Why a keyword phrase is not enforced (for the "not enforced" reason). */
export function keywordRefusal(phrase: string): string {
  const word = phrase.trim().toLowerCase().split(/\s/)[0] ?? '';
  for (const [k, why] of Object.entries(UNMODELLED_KEYWORDS)) if (phrase.trim().toLowerCase().startsWith(k)) return why;
  return `"${word}" is not a keyword ability the engine enforces`;
}

/** "flying", "first strike and trample", "flying, first strike" → keywords, or null. */
export function parseKeywordList(list: string): Keyword[] | null {
  // "protection from white and from blue" is one phrase: keep its "and from" together.
  const items = list
    .split(/, and |, | and (?!from )/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: Keyword[] = [];
  for (const item of items) {
    const k = parseKeywordPhrase(item);
    if (!k) return null;
    out.push(...k);
  }
  return out.length ? out : null;
}
