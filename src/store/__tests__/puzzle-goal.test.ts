import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../engine';
import { engine, open } from '../../scenario/pool';
import { push, seek, startHistory, type History, type NewEntry } from '../history';
import { newGoalTrack, trackGoal } from '../puzzle-goal';

/** p1's turn 1 of a "win this turn" puzzle; p2 has no library, so p2 loses drawing in turn 2 (CR 704.5b). */
const board = {
  format: 'stackyard/scenario@1',
  turn: { number: 1, active: 'p1' as const, phase: 'main1' as const },
  players: { p1: { library: ['Forest', 'Forest'] }, p2: { life: 3, library: [] } },
};
const goal = { goal: 'win' as const, turns: 1 };

const entry = (state: GameState, events: GameEvent[]): NewEntry => ({
  state,
  action: null,
  events,
  label: 'step',
  scriptIndex: 0,
  offScript: false,
});

/** The history of passing until the game is over, one step per pass. */
function history(): History {
  const r = open(board);
  if (!r.ok) throw new Error('board');
  let h = startHistory(entry(r.loaded.initial, []));
  let state = r.loaded.initial;
  for (let i = 0; i < 40 && !state.gameOver; i++) {
    const step = engine.perform(state, { type: 'pass' });
    state = step.state;
    h = push(h, entry(state, step.events));
  }
  return h;
}

describe('the puzzle goal along the history', () => {
  it('a failed "win by the end of turn 1" stays failed when the opponent then loses drawing from an empty library', () => {
    const h = history();
    expect(h.state?.gameOver?.losers).toEqual(['p2']);
    expect(h.state?.turn.number).toBe(2);
    const track = newGoalTrack();
    // Step by step, as the panel sees a game being played.
    const seen = h.entries.map((_, i) => trackGoal(track, goal, engine.registry, seek(h, i))?.status);
    expect(seen[0]).toBe('playing');
    expect(seen.at(-1)).toBe('failed');
    expect(trackGoal(track, goal, engine.registry, h)).toEqual({
      status: 'failed',
      reason: 'turn 1 ended and the opponent had not lost',
    });
    // Opened at the last step with nothing seen before: rebuilt from the deltas, same answer.
    expect(trackGoal(newGoalTrack(), goal, engine.registry, h)?.status).toBe('failed');
    // Back to the loaded board: before the limit passed, so the goal is open again.
    expect(trackGoal(track, goal, engine.registry, seek(h, 0))?.status).toBe('playing');
  });
});
