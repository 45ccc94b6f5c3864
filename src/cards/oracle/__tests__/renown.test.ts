// Renown N (CR 702.112a): "When this creature deals combat damage to a player, if it isn't
// renowned, put N +1/+1 counters on it and it becomes renowned." Renowned is a designation it
// keeps until it leaves the battlefield (702.112b). Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, pt } from './compiled';

const chaser = card(
  'Goblin Glory Chaser',
  '{R}',
  'Creature — Goblin Warrior',
  "Renown 1 (When this creature deals combat damage to a player, if it isn't renowned, put a +1/+1 counter on it and it becomes renowned.)\nAs long as this creature is renowned, it has menace. (It can't be blocked except by two or more creatures.)",
  '1/1',
);
const CARDS = compiled(chaser);
const library = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];

/** Player 1 attacks with Goblin Glory Chaser on turn `n`, unblocked. */
function attack(g: ReturnType<typeof game>) {
  g.act({ advance: 'declareAttackers' });
  g.act({ attack: ['chaser'] });
  g.act({ block: {} });
  for (let i = 0; i < 6 && g.state.turn.step !== 'main2'; i++) {
    if (g.state.stack.length) g.act({ pass: true });
    else g.act({ advance: 'main2' });
  }
}

describe('renown (CR 702.112)', () => {
  it('the first combat damage to a player makes it renowned with a +1/+1 counter, and gives it menace; the second adds nothing', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'main1' },
        players: { p1: { battlefield: [{ id: 'chaser', card: 'Goblin Glory Chaser' }], library }, p2: { library } },
      },
      [],
      { cards: CARDS },
    );
    const hasMenace = () =>
      characteristics(readContext(g.state, g.engine.registry), g.get('chaser')).keywords.includes('menace');
    expect(hasMenace()).toBe(false);
    attack(g);
    expect(g.state.players.p2.life).toBe(19);
    expect(g.get('chaser').renowned).toBe(true);
    expect(pt(g, 'chaser')).toEqual([2, 2]);
    expect(hasMenace()).toBe(true);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    attack(g);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.get('chaser').counters).toEqual({ '+1/+1': 1 });
  });
});
