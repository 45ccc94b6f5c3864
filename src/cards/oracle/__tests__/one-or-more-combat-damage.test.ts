// "Whenever one or more non-Human creatures you control deal combat damage to a player" on a
// compiled real card (CR 510.2, 603.2c): combat damage is dealt at once, so two such creatures
// hitting the player trigger it once; a Human's damage alone does not. Near miss: "one or more
// other creatures" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const keeper = card(
  'Keeper of Fables',
  '{3}{G}{G}',
  'Creature — Cat',
  'Whenever one or more non-Human creatures you control deal combat damage to a player, draw a card.',
  '4/5',
);
const human = card('Elite Vanguard', '{W}', 'Creature — Human Soldier', '', '2/1');
const CARDS = compiled(keeper, human);

const attackWith = (attackers: string[]) => {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            'Keeper of Fables',
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'elves', card: 'Llanowar Elves' },
            { id: 'human', card: 'Elite Vanguard' },
          ],
          library: ['Island', 'Island', 'Island'],
        },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: attackers }, { advance: 'combatDamage' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
  return g;
};

describe('"one or more … deal combat damage to a player" (CR 603.2c)', () => {
  it('Grizzly Bears and Llanowar Elves connect together: one card drawn', () => {
    const g = attackWith(['bears', 'elves']);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('only a Human connects: no trigger', () => {
    const g = attackWith(['human']);
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('near miss: "one or more other creatures you control" stays text', () => {
    const c = card(
      'Test Captain',
      '{2}{W}',
      'Creature — Human',
      'Whenever one or more other creatures you control deal combat damage to a player, draw a card.',
      '2/2',
    );
    expect(unenforced(c).length).toBe(1);
  });
});
