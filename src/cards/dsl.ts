/**
 * Small shared fragments of the card vocabulary, so card files stay short and read like
 * their Oracle text. Everything here is plain data built from `src/engine/card-def.ts`.
 */
import {
  ANY_TARGET,
  type ActivatedSpec,
  type ManaType,
  type ObjectFilter,
  type Ref,
  type TargetFilter,
  type TargetSpec,
} from '../engine';

/** `{T}: Add {M}.` — a basic mana ability (CR 605.1a). */
export function tapForMana(m: ManaType): ActivatedSpec {
  return { cost: { tap: true }, mana: { kind: 'fixed', mana: [m] }, text: `{T}: Add {${m}}.` };
}

/** One target slot. */
export function target(filter: TargetFilter, label: string, min = 1, max = 1): TargetSpec {
  return { filter, label, min, max };
}

/** "any target" (CR 115.4). */
export const anyTarget: TargetSpec = target(ANY_TARGET, 'any target');
/** "target creature". */
export const targetCreature: TargetSpec = target({ objects: { types: ['creature'] } }, 'target creature');
/** "target player". */
export const targetPlayer: TargetSpec = target({ players: true }, 'target player');

/** A creature you control (sacrifice costs). */
export const creatureYouControl: ObjectFilter = { types: ['creature'], controller: 'you' };

export const FIRST_TARGET: Ref = { ref: 'target', slot: 0 };
export const YOU: Ref = { ref: 'you' };
export const SOURCE: Ref = { ref: 'source' };
