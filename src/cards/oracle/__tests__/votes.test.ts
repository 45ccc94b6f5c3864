// Voting (CR 701.38a): "Starting with you, each player votes for time or knowledge" — the caster
// votes first, then the opponent; "If time gets more votes, …" / "If knowledge gets more votes or
// the vote is tied, …" and "… for each sprout vote" read the counts. A card that gives a player an
// additional vote (701.38c/d) stays text. Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const plea = card(
  'Plea for Power',
  '{3}{U}',
  'Sorcery',
  'Will of the council — Starting with you, each player votes for time or knowledge. If time gets more votes, take an extra turn after this one. If knowledge gets more votes or the vote is tied, draw three cards.',
);
const orchard = card(
  'Orchard Elemental',
  '{5}{G}',
  'Creature — Elemental',
  "Council's dilemma — When this creature enters, starting with you, each player votes for sprout or harvest. Put two +1/+1 counters on this creature for each sprout vote. You gain 3 life for each harvest vote.",
  '2/2',
);
const CARDS = compiled(plea, orchard);

function castPlea() {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          hand: [{ id: 'plea', card: 'Plea for Power' }],
          battlefield: ['Island', 'Island', 'Island', 'Island'],
          library: ['Island', 'Island', 'Island', 'Island'],
        },
        p2: { library: ['Island'] },
      },
    },
    [{ cast: 'plea' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('voting (CR 701.38a)', () => {
  it('Plea for Power: the caster votes first, then the opponent; a tie draws three cards', () => {
    const g = castPlea();
    const d = g.state.pendingDecision;
    expect(d?.player).toBe('p1');
    expect(d && 'options' in d ? d.options.map((o) => o.value) : []).toEqual(['time', 'knowledge']);
    g.act({ decide: 'time' });
    expect(g.state.pendingDecision?.player).toBe('p2');
    g.act({ decide: 'knowledge' });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(3);
    expect(g.state.turn.extraTurns ?? []).toEqual([]);
  });

  it('Plea for Power: two votes for time take an extra turn and draw nothing', () => {
    const g = castPlea();
    g.act({ decide: 'time' });
    g.act({ decide: 'time' });
    expect(g.state.players.p1.hand).toHaveLength(0);
    expect(g.state.turn.extraTurns).toEqual(['p1']);
  });

  it('Orchard Elemental: two +1/+1 counters per sprout vote, 3 life per harvest vote', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'oe', card: 'Orchard Elemental' }], battlefield: Array<string>(6).fill('Forest') },
        },
      },
      [{ cast: 'oe' }, { pass: true }, { pass: true }, { decide: 'sprout' }, { decide: 'harvest' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('oe').counters).toEqual({ '+1/+1': 2 });
    expect(g.state.players.p1.life).toBe(23);
  });

  it('near misses stay text: an additional vote (Tivit), votes for objects (Council’s Judgment)', () => {
    const tivit = card(
      'Tivit, Seller of Secrets',
      '{4}{W}{U}{B}',
      'Legendary Creature — Human Rogue',
      "Flying, ward {3}\nCouncil's dilemma — Whenever Tivit enters or deals combat damage to a player, starting with you, each player votes for evidence or bribery. For each evidence vote, investigate. For each bribery vote, create a Treasure token.\nWhile voting, you may vote an additional time. (The votes can be for different choices or for the same choice.)",
      '6/6',
    );
    expect(unenforced(tivit).length).toBeGreaterThan(0);
    const judgment = card(
      "Council's Judgment",
      '{1}{W}{W}',
      'Sorcery',
      "Will of the council — Starting with you, each player votes for a nonland permanent you don't control. Exile each permanent with the most votes or tied for most votes.",
    );
    expect(unenforced(judgment)).toHaveLength(1);
  });
});
