/**
 * CR 704.5t (309.7): a dungeon card whose venture marker is on its bottommost room, and that is
 * not the source of a room ability that has triggered but not yet left the stack, is removed
 * from the game by its owner: the dungeon is completed ("if you've completed a dungeon",
 * "Whenever you complete a dungeon"): removed as a `cease` action, and recorded as completed when
 * it ceases to exist (seen through the rules' trigger watcher, ../triggers/delayed.ts). Installed
 * as this module loads (../every-step.ts, with the venture step).
 */
import { defOf, peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import { PLAYERS, type ObjectId } from '../state/types';
import type { GameEvent } from '../state/events';
import { addRuleTrigger } from '../triggers/rule-triggers';
import { completeDungeon, currentDungeon, roomsOf } from '../resolution/steps/dungeon';
import { SBA_CHECKS } from './checks';
import type { SbaRuleCheck } from './plan';

/** Whether a room ability of `dungeon` has triggered and not yet left the stack (704.5t). */
function roomPending(ctx: Ctx, dungeon: ObjectId): boolean {
  if (ctx.s.pendingTriggers.some((t) => t.source === dungeon)) return true;
  return ctx.s.stack.some((id) => ctx.s.abilities[id]?.source === dungeon);
}

const dungeonCompletion: SbaRuleCheck = {
  rule: RULE.sbaDungeon,
  check({ ctx, plan }) {
    for (const player of PLAYERS) {
      const at = currentDungeon(ctx, player);
      const o = at && peek(ctx, at.dungeon);
      if (!at || !o) continue;
      const def = defOf(ctx, o);
      const room = roomsOf(def)[at.room];
      if (!room || room.on.next.length || roomPending(ctx, at.dungeon)) continue;
      plan.push({
        kind: 'cease',
        id: at.dungeon,
        rule: RULE.sbaDungeon,
        why: `${player}'s venture marker is on its last room, ${room.on.name}, and no room ability of it waits on the stack, so it was removed from the game (completed)`,
      });
    }
  },
};

// Installed into the list of checks as this module loads: no code in the engine's first load.
(SBA_CHECKS as SbaRuleCheck[]).push(dungeonCompletion);

/** A dungeon that ceased to exist with a venture marker on it was completed by that player (309.7). */
function completed(ctx: Ctx, ev: GameEvent): void {
  if (ev.type !== 'CeasedToExist') return;
  for (const player of PLAYERS)
    if (ctx.s.venture?.[player]?.dungeon === ev.objectId) completeDungeon(ctx, player, ev.objectId, ev.name);
}

addRuleTrigger(completed);
