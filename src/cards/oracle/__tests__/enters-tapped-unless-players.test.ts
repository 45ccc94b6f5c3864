// "This land enters tapped unless a player has 13 or less life" (any player, CR 102.2) and
// "unless you have two or more opponents" (never, in the two-player game the engine plays) on
// compiled real cards (CR 614.1d). Near miss: "unless an opponent has more cards in hand" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const campground = card(
  'Abandoned Campground',
  '',
  'Land',
  'This land enters tapped unless a player has 13 or less life.\n{T}: Add {W} or {U}.',
);
const promenade = card(
  'Bountiful Promenade',
  '',
  'Land',
  'This land enters tapped unless you have two or more opponents.\n{T}: Add {G} or {W}.',
);
const CARDS = compiled(campground, promenade);

const play = (name: string, life: { p1: number; p2: number }) => {
  const g = game(
    {
      turn: main,
      players: { p1: { life: life.p1, hand: [{ id: 'land', card: name }] }, p2: { life: life.p2 } },
    },
    [{ cast: 'land' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g.get('land').tapped;
};

describe('enters tapped unless … (CR 614.1d)', () => {
  it('Abandoned Campground: tapped while both players have more than 13 life, untapped once either has 13 or less', () => {
    expect(play('Abandoned Campground', { p1: 20, p2: 20 })).toBe(true);
    expect(play('Abandoned Campground', { p1: 20, p2: 13 })).toBe(false);
    expect(play('Abandoned Campground', { p1: 9, p2: 20 })).toBe(false);
    expect(play('Abandoned Campground', { p1: 14, p2: 14 })).toBe(true);
  });

  it('Bountiful Promenade always enters tapped in a two-player game', () => {
    expect(play('Bountiful Promenade', { p1: 20, p2: 20 })).toBe(true);
    expect(play('Bountiful Promenade', { p1: 5, p2: 5 })).toBe(true);
  });

  it('near miss: "unless an opponent has more cards in their graveyard than you" stays text', () => {
    // Hand sizes compared are read now (life-compare.test.ts); graveyards compared are not.
    const c = card(
      'Test Land',
      '',
      'Land',
      'This land enters tapped unless an opponent has more cards in their graveyard than you.',
    );
    expect(unenforced(c)).toEqual([
      'This land enters tapped unless an opponent has more cards in their graveyard than you.',
    ]);
  });
});
