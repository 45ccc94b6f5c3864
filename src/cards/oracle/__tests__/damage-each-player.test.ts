// "~ deals damage to each player equal to the number of lands they control" (CR 120.3): the
// amount is counted for each player dealt damage, all before any damage is dealt.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const soil = card(
  'Acidic Soil',
  '{2}{R}',
  'Sorcery',
  'Acidic Soil deals damage to each player equal to the number of lands they control.',
);
const typhoon = card(
  'Typhoon',
  '{2}{G}',
  'Sorcery',
  'Typhoon deals damage to each opponent equal to the number of Islands that player controls.',
);
const hidetsugu = card(
  'Heartless Hidetsugu',
  '{3}{R}{R}',
  'Legendary Creature — Ogre Shaman',
  "{T}: Heartless Hidetsugu deals damage to each player equal to half that player's life total, rounded down.",
  '4/3',
);
const CARDS = compiled(soil, typhoon, hidetsugu);
const lands = (name: string, n: number) => Array<string>(n).fill(name);

describe('damage to each player, counted for that player (CR 120.3)', () => {
  it('Acidic Soil: 4 damage to the player with four lands, 2 to the player with two', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Acidic Soil'], battlefield: lands('Mountain', 4) },
          p2: { battlefield: lands('Island', 2) },
        },
      },
      [{ cast: 'Acidic Soil' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(16);
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Typhoon counts the Islands of the opponent only, and deals no damage to you', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Typhoon'], battlefield: [...lands('Forest', 3), ...lands('Island', 2)] },
          p2: { battlefield: [...lands('Island', 3), 'Mountain'] },
        },
      },
      [{ cast: 'Typhoon' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(20);
    expect(g.state.players.p2.life).toBe(17);
  });

  it('Heartless Hidetsugu halves each life total, rounded down, each counted before any damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { life: 15, battlefield: ['Heartless Hidetsugu'] },
          p2: { life: 20 },
        },
      },
      [{ activate: 'Heartless Hidetsugu' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(8);
    expect(g.state.players.p2.life).toBe(10);
  });

  it('"that player controls with flying" after the count stays text (Wing Storm)', () => {
    const c = card(
      'Wing Storm',
      '{2}{G}',
      'Sorcery',
      'Wing Storm deals damage to each player equal to twice the number of creatures that player controls with flying.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
