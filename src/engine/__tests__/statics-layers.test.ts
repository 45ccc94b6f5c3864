import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../testing/harness';
import { characteristics, readContext, type Characteristics } from '../index';
import { REAL_CARDS } from './real-cards';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const opts = { cards: REAL_CARDS };

function chars(g: Game, ref: string): Characteristics {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

function pt(g: Game, ref: string): string {
  const c = chars(g, ref);
  return `${c.power}/${c.toughness}`;
}

describe('CR 613.4c — "gets +N/+M" from an Aura (layer 7c)', () => {
  it('Holy Strength: enchanted Grizzly Bears is 3/4', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Holy Strength', attachedTo: 'bears' },
            ],
          },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'bears')).toBe('3/4');
  });
  it('Weakness on a 1/1 makes its toughness 0: it dies as a state-based action (704.5f)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Swamp'], hand: ['Weakness'] }, p2: { battlefield: ['Llanowar Elves'] } },
      },
      [{ cast: 'Weakness', targets: ['Llanowar Elves'] }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.has('StateBasedAction', '704.5f')).toBe(true);
    // With its creature gone, the Aura goes too (704.5m).
    expect(g.names('p1', 'graveyard')).toEqual(['Weakness']);
  });
  it('Weakness on Grizzly Bears leaves a 0/1', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Weakness', attachedTo: 'bears' },
            ],
          },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'bears')).toBe('0/1');
  });
  it('P/T counters of any kind are part of 7c (+1/+1, -1/-1, +1/+0)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', counters: { '+1/+0': 2, '-0/-1': 1 } }] },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'bears')).toBe('4/1');
  });
});

describe('CR 611.3a — "as long as" is checked continuously', () => {
  it('Kird Ape is 2/3 while you control a Forest, 1/1 when it leaves', () => {
    const g = game(
      { turn: main, options: { sandbox: true }, players: { p1: { battlefield: ['Kird Ape', 'Forest'] } } },
      [],
      opts,
    );
    expect(pt(g, 'Kird Ape')).toBe('2/3');
    g.act({ move: 'Forest', to: 'hand' });
    expect(pt(g, 'Kird Ape')).toBe('1/1');
  });
  it('an opponent\'s Forest doesn\'t count ("you control")', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Kird Ape'] }, p2: { battlefield: ['Forest'] } } },
      [],
      opts,
    );
    expect(pt(g, 'Kird Ape')).toBe('1/1');
  });
  it('Giant Tortoise is 1/4 untapped and 1/1 tapped: tapped with 2 damage, it dies (704.5g)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Word of Binding'] },
          p2: { battlefield: [{ card: 'Giant Tortoise', damage: 2 }] },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'Giant Tortoise')).toBe('1/4');
    g.act({ cast: 'Word of Binding', x: 1, targets: ['Giant Tortoise'] });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Tortoise']);
    expect(g.has('StateBasedAction', '704.5g')).toBe(true);
  });
});

describe('CR 604.3, 613.4a — characteristic-defining abilities (layer 7a)', () => {
  it('Nightmare is as big as the number of Swamps its controller controls', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Nightmare', 'Swamp', 'Swamp', 'Swamp', 'Forest'] },
          p2: { battlefield: ['Swamp'] },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'Nightmare')).toBe('3/3');
  });
  it("it works in every zone: Nightmare in the graveyard counts its owner's Swamps", () => {
    const g = game(
      { turn: main, players: { p1: { graveyard: ['Nightmare'], battlefield: ['Swamp', 'Swamp'] } } },
      [],
      opts,
    );
    expect(pt(g, 'Nightmare')).toBe('2/2');
  });
  it('a land that Evil Presence made a Swamp counts (layer 4 before 7a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Nightmare',
              'Swamp',
              { id: 'f', card: 'Forest' },
              { card: 'Evil Presence', attachedTo: 'f' },
            ],
          },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'Nightmare')).toBe('2/2');
  });
  it('with no Swamps Nightmare is 0/0 and dies (704.5f)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Nightmare', 'Forest'] } } }, [], opts);
    expect(g.names('p1', 'graveyard')).toEqual(['Nightmare']);
  });
  it('Keldon Warlord counts the non-Wall creatures you control, itself included', () => {
    const wall = { proxy: { name: 'Wall of Stone', typeLine: 'Creature — Wall', power: 0, toughness: 8 } };
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Keldon Warlord', 'Grizzly Bears', wall] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'Keldon Warlord')).toBe('2/2');
  });
  it("Gaea's Avenger is 1 plus the artifacts your opponents control", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ["Gaea's Avenger", 'Black Lotus'] },
          p2: { battlefield: ['Black Lotus', "Ashnod's Altar"] },
        },
      },
      [],
      opts,
    );
    expect(pt(g, "Gaea's Avenger")).toBe('3/3');
  });
  it('a +1/+1 counter still applies after a characteristic-defining ability (7c after 7a)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ card: 'Nightmare', counters: { '+1/+1': 1 } }, 'Swamp'] } } },
      [],
      opts,
    );
    expect(pt(g, 'Nightmare')).toBe('2/2');
  });
});

