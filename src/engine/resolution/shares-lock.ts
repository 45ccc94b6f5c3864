/**
 * "Target creature and each other creature that shares a color with it", "… all other creatures
 * with the same name as that creature" (CR 105.1, 201.2, 205.3m): a group filter's `sharesWith`
 * is read once, as the instruction that finds the group starts, and replaced by plain keys — the
 * colors, names or creature types the named object has then (any of them matches: "shares a
 * color" is one color in common). An object that has left its zone is read as it last existed
 * (608.2h), for its name only: its colors and types then are not recorded, so nothing matches.
 * A face-down object has no name (708.2a): nothing has the same name as it. Loaded with
 * ../every-step.ts.
 */
import { characteristics } from '../derived/characteristics';
import type { ObjectFilter } from '../state/card-def';
import { isCreatureType } from '../state/creature-types';
import { isPlayerId } from '../state/ids';
import { objectOrLki, type Lookup } from '../zones/objects';
import { noteOnce, refIds, SHARES, type Resolving } from './refs';
import type { Ctx } from '../state/context';

/** `f` with its `sharesWith` replaced by what the named object has now; null: nothing can match. */
export function lockShares(ctx: Ctx, r: Resolving, f: ObjectFilter): ObjectFilter | null {
  const { sharesWith, ...rest } = f;
  if (!sharesWith) return f;
  const ids = refIds(ctx, r, sharesWith.with);
  const id = ids.length === 1 ? ids[0] : undefined;
  const look = id && !isPlayerId(id) ? objectOrLki(ctx, id) : null;
  if (!look) return null;
  const alts = sharedKeys(ctx, r, look, sharesWith.by);
  if (!alts.length) return null;
  // "Any of" these: one name, color or creature type in common. The filter's own keys must hold too.
  const flat = alts.length === 1 && !Object.keys(alts[0] as object).some((k) => k in rest);
  return flat ? { ...rest, ...alts[0] } : rest.anyOf ? null : { ...rest, anyOf: alts };
}

/** The keys, any of which an object matching has that in common with the looked-at object. */
function sharedKeys(ctx: Ctx, r: Resolving, look: Lookup, by: 'name' | 'color' | 'creatureType'): ObjectFilter[] {
  if (by === 'name') {
    if (look.object.faceDown) return [];
    const names = look.snapshot ? look.snapshot.names : characteristics(ctx, look.object).names;
    noteOnce(
      ctx,
      r,
      look,
      `${names.join(' // ')} has left its zone, so its name is read from its last existence there`,
    );
    return names.map((named) => ({ named }));
  }
  if (look.snapshot) return [];
  const c = characteristics(ctx, look.object);
  if (by === 'color') {
    const colors = c.colors.flatMap((x) => (x === 'C' ? [] : [x]));
    return colors.length ? [{ colors }] : [];
  }
  const subtypes = c.subtypes.filter(isCreatureType);
  return subtypes.length ? [{ subtypes }] : [];
}

SHARES.lock = lockShares;
