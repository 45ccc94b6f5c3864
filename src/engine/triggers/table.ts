/**
 * The trigger table (DESIGN "Handler tables keyed by kind"): one detector per kind of trigger
 * event, each with its rule and the engine events it looks at. The table's type lists every
 * `TriggerSpec` event kind, so a new kind can't compile without a detector.
 */
import type { TriggerEvent } from '../state/card-def';
import type { EventType } from '../state/events';
import { attacks, attacksUnblocked, becomesBlocked, blocks } from './detectors/combat';
import { dealsDamage, dealtDamage } from './detectors/damage';
import { spellCast } from './detectors/spell-cast';
import { state } from './detectors/state';
import { step } from './detectors/step';
import { becomesTapped, becomesUntapped, tappedForMana } from './detectors/tapped';
import { cardDrawn } from './detectors/draw';
import { discarded } from './detectors/discard';
import { crime } from './detectors/crime';
import { keywordAction } from './detectors/keyword-action';
import { zoneChange } from './detectors/zone-change';
import { lifeGained } from './detectors/life';
import { becomesTarget } from './detectors/target';
import { chapter } from './detectors/chapter';
import { becomesLevel } from './detectors/level';
import { lastCounterRemoved } from './detectors/counters';
import { turnedFaceUp } from './detectors/face-up';
import type { TriggerTable } from './watcher';

/** Every kind of trigger event, with its rule and detector. */
export const TRIGGER_TABLE: TriggerTable = {
  zoneChange,
  step,
  spellCast,
  becomesTapped,
  becomesUntapped,
  tappedForMana,
  attacks,
  blocks,
  becomesBlocked,
  attacksUnblocked,
  dealsDamage,
  dealtDamage,
  lifeGained,
  cardDrawn,
  discarded,
  crime,
  keywordAction,
  becomesTarget,
  chapter,
  becomesLevel,
  lastCounterRemoved,
  turnedFaceUp,
  state,
};

/** The kinds of trigger event the table detects (for the handler-coverage test). */
export const TRIGGER_KINDS = Object.keys(TRIGGER_TABLE) as TriggerEvent[];

/** For each engine event type, the trigger kinds that look at it. */
export const KINDS_BY_EVENT: Partial<Record<EventType, ReadonlySet<TriggerEvent>>> = (() => {
  const out: Partial<Record<EventType, Set<TriggerEvent>>> = {};
  for (const kind of TRIGGER_KINDS) for (const ev of TRIGGER_TABLE[kind].events) (out[ev] ??= new Set()).add(kind);
  return out;
})();
