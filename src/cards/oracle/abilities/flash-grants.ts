/**
 * "You may cast creature spells as though they had flash." (Sally Sparrow), "You may cast
 * sorcery spells and Dragon spells as though they had flash." (Whirlwing Stormbrood), "You may
 * cast historic spells as though they had flash." (Raff Capashen), "Any player may cast creature
 * and enchantment spells as though they had flash." (Vernal Equinox; "Players may …", Akoum): a
 * static ability that lets its controller (or each player) cast the spells it names any time they
 * could cast an instant (CR 601.3, 702.8a; the engine's casting/flash-grants.ts). The spells are
 * named by their own characteristics only.
 *
 * Stays text: a spell described by anything else ("Aura spells with enchant creature", "spells
 * you cast from exile"), and the permission "this turn" from a resolved effect.
 */
import type { ObjectFilter, StaticSpec } from '../../../engine';
import { parseObjects } from '../phrases/objects';
import { spellsByCharacteristics } from '../phrases/spell-characteristics';
import { refuse, type Refusal } from './part';

/** "creature spells", "historic spells": the spells' filter, without a zone; null when not understood. */
function spells(phrase: string): ObjectFilter | null {
  const ph = parseObjects(phrase);
  return ph && spellsByCharacteristics(ph);
}

/** Reads "You / Players / Any player may cast … spells as though they had flash"; null for other text. */
export function flashGrantStatic(body: string): StaticSpec | Refusal | null {
  const m = /^(You|Players|Any player) may cast ((?:.+ )?spells) as though they had flash$/.exec(body);
  if (!m) return null;
  const phrase = m[2] as string;
  // "sorcery spells and Dragon spells": either kind (two filters).
  const parts = phrase.split(/ spells and /);
  const filters = parts.map((p, i) => spells(i < parts.length - 1 ? `${p} spells` : p));
  if (filters.some((f) => !f)) return refuse(`casting "${phrase}" as though they had flash is not understood`);
  const [first, ...rest] = filters as ObjectFilter[];
  const castAsThoughFlash: ObjectFilter = rest.length
    ? { anyOf: [first as ObjectFilter, ...rest] }
    : (first as ObjectFilter);
  return { affects: { players: m[1] === 'You' ? 'you' : 'each' }, castAsThoughFlash };
}
