// "Two target players each draw a card" (Huddle Up), "Any number of target players each gain 6
// life" (Hunters' Feast), "Up to two target players each draw a card": each chosen target player
// does it (CR 115.1, 608.2c). Only verbs of a fixed number are read (an amount "equal to …" might
// name each player's own count, which one amount would count once for all): Reward the Faithful
// ("each gain life equal to …") and Cabal Conditioning ("each discard a number of cards equal to
// …") stay text, though their amounts happen to be the same for each.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const huddle = card(
  'Huddle Up',
  '{2}{U}',
  'Sorcery',
  "Assist (Another player can pay up to {2} of this spell's cost.)\nTwo target players each draw a card.",
);
const feast = card("Hunters' Feast", '{3}{G}', 'Sorcery', 'Any number of target players each gain 6 life.');
const lesson = card(
  "Donatello's Science Lesson",
  '{2}{U}',
  'Instant',
  'Tap up to two target creatures. Up to two target players each draw a card.',
);
const reward = card(
  'Reward the Faithful',
  '{W}',
  'Instant',
  'Any number of target players each gain life equal to the greatest mana value among permanents you control.',
);
const cabal = card(
  'Cabal Conditioning',
  '{6}{B}',
  'Sorcery',
  'Any number of target players each discard a number of cards equal to the greatest mana value among permanents you control.',
);
const CARDS = compiled(huddle, feast, lesson);

describe('"N target players each …" (CR 115.1)', () => {
  it('Huddle Up targeting both players: each draws one card', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Huddle Up'], library: ['Plains', 'Plains'] },
          p2: { library: ['Swamp', 'Swamp'] },
        },
      },
      [{ cast: 'Huddle Up', targets: ['p1', 'p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    run(g);
    expect(g.names('p1', 'hand')).toEqual(['Plains']);
    expect(g.names('p2', 'hand')).toEqual(['Swamp']);
  });

  it("Hunters' Feast targeting only p2: p2 gains 6 life, p1 none", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ["Hunters' Feast"] }, p2: {} },
      },
      [{ cast: "Hunters' Feast", targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    run(g);
    expect(g.state.players.p2.life).toBe(26);
    expect(g.state.players.p1.life).toBe(20);
  });

  it("Donatello's Science Lesson: up to two target players, none to two (min 0, max 2)", () => {
    const [, , def] = CARDS;
    const slot = def?.spell?.targets.find((t) => t.filter.players);
    expect(slot && [slot.min, slot.max]).toEqual([0, 2]);
  });

  it('near misses: an amount "equal to …" stays text', () => {
    expect(unenforced(reward)).toHaveLength(1);
    expect(unenforced(cabal)).toHaveLength(1);
  });
});
