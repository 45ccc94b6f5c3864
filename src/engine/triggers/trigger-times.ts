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
import { sourceTriggerTimes } from '../derived/trigger-source-times';
import { conditionHolds } from '../derived/static-values';
import type { TriggeredSpec } from '../state/card-def';
import { defOf, peek, type Ctx } from '../state/context';
import { getLki } from '../state/object-table';
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

/**
 * Whether `spec`, triggering for watcher `w`, is "a triggered ability of" a permanent (CR 603.2d,
 * 110.1): one on the battlefield (its own or one an effect gave it), or a leaves-the-battlefield
 * ability looking back at it (603.10a); not a card in another zone, an emblem's, or a delayed
 * triggered ability (603.7).
 */
function ofPermanent(w: Watcher, delayed?: true): boolean {
  return !delayed && !w.moved && !w.graveyard && (w.lki || w.obj.zone === 'battlefield');
}

/**
 * "If a triggered ability of a legendary creature you control triggers, that ability triggers an
 * additional time" of the permanents that left the battlefield with a leaves-the-battlefield
 * ability's source (CR 603.10a: such an ability looks back in time, at the static abilities there
 * then): how many name `w`'s object.
 */
function lookedBack(ctx: Ctx, ev: GameEvent, w: Watcher): number {
  if (ev.type !== 'ZoneChanged' || ev.from.zone !== 'battlefield') return 0;
  let n = 0;
  const ids = [ev.from.objectId];
  for (const e of ctx.together ?? [])
    if (e !== ev && e.type === 'ZoneChanged' && e.from.zone === 'battlefield') ids.push(e.from.objectId);
  for (const id of ids) {
    const snap = getLki(ctx.s, id);
    if (!snap || snap.textLost || peek(ctx, id)) continue;
    for (const st of defOf(ctx, snap.object).statics ?? []) {
      const source = st.triggersAdditionalTime?.source;
      if (!source || st.condition || snap.object.controller !== w.obj.controller) continue;
      if (matchesObjectFilter(ctx, READER, w.obj, { ...source, zone: 'battlefield' }, snap.object.controller, id)) n++;
    }
  }
  return n;
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
  const permanent = ofPermanent(w, delayed);
  // "A triggered ability of a legendary creature you control": its source as it is, or as it last
  // was on the battlefield for a leaves-the-battlefield ability (603.10a), with the abilities of
  // permanents that left with it (which that ability sees, looking back).
  let times = permanent ? 1 + sourceTriggerTimes(ctx, w.obj) + (w.lki ? lookedBack(ctx, ev, w) : 0) : 1;
  if (!idx.players.some((a) => a.spec.triggersAdditionalTime || a.spec.enteringTriggersNothing)) return times;
  // Caused by objects entering (603.6a), found once for every ability that names entering objects.
  let by: GameObject[] | null | undefined;
  for (const app of idx.players) {
    const part = app.spec.triggersAdditionalTime ?? app.spec.enteringTriggersNothing;
    if (!part || !peek(ctx, app.source)) continue;
    const k = staticCandidate(ctx, app);
    const you = k.scope.you;
    if (!affectsPlayer(app.spec, you, w.obj.controller)) continue;
    if (app.spec.condition && !conditionHolds(ctx, READER, k.scope, app.spec.condition)) continue;
    if ('source' in part && part.source) continue; // counted above
    if (by === undefined) by = causes(ctx, ev, spec, w, data);
    if (!by || !part.entering) continue;
    const entering = part.entering;
    const names = (o: GameObject) =>
      matchesObjectFilter(ctx, READER, o, { ...entering, zone: 'battlefield' }, you, app.source);
    // An entering-caused ability of a permanent as it is now (not looking back, 603.10a).
    const now = permanent && !w.lki;
    if (app.spec.triggersAdditionalTime) {
      if (now && by.some(names)) times++;
    } else if ((now || !app.spec.enteringTriggersNothing?.permanents) && by.every(names)) return 0;
  }
  return times;
}

TRIGGER_TIMES.of = triggerTimes;
