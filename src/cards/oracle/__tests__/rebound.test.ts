// Rebound (CR 702.88a): a spell with rebound cast from its owner's hand is exiled as it resolves,
// and at the beginning of that player's next upkeep they may cast it from exile without paying
// its mana cost (608.2g). Cast from anywhere else, it goes to the graveyard as usual. Real cards.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const staggershock = card(
  'Staggershock',
  '{2}{R}',
  'Instant',
  'Staggershock deals 2 damage to any target.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)',
);
const CARDS = compiled(staggershock);
const board = {
  turn: main,
  players: {
    p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Staggershock'], library: ['Island', 'Island'] },
    p2: { library: ['Island', 'Island'] },
  },
};

describe('rebound (CR 702.88a)', () => {
  it("cast from the hand, it is exiled; at its caster's next upkeep (not the opponent's) it may be cast free", () => {
    const g = game(board, [{ cast: 'Staggershock', targets: ['p2'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'exile')).toEqual(['Staggershock']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.state.delayedTriggers).toMatchObject([
      { at: 'yourNextUpkeep', controller: 'p1', steps: [{ do: 'castFree' }] },
    ]);
    expect(g.has('Note', RULE.rebound)).toBe(true);
    // p2's turn: its upkeep doesn't fire the delayed trigger.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.state.delayedTriggers).toHaveLength(1);
    g.act({ advance: 'next-turn' });
    // p1's upkeep: the trigger resolves and asks to cast Staggershock.
    expect(g.state.turn.active).toBe('p1');
    expect(g.state.turn.step).toBe('upkeep');
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'cast-free' });
    g.act({ decide: true });
    g.act({ decide: ['p2'] });
    expect(g.stack()).toEqual(['Staggershock']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
    // Cast from exile this time: it goes to the graveyard, no second rebound.
    expect(g.names('p1', 'graveyard')).toEqual(['Staggershock']);
    expect(g.state.delayedTriggers).toEqual([]);
  });
});
