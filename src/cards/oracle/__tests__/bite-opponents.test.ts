// "Target creature an opponent controls deals damage equal to its power to another target
// creature that player controls" (Mutiny, CR 120.3, 115.3): "that player" is the controller of
// the first target, in a two-player game the one opponent (CR 102.2); the second target is
// another creature of theirs.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const mutiny = card(
  'Mutiny',
  '{R}',
  'Sorcery',
  'Target creature an opponent controls deals damage equal to its power to another target creature that player controls.',
);
const CARDS = compiled(mutiny);

function setup() {
  return game(
    {
      turn: main,
      players: {
        p1: { hand: ['Mutiny'], battlefield: ['Mountain', { id: 'mine', card: 'Grizzly Bears' }] },
        p2: {
          battlefield: [
            { id: 'spider', card: 'Giant Spider' },
            { id: 'bears', card: 'Grizzly Bears' },
          ],
        },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('a bite between two creatures of one opponent (Mutiny)', () => {
  it("Giant Spider deals 2 damage to its controller's Grizzly Bears", () => {
    const g = setup();
    expect(g.error).toBeNull();
    g.act({ cast: 'Mutiny', targets: ['spider', 'bears'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toContain('Giant Spider');
  });

  it("can't aim at your own creature, nor at the same creature twice", () => {
    const g = setup();
    expect(() => g.act({ cast: 'Mutiny', targets: ['spider', 'mine'] })).toThrow();
    const h = setup();
    expect(() => h.act({ cast: 'Mutiny', targets: ['spider', 'spider'] })).toThrow();
  });

  it('stays text when the first creature may be anyone\'s ("that player" names no one)', () => {
    const c = card(
      'Test Brawl',
      '{R}',
      'Sorcery',
      'Target creature deals damage equal to its power to another target creature that player controls.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
