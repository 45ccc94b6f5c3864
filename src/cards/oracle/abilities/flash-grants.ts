/**
 * "You may cast creature spells as though they had flash." (Sally Sparrow), "You may cast
 * sorcery spells and Dragon spells as though they had flash." (Whirlwing Stormbrood), "You may
 * cast historic spells as though they had flash." (Raff Capashen): a static ability that lets its
 * controller cast the spells it names any time they could cast an instant (CR 601.3, 702.8a;
 * the engine's casting/flash-grants.ts). The spells are named by their own characteristics only.
 *
 * Stays text: a spell described by anything else ("Aura spells with enchant creature", "spells
 * you cast from exile"), and the permission "this turn" from a resolved effect.
 */
import type { ObjectFilter, StaticSpec } from '../../../engine';
import { parseObjects } from '../phrases/objects';
import { refuse, type Refusal } from './part';

/** The keys a filter of spells by their own characteristics may have (CR 109.3). */
const SPELL_KEYS = new Set(['types', 'notTypes', 'subtypes', 'supertypes', 'colors', 'notColors', 'colorCount']);

/** A filter that names spells by their characteristics only (`anyOf` of such filters too). */
function characteristicsOnly(f: ObjectFilter): boolean {
  return Object.entries(f).every(([k, v]) =>
    k === 'anyOf' ? (v as ObjectFilter[]).every(characteristicsOnly) : SPELL_KEYS.has(k),
  );
}

/** "creature spells", "historic spells": the spells' filter, without a zone; null when not understood. */
function spells(phrase: string): ObjectFilter | null {
  const ph = parseObjects(phrase);
  if (!ph || !ph.plural || ph.other || ph.filter.zone !== 'stack') return null;
  const { zone: _zone, ...filter } = ph.filter;
  void _zone;
  return characteristicsOnly(filter) ? filter : null;
}

/** Reads "You may cast … spells as though they had flash"; null for other text. */
export function flashGrantStatic(body: string): StaticSpec | Refusal | null {
  const m = /^You may cast ((?:.+ )?spells) as though they had flash$/.exec(body);
  if (!m) return null;
  const phrase = m[1] as string;
  // "sorcery spells and Dragon spells": either kind (two filters).
  const parts = phrase.split(/ spells and /);
  const filters = parts.map((p, i) => spells(i < parts.length - 1 ? `${p} spells` : p));
  if (filters.some((f) => !f)) return refuse(`casting "${phrase}" as though they had flash is not understood`);
  const [first, ...rest] = filters as ObjectFilter[];
  const castAsThoughFlash: ObjectFilter = rest.length
    ? { anyOf: [first as ObjectFilter, ...rest] }
    : (first as ObjectFilter);
  return { affects: { players: 'you' }, castAsThoughFlash };
}
