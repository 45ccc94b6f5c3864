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
 * keeps that one's trigger data, targets and named results (603.7c).
 * Installed by ../every-step.ts with the cards that use it, not with the engine.
 */
import { matchesFilter } from '../derived/filters';
import { peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { getLki } from '../state/object-table';
import type { DelayedTrigger, ObjectId, PlayerId } from '../state/types';
import { EVENT_DELAYED, queueDelayed } from './delayed';

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

/** Drops the event delayed triggers of past turns, and queues those `ev` triggers. */
function fireEventDelayed(ctx: Ctx, ev: GameEvent): void {
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
  for (const d of due) queueDelayed(ctx, d, [d.source, d.dies as ObjectId]);
  // "that spell" is the spell cast (trigger data `spell`), beside the creating ability's data (603.7c).
  if (ev.type === 'SpellCast')
    for (const d of cast)
      queueDelayed(ctx, { ...d, trigger: { ...d.trigger, spell: ev.objectId } }, [d.source, ev.objectId]);
}

EVENT_DELAYED.fire = fireEventDelayed;
