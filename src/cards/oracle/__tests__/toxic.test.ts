// Toxic N (CR 702.164) on compiled real cards: combat damage to a player also gives them poison
// counters equal to the creature's total toxic value (702.164c), and they still lose the life;
// a blocked creature's damage to a creature gives none, nor does noncombat damage.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const rat = card(
  'Blightbelly Rat',
  '{1}{B}',
  'Creature — Phyrexian Rat',
  'Toxic 1 (Players dealt combat damage by this creature also get a poison counter.)\nWhen this creature dies, proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)',
  '2/2',
);
const headcleaver = card(
  "Sheoldred's Headcleaver",
  '{3}{B}',
  'Creature — Phyrexian Warrior',
  'Menace\nToxic 2 (Players dealt combat damage by this creature also get two poison counters.)',
  '2/4',
);
const wall = card('Wall of Stone', '{1}{R}{R}', 'Creature — Wall', 'Defender', '0/8');
const CARDS = compiled(rat, headcleaver, wall);

describe('toxic (CR 702.164)', () => {
  it("unblocked Blightbelly Rat and Sheoldred's Headcleaver: 4 damage and three poison counters", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'rat', card: 'Blightbelly Rat' },
              { id: 'hc', card: "Sheoldred's Headcleaver" },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['rat', 'hc'] }, { advance: 'main2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.players.p2.poison).toBe(3);
  });

  it('a blocked Blightbelly Rat gives no poison counters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'rat', card: 'Blightbelly Rat' }] },
          p2: { battlefield: [{ id: 'wall', card: 'Wall of Stone' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['rat'] }, { advance: 'declareBlockers' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ block: { wall: 'rat' }, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.state.players.p2.poison ?? 0).toBe(0);
  });
});
