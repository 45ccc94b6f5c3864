// Changeling (CR 702.73a): "This object is every creature type" — a characteristic-defining
// ability (604.3) that works in every zone, so a changeling is a Goblin for Goblin King, a
// Merfolk for Lord of Atlantis, and still no land type.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { ALL_CARDS } from '../../all';
import { createRegistry } from '../../registry';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const mistwalker = card(
  'Mistwalker',
  '{2}{U}',
  'Creature — Shapeshifter',
  'Changeling (This card is every creature type.)\nFlying\n{1}{U}: This creature gets +1/-1 until end of turn.',
  '1/4',
);
const goblinKing = card(
  'Goblin King',
  '{1}{R}{R}',
  'Creature — Goblin',
  'Other Goblins get +1/+1 and have mountainwalk.',
  '2/2',
);
const lord = card(
  'Lord of Atlantis',
  '{U}{U}',
  'Creature — Merfolk',
  "Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as defending player controls an Island.)",
  '2/2',
);

const CARDS = compiled(mistwalker, goblinKing, lord);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, createRegistry([...ALL_CARDS, ...CARDS])), g.get(ref));
}

describe('changeling (CR 702.73a)', () => {
  it('Mistwalker is every creature type in every zone, and no land type', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'mw', card: 'Mistwalker' }], hand: [{ id: 'mw2', card: 'Mistwalker' }] } },
      },
      [],
      { cards: CARDS },
    );
    for (const ref of ['mw', 'mw2']) {
      const c = chars(g, ref);
      expect(c.subtypes).toEqual(
        expect.arrayContaining(['Shapeshifter', 'Goblin', 'Merfolk', 'Elf', 'Wall', 'Zombie']),
      );
      expect(c.subtypes).not.toContain('Forest');
    }
  });

  it('a Goblin lord and a Merfolk lord both pump it: +2/+2, mountainwalk and islandwalk', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'mw', card: 'Mistwalker' },
              { id: 'gk', card: 'Goblin King' },
              { id: 'la', card: 'Lord of Atlantis' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    const c = chars(g, 'mw');
    expect([c.power, c.toughness]).toEqual([3, 6]);
    expect(c.keywords).toEqual(expect.arrayContaining([{ landwalk: 'Mountain' }, { landwalk: 'Island' }, 'flying']));
    // The lords are not changelings: a Merfolk lord doesn't pump a Goblin, nor a Goblin lord a Merfolk.
    expect([chars(g, 'gk').power, chars(g, 'la').power]).toEqual([2, 2]);
  });

  it("near misses stay text: a static that makes other objects every creature type (the token's changeling is read)", () => {
    expect(
      unenforced(
        card(
          'Maskwood Nexus',
          '{4}',
          'Artifact',
          "Creatures you control are every creature type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.\n{3}, {T}: Create a 2/2 blue Shapeshifter creature token with changeling. (It's every creature type.)",
        ),
      ),
    ).toEqual([
      "Creatures you control are every creature type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.",
    ]);
  });
});
