/**
 * Prowl's and freerunning's condition (CR 702.76a, 702.173a): "if a player was dealt combat damage
 * this turn by a source that, at the time it dealt that damage, was under your control and had any
 * of this spell's creature types" (prowl), "… and was an Assassin or a commander" (freerunning).
 * The damage pipeline records, as combat damage is dealt to a player, its source's controller, its
 * subtypes and whether it was a commander (zones/damage.ts, state/turn-record.ts); this reads that
 * record. Loaded with the cards that use it (value-kind-table.ts).
 */
import type { Ref } from '../state/card-def';
import { isCreatureType } from '../state/creature-types';
import { combatHitByThisTurn } from '../state/turn-record';
import { isPlayerId } from '../state/types';
import type { ValueEnv } from './value-kinds';

/** Whether a source "you" controlled dealt combat damage to a player this turn, of the kind `by` says. */
export function combatDamageByYours(e: ValueEnv, by: { sharesTypeWith: Ref } | { assassinOrCommander: true }): boolean {
  if ('assassinOrCommander' in by)
    return combatHitByThisTurn(e.ctx, e.you, 'Assassin') || combatHitByThisTurn(e.ctx, e.you, null);
  // CR 205.3m: the spell's creature types (a changeling card: every one, 702.73a).
  const o = e.objects(by.sharesTypeWith).find((x) => !isPlayerId(x.id));
  if (!o) return false;
  return e.read
    .chars(e.ctx, o, 'types')
    .subtypes.some((t) => isCreatureType(t) && combatHitByThisTurn(e.ctx, e.you, t));
}
