// "Creatures target player controls get -2/-2 until end of turn": a plural group relative to a
// player, as the subject of its verbs without "each" / "all" — the same set as "all creatures
// target player controls" (CR 115.1: the player is a target; 611.2c: the set is fixed as the
// effect begins).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const arms = card(
  'Arms of Hadar',
  '{3}{B}',
  'Sorcery',
  'Creatures target player controls get -2/-2 until end of turn.',
);
const quickDraw = card(
  'Quick Draw',
  '{R}',
  'Instant',
  'Target creature you control gets +1/+1 and gains first strike until end of turn. Creatures target opponent controls lose first strike and double strike until end of turn.',
);
const CARDS = compiled(arms, quickDraw);

describe('"Creatures target player controls …" as a subject', () => {
  it("Arms of Hadar: only the target player's creatures get -2/-2", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'arms', card: 'Arms of Hadar' }],
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', { id: 'mine', card: 'Grizzly Bears' }],
          },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
            ],
          },
        },
      },
      [{ cast: 'arms', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(pt(g, 'spider')).toEqual([0, 2]);
    expect(pt(g, 'mine')).toEqual([2, 2]);
  });

  it('Arms of Hadar may target its caster: then only your creatures get -2/-2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'arms', card: 'Arms of Hadar' }],
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', { id: 'mine', card: 'Giant Spider' }],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'arms', targets: ['p1'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'mine')).toEqual([0, 2]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it('near misses stay text: "lose all creature types" (Ego Erasure), "attack this turn if able" (Instigator)', () => {
    const ego = card(
      'Ego Erasure',
      '{2}{U}',
      'Kindred Instant — Shapeshifter',
      'Changeling (This card is every creature type.)\nCreatures target player controls get -2/-0 and lose all creature types until end of turn.',
    );
    expect(unenforced(ego)).toHaveLength(1);
    const instigator = card(
      'Instigator',
      '{1}{B}',
      'Creature — Human Spellshaper',
      '{1}{B}{B}, {T}, Discard a card: Creatures target player controls attack this turn if able.',
      '1/1',
    );
    expect(unenforced(instigator)).toHaveLength(1);
  });
});
