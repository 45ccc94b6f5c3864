/**
 * What abilities ask about this turn that only the amounts and conditions loaded with their
 * cards read (../derived/value-kind-table.ts): the readers of the flags ./turn-record.ts keeps
 * (its header lists them and the rules).
 */
import type { Ctx } from './context';
import type { GameObject, ObjectId, PlayerId } from './types';

/** Whether the object `id` was declared as an attacker this turn (CR 508.1). */
export function attackedThisTurn(ctx: Ctx, id: ObjectId): boolean {
  return !!ctx.s.turnFlags[`attacked:${id}`];
}

/**
 * How many creatures `player` declared as attackers this turn (CR 508.1), each once (another
 * combat's attack counts the creature once, and a new object after a zone change is another
 * creature, 400.7). Only the active player declares attackers (508.1), so every creature that
 * attacked this turn was theirs to declare.
 */
export function attackersThisTurn(ctx: Ctx, player: PlayerId): number {
  if (ctx.s.turn.active !== player) return 0;
  return Object.keys(ctx.s.turnFlags).filter((k) => k.startsWith('attacked:')).length;
}

/** Whether `player` declared one or more attackers this turn (CR 508.1: "you attacked this turn"). */
export function playerAttackedThisTurn(ctx: Ctx, player: PlayerId): boolean {
  return !!ctx.s.turnFlags[`attackedBy:${player}`];
}

export { damagedThisTurn, enteredThisTurn } from './turn-record';

/**
 * Whether `obj` has been under `player`'s control continuously since `player`'s most recent
 * turn began (CR 302.6; two players alternate turns).
 */
export function controlledSinceTurnBegan(ctx: Ctx, obj: GameObject, player: PlayerId): boolean {
  const t = ctx.s.turn;
  const mostRecent = t.active === player ? t.number : t.number - 1;
  return obj.controller === player && obj.controlSince < mostRecent;
}

/** How much life `player` gained this turn, in all (CR 119.3): "you gained 3 or more life this turn". */
export function lifeGainedAmountThisTurn(ctx: Ctx, player: PlayerId): number {
  const n = ctx.s.turnFlags[`lifeGained:${player}`];
  return typeof n === 'number' ? n : 0;
}

/** Whether a permanent left the battlefield under `player`'s control this turn (revolt's condition). */
export function permanentLeftThisTurn(ctx: Ctx, player: PlayerId): boolean {
  return !!ctx.s.turnFlags[`leftUnder:${player}`];
}

/** Whether `player` gained life this turn (CR 119.3). */
export function lifeGainedThisTurn(ctx: Ctx, player: PlayerId): boolean {
  return !!ctx.s.turnFlags[`gainedLife:${player}`];
}

/**
 * Echo's test (CR 702.30a): whether `obj` came under `player`'s control since the beginning of
 * `player`'s last upkeep — the upkeep of their turn before the current one (no object comes under
 * a player's control in an untap step, in which no player gets priority, 502.4), so `obj` is
 * theirs and its `controlSince` is that turn or later. Without a record of that turn (a scenario
 * opened mid-game), turns are taken to alternate. Only asked during `player`'s own upkeep.
 */
export function cameUnderControlSinceLastUpkeep(ctx: Ctx, obj: GameObject, player: PlayerId): boolean {
  const t = ctx.s.turn;
  const current = t.active === player ? t.number : t.number - 1;
  const last = t.previousTurnOf?.[player] ?? current - 2;
  return obj.controller === player && obj.controlSince >= last;
}

/** How many cards `player` discarded this turn (CR 701.9a), counted in every game (triggers/turn-history.ts). */
export function discardedThisTurn(ctx: Ctx, player: PlayerId): number {
  const n = ctx.s.turnFlags[`discards:${player}`];
  return typeof n === 'number' ? n : 0;
}

/** How many times `player` descended this turn: a permanent card put into their graveyard (CR 700.11). */
export function descendedThisTurn(ctx: Ctx, player: PlayerId): number {
  const n = ctx.s.turnFlags[`descended:${player}`];
  return typeof n === 'number' ? n : 0;
}

/**
 * How many spells each player cast during the previous turn (CR 601.2i), from the record
 * turn/last-turn-casts.ts keeps; a turn before the record began (a scenario opened mid-game)
 * counts none.
 */
export function spellsCastLastTurn(ctx: Ctx): Partial<Record<PlayerId, number>> {
  const rec = ctx.s.castRecord;
  const now = ctx.s.turn.number;
  if (!rec) return {};
  if (rec.turn === now - 1) return rec.counts;
  return rec.turn === now ? (rec.prev ?? {}) : {};
}
