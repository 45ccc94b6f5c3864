// Conditions read by the grammar for statics, triggers and activated abilities (CR 611.3a,
// 603.4): threshold's "seven or more cards are in your graveyard", "another white creature",
// "is equipped", and "it" bound to what the sentence names — an Aura's "as long as it's
// untapped" is about the enchanted creature, never the Aura.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const visionary = card(
  'Mystic Visionary',
  '{1}{W}',
  'Creature — Human Nomad Mystic',
  'Threshold — This creature has flying as long as seven or more cards are in your graveyard.',
  '2/1',
);
const cohort = card(
  'Ballynock Cohort',
  '{2}{W}',
  'Creature — Kithkin Soldier',
  'First strike\nThis creature gets +1/+1 as long as you control another white creature.',
  '2/2',
);
const cloak = card(
  'Spectral Cloak',
  '{U}{U}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature has shroud as long as it's untapped. (It can't be the target of spells or abilities.)",
);
const raksha = card(
  'Raksha Golden Cub',
  '{5}{W}{W}',
  'Legendary Creature — Cat Soldier',
  'Vigilance\nAs long as Raksha Golden Cub is equipped, Cat creatures you control get +2/+2 and have double strike.',
  '3/4',
);
const bonesplitter = card('Bonesplitter', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');

const keywords = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
const islands = (n: number) => Array.from({ length: n }, () => 'Island');

describe('threshold: "as long as seven or more cards are in your graveyard"', () => {
  for (const [n, flying] of [
    [6, false],
    [7, true],
  ] as const) {
    it(`with ${n} cards in its controller's graveyard, Mystic Visionary ${flying ? 'has' : "doesn't have"} flying`, () => {
      const cards = compiled(visionary);
      const g = game(
        {
          turn: main,
          players: { p1: { battlefield: ['Mystic Visionary'], graveyard: islands(n) }, p2: { graveyard: islands(9) } },
        },
        [],
        { cards },
      );
      expect(keywords(g, 'Mystic Visionary').includes('flying')).toBe(flying);
    });
  }
});

describe('"another": the source itself does not count', () => {
  it('one Ballynock Cohort alone is 2/2; two see each other and are 3/3', () => {
    const cards = compiled(cohort);
    const one = game({ turn: main, players: { p1: { battlefield: [{ id: 'a', card: 'Ballynock Cohort' }] } } }, [], {
      cards,
    });
    expect(pt(one, 'a')).toEqual([2, 2]);
    const two = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'a', card: 'Ballynock Cohort' },
              { id: 'b', card: 'Ballynock Cohort' },
            ],
          },
        },
      },
      [],
      { cards },
    );
    expect([pt(two, 'a'), pt(two, 'b')]).toEqual([
      [3, 3],
      [3, 3],
    ]);
  });
});

describe('"is equipped" (CR 301.5)', () => {
  it('Raksha Golden Cub gives Cats +2/+2 only while an Equipment is attached to it', () => {
    const cards = compiled(raksha, bonesplitter);
    const bare = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'raksha', card: 'Raksha Golden Cub' }] } } },
      [],
      {
        cards,
      },
    );
    expect(pt(bare, 'raksha')).toEqual([3, 4]);
    const equipped = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'raksha', card: 'Raksha Golden Cub' },
              { id: 'axe', card: 'Bonesplitter', attachedTo: 'raksha' },
            ],
          },
        },
      },
      [],
      { cards },
    );
    // 3/4, +2/+0 from Bonesplitter, +2/+2 for being an equipped Cat.
    expect(pt(equipped, 'raksha')).toEqual([7, 6]);
    expect(keywords(equipped, 'raksha')).toContain('double strike');
  });
});

describe('"it" in a condition names what the sentence is about', () => {
  const board = (tapped: boolean) => ({
    turn: main,
    players: {
      p1: {
        battlefield: [
          { id: 'bears', card: 'Grizzly Bears', tapped },
          { id: 'cloak', card: 'Spectral Cloak', attachedTo: 'bears' },
        ],
      },
    },
  });

  it('Spectral Cloak: the enchanted creature has shroud while it (the creature) is untapped, and loses it when tapped', () => {
    const cards = compiled(cloak);
    expect(keywords(game(board(false), [], { cards }), 'bears')).toContain('shroud');
    expect(keywords(game(board(true), [], { cards }), 'bears')).not.toContain('shroud');
  });

  it('near miss: "as long as it\'s untapped" after a subject of many objects stays text', () => {
    const many = card(
      'Test Cloak',
      '{U}',
      'Enchantment',
      "Creatures you control have shroud as long as it's untapped.",
    );
    expect(unenforced(many)).toEqual(["Creatures you control have shroud as long as it's untapped."]);
  });
});
