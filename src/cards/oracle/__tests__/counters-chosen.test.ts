// "Put a menace counter on a creature you control", "Put two loyalty counters on a planeswalker
// you control": counters on one permanent the controller chooses as the instruction is followed —
// not a target (CR 115.10, 608.2d), so nothing is chosen on casting, and with none to choose the
// rest of the spell still happens (608.2c). "it" next names the chosen one (Kayla's Command).
// "another creature you control" stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const curdle = card(
  'Blood Curdle',
  '{3}{B}',
  'Instant',
  "Destroy target creature. Put a menace counter on a creature you control. (It can't be blocked except by two or more creatures.)",
);
const CARDS = compiled(curdle);

function cast(mine: (string | object)[]): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', ...mine], hand: ['Blood Curdle'] },
        p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'Blood Curdle', targets: ['theirs'] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('counters on a permanent chosen as the spell resolves (CR 115.10, 608.2d)', () => {
  it("Blood Curdle: the opponent's Bears die, then the menace counter goes on the creature chosen", () => {
    const g = cast([
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'spider', card: 'Giant Spider' },
    ]);
    // Cast with one target only: the creature for the counter is not chosen yet.
    expect(g.state.pendingDecision).toBeFalsy();
    for (let i = 0; i < 6 && (g.state.stack.length || g.state.pendingDecision); i++)
      g.act(g.state.pendingDecision ? { decide: ['spider'] } : { pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('spider').counters.menace).toBe(1);
    expect(g.get('bears').counters.menace ?? 0).toBe(0);
  });

  it('with no creature to choose, the target is still destroyed and no counter is put', () => {
    const g = cast([]);
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('"Put a +1/+1 counter on another creature you control" stays text', () => {
    const c = card('Test Another', '{1}{W}', 'Sorcery', 'Put a +1/+1 counter on another creature you control.');
    expect(unenforced(c)).toHaveLength(1);
  });
});
