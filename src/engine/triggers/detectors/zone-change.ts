/**
 * Zone-change triggers (CR 603.6): "When this creature enters", "When this creature dies"
 * (battlefield to graveyard, CR 700.4), "Whenever a land is put into a graveyard from the
 * battlefield", "leaves the battlefield", "Whenever you sacrifice a creature". Leaves-the-battlefield abilities look back in time
 * (CR 603.10a): the object is matched as it last existed on the battlefield, and abilities of
 * permanents that left at the same time trigger too (they are watchers here through their
 * last-known information). The data: `permanent` (the old object when it left the battlefield,
 * else the new one) and `card` (the new object in the zone it went to); for a sacrifice, also
 * `player` (who sacrificed it).
 *
 * A token being created is an object entering the battlefield (CR 111.2, 603.6a): it triggers
 * "whenever a creature enters" (and the token's own "when this creature enters") like a card
 * put onto the battlefield, but nothing that names a zone it came from.
 */
import type { Subject } from '../../state/card-def';
import { peek, type Ctx } from '../../state/context';
import { getLki } from '../../state/object-table';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { subjectMatches } from '../subject';
import type { GameEvent } from '../../state/events';
import { firstOfBatch, type TriggerData, type TriggerDetector, type TriggerOf, type Watcher } from '../watcher';

/** The subject with its filter's zone left to the object (`from` and `to` say where). */
function anyZone(s: Subject): Subject {
  if (typeof s === 'string' || !s.filter.zone) return s;
  const { zone: _zone, ...filter } = s.filter;
  void _zone;
  return { ...s, filter };
}

/** A created token entering the battlefield (CR 111.2, 603.6a): it came from no zone. */
function tokenEntered(ctx: Ctx, id: ObjectId, spec: TriggerOf<'zoneChange'>, w: Watcher): TriggerData[] {
  if (spec.from || (spec.to && spec.to !== 'battlefield') || w.lki || w.moved) return [];
  const obj = peek(ctx, id);
  if (!obj || obj.zone !== 'battlefield') return [];
  if (!subjectMatches(ctx, anyZone(spec.what), w, obj, [id])) return [];
  return [{ permanent: id, card: id }];
}

export const zoneChange: TriggerDetector<'zoneChange'> = {
  rule: RULE.zoneChangeTrigger,
  events: ['ZoneChanged', 'TokenCreated'],
  match(ctx, ev, spec, w) {
    const data = matchOne(ctx, ev, spec, w);
    if (!spec.oneOrMore || !data.length) return data;
    // "One or more …": only the first matching event of the batch that happened at once triggers.
    return firstOfBatch(ctx, ev, (e) => matchOne(ctx, e, spec, w).length > 0) ? [{}] : [];
  },
};

/** The trigger data of `ev` for one object moving (see the file's comment). */
function matchOne(ctx: Ctx, ev: GameEvent, spec: TriggerOf<'zoneChange'>, w: Watcher): TriggerData[] {
  if (ev.type === 'TokenCreated') return tokenEntered(ctx, ev.objectId, spec, w);
  if (ev.type !== 'ZoneChanged') return [];
  if (spec.from && ev.from.zone !== spec.from) return [];
  if (spec.to && ev.to.zone !== spec.to) return [];
  if (spec.sacrificed) {
    // CR 701.21a: sacrificed by the watcher's controller (as it last was), an opponent, anyone.
    const by = ev.sacrificed?.player;
    if (!by) return [];
    if (spec.sacrificed === 'you' ? by !== w.obj.controller : spec.sacrificed === 'opponent' && by === w.obj.controller)
      return [];
  }
  // Only leaves-the-battlefield abilities look back in time (CR 603.10a, 603.6c: "put into a
  // graveyard from anywhere" is one for a permanent that left the battlefield).
  if (w.lki && ev.from.zone !== 'battlefield') return [];
  // A card that moved between other zones: only its own "when this card ..." abilities.
  if (w.moved && spec.what !== 'self') return [];
  // A card put into a zone "from anywhere" is never looked back at (CR 603.6c): it is seen where it went.
  const left = spec.from === 'battlefield';
  const obj = left ? getLki(ctx.s, ev.from.objectId)?.object : peek(ctx, ev.to.objectId);
  if (!obj) return [];
  if (!subjectMatches(ctx, anyZone(spec.what), w, obj, [ev.from.objectId, ev.to.objectId])) return [];
  const data = { permanent: left ? ev.from.objectId : ev.to.objectId, card: ev.to.objectId };
  return [ev.sacrificed && spec.sacrificed ? { ...data, player: ev.sacrificed.player } : data];
}
