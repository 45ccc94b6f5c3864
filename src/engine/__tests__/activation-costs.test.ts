import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../testing/harness';
import { abilityOptions, characteristics, readContext } from '../index';
import { REAL_CARDS } from './real-cards';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const opts = { cards: REAL_CARDS };
const library = ['Island', 'Island', 'Island'];

function option(g: Game, ref: string, index = 0) {
  const id = g.get(ref).id;
  return abilityOptions(
    g.engine.registry,
    g.state,
    g.get(ref).zone === 'battlefield' ? g.get(ref).controller : g.get(ref).owner,
  ).find((a) => a.object === id && a.index === index);
}

function pt(g: Game, ref: string): string {
  const c = characteristics(readContext(g.state, g.engine.registry), g.get(ref));
  return `${c.power}/${c.toughness}`;
}

describe('CR 602.2b, 118.3 — sacrificing as a cost', () => {
  it("Ashnod's Altar: sacrifice a creature (chosen) for {C}{C}; a mana ability, so no stack", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ["Ashnod's Altar", 'Grizzly Bears', 'Llanowar Elves'] } } },
      [{ activate: "Ashnod's Altar" }],
      opts,
    );
    expect(g.state.pendingDecision).toMatchObject({
      purpose: 'sacrifice',
      candidates: [g.get('Grizzly Bears').id, g.get('Llanowar Elves').id],
    });
    g.act({ decide: [g.get('Llanowar Elves').id] });
    expect(g.state.players.p1.manaPool).toEqual({ C: 2 });
    expect(g.names('p1', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.stack()).toEqual([]);
  });
  it("without a creature the Altar can't be activated", () => {
    const g = game({ turn: main, players: { p1: { battlefield: ["Ashnod's Altar"] } } }, [], opts);
    expect(option(g, "Ashnod's Altar")).toMatchObject({ enabled: false, reason: { rule: '118.3' } });
  });
  it('Strip Mine: {T}, sacrifice it: destroy target land', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Strip Mine'] }, p2: { battlefield: ['Forest'] } } },
      [{ activate: 'Strip Mine', ability: 1, targets: ['Forest'] }],
      opts,
    );
    expect(g.names('p1', 'graveyard')).toEqual(['Strip Mine']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Forest']);
  });
  it('Atog with no artifact to sacrifice: refused', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Atog'] } } }, [], opts);
    expect(option(g, 'Atog')).toMatchObject({ enabled: false });
  });
});

describe('CR 119.4 — paying life', () => {
  it('Greed: {B}, pay 2 life: draw a card', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Greed', 'Swamp'], library } } },
      [{ activate: 'Greed' }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p1.hand).toHaveLength(1);
  });
  it("with 1 life, Greed can't be activated", () => {
    const g = game({ turn: main, players: { p1: { life: 1, battlefield: ['Greed', 'Swamp'], library } } }, [], opts);
    expect(option(g, 'Greed')).toMatchObject({ enabled: false, reason: { rule: '119.4' } });
    expect(() => g.act({ activate: 'Greed' })).toThrow(/119\.4/);
  });
});

describe('CR 122, 614.1c — removing counters as a cost: Triskelion', () => {
  it('it enters with three +1/+1 counters and removes one to deal 1 damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Triskelion'] },
        },
      },
      [{ cast: 'Triskelion' }, { pass: true }],
      opts,
    );
    expect(g.get('Triskelion').counters['+1/+1']).toBe(3);
    expect(pt(g, 'Triskelion')).toBe('4/4');
    g.act({ activate: 'Triskelion', targets: ['p2'] });
    expect(pt(g, 'Triskelion')).toBe('3/3');
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
  });
  it("with no counter left it can't be activated", () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Triskelion'] } } }, [], opts);
    expect(option(g, 'Triskelion')).toMatchObject({ enabled: false, reason: { rule: '118.3' } });
  });
});

describe('CR 701.9b — discarding at random: Coral Helm', () => {
  it('{3}, discard a card at random: target creature gets +2/+2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Coral Helm', 'Island', 'Island', 'Island', 'Grizzly Bears'],
            hand: ['Lightning Bolt', 'Shock'],
          },
        },
      },
      [{ activate: 'Coral Helm', targets: ['Grizzly Bears'] }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(1);
    expect(g.state.players.p1.graveyard).toHaveLength(1);
    expect(g.has('ZoneChanged', '701.9b')).toBe(true);
    expect(pt(g, 'Grizzly Bears')).toBe('4/4');
  });
  it("with an empty hand it can't be activated", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Coral Helm', 'Island', 'Island', 'Island', 'Grizzly Bears'] } } },
      [],
      opts,
    );
    expect(option(g, 'Coral Helm')).toMatchObject({ enabled: false });
  });
});

describe("CR 406.2 — exiling the source as a cost: Feldon's Cane", () => {
  it('{T}, exile it: the Cane is exiled as the ability is activated', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ["Feldon's Cane"], graveyard: ['Lightning Bolt'] } } },
      [{ activate: "Feldon's Cane" }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(["Feldon's Cane"]);
    expect(g.stack()).toEqual(["Feldon's Cane ability"]);
  });
});

