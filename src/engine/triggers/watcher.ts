/**
 * What trigger detection works with: a watcher (an object whose triggered abilities look at
 * an event), the trigger data handed to a triggered ability, and the shape of a detector in
 * the trigger table.
 */
import type { TriggerEvent, TriggerSpec } from '../state/card-def';
import type { Ctx } from '../state/context';
import type { EventType, GameEvent } from '../state/events';
import type { RuleNumber } from '../state/rules';
import type { GameObject, ObjectId, PendingTrigger } from '../state/types';

/** Data from the event that triggered an ability (keys: see vocabulary/triggers.ts). */
export type TriggerData = PendingTrigger['trigger'];

/**
 * An object whose triggered abilities look at an event: a permanent on the battlefield, a
 * permanent that has just left it (`lki`: seen as it last existed there, for
 * leaves-the-battlefield abilities that look back in time, CR 603.10a), or a card that has just
 * moved between other zones (`moved`: only its own "when this card is put into ..." abilities).
 */
export interface Watcher {
  id: ObjectId;
  obj: GameObject;
  lki: boolean;
  moved: boolean;
  /** For a delayed triggered ability: the object its `watched` subject names (CR 603.7c). */
  watched?: ObjectId;
  /** A card in a graveyard, watching with only its abilities that work there (`TriggeredSpec.zone`, CR 113.6). */
  graveyard?: true;
}

/** The trigger spec of kind `E`. */
export type TriggerOf<E extends TriggerEvent> = Extract<TriggerSpec, { event: E }>;

/**
 * How one kind of trigger event is detected (CR 603.2): the rule it follows, the engine events
 * it looks at, and `match`, which gives the trigger data once for each time the event triggers
 * the watcher's ability (CR 603.2c: once per occurrence), or nothing.
 */
export interface TriggerDetector<E extends TriggerEvent> {
  rule: RuleNumber;
  events: readonly EventType[];
  match(ctx: Ctx, ev: GameEvent, spec: TriggerOf<E>, w: Watcher): TriggerData[];
  /**
   * The step that puts abilities of this kind on the way to the stack itself, for a kind no
   * event is watched for (a dungeon's room ability, CR 309.4c: the venture step): `events` is
   * then empty and `match` finds nothing.
   */
  placedBy?: string;
}

/** The trigger table: one detector per kind of trigger event, so a new kind can't compile unwired. */
export type TriggerTable = { [E in TriggerEvent]: TriggerDetector<E> };

/**
 * For "one or more …" triggers (CR 603.2c): whether `ev` is the first event of the batch it came
 * in (`ctx.together`: what happened at the same time) that `matches` accepts, so the ability
 * triggers once for the batch. An event outside a batch is its own batch.
 */
export function firstOfBatch(ctx: Ctx, ev: GameEvent, matches: (e: GameEvent) => boolean): boolean {
  for (const e of ctx.together ?? [ev]) {
    if (e === ev) return true;
    if (matches(e)) return false;
  }
  return true;
}
