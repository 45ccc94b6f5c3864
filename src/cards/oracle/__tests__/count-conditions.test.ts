// Counting conditions whose object phrase names the zone itself: "if there are ten or more
// nonland permanents on the battlefield" (whoever controls them; permanents and creatures exist
// only there, CR 110.1) and "if you have eight or more instant and/or sorcery cards in your
// graveyard" (the cards you own there, CR 404.1). Read in a spell's own cost reduction (601.2f)
// and elsewhere (an intervening "if", 603.4).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const hour = card(
  'Hour of Revelation',
  '{3}{W}{W}{W}',
  'Sorcery',
  'This spell costs {3} less to cast if there are ten or more nonland permanents on the battlefield.\nDestroy all nonland permanents.',
);
const octavia = card(
  'Octavia, Living Thesis',
  '{8}{U}{U}',
  'Legendary Creature — Elemental Octopus',
  'This spell costs {8} less to cast if you have eight or more instant and/or sorcery cards in your graveyard.\nWard {8}\nMagecraft — Whenever you cast or copy an instant or sorcery spell, target creature has base power and toughness 8/8 until end of turn.',
  '8/8',
);
const CARDS = compiled(hour, octavia);

const bears = (n: number) => Array.from({ length: n }, () => 'Grizzly Bears');
const plains = ['Plains', 'Plains', 'Plains'];

describe('count conditions naming their zone', () => {
  it('Hour of Revelation with ten nonland permanents (five each) costs {W}{W}{W}: all of them are destroyed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Hour of Revelation'], battlefield: [...plains, ...bears(5)] },
          p2: { battlefield: bears(5) },
        },
      },
      [{ cast: 'Hour of Revelation' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(plains);
    expect(g.names('p2', 'battlefield')).toEqual([]);
  });

  it('with nine nonland permanents it costs {3}{W}{W}{W}: three Plains are not enough', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Hour of Revelation'], battlefield: [...plains, ...bears(4)] },
          p2: { battlefield: bears(5) },
        },
      },
      [{ cast: 'Hour of Revelation' }],
      { cards: CARDS },
    );
    expect(g.error).not.toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Hour of Revelation']);
  });

  it('Octavia with eight instants in your graveyard costs {U}{U}; with seven it does not', () => {
    const cast = (n: number) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Octavia, Living Thesis'],
              graveyard: Array.from({ length: n }, () => 'Lightning Bolt'),
              battlefield: ['Island', 'Island'],
            },
          },
        },
        [{ cast: 'Octavia, Living Thesis' }, { pass: true }, { pass: true }],
        { cards: CARDS },
      );
    const eight = cast(8);
    expect(eight.error).toBeNull();
    expect(eight.names('p1', 'battlefield')).toContain('Octavia, Living Thesis');
    const seven = cast(7);
    expect(seven.error).not.toBeNull();
    expect(seven.names('p1', 'hand')).toEqual(['Octavia, Living Thesis']);
  });

  it('near miss: "if there are ten or more other permanents on the battlefield" stays text', () => {
    const near = card(
      'Near Miss',
      '{3}{W}',
      'Creature — Angel',
      'This spell costs {3} less to cast if there are ten or more other permanents on the battlefield.\nFlying',
      '4/4',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
