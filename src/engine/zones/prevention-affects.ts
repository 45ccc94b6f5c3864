/**
 * What a static prevention ability affects (CR 615): the object or player an `Affected` names,
 * read by the prevention statics (./prevention-effects.ts) and the prevention that costs or gives
 * counters (./counter-prevention.ts). Loaded with them.
 */
import type { Affected } from '../state/card-def';
import { matchesFilter } from '../derived/filters';
import type { Ctx } from '../state/context';
import type { EntityId, GameObject } from '../state/types';

/** Whether an `Affected` of a static ability of `perm` names `id` (an object or a player). */
export function affects(ctx: Ctx, perm: GameObject, a: Affected, id: EntityId | null, obj: GameObject | null): boolean {
  if (id === null) return false;
  if ('self' in a) return id === perm.id;
  if ('enchanted' in a || 'equipped' in a) return perm.attachedTo === id;
  if ('players' in a) {
    if (id !== 'p1' && id !== 'p2') return false;
    return a.players === 'each' || (a.players === 'you') === (id === perm.controller);
  }
  if (!obj || (a.other && obj.id === perm.id)) return false;
  return matchesFilter(ctx, obj, a.objects, perm.controller, perm.id);
}
