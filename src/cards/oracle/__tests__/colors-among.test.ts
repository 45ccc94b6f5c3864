// "The number of colors among permanents you control" (vivid; CR 105.1–105.2): the distinct colors
// of the permanents you control as the spell resolves; lands are colorless and add none (105.2c),
// and two green permanents count green once. Elemental Spectacle with a green and a red creature
// makes two 5/5 Elementals. Aurora Awakener's "reveal cards until you reveal X permanent cards"
// stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const spectacle = card(
  'Elemental Spectacle',
  '{5}{G}',
  'Sorcery',
  'Vivid — Create a number of 5/5 red and green Elemental creature tokens equal to the number of colors among permanents you control. Then you gain life equal to the number of creatures you control.',
);
const awakener = card(
  'Aurora Awakener',
  '{6}{G}',
  'Creature — Giant Druid',
  'Trample\nVivid — When this creature enters, reveal cards from the top of your library until you reveal X permanent cards, where X is the number of colors among permanents you control. Put any number of those permanents onto the battlefield, then put the rest of the revealed cards on the bottom of your libray in a random order.',
  '7/7',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(spectacle, giant);

function cast(battlefield: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { hand: ['Elemental Spectacle'], battlefield: [...Array<string>(6).fill('Forest'), ...battlefield] },
      },
    },
    [{ cast: 'Elemental Spectacle' }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
}

const elementals = (g: ReturnType<typeof cast>) =>
  g.names('p1', 'battlefield').filter((n) => n.startsWith('Elemental')).length;

describe('colors among permanents you control (CR 105.2)', () => {
  it('a green and a red creature: two Elementals, then life for four creatures', () => {
    const g = cast(['Grizzly Bears', 'Hill Giant']);
    expect(elementals(g)).toBe(2);
    expect(g.state.players.p1.life).toBe(24);
  });

  it('two green creatures and lands count one color', () => {
    const g = cast(['Grizzly Bears', 'Grizzly Bears']);
    expect(elementals(g)).toBe(1);
  });

  it('"reveal cards until you reveal X permanent cards" stays text', () => {
    expect(unenforced(awakener)).toHaveLength(1);
  });
});
