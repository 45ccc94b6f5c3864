/**
 * What prowl and freerunning read (CR 702.76a, 702.173a): as a source deals combat damage to a
 * player (510.2), the turn record notes `combatHitBy:<controller>:<subtype>` for each of its
 * subtypes and `combatHitByCommander:<controller>` when it is a commander (903.3), as it is then.
 * Loaded with the cards that have prowl or freerunning (../steps-ready.ts) and installed into
 * ./damage.ts: a game without them records nothing.
 */
import { characteristics } from '../derived/characteristics';
import type { Ctx } from '../state/context';
import type { GameObject } from '../state/types';
import { LAZY_DAMAGE } from './damage';

/** Notes that `source` dealt combat damage to a player this turn (see the module comment). */
function noteCombatDamageToPlayer(ctx: Ctx, source: GameObject): void {
  const by = source.controller;
  for (const t of characteristics(ctx, source).subtypes) ctx.s.turnFlags[`combatHitBy:${by}:${t}`] = true;
  if (source.cardId && ctx.s.commanders?.includes(source.cardId)) ctx.s.turnFlags[`combatHitByCommander:${by}`] = true;
}

LAZY_DAMAGE.combatToPlayer = noteCombatDamageToPlayer;
