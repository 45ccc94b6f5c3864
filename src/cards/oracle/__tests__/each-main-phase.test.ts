// "At the beginning of each of your main phases" (CR 505.1a, 603.2b): the precombat main phase
// and each postcombat one, each read on its own step trigger. Carpet of Flowers' "if you haven't
// added mana with this ability this turn" stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const siege = card(
  'Frontier Siege',
  '{3}{G}',
  'Enchantment',
  "As this enchantment enters, choose Khans or Dragons.\n• Khans — At the beginning of each of your main phases, add {G}{G}.\n• Dragons — Whenever a creature you control with flying enters, you may have it fight target creature you don't control.",
);
const carpet = card(
  'Carpet of Flowers',
  '{G}',
  'Enchantment',
  "At the beginning of each of your main phases, if you haven't added mana with this ability this turn, you may add X mana of any one color, where X is the number of Islands target opponent controls.",
);
const CARDS = compiled(siege);

/** P1 casts Frontier Siege in their first main phase and chooses `mode`. */
function siegeWith(mode: string): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest'],
          hand: ['Frontier Siege'],
          library: ['Forest', 'Forest'],
        },
        p2: { library: ['Forest', 'Forest'] },
      },
    },
    [{ cast: 'Frontier Siege' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  g.act({ decide: mode });
  expect(g.get('Frontier Siege').chosenMode).toBe(mode);
  return g;
}

describe('"At the beginning of each of your main phases" (CR 505.1a)', () => {
  it("Frontier Siege, Khans: {G}{G} as the postcombat main phase begins, and as the next turn's precombat one does", () => {
    const g = siegeWith('Khans');
    g.act({ advance: 'main2' });
    while (g.stack().length) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool.G).toBe(2);
    // Not on the opponent's turn: "your" main phases only.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    g.act({ advance: 'main1' });
    expect(g.stack()).toHaveLength(0);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.turn.active).toBe('p1');
    while (g.stack().length) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool.G).toBe(2);
  });

  it('Frontier Siege, Dragons: no mana as a main phase begins', () => {
    const g = siegeWith('Dragons');
    g.act({ advance: 'main2' });
    expect(g.stack()).toHaveLength(0);
    expect(g.state.players.p1.manaPool.G ?? 0).toBe(0);
  });

  it('near miss: Carpet of Flowers ("if you haven\'t added mana with this ability this turn") stays text', () => {
    expect(unenforced(carpet)).toHaveLength(1);
  });
});
