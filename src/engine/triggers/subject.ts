/**
 * Who or what a trigger watches (vocabulary `Subject`), relative to the watching object and its
 * controller ("you"): the object itself, what it enchants or equips — also what it was
 * attached to until that left its zone in the same event (CR 603.10a, 603.6e) — or any object
 * matching a filter ("a creature you control", "another creature").
 */
import type { ObjectFilter, Subject } from '../state/card-def';
import type { Ctx } from '../state/context';
import { matchesFilter } from '../derived/filters';
import type { EntityId, GameObject, ObjectId } from '../state/types';
import type { Watcher } from './watcher';

/** Whether the watcher's Aura or Equipment became unattached from `host` in the event being looked at. */
function wasAttachedTo(ctx: Ctx, aura: ObjectId, host: EntityId): boolean {
  const events = ctx.together ?? ctx.events.slice(-8);
  return events.some((e) => e.type === 'AuraUnattached' && e.aura === aura && e.former === host);
}

/**
 * Whether `obj` (with any of the ids `ids`: an object that moved has an old and a new one) is
 * the subject the watcher's trigger names. A filter's zone is the zone `obj` is in unless the
 * filter says otherwise.
 */
export function subjectMatches(
  ctx: Ctx,
  subject: Subject,
  w: Watcher,
  obj: GameObject,
  ids: readonly EntityId[] = [obj.id],
): boolean {
  if (subject === 'self') return ids.includes(w.id);
  if (subject === 'watched') return !!w.watched && ids.includes(w.watched);
  if (subject === 'enchanted' || subject === 'equipped') {
    const host = w.obj.attachedTo;
    return ids.some((id) => host === id || wasAttachedTo(ctx, w.id, id));
  }
  if (subject.other && ids.includes(w.id)) return false;
  if (subject.orSelf && ids.includes(w.id)) return true;
  const f: ObjectFilter = subject.filter.zone ? subject.filter : { ...subject.filter, zone: obj.zone };
  return matchesFilter(ctx, obj, f, w.obj.controller, w.id);
}
