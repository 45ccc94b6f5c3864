// "The next time a red source of your choice would deal damage this turn, prevent that damage"
// (Pilgrim of Justice; CR 609.7a, 615.8): with no recipient named, the shield prevents all of the
// chosen source's next damage event, whoever it is dealt to. Pyroclasm's 2 damage to each creature
// is one event (120.2): no creature is dealt any of it, not only the first. A Shock after it is a
// source of its own and is dealt. The near miss, "prevent half that damage, rounded down" (Dark
// Sphere), stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const pilgrim = card(
  'Pilgrim of Justice',
  '{2}{W}',
  'Creature — Human Cleric',
  'Protection from red\n{W}, Sacrifice this creature: The next time a red source of your choice would deal damage this turn, prevent that damage.',
  '1/3',
);
const pyroclasm = card('Pyroclasm', '{1}{R}', 'Sorcery', 'Pyroclasm deals 2 damage to each creature.');
const CARDS = compiled(pilgrim, pyroclasm);

describe('"The next time a red source of your choice would deal damage this turn, prevent that damage"', () => {
  it("Pilgrim of Justice on Pyroclasm: all of its one damage event is prevented, to every creature; a later Shock isn't", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', { id: 'b1', card: 'Grizzly Bears' }],
            hand: ['Pyroclasm', 'Shock'],
          },
          p2: {
            battlefield: [
              'Plains',
              'Pilgrim of Justice',
              { id: 'b2', card: 'Grizzly Bears' },
              { id: 'b3', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Pyroclasm' }, { activate: 'Pilgrim of Justice', player: 'p2' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The only red source is Pyroclasm: chosen without asking.
    expect(g.state.shields).toHaveLength(1);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.names('p2', 'graveyard')).toEqual(['Pilgrim of Justice']);
    expect(g.names('p1', 'graveyard')).toEqual(['Pyroclasm']);
    for (const id of ['b1', 'b2', 'b3']) expect(g.get(id).damage).toBe(0);
    g.act({ cast: 'Shock', targets: ['b2'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toContain('Grizzly Bears');
  });

  it('near miss stays text: "prevent half that damage, rounded down"', () => {
    const darkSphere = card(
      'Dark Sphere',
      '{0}',
      'Artifact',
      '{T}, Sacrifice this artifact: The next time a source of your choice would deal damage to you this turn, prevent half that damage, rounded down.',
    );
    expect(unenforced(darkSphere)).toHaveLength(1);
  });
});
