// "If a creature dealt damage this way would die this turn, exile it instead" (CR 608.2c, 614.1a,
// 700.4): the damage instruction before it remembers what it dealt damage to (after prevention);
// each of those that is a creature as it would die this turn is exiled instead.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const anger = card(
  'Anger of the Gods',
  '{1}{R}{R}',
  'Sorcery',
  'Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.',
);
const cards = compiled(anger);

function board() {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
          hand: ['Anger of the Gods', 'Lightning Bolt'],
        },
        p2: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'spider', card: 'Giant Spider' },
          ],
        },
      },
    },
    [{ cast: 'Anger of the Gods' }, { pass: true }],
    { cards },
  );
}

describe('Anger of the Gods', () => {
  it('a creature it kills is exiled, not put into the graveyard', () => {
    const g = board();
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.get('spider').damage).toBe(3);
  });

  it('a creature it dealt damage to that dies later this turn is exiled too', () => {
    const g = board();
    g.act({ cast: 'Lightning Bolt', targets: ['spider'] });
    g.act({ pass: true });
    expect(g.names('p2', 'exile').sort()).toEqual(['Giant Spider', 'Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual([]);
  });
});

describe('near miss stays text', () => {
  it('"If a permanent dealt damage this way would die this turn" (a planeswalker dies too)', () => {
    const hazard = card(
      'Spikefield Hazard',
      '{R}',
      'Instant',
      'Spikefield Hazard deals 1 damage to any target. If a permanent dealt damage this way would die this turn, exile it instead.',
    );
    expect(unenforced(hazard)).toHaveLength(1);
  });
});
