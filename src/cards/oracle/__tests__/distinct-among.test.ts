// "for each different power among creatures you control" (CR 208.1), "for each different mana
// value among nonland permanents you control", "… among nonland cards in your graveyard" (CR
// 202.3): how many different values there are, counted as the spell resolves.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const golden = card(
  'Golden Ratio',
  '{1}{G}{U}',
  'Sorcery',
  'Draw a card for each different power among creatures you control.',
);
const lunar = card(
  'Lunar Insight',
  '{2}{U}',
  'Sorcery',
  'Draw a card for each different mana value among nonland permanents you control.',
);
const sudden = card(
  'Sudden Insight',
  '{4}{U}{U}',
  'Instant',
  'Draw a card for each different mana value among nonland cards in your graveyard.',
);
const library = Array.from({ length: 10 }, () => 'Island');

function cast(spell: string, p1: { battlefield: string[]; graveyard?: string[] }, defs: ReturnType<typeof card>[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { ...p1, hand: [spell], library },
        // An opponent's creatures are not counted.
        p2: { battlefield: ['Giant Spider'] },
      },
    },
    [],
    { cards: compiled(...defs) },
  );
  g.act({ cast: spell });
  g.act({ pass: true });
  g.act({ pass: true });
  return g;
}

describe('different values among objects (Golden Ratio, Lunar Insight, Sudden Insight)', () => {
  it('Golden Ratio: two Bears (power 2) and an Elves (power 1) are two different powers', () => {
    const g = cast(
      'Golden Ratio',
      { battlefield: ['Forest', 'Forest', 'Island', 'Grizzly Bears', 'Grizzly Bears', 'Llanowar Elves'] },
      [golden],
    );
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it('Lunar Insight: lands are not counted; mana values 2 and 1 are two', () => {
    const g = cast(
      'Lunar Insight',
      { battlefield: ['Island', 'Island', 'Island', 'Grizzly Bears', 'Grizzly Bears', 'Llanowar Elves'] },
      [lunar],
    );
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it('Sudden Insight: nonland cards in your graveyard with mana values 1, 2 and 4 are three', () => {
    const g = cast(
      'Sudden Insight',
      {
        battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
        graveyard: ['Llanowar Elves', 'Grizzly Bears', 'Grizzly Bears', 'Giant Spider', 'Forest'],
      },
      [sudden],
    );
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island']);
  });

  it('"different power among permanents" stays text (only creatures have a power to compare)', () => {
    const near = card(
      'Test Ratio',
      '{1}{G}{U}',
      'Sorcery',
      'Draw a card for each different power among permanents you control.',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
