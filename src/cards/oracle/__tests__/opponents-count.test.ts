// "The number of opponents you have", "for each opponent" (CR 102.2: in a two-player game, one
// opponent): Chittering Witch makes one Rat; undaunted (CR 702.125a, "This spell costs {1} less
// to cast for each opponent") makes Coastal Breach cost {5}{U}. "investigate X times"
// (Ethereal Investigator) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const witch = card(
  'Chittering Witch',
  '{3}{B}',
  'Creature — Human Warlock',
  'When this creature enters, create a number of 1/1 black Rat creature tokens equal to the number of opponents you have.\n{1}{B}, Sacrifice a creature: Target creature gets -2/-2 until end of turn.',
  '2/2',
);
const breach = card(
  'Coastal Breach',
  '{6}{U}',
  'Sorcery',
  "Undaunted (This spell costs {1} less to cast for each opponent.)\nReturn all nonland permanents to their owners' hands.",
);
const investigator = card(
  'Ethereal Investigator',
  '{3}{U}',
  'Creature — Spirit',
  'Flying\nWhen this creature enters, investigate X times, where X is the number of opponents you have. (To investigate, create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")\nWhenever you draw your second card each turn, create a 1/1 white Spirit creature token with flying.',
  '2/3',
);
const CARDS = compiled(witch, breach);

describe('the number of opponents (CR 102.2) and undaunted (CR 702.125a)', () => {
  it('Chittering Witch makes one Rat in a two-player game', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Chittering Witch'], battlefield: Array<string>(4).fill('Swamp') } } },
      [{ cast: 'Chittering Witch' }, { pass: true }, { pass: true }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Rat'))).toHaveLength(1);
  });

  it('Coastal Breach costs {5}{U} with one opponent: six lands cast it, five do not', () => {
    const cast = (lands: number) =>
      game(
        {
          turn: main,
          players: {
            p1: { hand: ['Coastal Breach'], battlefield: Array<string>(lands).fill('Island') },
            p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
          },
        },
        [{ cast: 'Coastal Breach' }, { pass: true }, { pass: true }],
        { cards: CARDS },
      );
    const six = cast(6);
    expect(six.error).toBeNull();
    expect(six.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(cast(5).error).not.toBeNull();
  });

  it('"investigate X times" stays text', () => {
    expect(unenforced(investigator)).toHaveLength(1);
  });
});
