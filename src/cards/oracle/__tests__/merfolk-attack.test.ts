// "Whenever one or more Merfolk you control attack a player" (CR 508.1m, 603.2c): "Merfolk" is its
// own plural; once for the declaration, however many Merfolk attack, and not for other attackers.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const attuma = card(
  'Attuma, Atlantean Warlord',
  '{2}{U}{U}',
  'Legendary Creature — Merfolk Warrior Villain',
  'Other Merfolk you control get +1/+1.\nWhenever one or more Merfolk you control attack a player, draw a card.',
  '3/4',
);
const pearl = card('Merfolk of the Pearl Trident', '{U}', 'Creature — Merfolk', '', '1/1');
const CARDS = compiled(attuma, pearl);
const library = ['Island', 'Island', 'Island'];

describe('"one or more Merfolk you control attack a player"', () => {
  it('Attuma: two Merfolk attacking draw one card; a non-Merfolk attacking alone draws none', () => {
    const both = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Attuma, Atlantean Warlord', 'Merfolk of the Pearl Trident', 'Grizzly Bears'], library },
          p2: { library },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['Attuma, Atlantean Warlord', 'Merfolk of the Pearl Trident', 'Grizzly Bears'] },
      ],
      { cards: CARDS },
    );
    expect(both.error).toBeNull();
    expect(both.state.stack).toHaveLength(1);
    both.act({ pass: true });
    expect(both.names('p1', 'hand')).toHaveLength(1);
    const bears = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Attuma, Atlantean Warlord', 'Grizzly Bears'], library }, p2: { library } },
      },
      [{ advance: 'declareAttackers' }, { attack: ['Grizzly Bears'] }],
      { cards: CARDS },
    );
    expect(bears.error).toBeNull();
    expect(bears.state.stack).toHaveLength(0);
  });
});
