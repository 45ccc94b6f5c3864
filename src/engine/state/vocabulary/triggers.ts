/**
 * Trigger conditions (CR 603): which events a triggered ability looks for. Each event kind
 * has one detector in the engine's trigger table (triggers/). What the event names is handed
 * to the ability as trigger data, read with `{ ref: 'trigger', key }`:
 * `permanent` (the object that entered, left, became tapped, attacked, blocked, became blocked
 * or dealt or was dealt damage; for leaving, its new object in the zone it went to is `card`),
 * `player` (the player whose step it is, who cast, who was dealt damage), `spell`,
 * `attacker` / `blocker`, `amount` (damage dealt, "that much").
 */
import type { Step, ZoneName } from '../ids';
import type { ObjectFilter, SpellFilter } from './filters';

/** Who or what a trigger watches, relative to the source and its controller ("you"). */
export type Subject =
  | 'self'
  | 'enchanted'
  | 'equipped'
  /** Objects matching ("a creature you control", "a land", "another creature"). */
  | { filter: ObjectFilter; other?: boolean };

/** Whose step a "beginning of ..." trigger watches. */
export type StepOwner = 'you' | 'each' | 'opponent' | 'enchantedController';

export type TriggerSpec =
  /** "When X enters", "When X dies", "Whenever a land is put into a graveyard from the battlefield", "leaves the battlefield". */
  | { event: 'zoneChange'; what: Subject; from?: ZoneName; to?: ZoneName }
  /** "At the beginning of your upkeep", "each player's upkeep", "the end step", "end of combat". */
  | { event: 'step'; step: Step; whose: StepOwner }
  /** "Whenever you cast a sorcery spell", "Whenever a player casts a red spell" (CR 601.2i). */
  | { event: 'spellCast'; by: 'you' | 'anyPlayer' | 'opponent'; spellTypes?: string[]; spell?: SpellFilter; cardOnly?: boolean; notFromHand?: boolean }
  /** "Whenever X becomes tapped". */
  | { event: 'becomesTapped'; what?: Subject }
  /** "Whenever enchanted land / a player's land is tapped for mana" (CR 106.12a). */
  | { event: 'tappedForMana'; what: 'enchanted' | 'anyLand' }
  /** "Whenever X attacks" (CR 508.1m); `alone`: "attacks alone" (506.5). */
  | { event: 'attacks'; what: Subject; alone?: boolean }
  /** "Whenever X blocks" (CR 509.1i). */
  | { event: 'blocks'; what: Subject }
  /** "Whenever X becomes blocked" (CR 509.1h). */
  | { event: 'becomesBlocked'; what: Subject }
  /** "Whenever X deals (combat) damage (to a player / an opponent / a creature)" (CR 120). */
  | { event: 'dealsDamage'; what: Subject; to?: 'any' | 'player' | 'opponent' | 'creature'; combat?: boolean }
  /** "Whenever X is dealt damage", "Whenever you're dealt damage". */
  | { event: 'dealtDamage'; what: Subject | 'you' }
  /** @deprecated use `{ event: 'zoneChange', what: 'self', to: 'battlefield' }`. */
  | { event: 'entersBattlefield' }
  /** @deprecated use `{ event: 'zoneChange', what: 'self', from: 'battlefield', to: 'graveyard' }`. */
  | { event: 'putIntoGraveyardFromBattlefield' }
  /** @deprecated use `{ event: 'step', step: 'upkeep', whose: 'you' }`. */
  | { event: 'beginningOfUpkeep'; whose: 'you' }
  /** @deprecated use `{ event: 'attacks', what: { filter: { types: ['creature'], controller: 'you' } }, alone: true }`. */
  | { event: 'attacksAlone' };

/** The kinds of trigger event. */
export type TriggerEvent = TriggerSpec['event'];
