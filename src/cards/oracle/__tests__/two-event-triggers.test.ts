// One triggered ability with two trigger events (CR 603.2: it triggers on either): "When ~ enters
// and whenever you cast a spell with mana value 5 or greater", "When ~ enters and at the beginning
// of your upkeep", "When ~ enters or is put into a graveyard from the battlefield", "Whenever ~
// enters or deals combat damage to a player". Each event is read on its own. Near miss: "and when
// you sacrifice it" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const beanstalk = card(
  'Up the Beanstalk',
  '{1}{G}',
  'Enchantment',
  'When this enchantment enters and whenever you cast a spell with mana value 5 or greater, draw a card.',
);
const wellspring = card(
  'Ichor Wellspring',
  '{2}',
  'Artifact',
  'When this artifact enters or is put into a graveyard from the battlefield, draw a card.',
);
const shatter = card('Shatter', '{1}{R}', 'Instant', 'Destroy target artifact.');
const baloth = card('Enormous Baloth', '{6}{G}', 'Creature — Beast', '', '7/7');
const CARDS = compiled(beanstalk, wellspring, shatter, baloth);

const library = ['Island', 'Island', 'Island', 'Island'];

describe('two trigger events of one ability (CR 603.2)', () => {
  it('Up the Beanstalk: entering draws a card; Enormous Baloth (mana value 7) draws one; Grizzly Bears (2) none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: Array(11).fill('Forest'),
            hand: ['Up the Beanstalk', 'Enormous Baloth', 'Grizzly Bears'],
            library,
          },
        },
      },
      [{ cast: 'Up the Beanstalk' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Up the Beanstalk ability']);
    g.act({ pass: true });
    expect(g.state.players.p1.hand).toHaveLength(3);
    g.act({ cast: 'Grizzly Bears' });
    expect(g.stack()).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    g.act({ cast: 'Enormous Baloth' });
    expect(g.stack()).toEqual(['Enormous Baloth', 'Up the Beanstalk ability']);
    g.act({ pass: true });
    // Two drawn in all: the Island drawn as it entered and one for Enormous Baloth.
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
    expect(g.state.players.p1.library).toHaveLength(2);
  });

  it('Ichor Wellspring: entering draws a card, and so does being destroyed (put into a graveyard from the battlefield)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Ichor Wellspring', 'Shatter'],
            library,
          },
        },
      },
      [{ cast: 'Ichor Wellspring' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Ichor Wellspring ability']);
    g.act({ pass: true });
    expect(g.state.players.p1.hand).toHaveLength(2);
    g.act({ cast: 'Shatter', targets: ['Ichor Wellspring'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toContain('Ichor Wellspring');
    expect(g.stack()).toEqual(['Ichor Wellspring ability']);
    g.act({ pass: true });
    expect(g.state.players.p1.hand).toHaveLength(2);
    expect(g.state.players.p1.library).toHaveLength(2);
  });

  it('near miss stays text: "When this creature dies and when you discard this card" (Bartered Cow)', () => {
    // Carrot Cake's "When this artifact enters and when you sacrifice it" is read now
    // (two events of different kinds, each read on its own); a discarded card's own trigger is not.
    const cow = card(
      'Bartered Cow',
      '{3}{W}',
      'Creature — Ox',
      'When this creature dies and when you discard this card, create a Food token. (It\'s an artifact with "{2}, {T}, Sacrifice this token: You gain 3 life.")',
      '3/3',
    );
    expect(unenforced(cow)).toHaveLength(1);
  });
});
