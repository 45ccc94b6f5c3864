/**
 * Reading and replacing zone lists (CR 400.1): the battlefield and the stack are shared, the
 * other zones are each player's own. Zone lists are never changed in place, only replaced, so
 * a list's identity says whether the zone changed (board-cache.ts relies on it).
 */
import type { Ctx } from './context';
import type { ObjectId, PlayerId, ZoneName } from './types';

/**
 * Replaces a zone's list with a new plain array (the only way zone lists are written).
 * Performance: a new array in the draft is not proxied, so big zones are never searched
 * through draft traps, and reads of unwritten zones come from the previous state.
 */
export function setZone(ctx: Ctx, zone: ZoneName, player: PlayerId, ids: ObjectId[]): void {
  if (zone === 'battlefield') ctx.s.battlefield = ids;
  else if (zone === 'stack') ctx.s.stack = ids;
  else ctx.s.players[player][zone] = ids;
}

/** A zone's id list, for reading only (zone lists are replaced, never changed in place). */
export function readZone(ctx: Ctx, zone: ZoneName, player: PlayerId = 'p1'): readonly ObjectId[] {
  if (zone === 'stack') return ctx.s.stack;
  if (zone === 'battlefield') return ctx.s.battlefield;
  return ctx.s.players[player][zone] ?? [];
}
