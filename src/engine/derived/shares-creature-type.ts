/**
 * "If it shares a creature type with ~" (kinship): two objects have a creature type in common
 * (CR 205.3m: creature types are the subtypes of creatures and kindred cards; a changeling card is
 * every creature type in every zone, 702.73a). Each object is read as it is now, in whatever zone
 * it is (the top card of a library: its card's characteristics), or, if it has left that zone,
 * as it last existed (608.2h). Loaded with the cards that use it (value-kind-table.ts).
 */
import { peek } from '../state/context';
import type { Ref } from '../state/card-def';
import { getLki } from '../state/object-table';
import { isCreatureType } from '../state/creature-types';
import { isPlayerId, type GameObject } from '../state/types';
import type { ValueEnv } from './value-kinds';

/** The one object `ref` names, now or as it last existed (CR 608.2h); undefined for none or several. */
function oneObject(e: ValueEnv, ref: Ref): GameObject | undefined {
  const ids = e.ids(ref);
  const id = ids.length === 1 ? ids[0] : undefined;
  if (!id || isPlayerId(id)) return undefined;
  return peek(e.ctx, id) ?? getLki(e.ctx.s, id)?.object;
}

/** The creature types `o` has (CR 205.3m), through the type-changing layer (613.1d). */
function creatureTypes(e: ValueEnv, o: GameObject): string[] {
  return e.read.chars(e.ctx, o, 'types').subtypes.filter(isCreatureType);
}

/** Whether the objects `a` and `b` name share a creature type (false if either names no one object). */
export function sharesCreatureType(e: ValueEnv, a: Ref, b: Ref): boolean {
  const x = oneObject(e, a);
  const y = oneObject(e, b);
  if (!x || !y) return false;
  const theirs = new Set(creatureTypes(e, y));
  return creatureTypes(e, x).some((t) => theirs.has(t));
}
