// More "becomes" effects (CR 611.2, 613): "Switch target creature's power and toughness until end
// of turn" (layer 7d, after counters and pumps, 613.4d), "becomes the color / creature type of your
// choice until end of turn" (chosen as it resolves, 608.2d; a colour replaces the object's colours,
// 105.3; a creature type replaces its creature types unless "in addition to its other types",
// 205.1a–b), "becomes an artifact creature" (every prior type and subtype kept, 205.1b: a Vehicle
// stays a Vehicle, with its printed power and toughness, 301.7b), "with power and toughness each
// equal to its mana value" (fixed as it resolves, 608.2h), "Creatures your opponents control have
// base power and toughness 0/1 until end of turn" (layer 7b, 613.4b; objects fixed, 611.2c). All end
// in the cleanup step (514.2). Real cards.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const aboutFace = card(
  'About Face',
  '{R}',
  'Instant',
  "Switch target creature's power and toughness until end of turn.",
);
const giantGrowth = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const aeromoeba = card(
  'Aeromoeba',
  '{3}{U}',
  'Creature — Elemental Beast',
  "Flying\nDiscard a card: Switch this creature's power and toughness until end of turn.",
  '2/4',
);
const calderaKavu = card(
  'Caldera Kavu',
  '{2}{R}',
  'Creature — Kavu',
  '{1}{B}: This creature gets +1/+1 until end of turn.\n{G}: This creature becomes the color of your choice until end of turn.',
  '2/2',
);
const dreamer = card(
  'Mistform Dreamer',
  '{2}{U}',
  'Creature — Illusion',
  'Flying\n{1}: This creature becomes the creature type of your choice until end of turn.',
  '2/1',
);
const cruiser = card(
  'Fleetwheel Cruiser',
  '{4}',
  'Artifact — Vehicle',
  'Trample, haste\nWhen this Vehicle enters, it becomes an artifact creature until end of turn.\nCrew 2 (Tap any number of creatures you control with total power 2 or more: This Vehicle becomes an artifact creature until end of turn.)',
  '5/3',
);
const karnsTouch = card(
  "Karn's Touch",
  '{U}{U}',
  'Instant',
  'Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn. (It retains its abilities.)',
);
const mindStone = card(
  'Mind Stone',
  '{2}',
  'Artifact',
  '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.',
);
const flatline = card(
  'Flatline',
  '{2}{U}',
  'Instant',
  'Creatures your opponents control have base power and toughness 0/1 until end of turn.',
);
const coating = card(
  'Liquimetal Coating',
  '{2}',
  'Artifact',
  '{T}: Target permanent becomes an artifact in addition to its other types until end of turn.',
);
const ancientKavu = card(
  'Ancient Kavu',
  '{3}{R}',
  'Creature — Kavu',
  '{2}: This creature becomes colorless until end of turn.',
  '3/3',
);
const mirrorEntity = card(
  'Mirror Entity',
  '{2}{W}',
  'Creature — Shapeshifter',
  'Changeling (This card is every creature type.)\n{X}: Until end of turn, creatures you control have base power and toughness X/X and gain all creature types.',
  '1/1',
);
const CARDS = compiled(
  ancientKavu,
  mirrorEntity,
  aboutFace,
  giantGrowth,
  aeromoeba,
  calderaKavu,
  dreamer,
  cruiser,
  karnsTouch,
  mindStone,
  flatline,
  coating,
);

const chars = (g: Game, ref: string) => characteristics(readContext(g.state, g.engine.registry), g.get(ref));

describe("switch a creature's power and toughness (CR 613.4d)", () => {
  it('About Face on Giant Spider with a +1/+1 counter and +3/+3: 6/8 becomes 8/6, until cleanup', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['About Face', 'Giant Growth'], battlefield: ['Mountain', 'Forest'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider', counters: { '+1/+1': 1 } }] },
        },
      },
      [{ cast: 'Giant Growth', targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'spider')).toEqual([6, 8]);
    g.act({ cast: 'About Face', targets: ['spider'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    // Layer 7d comes after the counter and the pump (7c): the switched totals.
    expect(pt(g, 'spider')).toEqual([8, 6]);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'spider')).toEqual([3, 5]);
  });

  it('About Face twice on Giant Spider: switched back, a 2/4 (each switch applies in turn, 613.4d)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [
              { id: 'f1', card: 'About Face' },
              { id: 'f2', card: 'About Face' },
            ],
            battlefield: ['Mountain', 'Mountain'],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'f1', targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'spider')).toEqual([4, 2]);
    g.act({ cast: 'f2', targets: ['spider'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'spider')).toEqual([2, 4]);
  });

  it('Aeromoeba reads in full (a discard cost, the source switched)', () => {
    expect(unenforced(aeromoeba)).toEqual([]);
  });
});

describe('becomes the color / creature type of your choice (CR 608.2d)', () => {
  it('Caldera Kavu, blue chosen: blue only, until cleanup, then red again', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', { id: 'kavu', card: 'Caldera Kavu' }] } },
      },
      [{ activate: 'kavu', ability: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOption', player: 'p1' });
    g.act({ decide: 'U' });
    expect(chars(g, 'kavu').colors).toEqual(['U']);
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'kavu').colors).toEqual(['R']);
  });

  it('Mistform Dreamer, Elf chosen: an Elf and no longer an Illusion (its creature types replaced, 205.1a)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Island', { id: 'dreamer', card: 'Mistform Dreamer' }] } },
      },
      [{ activate: 'dreamer' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOption', purpose: 'creature-type' });
    g.act({ decide: 'Elf' });
    expect(chars(g, 'dreamer').subtypes).toEqual(['Elf']);
    expect(chars(g, 'dreamer').types).toEqual(['creature']);
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'dreamer').subtypes).toEqual(['Illusion']);
  });
});

