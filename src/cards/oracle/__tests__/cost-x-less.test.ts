// "This spell costs {X} less to cast, where X is the total power of creatures you control" /
// "… the greatest power among creatures you control" (CR 601.2f): {1} less that many times,
// counted as the total cost is determined, never below the coloured part (118.7).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const ghalta = card(
  'Ghalta, Primal Hunger',
  '{10}{G}{G}',
  'Legendary Creature — Elder Dinosaur',
  "This spell costs {X} less to cast, where X is the total power of creatures you control.\nTrample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)",
  '12/12',
);
const monstrosity = card(
  'Molten Monstrosity',
  '{7}{R}',
  'Creature — Hellion',
  'This spell costs {X} less to cast, where X is the greatest power among creatures you control.\nTrample',
  '5/5',
);
const CARDS = compiled(ghalta, monstrosity);
const lands = (name: string, n: number) => Array.from({ length: n }, () => name);
const totalCostNote = (g: { events: { type: string; rule?: string; text?: string }[] }) =>
  g.events.find((e) => e.type === 'Note' && e.rule === '601.2f')?.text;

describe('"costs {X} less to cast, where X is …" (CR 601.2f)', () => {
  it('Ghalta with Bears and Elves (total power 3) costs {7}{G}{G}', () => {
    const board = (forests: number) => ({
      turn: main,
      players: {
        p1: {
          battlefield: [...lands('Forest', forests), 'Grizzly Bears', 'Llanowar Elves'],
          hand: ['Ghalta, Primal Hunger'],
        },
      },
    });
    const nine = game(board(8), [{ cast: 'Ghalta, Primal Hunger' }], { cards: CARDS });
    // Eight Forests and the Elves' {G} make nine mana.
    expect(nine.error).toBeNull();
    expect(totalCostNote(nine)).toContain('{7}{G}{G}');
    const short = game(board(7), [{ cast: 'Ghalta, Primal Hunger' }], { cards: CARDS });
    expect(short.error).not.toBeNull();
  });

  it('Molten Monstrosity counts the greatest power only: two Bears make it {5}{R}', () => {
    const board = (mountains: number) => ({
      turn: main,
      players: {
        p1: {
          battlefield: [...lands('Mountain', mountains), 'Grizzly Bears', 'Grizzly Bears'],
          hand: ['Molten Monstrosity'],
        },
      },
    });
    const six = game(board(6), [{ cast: 'Molten Monstrosity' }], { cards: CARDS });
    expect(six.error).toBeNull();
    expect(totalCostNote(six)).toContain('{5}{R}');
    const five = game(board(5), [{ cast: 'Molten Monstrosity' }], { cards: CARDS });
    expect(five.error).not.toBeNull();
  });
});
