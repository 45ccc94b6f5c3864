/**
 * A loop of mandatory actions (CR 104.4b; the rules for handling loops, CR 732): two abilities
 * that trigger each other make "Next turn" stop after its passes; the engine says where it
 * stopped and lets the players declare the game a draw (issue 23, item 6).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../index';
import { RULE } from '../index';
import { game } from '../../testing/harness';
import { ADVANCE_PASSES } from '../turn/loops';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const YOU = { ref: 'you' } as const;

/** "Whenever an opponent gains life, you gain 1 life." — two of them, one a side, trigger each other. */
const echo: CardDef = {
  name: 'Life Echo',
  manaCost: '{1}{W}',
  typeLine: 'Enchantment',
  oracle: 'Whenever an opponent gains life, you gain 1 life.',
  triggered: [
    {
      on: { event: 'lifeGained', who: 'opponent' },
      steps: [{ do: 'gainLife', player: YOU, amount: 1 }],
      text: 'Whenever an opponent gains life, you gain 1 life.',
    },
  ],
};
const salve: CardDef = {
  name: 'Small Salve',
  manaCost: '{0}',
  typeLine: 'Instant',
  oracle: 'You gain 1 life.',
  spell: { targets: [], steps: [{ do: 'gainLife', player: YOU, amount: 1 }] },
};
const opts = { cards: [echo, salve] };
const board = {
  turn: main,
  players: { p1: { battlefield: ['Life Echo'], hand: ['Small Salve'] }, p2: { battlefield: ['Life Echo'] } },
};

describe('CR 104.4b — a loop of mandatory actions', () => {
  it('Next turn stops after its passes and says so: where, and what is on the stack', () => {
    const g = game(board, [{ cast: 'Small Salve' }], opts);
    expect(g.error).toBeNull();
    const events = g.perform({ type: 'advance', to: 'next-turn' });
    const stopped = events.filter((e) => e.type === 'LoopStopped');
    expect(stopped).toHaveLength(1);
    expect(stopped[0]?.rule).toBe(RULE.loopDraw);
    expect(stopped[0]?.text).toMatch(/Stopped after 500 passes in turn 3, the precombat main phase/);
    expect(stopped[0]?.text).toMatch(/Life Echo's ability/);
    // Still turn 3: the loop never let the step end.
    expect(g.state.turn.number).toBe(3);
    expect(g.state.loopStopped).toEqual({ turn: 3, step: 'main1', passes: ADVANCE_PASSES });
    expect(g.state.gameOver).toBeNull();
  });
  it('the players declare it a draw: the game is over and nobody lost', () => {
    const g = game(board, [{ cast: 'Small Salve' }, { advance: 'next-turn' }], opts);
    g.perform({ type: 'declareDraw' });
    expect(g.state.gameOver?.losers).toEqual([]);
    expect(g.state.gameOver?.reason).toMatch(/a draw: the game was in a loop of mandatory actions/);
  });
  it('without a stopped loop a draw is refused, and any other action forgets the stopped loop', () => {
    const g = game(board, [], opts);
    expect(() => g.perform({ type: 'declareDraw' })).toThrow(/104\.4b/);
    const h = game(board, [{ cast: 'Small Salve' }, { advance: 'next-turn' }], opts);
    expect(h.state.loopStopped).not.toBeNull();
    h.perform({ type: 'pass' });
    expect(h.state.loopStopped ?? null).toBeNull();
    expect(() => h.perform({ type: 'declareDraw' })).toThrow(/104\.4b/);
  });
});
