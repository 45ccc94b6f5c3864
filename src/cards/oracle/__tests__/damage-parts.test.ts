// A damage instruction listing several amounts, each to its own recipient, in text order: "deals
// 1 damage to any target, 2 damage to another target, and 3 damage to a third target" (Cone of
// Flame). Each use of "target" is its own slot; "another" and "a third" may not pick what the
// earlier ones picked (CR 115.3). Near miss that stays text: Drakuseth's "3 damage to each of up
// to two other targets" on a permanent, where "other" might also mean "not this permanent".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const cone = card(
  'Cone of Flame',
  '{3}{R}{R}',
  'Sorcery',
  'Cone of Flame deals 1 damage to any target, 2 damage to another target, and 3 damage to a third target.',
);
const spike = card(
  'Serpentine Spike',
  '{5}{R}{R}',
  'Sorcery',
  'Devoid (This card has no color.)\nSerpentine Spike deals 2 damage to target creature, 3 damage to another target creature, and 4 damage to a third target creature. If a creature dealt damage this way would die this turn, exile it instead.',
);
const drakuseth = card(
  'Drakuseth, Maw of Flames',
  '{4}{R}{R}{R}',
  'Legendary Creature — Dragon',
  'Flying\nWhenever Drakuseth attacks, it deals 4 damage to any target and 3 damage to each of up to two other targets.',
  '7/7',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = [...compiled(cone, spike), ...compiled(giant)];

const MOUNTAINS = Array<string>(7).fill('Mountain');
const board = (hand: string) => ({
  turn: main,
  players: {
    p1: { battlefield: [...MOUNTAINS], hand: [hand] },
    p2: {
      battlefield: [
        { id: 'bears', card: 'Grizzly Bears' },
        { id: 'giant', card: 'Hill Giant' },
      ],
    },
  },
});

describe('a list of damage parts (CR 120.3, 115.3)', () => {
  it('Cone of Flame: 1 to the player, 2 to the Bears, 3 to the Giant', () => {
    const g = game(
      board('Cone of Flame'),
      [{ cast: 'Cone of Flame', targets: ['p2', 'bears', 'giant'] }, { pass: true }],
      {
        cards: CARDS,
      },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Hill Giant']);
  });

  it('Cone of Flame: "a third target" may not be what an earlier target word chose', () => {
    const g = game(board('Cone of Flame'), [{ cast: 'Cone of Flame', targets: ['p2', 'bears', 'p2'] }], {
      cards: CARDS,
    });
    expect(g.error).toMatch(/target/);
    expect(g.names('p1', 'hand')).toEqual(['Cone of Flame']);
  });

  it('Serpentine Spike: 2, 3 and 4 damage to three creatures; the ones that die are exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...MOUNTAINS], hand: ['Serpentine Spike'] },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'giant', card: 'Hill Giant' },
              { id: 'g2', card: 'Hill Giant' },
            ],
          },
        },
      },
      [{ cast: 'Serpentine Spike', targets: ['g2', 'bears', 'giant'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // 2 damage to a 3/3 Giant leaves it alive; 3 to the Bears and 4 to the other Giant exile them.
    expect(g.names('p2', 'battlefield')).toEqual(['Hill Giant']);
    expect(g.get('g2').damage).toBe(2);
    expect(g.names('p2', 'exile').sort()).toEqual(['Grizzly Bears', 'Hill Giant']);
  });

  it('Drakuseth\'s "each of up to two other targets" on a permanent stays text', () => {
    expect(unenforced(drakuseth)).toHaveLength(1);
  });
});
