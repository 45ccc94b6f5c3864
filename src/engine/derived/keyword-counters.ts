/**
 * Keyword counters (CR 122.1b): a permanent with a flying, first strike, double strike,
 * deathtouch, haste, hexproof, indestructible, lifelink, menace, reach, shadow, trample or
 * vigilance counter on it has that keyword ability. The ability is gained in layer 6 (613.1f);
 * the engine applies it with the object's printed abilities, before layer 6's effects, so a later
 * "loses all abilities" removes it; one put on after such an effect began gives its ability again
 * (static-parts.ts, `losesAll`: the effect keeps the counters the object had as it began). Decayed and
 * exalted counters are keyword counters of abilities the engine doesn't model: the compiler
 * leaves text that puts them as text.
 */
import { SIMPLE_KEYWORDS, type Keyword, type SimpleKeyword } from '../state/vocabulary/keywords';
import { hasKeywordIn } from './reader';

/** The keyword counters the engine models, by counter kind (CR 122.1b). */
export const KEYWORD_COUNTERS: ReadonlySet<string> = new Set<SimpleKeyword>(
  (
    [
      'flying',
      'first strike',
      'double strike',
      'deathtouch',
      'haste',
      'hexproof',
      'indestructible',
      'lifelink',
      'menace',
      'reach',
      'shadow',
      'trample',
      'vigilance',
    ] as const
  ).filter((k) => (SIMPLE_KEYWORDS as readonly string[]).includes(k)),
);

/**
 * Counter kinds whose rules the engine does not model: keyword counters of keywords it lacks
 * (decayed, exalted: CR 122.1b). Other kinds with rules are modelled — P/T counters (122.1a),
 * keyword counters above, shield (122.1c), stun (122.1d), finality (122.1e), loyalty (306.5b),
 * lore (714) — and a counter with no rules of its own (charge, oil, …) is only counted.
 */
const UNMODELLED_COUNTERS: ReadonlySet<string> = new Set(['decayed', 'exalted']);

/** Whether putting a counter of this kind on a permanent is enforced by the engine (see above). */
export function counterKindModelled(kind: string): boolean {
  return !UNMODELLED_COUNTERS.has(kind.toLowerCase());
}

/**
 * `keywords` with the keyword abilities `counters` give (kind → count) added, each once; the same
 * array when the counters give none (arrays may be shared: never mutated).
 */
export function withKeywordCounters(
  keywords: readonly Keyword[],
  counters: Readonly<Record<string, number>>,
): Keyword[] {
  let out: Keyword[] | null = null;
  for (const kind in counters) {
    if (!(counters[kind] ?? 0) || !KEYWORD_COUNTERS.has(kind)) continue;
    const k = kind as SimpleKeyword;
    if (hasKeywordIn(out ?? keywords, k)) continue;
    out = [...(out ?? keywords), k];
  }
  return out ?? (keywords as Keyword[]);
}
