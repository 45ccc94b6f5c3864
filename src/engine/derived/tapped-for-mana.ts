/**
 * What a "tapped for mana" trigger watches (CR 106.12a): the permanent its source Aura enchants
 * ("Whenever enchanted land is tapped for mana"), any land ("Whenever a player taps a land for
 * mana"), or a permanent matching a filter ("Whenever a Mountain is tapped for mana").
 */
import type { TriggerSpec } from '../state/card-def';
import type { Ctx } from '../state/context';
import type { GameObject } from '../state/types';
import { hasType } from './characteristics';
import { matchesFilter } from './filters';

/**
 * Whether `tapped` is what a "tapped for mana" trigger of `source` watches: its host, any land, or
 * a matching permanent (its host only, with `enchanted`).
 */
export function tappedMatches(
  ctx: Ctx,
  what: Extract<TriggerSpec, { event: 'tappedForMana' }>['what'],
  source: GameObject,
  tapped: GameObject,
): boolean {
  if (what === 'enchanted') return source.attachedTo === tapped.id;
  if (what === 'anyLand') return hasType(ctx, tapped, 'land');
  if (what.enchanted && source.attachedTo !== tapped.id) return false;
  return matchesFilter(ctx, tapped, { ...what.filter, zone: 'battlefield' }, source.controller, source.id);
}
