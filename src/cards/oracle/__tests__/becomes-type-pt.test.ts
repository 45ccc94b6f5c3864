// Animations and other changes with a duration (CR 611.2, 613): "Until end of turn, this creature
// becomes a Dragon with base power and toughness 4/4, flying, and haste" (creature types replaced,
// layer 4, 205.1a; keywords, layer 6; base P/T set, layer 7b, under a pump, 7c, 613.4b–c);
// "This creature becomes a Kithkin Spirit with base power and toughness 2/2" with no duration (for
// as long as it is the same object, 611.2a); "If this creature is a Spirit, it becomes …" ("it" is
// the source the condition names, 608.2c); "Until end of turn, this creature loses defender and
// gains flying" (the sentence's duration for both verbs); "Target land becomes a Swamp until end of
// turn" (its land type set: old land types and rules-text abilities gone, the Swamp's mana ability
// had, 305.7, 305.6). Real cards; near misses stay text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const dragonheart = card(
  'Bogardan Dragonheart',
  '{2}{R}',
  'Creature — Human Shaman',
  'Sacrifice another creature: Until end of turn, this creature becomes a Dragon with base power and toughness 4/4, flying, and haste.',
  '2/2',
);
const gargoyle = card(
  'Gargoyle Sentinel',
  '{3}',
  'Artifact Creature — Gargoyle',
  "Defender (This creature can't attack.)\n{3}: Until end of turn, this creature loses defender and gains flying.",
  '3/3',
);
const figure = card(
  'Figure of Destiny',
  '{R/W}',
  'Creature — Kithkin',
  '{R/W}: This creature becomes a Kithkin Spirit with base power and toughness 2/2.\n{R/W}{R/W}{R/W}: If this creature is a Spirit, it becomes a Kithkin Spirit Warrior with base power and toughness 4/4.\n{R/W}{R/W}{R/W}{R/W}{R/W}{R/W}: If this creature is a Warrior, it becomes a Kithkin Spirit Warrior Avatar with base power and toughness 8/8, flying, and first strike.',
  '1/1',
);
const slimyKavu = card(
  'Slimy Kavu',
  '{2}{R}',
  'Creature — Kavu',
  '{T}: Target land becomes a Swamp until end of turn.',
  '2/2',
);
const cyclopean = card(
  'Cyclopean Giant',
  '{2}{B}{B}',
  'Creature — Zombie Giant',
  'When this creature dies, target land becomes a Swamp. Exile this creature.',
  '4/2',
);
const mirage = card(
  'Shimmering Mirage',
  '{1}{U}',
  'Instant',
  'Target land becomes the basic land type of your choice until end of turn.\nDraw a card.',
);
const frontier = card(
  'Unstable Frontier',
  '',
  'Land',
  '{T}: Add {C}.\n{T}: Target land you control becomes the basic land type of your choice until end of turn.',
);
const giantGrowth = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const CARDS = compiled(dragonheart, gargoyle, figure, slimyKavu, cyclopean, mirage, frontier, giantGrowth);

const chars = (g: Game, ref: string) => characteristics(readContext(g.state, g.engine.registry), g.get(ref));

describe('becomes a <creature type> with base power and toughness N/N (CR 205.1a, 613.4b)', () => {
  it('Bogardan Dragonheart: a 4/4 red Dragon with flying and haste this turn; Giant Growth on top makes 7/7', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Giant Growth'],
            battlefield: ['Forest', { id: 'dh', card: 'Bogardan Dragonheart' }, { id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ activate: 'dh' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The other creature was the cost.
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    const c = chars(g, 'dh');
    expect(c.subtypes).toEqual(['Dragon']);
    expect(c.types).toEqual(['creature']);
    expect(c.colors).toEqual(['R']);
    expect(c.keywords).toEqual(expect.arrayContaining(['flying', 'haste']));
    expect(pt(g, 'dh')).toEqual([4, 4]);
    // Layer 7c after 7b: the pump adds to the new base.
    g.act({ cast: 'Giant Growth', targets: ['dh'] });
    g.act({ pass: true });
    expect(pt(g, 'dh')).toEqual([7, 7]);
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'dh').subtypes).toEqual(['Human', 'Shaman']);
    expect(chars(g, 'dh').keywords).toEqual([]);
    expect(pt(g, 'dh')).toEqual([2, 2]);
  });

  it('Figure of Destiny: a 2/2 Kithkin Spirit for good, then a 4/4 Warrior, then an 8/8 Avatar with flying and first strike', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [...Array(10).fill('Mountain'), { id: 'fig', card: 'Figure of Destiny' }] } },
      },
      [{ activate: 'fig', ability: 0 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'fig').subtypes).toEqual(['Kithkin', 'Spirit']);
    expect(pt(g, 'fig')).toEqual([2, 2]);
    g.act({ activate: 'fig', ability: 1 });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(chars(g, 'fig').subtypes).toEqual(['Kithkin', 'Spirit', 'Warrior']);
    expect(pt(g, 'fig')).toEqual([4, 4]);
    g.act({ activate: 'fig', ability: 2 });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(chars(g, 'fig').subtypes).toEqual(['Kithkin', 'Spirit', 'Warrior', 'Avatar']);
    expect(chars(g, 'fig').keywords).toEqual(expect.arrayContaining(['flying', 'first strike']));
    expect(pt(g, 'fig')).toEqual([8, 8]);
    // No duration: it lasts past the turn (CR 611.2a).
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'fig').subtypes).toEqual(['Kithkin', 'Spirit', 'Warrior', 'Avatar']);
    expect(pt(g, 'fig')).toEqual([8, 8]);
  });

  it("Figure of Destiny's second ability while it is only a Kithkin: nothing happens (the condition fails)", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [...Array(3).fill('Mountain'), { id: 'fig', card: 'Figure of Destiny' }] } },
      },
      [{ activate: 'fig', ability: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'fig').subtypes).toEqual(['Kithkin']);
    expect(pt(g, 'fig')).toEqual([1, 1]);
  });
});