describe('CR 602.5 — activation limits', () => {
  it('Vampire Bats: no more than twice each turn, again next turn', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Vampire Bats', 'Swamp', 'Swamp', 'Swamp'], library }, p2: { library } },
      },
      [{ activate: 'Vampire Bats' }, { pass: true }, { activate: 'Vampire Bats' }, { pass: true }],
      opts,
    );
    expect(pt(g, 'Vampire Bats')).toBe('2/1');
    expect(option(g, 'Vampire Bats')).toMatchObject({
      enabled: false,
      reason: { rule: '602.5', reason: expect.stringMatching(/twice each turn/) },
    });
    expect(() => g.act({ activate: 'Vampire Bats' })).toThrow(/twice/);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(option(g, 'Vampire Bats')?.enabled).toBe(true);
  });
  it('Colossus of Sardia: "Activate only during your upkeep" — not in the main phase, not in the opponent\'s upkeep', () => {
    const nine = Array.from({ length: 9 }, () => 'Mountain');
    const board = {
      p1: { battlefield: [{ card: 'Colossus of Sardia', tapped: true }, ...nine], library },
      p2: { library },
    };
    const g = game({ turn: main, players: board }, [], opts);
    expect(option(g, 'Colossus of Sardia')).toMatchObject({
      enabled: false,
      reason: { rule: '602.5', reason: expect.stringMatching(/upkeep/) },
    });
    const theirs = game({ turn: { number: 4, active: 'p2', phase: 'upkeep' }, players: board }, [], opts);
    expect(option(theirs, 'Colossus of Sardia')).toMatchObject({
      enabled: false,
      reason: { reason: expect.stringMatching(/your turn/) },
    });
    // Its own untap step leaves it tapped (it doesn't untap); in its controller's upkeep it can pay {9}.
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'upkeep' });
    expect(g.state.turn).toMatchObject({ active: 'p1', step: 'upkeep' });
    expect(g.get('Colossus of Sardia').tapped).toBe(true);
    g.act({ activate: 'Colossus of Sardia' });
    g.act({ pass: true });
    expect(g.get('Colossus of Sardia').tapped).toBe(false);
  });
  it('Disrupting Scepter: only during your turn', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Disrupting Scepter', 'Island', 'Island', 'Island'], library },
          p2: { hand: ['Shock'], library },
        },
      },
      [],
      opts,
    );
    expect(option(g, 'Disrupting Scepter')).toMatchObject({
      enabled: false,
      reason: { reason: expect.stringMatching(/only during your turn/) },
    });
  });
  it('Library of Alexandria: only with exactly seven cards in hand', () => {
    const seven = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'];
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Library of Alexandria'], hand: seven.slice(1), library } } },
      [],
      opts,
    );
    expect(option(g, 'Library of Alexandria', 1)?.enabled).toBe(false);
    const g7 = game(
      { turn: main, players: { p1: { battlefield: ['Library of Alexandria'], hand: seven, library } } },
      [{ activate: 'Library of Alexandria', ability: 1 }, { pass: true }],
      opts,
    );
    expect(g7.error).toBeNull();
    expect(g7.state.players.p1.hand).toHaveLength(8);
  });
});

describe('CR 702.29a — cycling: an ability activated from the hand', () => {
  it('Drifting Meadow: {2}, discard it: draw a card', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Island', 'Island'], hand: ['Drifting Meadow'], library } } },
      [],
      opts,
    );
    expect(option(g, 'Drifting Meadow', 1)).toMatchObject({
      enabled: true,
      text: 'Cycling {2} ({2}, Discard this card: Draw a card.)',
    });
    g.act({ activate: 'Drifting Meadow', ability: 1 });
    expect(g.names('p1', 'graveyard')).toEqual(['Drifting Meadow']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });
  it("cycling works at instant speed, in the opponent's turn too", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'upkeep' },
        players: { p1: { battlefield: ['Island', 'Island'], hand: ['Drifting Meadow'], library }, p2: { library } },
      },
      [{ activate: 'Drifting Meadow', ability: 1, player: 'p1' }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });
  it('on the battlefield it has no cycling; in hand no {T} ability', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Drifting Meadow', 'Island', 'Island'], hand: ['Drifting Meadow'], library } },
      },
      [],
      opts,
    );
    const ids = new Set(g.state.players.p1.hand);
    const opts2 = abilityOptions(g.engine.registry, g.state, 'p1');
    expect(opts2.filter((a) => ids.has(a.object)).map((a) => a.index)).toEqual([1]);
    expect(opts2.filter((a) => g.state.battlefield.includes(a.object) && a.text.startsWith('Cycling'))).toEqual([]);
  });
});

describe('CR 702.6a — equip', () => {
  it('Bonesplitter: equip {1} attaches it to target creature you control; equipped creature gets +2/+0', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Bonesplitter', 'Island', 'Grizzly Bears'], library },
          p2: { battlefield: ['Llanowar Elves'], library },
        },
      },
      [],
      opts,
    );
    expect(() => g.act({ activate: 'Bonesplitter', targets: ['Llanowar Elves'] })).toThrow(/not a legal target/);
    g.act({ activate: 'Bonesplitter', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    expect(g.get('Bonesplitter').attachedTo).toBe(g.get('Grizzly Bears').id);
    expect(pt(g, 'Grizzly Bears')).toBe('4/2');
  });
  it('equip is sorcery-speed (602.5d)', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p1', phase: 'beginCombat' },
        players: { p1: { battlefield: ['Bonesplitter', 'Island', 'Grizzly Bears'], library }, p2: { library } },
      },
      [],
      opts,
    );
    expect(option(g, 'Bonesplitter')).toMatchObject({ enabled: false, reason: { rule: '602.5d' } });
  });
  it('when the creature leaves, the Equipment stays on the battlefield, unattached (701.3d)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Bonesplitter', 'Island', 'Mountain', 'Grizzly Bears'],
            hand: ['Lightning Bolt'],
            library,
          },
          p2: { library },
        },
      },
      [
        { activate: 'Bonesplitter', targets: ['Grizzly Bears'] },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['Grizzly Bears'] },
        { pass: true },
      ],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt', 'Grizzly Bears']);
    expect(g.get('Bonesplitter')).toMatchObject({ zone: 'battlefield', attachedTo: null });
  });
});
