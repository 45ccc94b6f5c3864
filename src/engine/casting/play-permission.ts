/**
 * Permissions to play cards from exile (or a graveyard) that effects give ("You may play that card this turn",
 * CR 601.3 for casting, 305.1 for a land): who holds one, whether it still holds, and its end —
 * at the end of the turn it was given, at the end of its holder's next turn (extra turns
 * counted as they come, CR 500.7), as its holder's next end step begins (513.1), or as long as
 * the card stays in exile. A card that leaves
 * exile is a new object and has no permission (400.7). Timing and costs still apply: a
 * permission says only where the card may be played from.
 */
import { liveObject, peek, type Ctx } from '../state/context';
import { PLAYERS } from '../state/ids';
import type { GameObject, PlayerId } from '../state/types';

/**
 * Whether a static ability lets `player` play `obj` from where it is now ("You may play lands from
 * your graveyard", CR 305.1): installed by ./zone-permissions.ts, which loads with such cards.
 */
export const LAZY_PLAY: {
  permitted?: (ctx: Ctx, obj: GameObject, player: PlayerId, land: boolean) => boolean;
} = {};

/**
 * Whether `player` may play `obj` from where it is by an effect's permission: cast it
 * (`land` false) or play it as a land (`land` true; a cast-only permission doesn't allow that),
 * now (a permission "on a later turn" doesn't hold in the turn it was given); or by a static
 * ability's ({@link LAZY_PLAY}).
 */
export function playPermitted(ctx: Ctx, obj: GameObject, player: PlayerId, land: boolean): boolean {
  const p = obj.playPermission;
  return (
    (!!p &&
      (obj.zone === 'exile' || obj.zone === 'graveyard') &&
      p.player === player &&
      !(land && p.castOnly) &&
      // "on a later turn" (warp, CR 702.185a): not in the turn it was given.
      (!p.laterTurn || ctx.s.turn.number > p.turn)) ||
    !!LAZY_PLAY.permitted?.(ctx, obj, player, land)
  );
}

/**
 * At the start of a turn (CR 500.1), ends the permissions whose time is over: "this turn" ones
 * from an earlier turn, and "until the end of your next turn" ones whose holder's next turn has
 * ended; marks those whose holder's next turn is the one beginning.
 */
export function endPlayPermissions(ctx: Ctx): void {
  const t = ctx.s.turn;
  for (const p of PLAYERS) {
    for (const id of [...ctx.s.players[p].exile, ...ctx.s.players[p].graveyard]) {
      const perm = peek(ctx, id)?.playPermission;
      if (!perm || perm.until === 'whileExiled' || perm.until === 'yourNextEndStep') continue;
      const obj = liveObject(ctx, id) as GameObject;
      if (perm.until === 'endOfTurn' ? t.number > perm.turn : perm.nextTurnBegun) {
        delete obj.playPermission;
      } else if (perm.until === 'endOfYourNextTurn' && t.active === perm.player && t.number > perm.turn) {
        obj.playPermission = { ...perm, nextTurnBegun: true };
      }
    }
  }
}

/**
 * As an end step begins (CR 513.1), ends the "until your next end step" permissions of the active
 * player: the first end step of their own to begin after the permission was given (one given in
 * their end step lasts until the next one, as it was given after that step began).
 */
export function endPermissionsAtEndStep(ctx: Ctx): void {
  const active = ctx.s.turn.active;
  for (const p of PLAYERS) {
    for (const id of [...ctx.s.players[p].exile, ...ctx.s.players[p].graveyard]) {
      const perm = peek(ctx, id)?.playPermission;
      if (perm?.until !== 'yourNextEndStep' || perm.player !== active) continue;
      delete (liveObject(ctx, id) as GameObject).playPermission;
    }
  }
}
