// A legend called by the first words of its name (CR 201.5): "Whenever Jedit Ojanen attacks or
// blocks" on Jedit Ojanen of Efrava, "Tor Wauki deals 2 damage" on Tor Wauki the Younger, "When
// Verix enters" on Verix Bladewing. Near misses: a first word that is a creature type, a
// non-legendary card, and the first word of another name ("Karox Bladewing") stay as written.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { normaliseAbility, selfNames } from '../normalise';
import { card } from './card';
import { compiled, main } from './compiled';

const jedit = card(
  'Jedit Ojanen of Efrava',
  '{3}{G}{G}{G}',
  'Legendary Creature — Cat Warrior',
  "Forestwalk (This creature can't be blocked as long as defending player controls a Forest.)\nWhenever Jedit Ojanen attacks or blocks, create a 2/2 green Cat Warrior creature token with forestwalk.",
  '5/5',
);
const tor = card(
  'Tor Wauki the Younger',
  '{3}{B}{R}',
  'Legendary Creature — Human Archer',
  'Reach, lifelink\nIf another source you control would deal noncombat damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.\nWhenever you cast an instant or sorcery spell, Tor Wauki deals 2 damage to any target.',
  '3/3',
);
const CARDS = compiled(jedit, tor);

describe('a legend named by the first words of its name (CR 201.5)', () => {
  it('the names read: first words before a capital, "of" or "the"', () => {
    expect(selfNames('Jedit Ojanen of Efrava', 'Legendary Creature — Cat Warrior')).toEqual([
      'Jedit Ojanen of Efrava',
      'Jedit Ojanen',
      'Jedit',
    ]);
    expect(selfNames('Verix Bladewing', 'Legendary Creature — Dragon')).toContain('Verix');
    // Not a legend; a first word that is a creature type.
    expect(selfNames('Verix Bladewing', 'Creature — Dragon')).toEqual(['Verix Bladewing']);
    expect(selfNames('Sliver Gravemother', 'Legendary Creature — Sliver')).toEqual(['Sliver Gravemother']);
    const names = selfNames('Verix Bladewing', 'Legendary Creature — Dragon');
    expect(
      normaliseAbility(
        'When Verix enters, if it was kicked, create Karox Bladewing, a legendary 4/4 red Dragon creature token with flying.',
        names,
      ),
    ).toBe(
      'When ~ enters, if it was kicked, create Karox Bladewing, a legendary 4/4 red Dragon creature token with flying.',
    );
    // "Verix" before another capitalised word is another name.
    expect(normaliseAbility('Verix Kaldra gets +1/+1.', names)).toBe('Verix Kaldra gets +1/+1.');
  });

  it('Jedit Ojanen attacks: a 2/2 Cat Warrior token', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'j', card: 'Jedit Ojanen of Efrava' }] } } },
      [{ advance: 'declareAttackers' }, { attack: ['j'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Jedit Ojanen of Efrava ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield').filter((n) => n.includes('Cat Warrior'))).toHaveLength(1);
  });

  it('Tor Wauki: an instant cast → Tor Wauki deals 2 damage (plus 1, its own replacement is for another source)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 't', card: 'Tor Wauki the Younger' }, 'Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The trigger's target, chosen as it is put on the stack (CR 603.3d): the opponent.
    g.act({ decide: ['p2'] });
    expect(g.stack()).toEqual(['Lightning Bolt', 'Tor Wauki the Younger ability']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(22);
  });
});
