// Extort (CR 702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
// loses 1 life and you gain life equal to the total life lost this way." Each instance triggers
// separately (702.101b). Real card: Tithe Drinker.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const drinker = card(
  'Tithe Drinker',
  '{W}{B}',
  'Creature — Vampire',
  'Lifelink (Damage dealt by this creature also causes you to gain that much life.)\nExtort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life.)',
  '2/1',
);
const CARDS = compiled(drinker);

function castBears(drinkers: number, lands: string[]): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [...Array.from({ length: drinkers }, () => 'Tithe Drinker'), 'Forest', 'Forest', ...lands],
          hand: ['Grizzly Bears'],
        },
      },
    },
    [{ cast: 'Grizzly Bears' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('extort (CR 702.101a)', () => {
  it('paid: the opponent loses 1 life and its controller gains 1', () => {
    const g = castBears(1, ['Plains']);
    // The extort trigger is above the Bears on the stack.
    expect(g.stack()).toHaveLength(2);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(21);
  });

  it('two instances trigger separately (CR 702.101b): each is paid for on its own', () => {
    const g = castBears(2, ['Plains', 'Swamp']);
    // Two triggers: their controller orders them (CR 603.3b), then both are on the stack.
    const order = g.state.pendingDecision;
    expect(order?.kind).toBe('chooseOrder');
    g.act({ decide: order && 'options' in order ? order.options.map((o) => o.value) : [] });
    expect(g.stack()).toHaveLength(3);
    g.act({ pass: true });
    g.act({ decide: true });
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('not paid, or no mana to pay: no life changes', () => {
    const g = castBears(1, ['Plains']);
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.state.players.p2.life).toBe(20);
    const broke = castBears(1, []);
    broke.act({ pass: true });
    expect(broke.state.pendingDecision).toBeNull();
    expect(broke.state.players.p2.life).toBe(20);
  });
});
