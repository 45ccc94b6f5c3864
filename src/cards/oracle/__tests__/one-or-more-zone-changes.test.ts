// "Whenever one or more other creatures die", "Whenever one or more cards leave your graveyard"
// on compiled real cards (CR 603.2c, 603.10a): one trigger for the objects that move at the same
// time, another for a later move. Near miss: "one or more cards leave your library" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const opportunist = card(
  'Morbid Opportunist',
  '{2}{B}',
  'Creature — Human Rogue',
  'Whenever one or more other creatures die, draw a card. This ability triggers only once each turn.',
  '1/3',
);
const tormod = card(
  'Tormod, the Desecrator',
  '{3}{B}',
  'Legendary Creature — Zombie Wizard',
  'Whenever one or more cards leave your graveyard, create a tapped 2/2 black Zombie creature token.\nPartner (You can have two commanders if both have partner.)',
  '4/2',
);
const pyroclasm = card('Pyroclasm', '{1}{R}', 'Sorcery', 'Pyroclasm deals 2 damage to each creature.');
const crook = card(
  'Crook of Condemnation',
  '{2}',
  'Artifact',
  '{1}, {T}: Exile target card from a graveyard.\n{1}, Exile this artifact: Exile all graveyards.',
);
const CARDS = compiled(opportunist, tormod, pyroclasm, crook);
const zombies = (names: string[]) => names.filter((n) => n.startsWith('Zombie')).length;

describe('"one or more" zone-change triggers (CR 603.2c)', () => {
  it('Pyroclasm kills two creatures at once: Morbid Opportunist draws one card', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Morbid Opportunist', 'Grizzly Bears'],
            hand: ['Pyroclasm'],
            library: ['Island', 'Island'],
          },
          p2: { battlefield: ['Llanowar Elves'] },
        },
      },
      [{ cast: 'Pyroclasm' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Pyroclasm']);
    expect(g.stack()).toEqual(['Morbid Opportunist ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('Tormod: two cards exiled at once make one Zombie; a card leaving later makes another', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Tormod, the Desecrator', { id: 'crook', card: 'Crook of Condemnation' }, 'Swamp', 'Swamp'],
            graveyard: ['Grizzly Bears', 'Lightning Bolt', { id: 'last', card: 'Forest' }],
          },
        },
      },
      [{ activate: 'crook', targets: ['last'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Tormod, the Desecrator ability']);
    g.act({ pass: true });
    expect(zombies(g.names('p1', 'battlefield'))).toBe(1);
    g.act({ activate: 'crook', ability: 1 });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.stack()).toEqual(['Tormod, the Desecrator ability']);
    g.act({ pass: true });
    expect(zombies(g.names('p1', 'battlefield'))).toBe(2);
  });

  it('near miss: "Whenever one or more cards leave your library" stays text', () => {
    const c = card(
      'Test Watcher',
      '{U}',
      'Creature — Human',
      'Whenever one or more cards leave your library, draw a card.',
      '1/1',
    );
    expect(unenforced(c).length).toBe(1);
  });
});
