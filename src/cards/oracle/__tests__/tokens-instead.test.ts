// "If this spell was kicked, create twelve of those tokens instead" (CR 608.2c, 702.33d, 111.2):
// a rider on the token instruction before it. Its condition is checked once, before any token is
// made, and either the instruction as written or the larger number is followed — never both.
import { describe, expect, it } from 'vitest';
import { allObjects } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const pledge = card(
  "Conqueror's Pledge",
  '{2}{W}{W}{W}',
  'Sorcery',
  'Kicker {6} (You may pay an additional {6} as you cast this spell.)\nCreate six 1/1 white Kor Soldier creature tokens. If this spell was kicked, create twelve of those tokens instead.',
);
const townsfolk = card(
  'Gather the Townsfolk',
  '{1}{W}',
  'Sorcery',
  'Create two 1/1 white Human creature tokens.\nFateful hour — If you have 5 or less life, create five of those tokens instead.',
);
const CARDS = compiled(pledge, townsfolk);

const tokens = (g: Game) => allObjects(g.state).filter((o) => o.token && o.zone === 'battlefield');
const plains = (n: number) => Array.from({ length: n }, () => 'Plains');

describe('"create N of those tokens instead" (CR 608.2c)', () => {
  it("Conqueror's Pledge kicked: twelve Kor Soldiers, not six more", () => {
    const g = game(
      { turn: main, players: { p1: { hand: ["Conqueror's Pledge"], battlefield: plains(11) } } },
      [{ cast: "Conqueror's Pledge", kicker: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(tokens(g)).toHaveLength(12);
    expect(g.state.proxies[tokens(g)[0]!.def]).toMatchObject({ name: 'Kor Soldier Token', power: 1, toughness: 1 });
  });

  it("Conqueror's Pledge not kicked: six Kor Soldiers", () => {
    const g = game(
      { turn: main, players: { p1: { hand: ["Conqueror's Pledge"], battlefield: plains(5) } } },
      [{ cast: "Conqueror's Pledge", kicker: false }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(tokens(g)).toHaveLength(6);
  });

  it('Gather the Townsfolk: five Humans at 5 life, two at 6', () => {
    const at = (life: number) => {
      const g = game(
        { turn: main, players: { p1: { life, hand: ['Gather the Townsfolk'], battlefield: plains(2) } } },
        [{ cast: 'Gather the Townsfolk' }, { pass: true }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      return tokens(g).length;
    };
    expect(at(5)).toBe(5);
    expect(at(6)).toBe(2);
  });

  it('"If this spell was cast from a graveyard, create ten of those tokens instead" is read (cast-words.test.ts plays it)', () => {
    const devotion = card(
      'Increasing Devotion',
      '{3}{W}{W}',
      'Sorcery',
      'Create five 1/1 white Human creature tokens. If this spell was cast from a graveyard, create ten of those tokens instead.\nFlashback {7}{W}{W} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
    );
    expect(unenforced(devotion)).toEqual([]);
  });
});
