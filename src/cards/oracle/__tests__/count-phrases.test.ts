// The count phrases shared by counters, P/T changes, tokens, life and cards (grammar/amounts.ts,
// counted as the effect resolves, CR 608.2h; continuously for a static, 611.3a, 613.4c):
// "for each counter on ~" (every kind, CR 122.1), "for each card in your opponents' hands"
// (402.1), "for each creature put into your graveyard from the battlefield this turn" (700.4,
// 400.3), "for each creature you control named ~" (201.2), "for each Aura and Equipment attached
// to it" (301.5, 303.4), and "for each creature card milled / nonland card discarded this way"
// (701.17a, 701.9a).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';
import { compileCard } from '../compile';

const doll = card(
  'Twitching Doll',
  '{1}{G}',
  'Artifact Creature — Spider Toy',
  '{T}: Add one mana of any color. Put a nest counter on this creature.\n{T}, Sacrifice this creature: Create a 2/2 green Spider creature token with reach for each counter on this creature. Activate only as a sorcery.',
  '2/2',
);
const wyleth = card(
  'Wyleth, Soul of Steel',
  '{1}{R}{W}',
  'Legendary Creature — Human Warrior',
  'Trample\nWhenever Wyleth attacks, draw a card for each Aura and Equipment attached to it.',
  '2/2',
);
const bonesplitter = card('Bonesplitter', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');
const holyStrength = card(
  'Holy Strength',
  '{W}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +1/+2.',
);
const enemy = card(
  'Enemy of Enlightenment',
  '{5}{B}',
  'Enchantment Creature — Demon',
  "Flying\nThis creature gets -1/-1 for each card in your opponents' hands.\nAt the beginning of your upkeep, each player discards a card.",
  '5/5',
);
const freshMeat = card(
  'Fresh Meat',
  '{3}{G}',
  'Instant',
  'Create a 3/3 green Beast creature token for each creature put into your graveyard from the battlefield this turn.',
);
const cleric = card(
  'Cleric of the Forward Order',
  '{1}{W}',
  'Creature — Human Cleric',
  'When this creature enters, you gain 2 life for each creature you control named Cleric of the Forward Order.',
  '2/2',
);
const vulture = card(
  'Gorging Vulture',
  '{2}{B}',
  'Creature — Bird',
  'Flying\nWhen this creature enters, mill four cards. You gain 1 life for each creature card milled this way. (To mill four cards, put the top four cards of your library into your graveyard.)',
  '2/2',
);
const pyromancer = card(
  'Seasoned Pyromancer',
  '{1}{R}{R}',
  'Creature — Human Shaman',
  'When this creature enters, discard two cards, then draw two cards. For each nonland card discarded this way, create a 1/1 red Elemental creature token.\n{3}{R}{R}, Exile this card from your graveyard: Create two 1/1 red Elemental creature tokens.',
  '2/2',
);
/** A card's definition, compiled even where an ability stays text. */
const hareDef = (c: ReturnType<typeof card>) => compileCard(c).def;
const CARDS = compiled(doll, wyleth, bonesplitter, holyStrength, enemy, freshMeat, cleric, vulture, pyromancer);

/** Resolves the stack (each pass by the player with priority). */
function settle(g: Game): void {
  for (let i = 0; i < 12 && g.state.stack.length; i++) g.act({ pass: true });
  expect(g.error).toBeNull();
}

const named = (g: Game, prefix: string) => g.names('p1', 'battlefield').filter((n) => n.startsWith(prefix)).length;

describe('"for each counter on ~": every counter, of any kind (CR 122.1)', () => {
  it('Twitching Doll with two nest counters and a +1/+1 counter makes three Spiders', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'doll', card: 'Twitching Doll', counters: { nest: 2, '+1/+1': 1 } }] } },
      },
      [{ activate: 'doll', ability: 1 }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(named(g, 'Spider')).toBe(3);
    expect(g.names('p1', 'graveyard')).toContain('Twitching Doll');
  });
});

describe('"for each Aura and Equipment attached to it" (CR 301.5, 303.4)', () => {
  it('Wyleth draws one card for each Aura and Equipment on it, not for one on another creature', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'wyleth', card: 'Wyleth, Soul of Steel' },
              { card: 'Bonesplitter', attachedTo: 'wyleth' },
              { card: 'Holy Strength', attachedTo: 'wyleth' },
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Holy Strength', attachedTo: 'bears' },
            ],
            library: ['Island', 'Island', 'Island', 'Island'],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['wyleth'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(g.names('p1', 'hand')).toHaveLength(2);
  });

  it('"Each creature you control gets +2/+0 for each Equipment attached to it" (each its own) stays text', () => {
    const bruenor = card(
      'Bruenor Battlehammer',
      '{2}{R}{W}',
      'Legendary Creature — Dwarf Warrior',
      'Each creature you control gets +2/+0 for each Equipment attached to it.\nYou may pay {0} rather than pay the equip cost of the first equip ability you activate each turn.',
      '5/3',
    );
    expect(unenforced(bruenor)[0]).toMatch(/^Each creature you control gets/);
  });
});

