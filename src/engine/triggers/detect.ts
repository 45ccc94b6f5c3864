/**
 * Trigger detection (CR 603.2): installed as the context's event listener, it looks at each
 * event as it happens (or, for a simultaneous event, once all of it has happened), asks the
 * detector of each triggered ability that could care (the installed part of the trigger table,
 * registry.ts), and queues what
 * triggers. Who watches: the permanents on the battlefield with triggered abilities; for an
 * object leaving the battlefield also that object and every other permanent that left at the
 * same time, as they last existed there (CR 603.10a); for a card moving between other zones,
 * that card itself. Delayed triggers wait for their step (603.7).
 */
import { GRANTED_ABILITY_BASE } from '../derived/abilities';
import { grantedAbilitiesOf } from '../derived/characteristics';
import { hasAtLevel } from '../derived/class-level';
import { defOf, peek, type Ctx } from '../state/context';
import { staticIndex } from '../derived/statics';
import type { GameEvent } from '../state/events';
import { getLki } from '../state/object-table';
import type { ObjectId } from '../state/types';
import type { TriggeredSpec } from '../state/card-def';
import { EVENT_DELAYED, fireDelayed, RULE_TRIGGERS } from './delayed';
import { noteTurnHistory } from './turn-history';
import { queueTrigger } from './queue';
import { detectorOf, everyDetectorInstalled, kindsLookingAt } from './registry';
import type { TriggerData, Watcher } from './watcher';

/** Permanents that left the battlefield in the event being looked at (itself, and the rest of a simultaneous event). */
function leftTogether(ctx: Ctx, ev: GameEvent & { type: 'ZoneChanged' }): ObjectId[] {
  const out = [ev.from.objectId];
  for (const e of ctx.together ?? []) {
    if (e !== ev && e.type === 'ZoneChanged' && e.from.zone === 'battlefield') out.push(e.from.objectId);
  }
  return out;
}

/**
 * The cards in graveyards whose triggered abilities work there (CR 113.6), added to an event's
 * watchers once triggers/graveyard-watchers.ts is loaded (with a card that has one, steps-ready.ts).
 */
export const GRAVEYARD_WATCHERS: { add?: (ctx: Ctx, ev: GameEvent, out: Watcher[]) => void } = {};

/**
 * How many times an event triggers an ability (CR 603.2d: "triggers an additional time"; none
 * where "… entering don't cause abilities to trigger"): 1 until triggers/trigger-times.ts,
 * loaded with the cards whose static abilities change it, installs itself.
 */
export const TRIGGER_TIMES: {
  of?: (ctx: Ctx, ev: GameEvent, spec: TriggeredSpec, w: Watcher, data: TriggerData, delayed?: true) => number;
} = {};

/** Whether a triggered ability is "When you cast this spell" (it triggers from the stack). */
const castSelf = (spec: TriggeredSpec): boolean => spec.on.event === 'spellCast' && !!spec.on.self;

/** The watchers of an event. */
function watchers(ctx: Ctx, ev: GameEvent): Watcher[] {
  const out: Watcher[] = [];
  for (const id of staticIndex(ctx).triggerSources) {
    const o = peek(ctx, id);
    if (o) out.push({ id, obj: o, lki: false, moved: false });
  }
  // "When you cast this spell" (CR 601.2i): the spell itself watches its own casting.
  if (ev.type === 'SpellCast') {
    const o = peek(ctx, ev.objectId);
    if (o && defOf(ctx, o).triggered?.some(castSelf)) out.push({ id: o.id, obj: o, lki: false, moved: true });
  }
  GRAVEYARD_WATCHERS.add?.(ctx, ev, out);
  if (ev.type !== 'ZoneChanged') return out;
  if (ev.from.zone === 'battlefield') {
    for (const id of leftTogether(ctx, ev)) {
      const snap = getLki(ctx.s, id);
      if (snap && ((!snap.textLost && defOf(ctx, snap.object).triggered?.length) || snap.granted))
        out.push({ id, obj: snap.object, lki: true, moved: false });
    }
  }
  if (ev.from.zone !== 'battlefield' && ev.to.zone !== 'battlefield') {
    const o = peek(ctx, ev.to.objectId);
    if (o && defOf(ctx, o).triggered?.length) out.push({ id: o.id, obj: o, lki: false, moved: true });
  }
  return out;
}

/** Finds and queues the abilities an event triggers (CR 603.2). */
export function detectTriggers(ctx: Ctx, ev: GameEvent): void {
  if (ev.type === 'StepBegan') fireDelayed(ctx, ev.step);
  EVENT_DELAYED.fire?.(ctx, ev);
  noteTurnHistory(ctx, ev);
  RULE_TRIGGERS.fire?.(ctx, ev);
  const kinds = kindsLookingAt(ev.type);
  // With the whole table installed, an event no kind looks at is skipped at once.
  if (!kinds && everyDetectorInstalled()) return;
  for (const w of watchers(ctx, ev)) {
    const look = (spec: TriggeredSpec, i: number, granted: boolean) => {
      // A kind whose detector is not loaded is refused, never left untriggered (registry.ts).
      if (!kinds?.has(spec.on.event)) {
        detectorOf(spec.on.event);
        return;
      }
      // An ability that works only in the graveyard, only there (CR 113.6), and no other there.
      if (!hasAtLevel(w.obj, spec) || !spec.zone !== !w.graveyard) return;
      // The spell just cast watches with only its "When you cast this spell" abilities (CR 113.6).
      if (ev.type === 'SpellCast' && w.id === ev.objectId && !castSelf(spec)) return;
      const detector = detectorOf(spec.on.event);
      for (const data of detector.match(ctx, ev, spec.on as never, w))
        for (let k = TRIGGER_TIMES.of?.(ctx, ev, spec, w, data) ?? 1; k > 0; k--)
          queueTrigger(ctx, w, i, spec, data, granted);
    };
    const def = defOf(ctx, w.obj);
    // Triggered abilities a copy's exceptions add (CR 707.9b: "except it has \"At the beginning of
    // the end step, sacrifice this token.\"") come after its card's own and aren't in the card's
    // definition: their spec travels with the trigger, as a granted one's does.
    const added = w.obj.copyExcept?.abilities?.triggered?.length ?? 0;
    const own = (def.triggered?.length ?? 0) - added;
    // One that had lost its rules text's abilities (CR 305.7, 613.1f) looks back without them.
    if (!w.lki || !getLki(ctx.s, w.id)?.textLost) def.triggered?.forEach((spec, i) => look(spec, i, i >= own));
    // Triggered abilities effects give a permanent (CR 613.1f), numbered as derived/abilities.ts does.
    if (!w.lki && !w.moved)
      grantedAbilitiesOf(ctx, w.obj).forEach((g, k) => {
        if ('triggered' in g.ability) look(g.ability.triggered, GRANTED_ABILITY_BASE + k, true);
      });
    // As it last existed on the battlefield (CR 603.10a): what effects had given it (zones/objects.ts).
    if (w.lki) for (const g of getLki(ctx.s, w.id)?.granted ?? []) look(g.triggered, g.index, true);
  }
}
