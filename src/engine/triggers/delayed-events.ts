/**
 * Delayed triggered abilities that wait for an event (CR 603.7): "Target creature gets +2/+0 until
 * end of turn. When that creature dies this turn, you draw a card." (A Good Day to Die). Created
 * by a resolving spell or ability (resolution/steps/delayed-dies.ts), each triggers when the
 * object it watches dies — is put into a graveyard from the battlefield as a creature (700.4),
 * seen as it last existed there (603.10a) — during the turn it was created in ("this turn",
 * 603.7b), once: a creature that died is a new object (400.7). Past that turn it is gone. So
 * does "When you next cast an instant or sorcery spell this turn, …": the next spell matching
 * its filter that its controller casts this turn (601.2i), read as the trigger data `spell`. It is
 * controlled by the controller of what created it (603.7d), with the same source (603.7e), and
 * keeps that one's trigger data, targets and named results (603.7c). Earthbend's "When it dies or
 * is exiled, …" (701.66a) waits past the turn it was made in.
 * Installed by ../every-step.ts with the cards that use it, not with the engine.
 */
import { matchesFilter } from '../derived/filters';
import { peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { getLki } from '../state/object-table';
import type { DelayedTrigger, ObjectId, PlayerId } from '../state/types';
import { RULE } from '../state/rules';
import { EVENT_DELAYED, queueDelayed } from './delayed';
import { TRIGGER_TIMES } from './detect';
import { queueTrigger } from './queue';
import { detectorOf, kindsLookingAt } from './registry';
import type { Watcher } from './watcher';

/** Whether `id` left the battlefield as a creature (as it last existed there, CR 603.10a). */
function wasCreature(ctx: Ctx, id: ObjectId, you: PlayerId): boolean {
  const obj = getLki(ctx.s, id)?.object;
  return !!obj && matchesFilter(ctx, obj, { types: ['creature'], zone: obj.zone }, you, null);
}

/**
 * Whether `spell`, just cast by `player` (CR 601.2i), is the one a "When you next cast …" trigger
 * of `d` waits for: cast by its controller, matching its filter on the stack.
 */
function castMatches(ctx: Ctx, d: DelayedTrigger, spell: ObjectId, player: PlayerId): boolean {
  const obj = peek(ctx, spell);
  return (
    !!obj && player === d.controller && matchesFilter(ctx, obj, { ...d.nextCast, zone: 'stack' }, d.controller, null)
  );
}

/**
 * Whether a delayed trigger with a duration (`whenever`, CR 603.7c) has ended by `ev`: "until end
 * of turn" and "this turn" end in the cleanup step of the turn it was made in (514.2), or once
 * that turn is over; "until your next turn" as its controller's next turn begins (500.5).
 */
function ended(ctx: Ctx, d: DelayedTrigger, ev: GameEvent): boolean {
  if (d.until === 'yourNextTurn')
    return ev.type === 'TurnBegan' && ev.active === d.controller && ev.number > d.afterTurn;
  return ctx.s.turn.number !== d.afterTurn || (ev.type === 'Note' && 'rule' in ev && ev.rule === RULE.cleanupDamage);
}

/**
 * Queues the triggered ability of each delayed trigger with a duration that `ev` triggers (CR
 * 603.7c), as its source's would be (CR 603.2, the same detectors), controlled by the delayed
 * trigger's controller (603.7d). The source is watched as it is now, or as it last existed if
 * it has left its zone (603.7e); "this creature" still names only that object (400.7).
 */
function fireWhenever(ctx: Ctx, ev: GameEvent, list: DelayedTrigger[]): void {
  const kinds = kindsLookingAt(ev.type);
  if (!kinds) return;
  for (const d of list) {
    const spec = d.whenever;
    if (!spec || !kinds.has(spec.on.event)) continue;
    const obj = peek(ctx, d.source) ?? getLki(ctx.s, d.source)?.object;
    if (!obj) continue;
    const w: Watcher = {
      id: d.source,
      obj: { ...obj, controller: d.controller },
      lki: false,
      moved: false,
      ...(d.watch ? { watched: d.watch } : {}),
    };
    for (const data of detectorOf(spec.on.event).match(ctx, ev, spec.on as never, w))
      for (let k = TRIGGER_TIMES.of?.(ctx, ev, spec, w, data, true) ?? 1; k > 0; k--)
        queueTrigger(ctx, w, DELAYED_ABILITY_INDEX, spec, data, true);
  }
}

/** The ability index a delayed trigger's triggered ability is queued with (it is no card's, 603.7). */
const DELAYED_ABILITY_INDEX = -1;

/**
 * "When it dies or is exiled, return it to the battlefield tapped" (earthbend, CR 701.66a): the
 * object it waits for left the battlefield — for a graveyard as a creature (dies, 700.4) or for
 * exile — so it triggers, once, with the card in its new zone as the trigger data `card`. Left
 * for any other zone, that object is gone for good (400.7): the trigger can never happen.
 */
function fireDiesOrExiled(ctx: Ctx, ev: GameEvent): void {
  if (ev.type !== 'ZoneChanged' || ev.from.zone !== 'battlefield') return;
  const list = ctx.s.delayedTriggers;
  const left = list.filter((d) => d.diesOrExiled === ev.from.objectId);
  if (!left.length) return;
  ctx.s.delayedTriggers = list.filter((d) => !left.includes(d));
  const to = ev.to.zone;
  for (const d of left) {
    const fires = to === 'exile' || (to === 'graveyard' && wasCreature(ctx, ev.from.objectId, d.controller));
    if (fires) queueDelayed(ctx, { ...d, trigger: { ...d.trigger, card: ev.to.objectId } }, [d.source, ev.to.objectId]);
  }
}

/** Drops the event delayed triggers of past turns, and queues those `ev` triggers. */
function fireEventDelayed(ctx: Ctx, ev: GameEvent): void {
  const all = ctx.s.delayedTriggers;
  if (all.some((d) => d.whenever)) {
    const live = all.filter((d) => !d.whenever || !ended(ctx, d, ev));
    if (live.length !== all.length) ctx.s.delayedTriggers = live;
    fireWhenever(ctx, ev, live);
  }
  fireDiesOrExiled(ctx, ev);
  const list = ctx.s.delayedTriggers;
  if (!list.some((d) => d.dies || d.nextCast)) return;
  const turn = ctx.s.turn.number;
  const died = ev.type === 'ZoneChanged' && ev.from.zone === 'battlefield' && ev.to.zone === 'graveyard';
  const due = died
    ? list.filter((d) => d.dies === ev.from.objectId && d.afterTurn === turn && wasCreature(ctx, d.dies, d.controller))
    : [];
  // CR 601.2i: a spell becomes cast (a cast copy too); a copy put on the stack without being
  // cast is not (707.10, event SpellCopied).
  const cast =
    ev.type === 'SpellCast'
      ? list.filter((d) => d.nextCast && d.afterTurn === turn && castMatches(ctx, d, ev.objectId, ev.player))
      : [];
  const kept = list.filter(
    (d) => !due.includes(d) && !cast.includes(d) && ((!d.dies && !d.nextCast) || d.afterTurn === turn),
  );
  if (kept.length !== list.length) ctx.s.delayedTriggers = kept;
  // "return that card to the battlefield": the card in the graveyard it went to, as the trigger
  // data `card` (the event names the new object, CR 400.7, 603.7c).
  const card = ev.type === 'ZoneChanged' ? ev.to.objectId : undefined;
  for (const d of due)
    queueDelayed(ctx, card ? { ...d, trigger: { ...d.trigger, card } } : d, [d.source, d.dies as ObjectId]);
  // "that spell" is the spell cast (trigger data `spell`), beside the creating ability's data (603.7c).
  if (ev.type === 'SpellCast')
    for (const d of cast)
      queueDelayed(ctx, { ...d, trigger: { ...d.trigger, spell: ev.objectId } }, [d.source, ev.objectId]);
}

EVENT_DELAYED.fire = fireEventDelayed;
