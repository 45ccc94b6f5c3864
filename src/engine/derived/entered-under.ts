/**
 * The permanents that entered the battlefield this turn under a player's control, by what each was
 * as it entered (CR 400.7, 603.10), as ../triggers/entered-kinds.ts records them: "two or more
 * nonland permanents entered the battlefield under your control this turn", "you had another
 * creature enter the battlefield under your control this turn". Loads with the amounts that read it.
 */
import type { Ctx } from '../state/context';
import type { ObjectId, PlayerId } from '../state/types';

/** The number a per-object record stores for the player the object entered under. */
export const playerNumber = (p: PlayerId): number => (p === 'p1' ? 1 : 2);

/**
 * How many permanents entered the battlefield this turn under `player`'s control with each of
 * `kinds` (one with two of them counts twice: the compiler reads a list of kinds only where any
 * one is enough), less those with `minus`, and without the object `notSource`'s part.
 */
export function enteredUnderThisTurn(
  ctx: Ctx,
  player: PlayerId,
  kinds: readonly string[],
  minus: string | undefined,
  notSource: ObjectId | null,
): number {
  const flags = ctx.s.turnFlags;
  const count = (key: string): number => {
    const n = flags[key];
    return typeof n === 'number' ? n : 0;
  };
  const was = (id: ObjectId, kind: string): boolean => flags[`enteredAs:${id}:${kind}`] === playerNumber(player);
  let n = kinds.reduce((sum, k) => sum + count(`enteredAs:${player}:${k}`), 0);
  if (minus) n -= count(`enteredAs:${player}:${minus}`);
  // The source's own part of the count: once for each kind it entered with, less its `minus`.
  if (notSource) n -= kinds.filter((k) => was(notSource, k)).length - (minus && was(notSource, minus) ? 1 : 0);
  return Math.max(0, n);
}
