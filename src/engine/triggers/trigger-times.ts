/**
 * Static abilities that change how many times a permanent entering the battlefield triggers an
 * ability: "If an artifact or creature entering causes a triggered ability of a permanent you
 * control to trigger, that ability triggers an additional time" (Panharmonicon, CR 603.2d) and
 * "Creatures entering don't cause abilities to trigger" (Torpor Orb; CR 603.2, 603.6a).
 *
 * An ability is caused to trigger by objects entering when it is a zone-change ability that
 * looks at objects put onto the battlefield (`to: 'battlefield'`, CR 603.6a); for "one or
 * more …" (603.2c) its causes are every object of the batch that entered at once and that the
 * ability looks for. As enters-the-battlefield abilities do, these look at the game after the
 * event (603.6a, 603.10): the static abilities of permanents on the battlefield then (one that
 * entered at the same time too) and each entering object as it is on the battlefield, with
 * continuous effects (613). An ability triggers once more for each ability adding a time whose
 * entering objects are among its causes (two Panharmonicons: three times); it doesn't trigger
 * where an ability applying to it names every one of its causes. Each time is its own ability:
 * modes and targets are chosen for each (603.3c); "triggers only once each turn" still holds
 * (603.2h, triggers/queue.ts).
 *
 * "A triggered ability of a permanent you control": an ability of a permanent on the battlefield
 * (its own or one an effect gave it, 613.1f) its controller controls; not a card in another zone,
 * an emblem, or a delayed triggered ability (603.7: created by a spell or ability, no
 * permanent's). "Abilities" without more is every triggered ability, delayed ones too.
 * Loaded with the cards that have such an ability (../steps-ready.ts) and installed into
 * ./detect.ts.
 */
import { READER } from '../derived/characteristics';
import { staticCandidate } from '../derived/layers';
import { matchesObjectFilter } from '../derived/object-filter';
import { affectsPlayer } from '../derived/static-parts';
import { staticIndex } from '../derived/statics';
import { conditionHolds } from '../derived/static-values';
import type { TriggeredSpec } from '../state/card-def';
import { peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import type { GameObject } from '../state/types';
import { TRIGGER_TIMES } from './detect';
import { detectorOf } from './registry';
import type { TriggerData, Watcher } from './watcher';

/** The object an event puts onto the battlefield (CR 603.6a: a token created enters too, 111.2), or null. */
function entered(ctx: Ctx, ev: GameEvent): GameObject | null {
  const id =
    ev.type === 'TokenCreated'
      ? ev.objectId
      : ev.type === 'ZoneChanged' && ev.to.zone === 'battlefield'
        ? ev.to.objectId
        : null;
  const obj = id ? peek(ctx, id) : undefined;
  return obj && obj.zone === 'battlefield' ? obj : null;
}

/**
 * The objects whose entering the battlefield caused `spec` to trigger with `data` on `ev` (CR
 * 603.6a), or null when it wasn't triggered by objects entering.
 */
function causes(ctx: Ctx, ev: GameEvent, spec: TriggeredSpec, w: Watcher, data: TriggerData): GameObject[] | null {
  const on = spec.on;
  if (on.event !== 'zoneChange' || on.to !== 'battlefield') return null;
  if (!on.oneOrMore) {
    const obj = typeof data.permanent === 'string' ? peek(ctx, data.permanent) : entered(ctx, ev);
    return obj && obj.zone === 'battlefield' ? [obj] : null;
  }
  // "One or more …" (CR 603.2c): each object of the batch the ability looks for.
  const one = { ...on, oneOrMore: false };
  const out: GameObject[] = [];
  for (const e of ctx.together ?? [ev]) {
    const obj = entered(ctx, e);
    if (obj && detectorOf('zoneChange').match(ctx, e, one, w).length) out.push(obj);
  }
  return out.length ? out : null;
}

/** CR 603.2d and "don't cause abilities to trigger": how many times `spec` triggers with `data`. */
export function triggerTimes(
  ctx: Ctx,
  ev: GameEvent,
  spec: TriggeredSpec,
  w: Watcher,
  data: TriggerData,
  delayed?: true,
): number {
  const idx = staticIndex(ctx);
  if (!idx.players.some((a) => a.spec.triggersAdditionalTime || a.spec.enteringTriggersNothing)) return 1;
  const by = causes(ctx, ev, spec, w, data);
  if (!by) return 1;
  // A permanent's ability (CR 603.2d, 110.1), as the watcher is now: on the battlefield, not
  // looking back (603.10a), not a delayed triggered ability (603.7).
  const permanent = !delayed && !w.lki && !w.moved && !w.graveyard && w.obj.zone === 'battlefield';
  let times = 1;
  for (const app of idx.players) {
    const part = app.spec.triggersAdditionalTime ?? app.spec.enteringTriggersNothing;
    if (!part || !peek(ctx, app.source)) continue;
    const k = staticCandidate(ctx, app);
    const you = k.scope.you;
    if (!affectsPlayer(app.spec, you, w.obj.controller)) continue;
    if (app.spec.condition && !conditionHolds(ctx, READER, k.scope, app.spec.condition)) continue;
    const names = (o: GameObject) =>
      matchesObjectFilter(ctx, READER, o, { ...part.entering, zone: 'battlefield' }, you, app.source);
    if (app.spec.triggersAdditionalTime) {
      if (permanent && by.some(names)) times++;
    } else if ((permanent || !app.spec.enteringTriggersNothing?.permanents) && by.every(names)) return 0;
  }
  return times;
}

TRIGGER_TIMES.of = triggerTimes;
