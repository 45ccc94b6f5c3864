// "Town" is a land type (CR 205.3i; Final Fantasy's Towns): "for each Town you control" counts
// lands with that subtype. Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const merchant = card(
  'Qiqirn Merchant',
  '{U}',
  'Creature — Beast Citizen',
  '{1}, {T}: Draw a card, then discard a card.\n{7}, {T}, Sacrifice this creature: Draw three cards. This ability costs {1} less to activate for each Town you control.',
  '1/1',
);
const inn = card("Adventurer's Inn", '', 'Land — Town', 'When this land enters, you gain 2 life.\n{T}: Add {C}.');
const CARDS = compiled(merchant, inn);

describe('Town (CR 205.3i)', () => {
  it('Qiqirn Merchant with two Towns: {7} less two is {5}, paid by two Inns and three Islands', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'q', card: 'Qiqirn Merchant' },
              "Adventurer's Inn",
              "Adventurer's Inn",
              'Island',
              'Island',
              'Island',
            ],
            library: ['Island', 'Island', 'Island'],
          },
          p2: {},
        },
      },
      [{ activate: 'q', ability: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toHaveLength(3);
    expect(g.names('p1', 'graveyard')).toEqual(['Qiqirn Merchant']);
  });

  it('with one Town {6} is more than five lands can pay', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'q', card: 'Qiqirn Merchant' },
              "Adventurer's Inn",
              'Island',
              'Island',
              'Island',
              'Island',
            ],
          },
          p2: {},
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ activate: 'q', ability: 1 })).toThrow(/no way to pay/);
    expect(g.names('p1', 'battlefield')).toContain('Qiqirn Merchant');
  });
});
