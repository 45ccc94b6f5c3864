// "You gain life equal to the life lost this way" (CR 119.3, 608.2c): the amount is what the
// earlier "loses N life" of the same effect took, read as the effect goes on.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const tithe = card(
  'Blood Tithe',
  '{3}{B}',
  'Sorcery',
  'Each opponent loses 3 life. You gain life equal to the life lost this way.',
);
const exsanguinate = card(
  'Exsanguinate',
  '{X}{B}{B}',
  'Sorcery',
  'Each opponent loses X life. You gain life equal to the life lost this way.',
);
// "the damage dealt this way" is read (damage-dealt-this-way.test.ts); the excess damage is not.
const rings = card(
  'Razor Rings',
  '{1}{W}',
  'Instant',
  'Razor Rings deals 4 damage to target attacking or blocking creature. You gain life equal to the excess damage dealt this way.',
);
const CARDS = compiled(tithe, exsanguinate);
const swamps = (n: number) => Array.from({ length: n }, () => 'Swamp');

describe('"the life lost this way"', () => {
  it('Blood Tithe: the opponent loses 3 and its caster gains 3', () => {
    expect(unenforced(tithe)).toEqual([]);
    const g = game(
      { turn: main, players: { p1: { battlefield: swamps(4), hand: ['Blood Tithe'], life: 10 }, p2: { life: 20 } } },
      [{ cast: 'Blood Tithe' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(13);
  });

  it('Exsanguinate with X = 4: 4 lost, 4 gained', () => {
    expect(unenforced(exsanguinate)).toEqual([]);
    const g = game(
      { turn: main, players: { p1: { battlefield: swamps(6), hand: ['Exsanguinate'], life: 10 }, p2: { life: 20 } } },
      [{ cast: 'Exsanguinate', x: 4 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.players.p1.life).toBe(14);
  });

  it('near miss: "the excess damage dealt this way" stays text', () => {
    expect(unenforced(rings)).toEqual([
      'Razor Rings deals 4 damage to target attacking or blocking creature. You gain life equal to the excess damage dealt this way.',
    ]);
  });
});
