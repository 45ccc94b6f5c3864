// "Shuffle ~ into its owner's library" on a compiled real card (CR 701.20, 608.2n): the spell
// leaves the stack for its owner's library as it resolves, so it doesn't go to the graveyard.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const beacon = card(
  'Beacon of Destruction',
  '{3}{R}{R}',
  'Instant',
  "Beacon of Destruction deals 5 damage to any target. Shuffle Beacon of Destruction into its owner's library.",
);
const CARDS = compiled(beacon);

describe('"Shuffle ~ into its owner\'s library"', () => {
  it("Beacon of Destruction deals 5 and ends in its owner's library, not the graveyard", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: Array(5).fill('Mountain'),
            hand: ['Beacon of Destruction'],
            library: ['Island', 'Island'],
          },
        },
      },
      [{ cast: 'Beacon of Destruction', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(15);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'library').sort()).toEqual(['Beacon of Destruction', 'Island', 'Island']);
    expect(g.state.stack).toEqual([]);
    // Its owner shuffled that library (CR 701.20a).
    expect(g.events.filter((e) => e.rule === '701.20a' || /shuffled/.test(e.text)).map((e) => e.text)).toContainEqual(
      expect.stringMatching(/p1 shuffled/),
    );
  });
});
