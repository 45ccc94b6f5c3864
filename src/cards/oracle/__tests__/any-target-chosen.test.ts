// "Choose any target. … ~ deals damage equal to that card's mana value to that permanent or
// player" (CR 115.4, 601.2c): the target is chosen as the spell is cast; "that permanent or player"
// names it after other instructions named a card.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const riddle = card(
  'Riddle of Lightning',
  '{3}{R}{R}',
  'Instant',
  "Choose any target. Scry 3, then reveal the top card of your library. Riddle of Lightning deals damage equal to that card's mana value to that permanent or player.",
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(riddle, giant);

describe('"that permanent or player" after "Choose any target"', () => {
  it('Riddle of Lightning: the revealed Hill Giant (mana value 4) deals 4 to the chosen player', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Riddle of Lightning'],
            battlefield: Array<string>(5).fill('Mountain'),
            library: ['Hill Giant', 'Island', 'Island'],
          },
          p2: {},
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Riddle of Lightning', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'scry' });
    // Scry 3: none to the bottom (CR 701.22a).
    g.act({ decide: [] });
    // The three stay on top in the order given, the Giant first.
    const order = g.state.pendingDecision?.options?.map((o) => o.value) ?? [];
    g.act({ decide: order });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.players.p1.library[0]).toBe(g.get('Hill Giant').id);
  });
});
