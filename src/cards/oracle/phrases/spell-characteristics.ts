/**
 * Spells named by their own characteristics (CR 109.3): "creature spells", "historic spells",
 * "green creature spells", "Aura and Equipment spells" — what a permission about casting spells
 * ("You may cast creature spells as though they had flash", CR 601.3) may name. Anything about
 * the spell's controller, zone or status, or words after the noun, is not such a phrase.
 */
import type { ObjectFilter } from '../../../engine';

/** The keys a filter of spells by their own characteristics may have. */
const SPELL_KEYS = new Set(['types', 'notTypes', 'subtypes', 'supertypes', 'colors', 'notColors', 'colorCount']);

/** Whether `f` names spells by their characteristics only (`anyOf` of such filters too). */
function characteristicsOnly(f: ObjectFilter): boolean {
  return Object.entries(f).every(([k, v]) =>
    k === 'anyOf' ? (v as ObjectFilter[]).every(characteristicsOnly) : SPELL_KEYS.has(k),
  );
}

/**
 * The filter of a plural phrase of spells ("creature spells": zone stack) without its zone, or
 * null when the phrase is singular, says "other", or names more than the spells' characteristics.
 */
export function spellsByCharacteristics(ph: {
  filter: ObjectFilter;
  plural: boolean;
  other: boolean;
}): ObjectFilter | null {
  if (!ph.plural || ph.other || ph.filter.zone !== 'stack') return null;
  const { zone: _zone, ...filter } = ph.filter;
  void _zone;
  return characteristicsOnly(filter) ? filter : null;
}
