// "Create a 3/3 Kavu creature token with trample that's all colors" (CR 111.3, 105.1): the token is
// white, blue, black, red and green — its colors said after the token, not before its subtypes.
// Planewide Celebration's Citizens and Dragonbroods' Relic's Reliquary Dragon, played in the engine; a token
// with both printed colors and "that's all colors" is not read.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { characteristics, readContext } from '../../../engine';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const celebration = card(
  'Planewide Celebration',
  '{5}{G}{G}',
  'Sorcery',
  "Choose four. You may choose the same mode more than once.\n• Create a 2/2 Citizen creature token that's all colors.\n• Return target permanent card from your graveyard to your hand.\n• Proliferate.\n• You gain 4 life.",
);
const relic = card(
  "Dragonbroods' Relic",
  '{4}',
  'Artifact',
  '{T}, Tap an untapped creature you control: Add one mana of any color.\n{3}{W}{U}{B}{R}{G}, Sacrifice this artifact: Create a 4/4 Dragon creature token named Reliquary Dragon that\'s all colors. It has flying, lifelink, and "When this token enters, it deals 3 damage to any target." Activate only as a sorcery.',
);
const CARDS = compiled(celebration, relic);

describe("a token that's all colors (CR 105.1, 111.3)", () => {
  it('Planewide Celebration, the first mode three times and life once: three 2/2 Citizens of all five colors', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Planewide Celebration'], battlefield: Array<string>(7).fill('Forest') } },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Planewide Celebration').id, modes: [0, 0, 0, 3] });
    g.act({ pass: true });
    g.act({ pass: true });
    const citizens = g.names('p1', 'battlefield').filter((n) => n.startsWith('Citizen'));
    expect(citizens).toHaveLength(3);
    const citizen = g.get('Citizen Token');
    const ch = characteristics(readContext(g.state, g.engine.registry), citizen);
    expect([...ch.colors].sort()).toEqual(['B', 'G', 'R', 'U', 'W']);
    expect(ch.subtypes).toEqual(['Citizen']);
    expect(pt(g, 'Citizen Token')).toEqual([2, 2]);
    expect(g.state.players.p1.life).toBe(24);
  });

  it("Dragonbroods' Relic: Reliquary Dragon, a 4/4 of all five colors", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'relic', card: "Dragonbroods' Relic" },
              'Plains',
              'Island',
              'Swamp',
              'Mountain',
              'Forest',
              'Forest',
              'Forest',
              'Forest',
            ],
          },
        },
      },
      [{ activate: 'relic', ability: 1 }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const dragon = g.get('Reliquary Dragon');
    expect([...characteristics(readContext(g.state, g.engine.registry), dragon).colors].sort()).toEqual([
      'B',
      'G',
      'R',
      'U',
      'W',
    ]);
    expect(pt(g, 'Reliquary Dragon')).toEqual([4, 4]);
  });

  it('near miss: printed colors and "that\'s all colors" both stay text', () => {
    const c = card('Test Kavu Maker', '{2}', 'Sorcery', "Create a 3/3 green Kavu creature token that's all colors.");
    expect(unenforced(c)).toHaveLength(1);
  });
});