describe('CR 613.1f, 613.4c — lords: "Other Goblins get +1/+1 and have mountainwalk"', () => {
  it('Goblin King pumps other Goblins on both sides, not itself, and gives them mountainwalk', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Goblin King', { id: 'sled', card: 'Goblin Rock Sled' }] },
          p2: { battlefield: [{ id: 'theirs', card: 'Goblin Rock Sled' }, 'Grizzly Bears'] },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'Goblin King')).toBe('2/2');
    expect(pt(g, 'sled')).toBe('4/2');
    expect(pt(g, 'theirs')).toBe('4/2');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    expect(chars(g, 'sled').keywords).toContainEqual({ landwalk: 'Mountain' });
    expect(chars(g, 'Goblin King').keywords).not.toContainEqual({ landwalk: 'Mountain' });
  });
  it('two Goblin Kings pump each other', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'a', card: 'Goblin King' },
              { id: 'b', card: 'Goblin King' },
            ],
          },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'a')).toBe('3/3');
    expect(pt(g, 'b')).toBe('3/3');
  });
  it('Lord of Atlantis: Merfolk of the Pearl Trident is 2/2 with islandwalk', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Lord of Atlantis', 'Merfolk of the Pearl Trident'] } } },
      [],
      opts,
    );
    expect(pt(g, 'Merfolk of the Pearl Trident')).toBe('2/2');
    expect(chars(g, 'Merfolk of the Pearl Trident').keywords).toEqual([{ landwalk: 'Island' }]);
  });
  it('Orcish Oriflamme: only attacking creatures you control get +1/+0', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Orcish Oriflamme', { id: 'a', card: 'Grizzly Bears' }, { id: 'b', card: 'Grizzly Bears' }],
          },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'a')).toBe('2/2');
    g.act({ advance: 'combat' });
    g.act({ attack: ['a'] });
    expect(pt(g, 'a')).toBe('3/2');
    expect(pt(g, 'b')).toBe('2/2');
  });
});

describe('CR 613.1d, 613.4b — Living Lands: "All Forests are 1/1 creatures that are still lands"', () => {
  it('a Forest is a 1/1 Forest land creature that still taps for {G}', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Living Lands', 'Forest'] } } }, [], opts);
    const c = chars(g, 'Forest');
    expect(c.types).toEqual(['land', 'creature']);
    expect(c.subtypes).toEqual(['Forest']);
    expect(`${c.power}/${c.toughness}`).toBe('1/1');
    g.act({ activate: 'Forest', mana: 'G' });
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
  });
  it('as a creature it is dealt damage and dies (704.5g)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
          p2: { battlefield: ['Living Lands', 'Forest'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['Forest'] }, { pass: true }],
      opts,
    );
    expect(g.names('p2', 'graveyard')).toEqual(['Forest']);
  });
  it("a Forest played this turn is a creature with summoning sickness: it can't tap for mana (302.6)", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Living Lands'], hand: ['Forest', 'Llanowar Elves'] } } },
      [{ cast: 'Forest' }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ activate: 'Forest' })).toThrow(/302\.6/);
    expect(() => g.act({ cast: 'Llanowar Elves' })).toThrow(/601\.2h/);
  });
  it('7b then 7c: Holy Strength on an animated Forest makes it 2/3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'f', card: 'Forest' }, { card: 'Holy Strength', attachedTo: 'f' }, 'Living Lands'],
          },
        },
      },
      [],
      opts,
    );
    expect(pt(g, 'f')).toBe('2/3');
  });
  it('a Forest that Evil Presence made a Swamp is no Forest for Living Lands, whichever came first (613.8 dependency)', () => {
    for (const order of [
      ['Living Lands', 'ep'],
      ['ep', 'Living Lands'],
    ]) {
      const board = order.map((x) => (x === 'ep' ? { card: 'Evil Presence', attachedTo: 'f' } : x));
      const g = game(
        { turn: main, players: { p1: { battlefield: [{ id: 'f', card: 'Forest' }, ...board] } } },
        [],
        opts,
      );
      const c = chars(g, 'f');
      expect(c.types).toEqual(['land']);
      expect(c.subtypes).toEqual(['Swamp']);
      expect(c.power).toBeNull();
    }
  });
});

