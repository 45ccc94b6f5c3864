/**
 * "You may play lands from your graveyard." (Crucible of Worlds), "You may play Forests from your
 * graveyard." (Titania, Nature's Force), "You may play Desert lands from your graveyard." (Hazezon,
 * Shaper of Sand): a static ability that lets its controller play such land cards from their own
 * graveyard as they would from their hand (CR 305.1, 305.2, 601.3; the engine's
 * casting/zone-permissions.ts).
 *
 * Stays text: "play lands and cast spells from your graveyard" (a cast too), "from the top of your
 * library" (another zone, with what the player may look at), and lands named by more than their
 * characteristics.
 */
import type { ObjectFilter, StaticSpec } from '../../../engine';
import { parseObjects } from '../phrases/objects';
import { isLandType } from '../phrases/subtypes';
import { refuse, type Refusal } from './part';

/** The keys a filter of lands by their characteristics may have. */
const LAND_KEYS = new Set(['types', 'allTypes', 'subtypes', 'supertypes']);

/** Whether `f` names lands only: "lands", "Desert lands", "snow lands", "Forests" (land types, CR 205.3i). */
function landsOnly(f: ObjectFilter): boolean {
  if (!Object.keys(f).every((k) => LAND_KEYS.has(k))) return false;
  if (f.types) return f.types.length === 1 && f.types[0] === 'land';
  if (f.allTypes) return f.allTypes.includes('land');
  return !!f.subtypes?.length && f.subtypes.every(isLandType);
}

/** Reads "You may play … from your graveyard" for lands; null for other text. */
export function landsFromGraveyardStatic(body: string): StaticSpec | Refusal | null {
  const m = /^You may play (.+) from your graveyard$/.exec(body);
  if (!m) return null;
  const phrase = m[1] as string;
  const ph = parseObjects(phrase);
  if (!ph || !ph.plural || ph.other || ph.filter.zone || !landsOnly(ph.filter))
    return refuse(`playing "${phrase}" from a graveyard is not understood`);
  return { affects: { players: 'you' }, landsFromGraveyard: ph.filter };
}
