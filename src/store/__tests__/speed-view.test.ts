// The board shows each player's speed (CR 702.179) beside their life: none (0) until a permanent
// with start your engines! gives speed 1 (704.5z), then what it increased to.
import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { card } from '../../cards/oracle/__tests__/card';
import { compiled } from '../../cards/oracle/__tests__/compiled';
import { boardView } from '../board-view';

const sarcophagus = card(
  'Walking Sarcophagus',
  '{2}',
  'Artifact Creature — Zombie Cat',
  'Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nMax speed — This creature gets +1/+2.',
  '2/1',
);
const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('the board view of speed', () => {
  it('no speed; then speed 1 from Walking Sarcophagus, 2 once Shock made p2 lose life on p1’s turn', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Walking Sarcophagus', 'Shock'] } },
      },
      [],
      { cards: compiled(sarcophagus) },
    );
    expect(boardView(g.state, g.engine.registry).players.p1.speed).toBe(0);
    g.act({ cast: 'Walking Sarcophagus' });
    g.act({ pass: true });
    expect(boardView(g.state, g.engine.registry).players.p1.speed).toBe(1);
    g.act({ cast: 'Shock', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ pass: true });
    const after = boardView(g.state, g.engine.registry).players;
    expect([after.p1.speed, after.p2.speed]).toEqual([2, 0]);
  });
});
