// "You may discard a card. If you do, draw a card." (CR 608.2c): "if you do" means the discard
// happened. Saying yes with no card to discard is not doing it, so nothing is drawn. Real card.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const bigWheel = card(
  'Big Wheel',
  '{2}{R}',
  'Artifact — Vehicle',
  'Trample\nWhen this Vehicle enters, you may discard a card. If you do, draw a card.\nCrew 2 (Tap any number of creatures you control with total power 2 or more: This Vehicle becomes an artifact creature until end of turn.)',
  '4/4',
);
const CARDS = compiled(bigWheel);
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain'];

describe('"you may discard a card. If you do, …" (CR 608.2c)', () => {
  it('a card discarded: one card drawn', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: MOUNTAINS, hand: ['Big Wheel', 'Shock'], library: ['Island', 'Forest'] } },
      },
      [{ cast: 'Big Wheel' }, { pass: true }, { pass: true }, { decide: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Shock']);
    expect(g.state.players.p1.hand).toHaveLength(1);
    expect(g.state.players.p1.library).toHaveLength(1);
  });

  it('yes with an empty hand: nothing discarded, so nothing drawn', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: MOUNTAINS, hand: ['Big Wheel'], library: ['Island', 'Forest'] } } },
      [{ cast: 'Big Wheel' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision) g.act({ decide: true });
    expect(g.state.players.p1.hand).toHaveLength(0);
    expect(g.state.players.p1.library).toHaveLength(2);
  });
});
