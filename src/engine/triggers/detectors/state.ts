/**
 * State triggers (CR 603.8) look at the game state, not at events: they are checked at each
 * priority checkpoint by `triggers/state-check.ts`. Their entry in the trigger table has no
 * events to look at.
 */
import { RULE } from '../../state/rules';
import type { TriggerDetector } from '../watcher';

export const state: TriggerDetector<'state'> = {
  rule: RULE.stateTrigger,
  events: [],
  match: () => [],
};
