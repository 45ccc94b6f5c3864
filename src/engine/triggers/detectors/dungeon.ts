/**
 * A dungeon's room abilities (CR 309.4c) are put on the way to the stack by the venture step
 * itself (resolution/steps/dungeon.ts) as the marker moves: no engine event is watched for them.
 * "Whenever you complete a dungeon" (309.7) watches for the player completing one.
 */
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';

export const room: TriggerDetector<'room'> = {
  rule: RULE.roomAbility,
  events: [],
  placedBy: 'resolution/steps/dungeon.ts',
  match: () => [],
};

export const dungeonCompleted: TriggerDetector<'dungeonCompleted'> = {
  rule: RULE.dungeonCompleted,
  events: ['DungeonCompleted'],
  match(_ctx, ev, _spec, w) {
    if (ev.type !== 'DungeonCompleted' || w.lki || ev.player !== w.obj.controller) return [];
    return [{ player: ev.player }];
  },
};
