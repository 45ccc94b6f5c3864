/**
 * The trigger table (DESIGN "Handler tables keyed by kind"): one detector per kind of trigger
 * event, each with its rule and the engine events it looks at. The table's type lists every
 * `TriggerSpec` event kind, so a new kind can't compile without a detector. The engine loads
 * only the core detectors (core-detectors.ts); this whole table is installed by
 * ../every-step.ts with the cards that may use it (registry.ts).
 */
import type { TriggerEvent } from '../state/card-def';
import { attacks, attacksUnblocked, becomesBlocked, blocks } from './detectors/combat';
// "Whenever a creature attacks you" (CR 508.1b), installed into the core attack detector.
import './detectors/attacked';
import './detectors/spell-kinds';
// "For the first time each turn" (CR 603.2): the turn's history, installed into the detectors.
import './first-time';
import { dealsDamage, dealtDamage } from './detectors/damage';
import { spellCast } from './detectors/spell-cast';
import { state } from './detectors/state';
import { step } from './detectors/step';
import { becomesTapped, becomesUntapped, tappedForMana } from './detectors/tapped';
import { cardDrawn } from './detectors/draw';
import { discarded } from './detectors/discard';
import { crime } from './detectors/crime';
import { abilityActivated } from './detectors/activated';
import { enlisted, exertedAttacking, exerts } from './detectors/exert-attacking';
import { expend } from './detectors/expend';
import { lifeLost } from './detectors/life-lost';
import { permanentAction } from './detectors/permanent-action';
import { keywordAction } from './detectors/keyword-action';
import { zoneChange } from './detectors/zone-change';
import { lifeGained } from './detectors/life';
import { landPlayed } from './detectors/land-played';
import { becomesTarget } from './detectors/target';
import { chapter } from './detectors/chapter';
import { becomesLevel } from './detectors/level';
import { countersPut, lastCounterRemoved } from './detectors/counters';
import { turnedFaceUp } from './detectors/face-up';
import { transformed } from './detectors/transformed';
import { setInMotion } from './detectors/set-in-motion';
import { ringTempts } from './detectors/ring';
import { chaosEnsues, planarDieRolled } from './detectors/planar';
import { doorUnlocked, roomFullyUnlocked } from './detectors/door';
import { dungeonCompleted, room } from './detectors/dungeon';
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
  landPlayed,
  cardDrawn,
  discarded,
  crime,
  abilityActivated,
  exertedAttacking,
  exerts,
  enlisted,
  expend,
  lifeLost,
  permanentAction,
  keywordAction,
  becomesTarget,
  chapter,
  becomesLevel,
  lastCounterRemoved,
  countersPut,
  turnedFaceUp,
  transformed,
  setInMotion,
  ringTempts,
  chaosEnsues,
  planarDieRolled,
  doorUnlocked,
  roomFullyUnlocked,
  room,
  dungeonCompleted,
  state,
};

/** The kinds of trigger event the table detects (for the handler-coverage test). */
export const TRIGGER_KINDS = Object.keys(TRIGGER_TABLE) as TriggerEvent[];