describe('CR 613.1f, 613.7 — abilities: gained and lost in timestamp order (layer 6)', () => {
  it('Gravity Sphere: creatures lose flying', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Gravity Sphere', 'Nightmare', 'Swamp'] } } },
      [],
      opts,
    );
    expect(chars(g, 'Nightmare').keywords).toEqual([]);
  });
  it('Jump resolved after Gravity Sphere entered: the later effect wins, it has flying', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Gravity Sphere', 'Island', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Jump'] },
        },
      },
      [{ cast: 'Jump', targets: ['bears'] }, { pass: true }],
      opts,
    );
    expect(chars(g, 'bears').keywords).toEqual(['flying']);
  });
  it('Gravity Sphere entering after Jump resolved: the later effect wins, no flying', () => {
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: {
          p1: { battlefield: ['Island', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Jump', 'Gravity Sphere'] },
        },
      },
      [{ cast: 'Jump', targets: ['bears'] }, { pass: true }, { move: 'Gravity Sphere', to: 'battlefield' }],
      opts,
    );
    expect(chars(g, 'bears').keywords).toEqual([]);
  });
});

describe('CR 611.2, 613.7 — effects of resolved abilities, in timestamp order', () => {
  it('Atog sacrificing an artifact gets +2/+2 until end of turn; the bonus ends at cleanup (514.2)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Atog', 'Black Lotus'] } } },
      [{ activate: 'Atog' }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'Atog')).toBe('3/4');
    expect(g.names('p1', 'graveyard')).toEqual(['Black Lotus']);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'Atog')).toBe('1/2');
  });
  it("Vampire Bats activated twice with Holy Strength: two +1/+0 effects and the Aura's +1/+2 all add in 7c", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Swamp',
              'Swamp',
              { id: 'bats', card: 'Vampire Bats' },
              { card: 'Holy Strength', attachedTo: 'bats' },
            ],
          },
        },
      },
      [{ activate: 'bats' }, { pass: true }, { activate: 'bats' }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bats')).toBe('3/3');
  });
});

describe('CR 101.2, 502.3 — restrictions from static abilities', () => {
  it("Basalt Monolith doesn't untap during its controller's untap step", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Basalt Monolith', { card: 'Forest', tapped: true }], library: ['Island', 'Island'] },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ activate: 'Basalt Monolith' }, { advance: 'next-turn' }, { advance: 'next-turn' }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.active).toBe('p1');
    expect(g.get('Basalt Monolith').tapped).toBe(true);
    expect(g.get('Forest').tapped).toBe(false);
  });
  it('Pacifism: the restriction applies to what the Aura enchants, and only while it does', () => {
    const g = game(
      {
        turn: { ...main, phase: 'beginCombat' },
        options: { sandbox: true },
        players: {
          p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
          p2: { battlefield: [{ id: 'p', card: 'Pacifism', attachedTo: 'bears' }] },
        },
      },
      [],
      opts,
    );
    expect(() => g.act({ attack: ['bears'] })).toThrow(/can't attack/);
    g.act({ move: 'p', to: 'graveyard' });
    g.act({ attack: ['bears'] });
    expect(g.state.combat?.attackers).toEqual({ [g.get('bears').id]: 'p2' });
  });
});

describe('CR 613.1e, 105.3 — colour (layer 5)', () => {
  it('Kormus Bell: a Swamp is a black 1/1 creature and still a land', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Kormus Bell', { id: 's', card: 'Swamp' }, { id: 'f', card: 'Forest' }] } },
      },
      [],
      opts,
    );
    expect(chars(g, 's')).toMatchObject({ types: ['land', 'creature'], colors: ['B'], power: 1, toughness: 1 });
    expect(chars(g, 'f')).toMatchObject({ types: ['land'], colors: [], power: null });
  });
  it('a Forest made a Swamp by Evil Presence (layer 4) is then black (layer 5): the colour follows the type change', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Kormus Bell', { id: 'f', card: 'Forest' }, { card: 'Evil Presence', attachedTo: 'f' }] },
        },
      },
      [],
      opts,
    );
    expect(chars(g, 'f')).toMatchObject({ subtypes: ['Swamp'], colors: ['B'], power: 1, toughness: 1 });
  });
});
