/**
 * What "… died this turn" can count (CR 700.4: a creature put into a graveyard from the
 * battlefield): the creatures matching a phrase as they last existed on the battlefield (608.2h),
 * "under your control" their controller then. Shared by amounts ("for each Zubera that died this
 * turn") and conditions ("if a creature died under your control this turn").
 */
import type { Amount, ObjectFilter } from '../../../engine';
import type { ObjectPhrase } from './objects';

/** Filter keys a died creature is matched by: its creature types (or not), tokenness and controller. */
const DIED_KEYS = new Set(['types', 'subtypes', 'notSubtypes', 'token']);

/**
 * The filter of the creatures "<phrase> died [under your control] this turn" names, or null: only
 * creatures and creature types are read — a phrase naming a zone, a controller, another card type,
 * a state ("modified", "tapped") or "other" is refused.
 */
export function diedFilter(ph: ObjectPhrase, underYourControl: boolean): ObjectFilter | null {
  const f = ph.filter;
  if (ph.other || Object.keys(f).some((k) => !DIED_KEYS.has(k))) return null;
  if (f.types ? f.types.length !== 1 || f.types[0] !== 'creature' : !f.subtypes?.length) return null;
  // Every creature recorded as having died was one (turn-record.ts): "creature" is not matched
  // again, so one that was a creature only by an effect that ended with it still counts.
  const { types: _creature, ...rest } = f;
  return underYourControl ? { ...rest, controller: 'you' } : rest;
}

/** How many creatures matching `filter` died this turn; every creature when it asks nothing more (CR 700.4). */
export function diedAmount(filter: ObjectFilter | undefined): Amount {
  return filter && Object.keys(filter).length ? { creaturesDied: 'thisTurn', filter } : { creaturesDied: 'thisTurn' };
}
