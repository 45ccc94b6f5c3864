/**
 * The subject of a static ability (CR 604, 611.3): "~", "Enchanted creature", "Equipped
 * creature", or a plural group ("Other Goblins", "Creatures you control", "All Mountains").
 */
import type { Affected } from '../../../engine';
import { parseObjects } from './objects';

const SAME_PLURAL = new Set([
  'Merfolk',
  'Djinn',
  'Efreet',
  'Kithkin',
  'Sheep',
  'Fish',
  'Moonfolk',
  'Samurai',
  'Ninja',
  'Plains',
]);

/**
 * Whether a phrase read as singular names subtypes whose plural is the same word ("Merfolk you
 * control"): after "one or more", or with a plural verb, it is plural.
 */
export function samePlural(ph: { plural: boolean; filter: { subtypes?: string[] } }): boolean {
  return !ph.plural && !!ph.filter.subtypes?.length && ph.filter.subtypes.every((t) => SAME_PLURAL.has(t));
}

/** What a static ability's subject names; null if not understood. */
/** The subject "both creatures" of a soulbond creature's static ability is read as (CR 702.95b). */
export const PAIRED_BOTH = "~ and the creature it's paired with";

export function parseAffected(s: string): Affected | null {
  if (s === '~') return { self: true };
  // Soulbond's "both creatures" / "each of those creatures" (CR 702.95b), as conditional-statics.ts
  // writes it under "As long as ~ is paired with another creature": ~ and its partner.
  if (s === PAIRED_BOTH) return { objects: { pairedWithSource: true } };
  if (/^Enchanted (?:creature|land|artifact|enchantment|permanent|Wall)$/.test(s)) return { enchanted: true };
  if (s === 'Equipped creature') return { equipped: true };
  // "Your Ring-bearer" (CR 701.54a): the creature the Ring last tempted you to choose.
  if (s === 'Your Ring-bearer') return { objects: { ringBearer: true, controller: 'you' } };
  // "Each creature you control with a +1/+1 counter on it has trample": each one of them.
  const each = /^Each (.+)$/.exec(s);
  if (each) {
    const one = parseObjects(each[1] as string);
    if (!one || one.plural || one.filter.zone) return null;
    return { objects: one.filter, ...(one.other ? { other: true } : {}) };
  }
  let rest = s.replace(/^All /, '');
  rest =
    rest[0]?.toLowerCase() === rest[0]
      ? rest
      : /^(Creatures|Artifacts|Lands|Enchantments|Permanents|Other|Attacking|Blocking|Tapped|Untapped|Nontoken)\b/.test(
            rest,
          )
        ? rest[0]?.toLowerCase() + rest.slice(1)
        : rest;
  const ph = parseObjects(rest);
  // "Other Merfolk get …": some subtypes are the same in the plural; the verb says it's plural.
  if (!ph || (!ph.plural && !samePlural(ph)) || ph.filter.zone) return null;
  return { objects: ph.filter, ...(ph.other ? { other: true } : {}) };
}
