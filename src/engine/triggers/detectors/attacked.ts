/**
 * "Whenever a creature attacks you or a planeswalker you control", "Whenever a creature attacks
 * one of your opponents", "Whenever one or more creatures attack you", "Whenever ~ attacks a
 * player" (not a planeswalker or battle) (CR 506.3, 508.1b, 508.1m):
 * the attack trigger of ./combat.ts sees only the attackers that attack what the trigger names —
 * the watcher's controller, an opponent of them or the player the watcher enchants, or with `planeswalker` also a planeswalker that
 * player controls (the defending player's, as attackers are declared; not a battle). Installed
 * into ./combat.ts as this module loads, with the whole trigger table (../table.ts).
 */
import { hasType } from '../../derived/characteristics';
import { peek, type Ctx } from '../../state/context';
import type { ObjectId, PlayerId } from '../../state/types';
import { ATTACKED } from './combat';
import type { TriggerOf, Watcher } from '../watcher';

/** Whether attacker `id` attacks what `want` names, relative to the watcher's controller. */
function attacksWhom(ctx: Ctx, id: ObjectId, want: NonNullable<TriggerOf<'attacks'>['attacked']>, w: Watcher): boolean {
  const defender = ctx.s.combat?.attackers[id];
  if (!defender) return false;
  // "enchanted player": the player the watcher (a Curse) enchants.
  // "a player": whichever player it attacks (CR 508.1b), so only what it attacks matters below.
  if (
    want.player === 'enchanted'
      ? defender !== w.obj.attachedTo
      : want.player !== 'any' && (defender === w.obj.controller) !== (want.player === 'you')
  )
    return false;
  const attacked = ctx.s.combat?.attacks?.[id];
  if (attacked === undefined) return true;
  const o = want.planeswalker && attacked ? peek(ctx, attacked) : undefined;
  return !!o && hasType(ctx, o, 'planeswalker');
}

/**
 * Whether attacker `id` attacks a player (not a planeswalker or battle) with at least as much life
 * as each other player, as attackers are declared (dethrone, CR 702.105a).
 */
function attacksMostLife(ctx: Ctx, id: ObjectId): boolean {
  const defender = ctx.s.combat?.attackers[id];
  const p = defender ? ctx.s.players[defender as PlayerId] : undefined;
  if (!p || ctx.s.combat?.attacks?.[id] !== undefined) return false;
  return !Object.values(ctx.s.players).some((o) => o.life > p.life);
}

ATTACKED.only = (ctx, attackers, spec, w) => {
  const want = spec.attacked;
  return attackers.filter(
    (id) => (!want || attacksWhom(ctx, id, want, w)) && (!spec.mostLife || attacksMostLife(ctx, id)),
  );
};
