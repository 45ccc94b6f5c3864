/**
 * The amounts and conditions whose code loads with the cards that use them (CR 611.3a for a
 * static ability's "as long as" and numbers, 608.2c for a resolving one's): "for each creature
 * that died this turn", party size (700.8), delirium's card types (205.2a), domain (305.6),
 * formidable's total power (208.1), raid (508.1), revolt, "you gained life this turn" (119.3) …
 * Both evaluators — a static ability's (./static-values.ts) and a resolving spell's or ability's
 * (../resolution/refs.ts) — ask this registry last, through a {@link ValueEnv} that names
 * objects and players their own way. ../every-step.ts installs the kinds
 * (./value-kind-table.ts); ../steps-ready.ts loads them before cards that use one are played.
 * Evaluating one before it is installed throws an error that says so.
 */
import type { Ctx } from '../state/context';
import type { Amount, Condition, ObjectFilter, Ref } from '../state/card-def';
import type { EntityId, GameObject, PlayerId } from '../state/types';
import type { Reader } from './reader';

/** What a lazily loaded amount or condition reads, from the evaluator that asks. */
export interface ValueEnv {
  ctx: Ctx;
  read: Reader;
  /** "you": the controller of the static ability's source, or of the resolving spell or ability. */
  you: PlayerId;
  /** Every object matching a filter now, relative to "you" ("you control"). */
  matching(f: ObjectFilter): readonly GameObject[];
  /** The ids a reference names, those of objects that are gone included (CR 400.7: as the object each was). */
  ids(ref: Ref): EntityId[];
  /** The objects a reference names that exist now. */
  objects(ref: Ref): GameObject[];
  /** The players a reference names. */
  players(ref: Ref): PlayerId[];
}

type Keyed<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U : never) : never;

/** The amount kinds that load with their cards (keys of `Amount`). */
export const LAZY_AMOUNT_KINDS = [
  'partySize',
  'opponents',
  'opponentsAttackedThisCombat',
  'cardTypesAmong',
  'basicLandTypesAmong',
  'colorsAmong',
  'colorsOf',
  'devotion',
  'spellsCastLastTurn',
  'totalPower',
  'greatestPower',
  'greatestManaValue',
  'distinctPowers',
  'distinctManaValues',
  'blockersOf',
  'creaturesDied',
  'cardsDrawnThisTurn',
  'spellsCastThisTurn',
  'descendedThisTurn',
  'discardedThisTurn',
  'enteredUnderThisTurn',
  'attackersThisTurn',
  'lifeChangedThisTurn',
  'manaSpent',
  'poisonCounters',
  'speedOf',
  'varMatching',
] as const;

/** The condition kinds that load with their cards (keys of `Condition`). */
export const LAZY_CONDITION_KINDS = [
  'attackedThisTurn',
  'dealtDamageThisTurn',
  'controlledSinceTurnBegan',
  'playerAttackedThisTurn',
  'creatureAttacking',
  'gainedLifeThisTurn',
  'playerDealtDamageThisTurn',
  'lifeThisTurn',
  'permanentLeftThisTurn',
  'enteredThisTurn',
  'cameUnderControlSinceLastUpkeep',
  'isMonarch',
  'noMonarch',
  'dayNight',
  'completedDungeon',
  'hasInitiative',
  'citysBlessing',
  'maxSpeed',
  'wasCastFrom',
  'castInYourMainPhase',
  'activePlayer',
  'isToken',
  'lastKnown',
  'sharesCreatureType',
  'combatDamageByYours',
  'defendingPlayer',
  'controlsGreatest',
  'solved',
] as const;

/** The evaluators of the lazily loaded amounts, by key. */
export type AmountKinds = {
  [K in (typeof LAZY_AMOUNT_KINDS)[number]]: (a: Keyed<Exclude<Amount, number>, K>, env: ValueEnv) => number;
};
/** The evaluators of the lazily loaded conditions, by key. */
export type ConditionKinds = {
  [K in (typeof LAZY_CONDITION_KINDS)[number]]: (c: Keyed<Condition, K>, env: ValueEnv) => boolean;
};

/** Every key of an amount or condition kind that loads with its cards. */
export const LAZY_VALUE_KEYS: ReadonlySet<string> = new Set<string>([...LAZY_AMOUNT_KINDS, ...LAZY_CONDITION_KINDS]);

const kinds: Record<string, ((v: never, env: ValueEnv) => number | boolean) | undefined> = {};

/** Installs the lazily loaded evaluators (../every-step.ts does, once). */
export function installValueKinds(amounts: AmountKinds, conditions: ConditionKinds): void {
  Object.assign(kinds, amounts, conditions);
}

/** True once the lazily loaded amounts and conditions are installed. */
export function valueKindsInstalled(): boolean {
  return kinds.partySize !== undefined;
}

/**
 * Evaluates `v` (an amount or a condition) if it is one of the kinds that load with their cards;
 * undefined if it is not. `env` is called only then. Throws if the kind is not installed.
 */
export function lazyValue(v: object, env: () => ValueEnv): number | boolean | undefined {
  for (const key in v) {
    if (!LAZY_VALUE_KEYS.has(key)) continue;
    const f = kinds[key];
    if (!f) throw new Error(`"${key}" can't be evaluated: its part of the rules engine is not loaded`);
    return f(v as never, env());
  }
  return undefined;
}
