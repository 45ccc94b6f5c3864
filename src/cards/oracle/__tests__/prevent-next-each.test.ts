// "Prevent the next 1 damage that would be dealt to each creature and each player this turn"
// (Kitsune Palliator; CR 615.7): each creature and each player gets a shield of its own — damage
// to one of them doesn't use up another's.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const palliator = card(
  'Kitsune Palliator',
  '{2}{W}',
  'Creature — Fox Cleric',
  '{T}: Prevent the next 1 damage that would be dealt to each creature and each player this turn.',
  '0/2',
);
// Shock is one of the scripted cards every test game has.
const cards = compiled(palliator);

describe('"the next 1 damage … to each creature and each player" (CR 615.7)', () => {
  it('two Shocks at two creatures and one at a player: each loses only 1 of its 2 damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Kitsune Palliator', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Shock', 'Shock', 'Shock'],
          },
          p2: {
            battlefield: [
              { id: 'a', card: 'Grizzly Bears' },
              { id: 'b', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [
        { activate: 'Kitsune Palliator', ability: 0 },
        { pass: true },
        { cast: 'Shock', targets: ['a'] },
        { pass: true },
        { cast: 'Shock', targets: ['b'] },
        { pass: true },
        { cast: 'Shock', targets: ['p2'] },
        { pass: true },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('a').damage).toBe(1);
    expect(g.get('b').damage).toBe(1);
    expect(g.state.players.p2.life).toBe(19);
  });
});
