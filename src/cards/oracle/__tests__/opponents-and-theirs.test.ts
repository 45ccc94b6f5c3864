// "deals 1 damage to each opponent and each creature and planeswalker they control" (CR 120.3):
// "they" is each opponent, so the creatures are the ones the opponents control.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const festivities = card(
  'End the Festivities',
  '{R}',
  'Sorcery',
  'End the Festivities deals 1 damage to each opponent and each creature and planeswalker they control.',
);

describe('"each opponent and each creature they control"', () => {
  it("End the Festivities: the opponent and their Elves take 1, its caster's Elves and life don't", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', { id: 'mine', card: 'Llanowar Elves' }], hand: ['End the Festivities'] },
          p2: {
            battlefield: [
              { id: 'theirs', card: 'Llanowar Elves' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'End the Festivities' }, { pass: true }],
      { cards: compiled(festivities) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.get('bears').damage).toBe(1);
    expect(g.get('mine').zone).toBe('battlefield');
  });

  it('near miss: "For each player, … to that player and each creature that player controls equal to …" stays text', () => {
    const incite = card(
      'Incite Rebellion',
      '{4}{R}{R}',
      'Sorcery',
      'For each player, Incite Rebellion deals damage to that player and each creature that player controls equal to the number of creatures they control.',
    );
    expect(unenforced(incite)).toHaveLength(1);
  });
});
