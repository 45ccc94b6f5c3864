// "Look at target player's hand" (CR 402.3: a player can't look at another player's hand unless
// an effect lets them): the ability's controller sees the cards, and nothing else changes.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const peek = card('Peek', '{U}', 'Instant', "Look at target player's hand.\nDraw a card.");
const glasses = card('Glasses of Urza', '{1}', 'Artifact', "{T}: Look at target player's hand.");
const CARDS = compiled(peek, glasses);

describe("looking at a player's hand (CR 402.3)", () => {
  it("Peek: its caster is shown the opponent's hand, which stays as it was, then draws a card", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island'], hand: ['Peek'], library: ['Plains'] },
          p2: { hand: ['Lightning Bolt', 'Counterspell'] },
        },
      },
      [{ cast: 'Peek', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const seen = g.events.find((e) => e.rule === RULE.lookAtHand);
    expect(seen?.text).toContain('p1 looked at p2');
    expect(seen?.text).toContain('Lightning Bolt, Counterspell');
    expect(g.names('p2', 'hand')).toEqual(['Lightning Bolt', 'Counterspell']);
    expect(g.names('p1', 'hand')).toEqual(['Plains']);
  });

  it('Glasses of Urza: {T} to look, on an empty hand too', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Glasses of Urza'] }, p2: { hand: [] } } },
      [{ activate: 'Glasses of Urza', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.events.find((e) => e.rule === RULE.lookAtHand)?.text).toContain('no cards');
    expect(g.get('Glasses of Urza').tapped).toBe(true);
  });
});