describe('becomes an artifact creature (CR 205.1b)', () => {
  it('Fleetwheel Cruiser enters as a 5/3 artifact creature Vehicle this turn, and is not a creature next turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'cruiser', card: 'Fleetwheel Cruiser' }], battlefield: Array(4).fill('Island') },
        },
      },
      [{ cast: 'cruiser' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'cruiser').types).toEqual(['artifact', 'creature']);
    expect(chars(g, 'cruiser').subtypes).toEqual(['Vehicle']);
    expect(pt(g, 'cruiser')).toEqual([5, 3]);
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'cruiser').types).toEqual(['artifact']);
  });

  it("Karn's Touch on Mind Stone: a 2/2 artifact creature (its mana value) that still taps for {C}", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ["Karn's Touch"], battlefield: ['Island', 'Island'] },
          p2: { battlefield: [{ id: 'stone', card: 'Mind Stone' }] },
        },
      },
      [{ cast: "Karn's Touch", targets: ['stone'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'stone').types).toEqual(['artifact', 'creature']);
    expect(pt(g, 'stone')).toEqual([2, 2]);
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'stone').types).toEqual(['artifact']);
  });

  it('Liquimetal Coating on a Forest: an artifact land Forest this turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'coating', card: 'Liquimetal Coating' }] },
          p2: { battlefield: [{ id: 'forest', card: 'Forest' }] },
        },
      },
      [{ activate: 'coating', targets: ['forest'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'forest').types).toEqual(['land', 'artifact']);
    expect(chars(g, 'forest').subtypes).toEqual(['Forest']);
  });
});

describe('a group has base power and toughness until end of turn (CR 613.4b, 611.2c)', () => {
  it("Flatline: p2's Giant Spider with a +1/+1 counter is a 1/2; p1's Grizzly Bears unchanged", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Flatline'],
            battlefield: ['Island', 'Island', 'Island', { id: 'bears', card: 'Grizzly Bears' }],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider', counters: { '+1/+1': 1 } }] },
        },
      },
      [{ cast: 'Flatline' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'spider')).toEqual([1, 2]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'spider')).toEqual([3, 5]);
  });
});

describe('becomes colorless (CR 105.2c)', () => {
  it('Ancient Kavu: no colour until cleanup, then red again', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Island', 'Island', { id: 'kavu', card: 'Ancient Kavu' }] } } },
      [{ activate: 'kavu' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'kavu').colors).toEqual([]);
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'kavu').colors).toEqual(['R']);
  });
});

describe('Mirror Entity (base power and toughness X/X and all creature types)', () => {
  it("X = 3: Grizzly Bears with a +1/+1 counter is a 4/4 Elf too; the opponent's Giant Spider is unchanged", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              'Plains',
              'Plains',
              { id: 'entity', card: 'Mirror Entity' },
              { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
            ],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ activate: 'entity', x: 3 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([4, 4]);
    expect(pt(g, 'entity')).toEqual([3, 3]);
    expect(chars(g, 'bears').subtypes).toEqual(expect.arrayContaining(['Bear', 'Elf']));
    expect(pt(g, 'spider')).toEqual([2, 4]);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(chars(g, 'bears').subtypes).toEqual(['Bear']);
  });
});

describe('near misses that stay text', () => {
  it('"for as long as this creature remains on the battlefield" (Skilled Animator) has no duration read', () => {
    const animator = card(
      'Skilled Animator',
      '{2}{U}',
      'Creature — Human Artificer',
      'When this creature enters, target artifact you control becomes an artifact creature with base power and toughness 5/5 for as long as this creature remains on the battlefield.',
      '1/3',
    );
    expect(unenforced(animator)).toHaveLength(1);
  });

  it('"becomes the color of your choice and gains hexproof from that color" (Mondo Gecko) stays text', () => {
    const gecko = card(
      'Mondo Gecko',
      '{1}{U}{U}',
      'Legendary Creature — Lizard Mutant',
      '{1}, Discard a card: Until end of turn, Mondo Gecko becomes the color of your choice and gains hexproof from that color.\nWhenever Mondo Gecko deals combat damage to a player, draw a card for each color among permanents you control.',
      '2/3',
    );
    expect(unenforced(gecko)[0]).toMatch(/^\{1\}, Discard a card/);
  });

  it('base power and toughness with no duration (The Bears of Littjara, chapter II) stays text', () => {
    const saga = card(
      'The Bears of Littjara',
      '{1}{G}{U}',
      'Enchantment — Saga',
      '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Create a 2/2 blue Shapeshifter creature token with changeling.\nII — Any number of target Shapeshifter creatures you control have base power and toughness 4/4.\nIII — Choose up to one target creature or planeswalker. Each creature with power 4 or greater you control deals damage equal to its power to that permanent.',
    );
    expect(unenforced(saga).some((t) => t.startsWith('II —'))).toBe(true);
  });
});
