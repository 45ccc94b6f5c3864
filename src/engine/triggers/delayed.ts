/**
 * Delayed triggered abilities (CR 603.7): each triggers the first time its moment comes after
 * it was created — the beginning of the next upkeep (or of its controller's next upkeep), of the next end step, or of the end of
 * combat step (CR 511.2) — once, and then it is gone (603.7c). It keeps the creating ability's
 * trigger data and targets.
 */
import type { DelayedMoment } from '../state/card-def';
import { emit, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { GameEvent } from '../state/events';
import type { DelayedTrigger, EntityId, Step } from '../state/types';

/** The step whose beginning each delayed moment waits for. */
export const DELAYED_STEP: Record<DelayedMoment, Step> = {
  nextUpkeep: 'upkeep',
  yourNextUpkeep: 'upkeep',
  nextEndStep: 'end',
  endOfCombat: 'endCombat',
};

/**
 * The watcher of delayed triggers that wait for an event ("When that creature dies this turn"),
 * installed with the cards that use them (delayed-events.ts); the engine calls it on every event.
 */
export const EVENT_DELAYED: { fire?: (ctx: Ctx, ev: GameEvent) => void } = {};

/**
 * The watcher of the triggered abilities the game's rules give a designation, with no source
 * (the monarch's, CR 724.2; the initiative's, 725.2), installed with the cards that can make one
 * (triggers/monarch.ts, triggers/initiative.ts, turn/battles.ts, sba/dungeons.ts: each adds its watcher
 * after the ones installed before it, triggers/rule-triggers.ts's `addRuleTrigger`).
 */
export const RULE_TRIGGERS: { fire?: (ctx: Ctx, ev: GameEvent) => void } = {};

/** Puts the delayed triggers waiting for the beginning of `step` into `pendingTriggers`. */
export function fireDelayed(ctx: Ctx, step: Step): void {
  // "your next upkeep" waits for an upkeep of the delayed trigger's controller (rebound, CR 702.88a).
  const due = ctx.s.delayedTriggers.filter(
    (d) => !!d.at && DELAYED_STEP[d.at] === step && (d.at !== 'yourNextUpkeep' || ctx.s.turn.active === d.controller),
  );
  if (!due.length) return;
  ctx.s.delayedTriggers = ctx.s.delayedTriggers.filter((d) => !due.includes(d));
  for (const d of due) queueDelayed(ctx, d, [d.source]);
}

/**
 * Puts a delayed trigger whose moment came into `pendingTriggers` (CR 603.7c: with the creating
 * ability's trigger data, targets and named results) and says so; `objects`: what the log names.
 */
export function queueDelayed(ctx: Ctx, d: DelayedTrigger, objects: EntityId[]): void {
  ctx.s.pendingTriggers.push({
    source: d.source,
    sourceName: d.sourceName,
    def: '',
    abilityIndex: -1,
    controller: d.controller,
    trigger: { ...(d.trigger ?? {}) },
    steps: d.steps,
    condition: null,
    text: d.text,
    targets: (d.targets ?? []).map((s) => [...s]),
    ...(d.vars ? { vars: d.vars } : {}),
  });
  emit(ctx, {
    type: 'AbilityTriggered',
    source: d.source,
    player: d.controller,
    rule: RULE.delayedTrigger,
    objects,
    cards: [],
    text: `${d.sourceName}'s delayed trigger triggered: "${d.text}"`,
  });
}
