/**
 * Skipped turns (CR 614.10, 614.10a): "You skip your next turn" (resolution/steps/turns.ts) counts
 * turns to skip; as a new turn would begin, each of those for the player whose turn comes next is
 * used up and the turn after it in order comes next (an extra turn can be skipped too, 500.7).
 * Loaded with the step table (every-step.ts) and installed into ./turn.ts.
 */
import { emit } from '../state/context';
import { RULE } from '../state/rules';
import { SKIPPED_TURNS, takeNextTurn } from './turn';

/**
 * CR 614.10: while the player whose turn comes next has a turn to skip, that turn doesn't happen
 * (one skip used up) and the turn after it in order comes next.
 */
SKIPPED_TURNS.skip = (ctx, first) => {
  const t = ctx.s.turn;
  let next = first;
  for (let i = t.skipTurns?.indexOf(next.player) ?? -1; i >= 0; i = t.skipTurns?.indexOf(next.player) ?? -1) {
    t.skipTurns = t.skipTurns?.filter((_, j) => j !== i);
    if (!t.skipTurns?.length) delete t.skipTurns;
    emit(ctx, {
      type: 'Note',
      rule: RULE.skipStep,
      objects: [next.player],
      cards: [],
      text: `${next.player} skips ${next.extra ? 'an extra' : 'their'} turn.`,
    });
    next = takeNextTurn(t, next.player);
  }
  return next;
};
