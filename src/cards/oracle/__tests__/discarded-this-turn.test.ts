// "for each card you've discarded this turn", "the number of cards target opponent discarded this
// turn" (CR 701.9a): every card the player discarded this turn, by any spell, ability or cost,
// counted in every game's turn history as each is discarded, whether or not the card counting them
// was there.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const lands = (name: string, n: number) => Array.from({ length: n }, () => name);

const fortune = card(
  'Change of Fortune',
  '{3}{R}',
  'Sorcery',
  "Discard your hand, then draw a card for each card you've discarded this turn.",
);
const misty = card(
  'Misty Knight, Hero for Hire',
  '{1}{R}',
  'Legendary Creature — Human Detective Hero',
  "{2}, {T}, Discard a card: Draw a card for each card you've discarded this turn.",
  '3/1',
);
const salvage = card(
  'Dream Salvage',
  '{U/B}',
  'Instant',
  'Draw cards equal to the number of cards target opponent discarded this turn.',
);

const recalibrate = card(
  'Recalibrate',
  '{1}{U}',
  'Instant',
  "Return target creature to its owner's hand. If you've discarded a card this turn, draw a card.",
);

describe('cards discarded this turn (CR 701.9a)', () => {
  it("Recalibrate draws only once you've discarded a card this turn (here, Misty Knight's cost)", () => {
    const play = (discardFirst: boolean) => {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [
                ...lands('Mountain', 3),
                ...lands('Island', 2),
                { id: 'misty', card: 'Misty Knight, Hero for Hire' },
              ],
              hand: ['Recalibrate', 'Forest'],
              library: lands('Swamp', 10),
            },
            p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
          },
        },
        [],
        { cards: compiled(misty, recalibrate) },
      );
      if (discardFirst) {
        g.act({ activate: 'misty' });
        if (g.state.pendingDecision?.purpose === 'discard') g.act({ decide: [g.get('Forest').id] });
        g.act({ pass: true });
        g.act({ pass: true });
      }
      g.act({ cast: 'Recalibrate', targets: ['bears'] });
      g.act({ pass: true });
      g.act({ pass: true });
      return g;
    };
    const without = play(false);
    expect(without.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(without.names('p1', 'hand')).toEqual(['Forest']);
    // Misty Knight's cost discards the Forest (drawing one Swamp); Recalibrate then draws another.
    const after = play(true);
    expect(after.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(after.names('p1', 'hand')).toEqual(['Swamp', 'Swamp']);
  });

  it('Change of Fortune counts the hand it just discarded; Misty Knight then counts those and its own cost', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands('Mountain', 6), { id: 'misty', card: 'Misty Knight, Hero for Hire' }],
            hand: ['Change of Fortune', 'Island', 'Forest', 'Plains'],
            library: lands('Swamp', 10),
          },
        },
      },
      [],
      { cards: compiled(fortune, misty) },
    );
    g.act({ cast: 'Change of Fortune' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Swamp', 'Swamp', 'Swamp']);
    g.act({ activate: 'misty' });
    if (g.state.pendingDecision?.purpose === 'discard') g.act({ decide: [g.state.players.p1.hand[0] as string] });
    g.act({ pass: true });
    g.act({ pass: true });
    // Four cards discarded this turn: the three lands and the Swamp paid for the ability.
    expect(g.state.players.p1.hand).toHaveLength(2 + 4);
    expect(g.state.players.p1.library).toHaveLength(10 - 3 - 4);
  });

  it("Dream Salvage counts the target opponent's discards", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Island'], hand: ['Dream Salvage'], library: lands('Swamp', 10) },
          p2: {
            battlefield: lands('Mountain', 4),
            hand: ['Change of Fortune', 'Forest', 'Plains'],
            library: lands('Island', 10),
          },
        },
      },
      [],
      { cards: compiled(fortune, salvage) },
    );
    g.act({ cast: 'Change of Fortune', player: 'p2' });
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true, player: 'p1' });
    expect(g.state.players.p2.hand).toHaveLength(2);
    // p2 passes with an empty stack; p1 casts Dream Salvage targeting p2, who discarded two cards.
    g.act({ pass: true, player: 'p2' });
    g.act({ cast: 'Dream Salvage', targets: ['p2'], player: 'p1' });
    g.act({ pass: true, player: 'p1' });
    g.act({ pass: true, player: 'p2' });
    expect(g.names('p1', 'hand')).toEqual(['Swamp', 'Swamp']);
  });
});