describe('"for each card in your opponents\' hands" (CR 402.1)', () => {
  it("Enemy of Enlightenment gets -1/-1 for each card in the opponent's hand, not for yours", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'enemy', card: 'Enemy of Enlightenment' }], hand: ['Island', 'Island'] },
          p2: { hand: ['Forest', 'Forest', 'Forest'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(pt(g, 'enemy')).toEqual([2, 2]);
  });
});

describe('"for each creature put into your graveyard from the battlefield this turn" (CR 700.4, 400.3)', () => {
  it("Fresh Meat counts your creature that died, not the opponent's", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...Array<string>(2).fill('Mountain'),
              ...Array<string>(4).fill('Forest'),
              { id: 'mine', card: 'Grizzly Bears' },
            ],
            hand: ['Lightning Bolt', 'Lightning Bolt', 'Fresh Meat'],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['mine'] });
    settle(g);
    g.act({ cast: 'Lightning Bolt', targets: ['theirs'] });
    settle(g);
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.names('p2', 'graveyard')).toContain('Grizzly Bears');
    g.act({ cast: 'Fresh Meat' });
    settle(g);
    expect(named(g, 'Beast')).toBe(1);
  });

  it('"… put into a graveyard from the battlefield" for an opponent\'s sacrifice stays text', () => {
    const urborg = card(
      'Urborg Justice',
      '{B}{B}',
      'Instant',
      'Target opponent sacrifices a creature of their choice for each creature put into your graveyard from the battlefield this turn.',
    );
    expect(unenforced(urborg)).toHaveLength(1);
  });
});

describe('"for each creature you control named ~" (CR 201.2)', () => {
  it('Cleric of the Forward Order with another already out: 2 life for each of the two', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Cleric of the Forward Order'],
            hand: ['Cleric of the Forward Order'],
          },
        },
      },
      [{ cast: 'Cleric of the Forward Order' }],
      { cards: CARDS },
    );
    settle(g);
    expect(g.state.players.p1.life).toBe(24);
  });

  it("Hare Apparent counts the other creatures you control named Hare Apparent (not itself, not the opponent's)", () => {
    const hare = card(
      'Hare Apparent',
      '{1}{W}',
      'Creature — Rabbit Noble',
      'When this creature enters, create a number of 1/1 white Rabbit creature tokens equal to the number of other creatures you control named Hare Apparent.\nA deck can have any number of cards named Hare Apparent.',
      '2/2',
    );
    // Its deck-building rule is no ability of the game (CR 100.2a): left as text.
    expect(unenforced(hare)).toEqual(['A deck can have any number of cards named Hare Apparent.']);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains', 'Hare Apparent', 'Hare Apparent'], hand: ['Hare Apparent'] },
          p2: { battlefield: ['Hare Apparent'] },
        },
      },
      [{ cast: 'Hare Apparent' }],
      { cards: [...CARDS, hareDef(hare)] },
    );
    settle(g);
    expect(named(g, 'Rabbit')).toBe(2);
  });

  it('a static "for each land you control named Wastes" (another card\'s name) stays text', () => {
    const walker = card(
      'Walker of the Wastes',
      '{4}{C}',
      'Creature — Eldrazi',
      '({C} represents colorless mana.)\nTrample\nThis creature gets +1/+1 for each land you control named Wastes.',
      '4/4',
    );
    expect(unenforced(walker)).toHaveLength(1);
  });
});

describe('"for each creature card milled / nonland card discarded this way" (CR 701.17a, 701.9a)', () => {
  it('Gorging Vulture mills two creature cards among four: 2 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp'],
            hand: ['Gorging Vulture'],
            library: ['Grizzly Bears', 'Swamp', 'Giant Spider', 'Island', 'Llanowar Elves'],
          },
        },
      },
      [{ cast: 'Gorging Vulture' }],
      { cards: CARDS },
    );
    settle(g);
    expect(g.names('p1', 'graveyard')).toHaveLength(4);
    expect(g.names('p1', 'library')).toEqual(['Llanowar Elves']);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('Seasoned Pyromancer discards a Bolt and a land: one Elemental', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain'],
            hand: ['Seasoned Pyromancer', 'Lightning Bolt', 'Forest'],
            library: ['Island', 'Island'],
          },
        },
      },
      [{ cast: 'Seasoned Pyromancer' }],
      { cards: CARDS },
    );
    settle(g);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Lightning Bolt']);
    expect(named(g, 'Elemental')).toBe(1);
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it('"Each opponent sacrifices a creature … for each card discarded this way" stays text', () => {
    const malfegor = card(
      'Malfegor',
      '{2}{B}{B}{R}{R}',
      'Legendary Creature — Demon Dragon',
      'Flying\nWhen Malfegor enters, discard your hand. Each opponent sacrifices a creature of their choice for each card discarded this way.',
      '6/6',
    );
    expect(unenforced(malfegor)).toHaveLength(1);
  });
});
