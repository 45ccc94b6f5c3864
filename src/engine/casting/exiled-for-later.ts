/**
 * A card its owner foretold or plotted (CR 702.143a, 702.170a–d), as casting reads it: from
 * exile, on a later turn; a plotted card only as a sorcery. The special actions that exile them
 * are ./foretell-plot.ts, loaded with the cards that have them.
 */
import type { Ctx } from '../state/context';
import type { GameObject, PlayerId } from '../state/types';

/** The special action: foretell (702.143a) or plot (702.170a). */
export type ExileForLater = 'foretell' | 'plot';

/** Whether it is `player`'s main phase with an empty stack: the time they could cast a sorcery (307.1). */
export function sorceryTime(ctx: Ctx, player: PlayerId): boolean {
  const t = ctx.s.turn;
  return t.active === player && (t.step === 'main1' || t.step === 'main2') && !ctx.s.stack.length;
}

/**
 * How `player` may cast `obj` as a card they foretold or plotted (702.143a, 702.170d), or null:
 * its owner, from exile; `now` is false in the turn it was exiled.
 */
export function exiledForLater(
  ctx: Ctx,
  obj: GameObject,
  player: PlayerId,
): { how: ExileForLater; now: boolean } | null {
  const turn = obj.foretold ?? obj.plotted;
  if (turn === undefined || obj.zone !== 'exile' || obj.owner !== player) return null;
  return { how: obj.foretold !== undefined ? 'foretell' : 'plot', now: ctx.s.turn.number > turn };
}