describe('Until end of turn, this creature loses defender and gains flying (CR 611.2a)', () => {
  it('Gargoyle Sentinel: no defender and flying this turn, defender again next turn', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [...Array(3).fill('Island'), { id: 'garg', card: 'Gargoyle Sentinel' }] } },
      },
      [{ activate: 'garg' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'garg').keywords).toEqual(['flying']);
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'garg').keywords).toEqual(['defender']);
  });
});

describe('Target land becomes a Swamp (CR 305.7)', () => {
  it("Slimy Kavu on p2's Forest: a Swamp this turn (no longer a Forest), a Forest again next turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'kavu', card: 'Slimy Kavu' }] },
          p2: { battlefield: [{ id: 'forest', card: 'Forest' }] },
        },
      },
      [{ activate: 'kavu', targets: ['forest'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'forest').subtypes).toEqual(['Swamp']);
    expect(chars(g, 'forest').types).toEqual(['land']);
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'forest').subtypes).toEqual(['Forest']);
  });

  it('Cyclopean Giant dies: the chosen land is a Swamp for good, and the Giant is exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
          p2: {
            battlefield: [
              { id: 'giant', card: 'Cyclopean Giant' },
              { id: 'forest', card: 'Forest' },
            ],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['giant'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // p2 controls the trigger and chooses among the lands.
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2' });
    g.act({ decide: ['forest'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(chars(g, 'forest').subtypes).toEqual(['Swamp']);
    expect(g.names('p2', 'exile')).toContain('Cyclopean Giant');
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'forest').subtypes).toEqual(['Swamp']);
  });
});

describe('Target land becomes the basic land type of your choice (CR 608.2d, 305.7)', () => {
  it("Shimmering Mirage on p2's Forest, Island chosen: an Island this turn, and p1 draws a card", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Shimmering Mirage'], battlefield: ['Island', 'Island'], library: ['Island'] },
          p2: { battlefield: [{ id: 'forest', card: 'Forest' }] },
        },
      },
      [{ cast: 'Shimmering Mirage', targets: ['forest'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOption', player: 'p1', purpose: 'basic-land-type' });
    expect(() => g.act({ decide: 'Wastes' })).toThrow(/choose one of Plains, Island/);
    g.act({ decide: 'Island' });
    expect(g.error).toBeNull();
    expect(chars(g, 'forest').subtypes).toEqual(['Island']);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'forest').subtypes).toEqual(['Forest']);
  });

  it('Unstable Frontier makes itself a Mountain: it loses its own abilities (rules text) and taps for {R}', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'uf', card: 'Unstable Frontier' }] } },
      },
      [{ activate: 'uf', ability: 1, targets: ['uf'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: 'Mountain' });
    expect(g.error).toBeNull();
    const c = chars(g, 'uf');
    expect(c.subtypes).toEqual(['Mountain']);
    expect(c.rulesTextLost).toBe(true);
  });
});

describe('near misses stay text', () => {
  it('Gaea\'s Liege: "until this creature leaves the battlefield" is no duration the engine has', () => {
    const liege = card(
      "Gaea's Liege",
      '{3}{G}{G}{G}',
      'Creature — Avatar',
      "As long as Gaea's Liege isn't attacking, its power and toughness are each equal to the number of Forests you control. As long as Gaea's Liege is attacking, its power and toughness are each equal to the number of Forests defending player controls.\n{T}: Target land becomes a Forest until this creature leaves the battlefield.",
      '*/*',
    );
    expect(unenforced(liege)).toContain(
      '{T}: Target land becomes a Forest until this creature leaves the battlefield.',
    );
  });

  it('Jaded Analyst: "loses defender and gains vigilance until end of turn" — whether the duration is both verbs\' is not guessed', () => {
    const analyst = card(
      'Jaded Analyst',
      '{1}{U}',
      'Creature — Human Advisor',
      'Defender\nWhenever you draw your second card each turn, this creature loses defender and gains vigilance until end of turn.',
      '3/3',
    );
    expect(unenforced(analyst)).toHaveLength(1);
  });

  it('Figure of Fable: "and protection from each of your opponents" after the base P/T is not read', () => {
    const fable = card(
      'Figure of Fable',
      '{G/W}',
      'Creature — Kithkin',
      '{G/W}: This creature becomes a Kithkin Scout with base power and toughness 2/3.\n{1}{G/W}{G/W}: If this creature is a Scout, it becomes a Kithkin Soldier with base power and toughness 4/5.\n{3}{G/W}{G/W}{G/W}: If this creature is a Soldier, it becomes a Kithkin Avatar with base power and toughness 7/8 and protection from each of your opponents.',
      '1/1',
    );
    expect(unenforced(fable)).toEqual([
      '{3}{G/W}{G/W}{G/W}: If this creature is a Soldier, it becomes a Kithkin Avatar with base power and toughness 7/8 and protection from each of your opponents.',
    ]);
  });
});
