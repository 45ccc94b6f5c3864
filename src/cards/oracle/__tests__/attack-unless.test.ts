// "This creature can't attack or block unless <condition>" (CR 508.1c, 509.1c): a restriction that
// applies while the condition over the game's state doesn't hold (611.3a, checked as attackers
// and blockers are declared). "unless … pays {3}" is a cost (508.1d), not a condition: it stays
// text. Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const blindSpot = card(
  'Blind-Spot Giant',
  '{2}{R}',
  'Creature — Giant Warrior',
  "This creature can't attack or block unless you control another Giant.",
  '4/3',
);
const goblin = card(
  'Bloodcrazed Goblin',
  '{R}',
  'Creature — Goblin Berserker',
  "This creature can't attack unless an opponent has been dealt damage this turn.",
  '2/2',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const brainwash = card(
  'Brainwash',
  '{W}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature can't attack unless its controller pays {3}.",
);
const CARDS = compiled(blindSpot, goblin, hillGiant);
const library = ['Island', 'Island', 'Island', 'Island'];

function board(p1: string[], hand: string[] = [], p2: string[] = []): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: p1, hand, library }, p2: { battlefield: p2, library } } },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe("can't attack or block unless (CR 508.1c, 509.1c, 611.3a)", () => {
  it('Blind-Spot Giant alone can’t attack; beside Hill Giant it attacks for 4', () => {
    const alone = board(['Blind-Spot Giant']);
    alone.act({ advance: 'declareAttackers' });
    expect(() => alone.act({ attack: ['Blind-Spot Giant'] })).toThrow(/can't attack/);

    const g = board(['Blind-Spot Giant', 'Hill Giant']);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Blind-Spot Giant'] });
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Blind-Spot Giant can’t block without another Giant (the opponent’s Giant doesn’t count)', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Blind-Spot Giant'], library },
          p2: { battlefield: ['Hill Giant'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Hill Giant'] });
    expect(() => g.act({ block: { 'Blind-Spot Giant': 'Hill Giant' } })).toThrow(/can't block/);
  });

  it('Bloodcrazed Goblin attacks only after an opponent was dealt damage this turn', () => {
    const g = board(['Bloodcrazed Goblin', 'Mountain'], ['Lightning Bolt']);
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['Bloodcrazed Goblin'] })).toThrow();

    const bolted = board(['Bloodcrazed Goblin', 'Mountain'], ['Lightning Bolt']);
    bolted.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    bolted.act({ pass: true });
    expect(bolted.state.players.p2.life).toBe(17);
    bolted.act({ advance: 'declareAttackers' });
    bolted.act({ attack: ['Bloodcrazed Goblin'] });
    bolted.act({ block: {} });
    bolted.act({ advance: 'main2' });
    expect(bolted.state.players.p2.life).toBe(15);
  });

  it('near miss: "unless its controller pays {3}" is a cost and stays text', () => {
    expect(unenforced(brainwash)).toEqual(["Enchanted creature can't attack unless its controller pays {3}."]);
  });
});
