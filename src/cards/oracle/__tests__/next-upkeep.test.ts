// "Draw a card at the beginning of the next turn's upkeep" (CR 603.7): a delayed triggered
// ability that triggers once, at the next upkeep step, whoever's turn it is.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const flare = card(
  'Flare',
  '{2}{R}',
  'Instant',
  "Flare deals 1 damage to any target.\nDraw a card at the beginning of the next turn's upkeep.",
);
const CARDS = compiled(flare);

describe("at the beginning of the next turn's upkeep", () => {
  it('Flare: 1 damage now, its caster draws at the opponent’s next upkeep, once', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Flare'], library: ['Island', 'Island'] },
          p2: { life: 20, library: ['Forest', 'Forest', 'Forest'] },
        },
      },
      [{ cast: 'Flare', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.hand).toHaveLength(0);
    g.act({ advance: 'next-turn' });
    // Turn 4's upkeep (the opponent's): the delayed trigger resolved and its caster drew.
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p2' });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    const resolved = () => g.events.filter((e) => e.text === "Flare's ability resolved.").length;
    expect(resolved()).toBe(1);
    // It triggered once: turn 5's upkeep brings nothing more than the turn's own draw.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1' });
    expect(resolved()).toBe(1);
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });
  it('near miss: "at the beginning of your next upkeep" (a moment of one player) stays text', () => {
    const c = card('Test Sorcery Near Miss', '{1}{U}', 'Sorcery', 'Draw a card at the beginning of your next upkeep.');
    expect(unenforced(c)).toEqual(['Draw a card at the beginning of your next upkeep.']);
  });
});
