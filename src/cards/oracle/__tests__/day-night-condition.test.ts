// "if it's night" / "if it's day" (CR 726.1): the game's designation as the condition is checked;
// it is neither until something makes it day or night (726.2), and then "if it's night" is false.
// Moonrager's Slash costs {2} less to cast at night (a spell's own cost reduction, 601.2f).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { normalizeCard } from '../../data/faces';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const tavernRuffian = normalizeCard({
  name: 'Tavern Ruffian // Tavern Smasher',
  layout: 'transform',
  card_faces: [
    {
      name: 'Tavern Ruffian',
      mana_cost: '{3}{R}',
      type_line: 'Creature — Human Warrior Werewolf',
      oracle_text: 'Daybound (If a player casts no spells during their own turn, it becomes night next turn.)',
      power: '2',
      toughness: '5',
      colors: ['R'],
    },
    {
      name: 'Tavern Smasher',
      mana_cost: '',
      type_line: 'Creature — Werewolf',
      oracle_text:
        'Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)',
      power: '6',
      toughness: '5',
      colors: ['R'],
    },
  ],
});
const slash = card(
  "Moonrager's Slash",
  '{2}{R}',
  'Instant',
  "This spell costs {2} less to cast if it's night.\nMoonrager's Slash deals 3 damage to any target.",
);
const CARDS = compiled(tavernRuffian, slash);
const library = ['Plains', 'Plains', 'Plains'];

/**
 * Player 1 with three Forests, two Mountains ("m1", "m2") and Moonrager's Slash in hand, having cast
 * Tavern Ruffian (so it is day) on turn 3; then `passTurns` turns pass with no spells cast.
 */
function dayThenMaybeNight(passTurns: number): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          hand: ['Tavern Ruffian', "Moonrager's Slash"],
          battlefield: [
            ...Array.from({ length: 3 }, () => 'Forest'),
            { id: 'm1', card: 'Mountain' },
            { id: 'm2', card: 'Mountain' },
          ],
          library,
        },
        p2: { library },
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ cast: 'Tavern Ruffian' });
  for (let i = 0; i < 5 && g.state.stack.length; i++) g.act({ pass: true });
  for (let i = 0; i < passTurns; i++) g.act({ advance: 'next-turn' });
  return g;
}

describe("'if it's night' (CR 726.1)", () => {
  it("by day Moonrager's Slash costs {2}{R}: the one Mountain left untapped is not enough", () => {
    const g = dayThenMaybeNight(0);
    expect(g.state.dayNight).toBe('day');
    expect(['m1', 'm2'].filter((m) => !g.get(m).tapped)).toHaveLength(1);
    expect(() => g.act({ cast: "Moonrager's Slash", targets: ['p2'] })).toThrow(/\{2\}/);
    expect(g.names('p1', 'hand')).toEqual(["Moonrager's Slash"]);
  });

  it('at night (a turn with no spells) it costs {R}: one Mountain casts it, 3 damage', () => {
    const g = dayThenMaybeNight(2);
    expect(g.state.dayNight).toBe('night');
    expect(g.state.turn.active).toBe('p1');
    g.act({ cast: "Moonrager's Slash", targets: ['p2'] });
    expect(g.error).toBeNull();
    expect(['m1', 'm2'].filter((m) => g.get(m).tapped)).toHaveLength(1);
    for (let i = 0; i < 5 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
  });

  it('near miss: "if it\'s neither day nor night" in a cost reduction stays text', () => {
    const near = card(
      'Near Miss',
      '{2}{R}',
      'Creature — Wolf',
      "This spell costs {2} less to cast if it's neither day nor night.\nHaste",
      '3/1',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
