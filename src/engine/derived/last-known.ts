/**
 * "If that creature was a Human", "if it was a creature", "If the sacrificed permanent was an
 * artifact", "If you controlled that permanent" (CR 608.2h, 603.10): a test of an object an
 * earlier instruction or event named, read from the object as it is now while it is still in
 * its zone, or else from its last-known information — its types as they were when it left, not
 * as its card is now (CR 400.7). Loaded with the cards that use it (value-kind-table.ts).
 */
import { peek } from '../state/context';
import type { ObjectFilter, Ref } from '../state/card-def';
import { getLki } from '../state/object-table';
import type { TypeLine } from '../state/type-line';
import { isPlayerId, type GameObject } from '../state/types';
import type { ValueEnv } from './value-kinds';

/** The keys of a filter {@link lastKnownMatches} reads; a filter with any other key is never true. */
export const LAST_KNOWN_KEYS: ReadonlySet<string> = new Set([
  'types',
  'notTypes',
  'subtypes',
  'notSubtypes',
  'supertypes',
  'notSupertypes',
  'token',
  'controller',
]);

/** Whether the object and type line match `f` (the keys of {@link LAST_KNOWN_KEYS}, as object-filter.ts reads them). */
function matches(o: GameObject, t: TypeLine, f: ObjectFilter, e: ValueEnv): boolean {
  if (Object.keys(f).some((k) => !LAST_KNOWN_KEYS.has(k))) return false;
  if (f.types && !f.types.some((x) => t.types.includes(x))) return false;
  if (f.notTypes?.some((x) => t.types.includes(x))) return false;
  if (f.subtypes && !f.subtypes.some((x) => t.subtypes.includes(x))) return false;
  if (f.notSubtypes?.some((x) => t.subtypes.includes(x))) return false;
  if (f.supertypes && !f.supertypes.every((x) => t.supertypes.includes(x))) return false;
  if (f.notSupertypes?.some((x) => t.supertypes.includes(x))) return false;
  if (f.token !== undefined && o.token !== f.token) return false;
  if (f.controller === 'you' && o.controller !== e.you) return false;
  if (f.controller === 'opponent' && o.controller === e.you) return false;
  return f.controller !== 'chosenPlayer';
}

/**
 * Whether the one object `ref` names matched `f`: as it is now if it still exists (CR 608.2h),
 * else as it last existed in the zone it left (its snapshot). False when `ref` names no object
 * (an "up to one" target not chosen) or several.
 */
export function lastKnownMatches(e: ValueEnv, ref: Ref, f: ObjectFilter): boolean {
  const ids = e.ids(ref);
  const id = ids.length === 1 ? ids[0] : undefined;
  if (!id || isPlayerId(id)) return false;
  const live = peek(e.ctx, id);
  if (live) return matches(live, e.read.chars(e.ctx, live, 'types'), f, e);
  const lki = getLki(e.ctx.s, id);
  return !!lki && matches(lki.object, lki.typeLine, f, e);
}
