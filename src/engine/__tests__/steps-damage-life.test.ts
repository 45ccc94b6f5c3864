/**
 * Damage and life steps on real cards (Oracle text from the classic card list): damage to each
 * object and player a reference names (CR 120.3), life gained from last-known information
 * (CR 608.2h), "its controller", life lost by half (CR 107.1a), and the step triggers that
 * deal the damage (CR 603.2b).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Ref } from '../index';
import { FIRST_TARGET, SOURCE, YOU, target, targetCreature } from '../../cards/dsl';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const EACH_PLAYER: Ref = { ref: 'players', which: 'each' };

const swordsToPlowshares: CardDef = {
  name: 'Swords to Plowshares',
  manaCost: '{W}',
  typeLine: 'Instant',
  oracle: 'Exile target creature. Its controller gains life equal to its power.',
  spell: {
    targets: [targetCreature],
    steps: [
      { do: 'moveTo', what: FIRST_TARGET, zone: 'exile' },
      { do: 'gainLife', player: { ref: 'controllerOf', of: FIRST_TARGET }, amount: { powerOf: FIRST_TARGET } },
    ],
  },
};
const inferno: CardDef = {
  name: 'Inferno',
  manaCost: '{5}{R}{R}',
  typeLine: 'Instant',
  oracle: 'Inferno deals 6 damage to each creature and each player.',
  spell: {
    targets: [],
    steps: [
      {
        do: 'damage',
        amount: 6,
        to: { ref: 'union', of: [{ ref: 'all', filter: { types: ['creature'] } }, EACH_PLAYER] },
      },
    ],
  },
};
const hurricane: CardDef = {
  name: 'Hurricane',
  manaCost: '{X}{G}',
  typeLine: 'Sorcery',
  oracle: 'Hurricane deals X damage to each creature with flying and each player.',
  spell: {
    targets: [],
    steps: [
      {
        do: 'damage',
        amount: { x: true },
        to: { ref: 'union', of: [{ ref: 'all', filter: { types: ['creature'], withKeyword: 'flying' } }, EACH_PLAYER] },
      },
    ],
  },
};
const pestilence: CardDef = {
  name: 'Pestilence',
  manaCost: '{2}{B}{B}',
  typeLine: 'Enchantment',
  oracle:
    'At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.\n{B}: This enchantment deals 1 damage to each creature and each player.',
  triggered: [
    {
      on: { event: 'step', step: 'end', whose: 'each' },
      condition: { count: { types: ['creature'] }, range: { max: 0 } },
      steps: [{ do: 'sacrifice', what: SOURCE }],
      text: 'At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.',
    },
  ],
  activated: [
    {
      cost: { mana: '{B}' },
      steps: [
        {
          do: 'damage',
          amount: 1,
          to: { ref: 'union', of: [{ ref: 'all', filter: { types: ['creature'] } }, EACH_PLAYER] },
        },
      ],
      text: '{B}: This enchantment deals 1 damage to each creature and each player.',
    },
  ],
};
const juzamDjinn: CardDef = {
  name: 'Juzám Djinn',
  manaCost: '{2}{B}{B}',
  typeLine: 'Creature — Djinn',
  power: 5,
  toughness: 5,
  oracle: 'At the beginning of your upkeep, this creature deals 1 damage to you.',
  triggered: [
    {
      on: { event: 'step', step: 'upkeep', whose: 'you' },
      steps: [{ do: 'damage', amount: 1, to: YOU }],
      text: 'At the beginning of your upkeep, this creature deals 1 damage to you.',
    },
  ],
};
const copperTablet: CardDef = {
  name: 'Copper Tablet',
  manaCost: '{2}',
  typeLine: 'Artifact',
  oracle: "At the beginning of each player's upkeep, this artifact deals 1 damage to that player.",
  triggered: [
    {
      on: { event: 'step', step: 'upkeep', whose: 'each' },
      steps: [{ do: 'damage', amount: 1, to: { ref: 'trigger', key: 'player' } }],
      text: "At the beginning of each player's upkeep, this artifact deals 1 damage to that player.",
    },
  ],
};
const armageddonClock: CardDef = {
  name: 'Armageddon Clock',
  manaCost: '{6}',
  typeLine: 'Artifact',
  oracle:
    'At the beginning of your upkeep, put a doom counter on this artifact.\nAt the beginning of your draw step, this artifact deals damage equal to the number of doom counters on it to each player.\n{4}: Remove a doom counter from this artifact. Any player may activate this ability but only during any upkeep step.',
  triggered: [
    {
      on: { event: 'step', step: 'upkeep', whose: 'you' },
      steps: [{ do: 'addCounters', what: SOURCE, counter: 'doom', count: 1 }],
      text: 'At the beginning of your upkeep, put a doom counter on this artifact.',
    },
    {
      on: { event: 'step', step: 'draw', whose: 'you' },
      steps: [{ do: 'damage', amount: { countersOn: SOURCE, counter: 'doom' }, to: EACH_PLAYER }],
      text: 'At the beginning of your draw step, this artifact deals damage equal to the number of doom counters on it to each player.',
    },
  ],
};
const personalIncarnation: CardDef = {
  name: 'Personal Incarnation',
  manaCost: '{3}{W}{W}{W}',
  typeLine: 'Creature — Avatar Incarnation',
  power: 6,
  toughness: 6,
  oracle:
    "{0}: The next 1 damage that would be dealt to this creature this turn is dealt to its owner instead. Only this creature's owner may activate this ability.\nWhen this creature dies, its owner loses half their life, rounded up.",
  triggered: [
    {
      on: { event: 'zoneChange', what: 'self', from: 'battlefield', to: 'graveyard' },
      steps: [
        {
          do: 'loseLife',
          player: { ref: 'ownerOf', of: SOURCE },
          amount: { half: { lifeOf: { ref: 'ownerOf', of: SOURCE } }, round: 'up' },
        },
      ],
      text: 'When this creature dies, its owner loses half their life, rounded up.',
    },
  ],
};
const SECOND_TARGET: Ref = { ref: 'target', slot: 1 };
const arena: CardDef = {
  name: 'Arena',
  manaCost: '',
  typeLine: 'Land',
  oracle:
    "{3}, {T}: Tap target creature you control and target creature of an opponent's choice they control. Those creatures fight each other. (Each deals damage equal to its power to the other.)",
  activated: [
    {
      cost: { mana: '{3}', tap: true },
      // The second target is chosen by the activating player here: the vocabulary has no target of an opponent's choice yet.
      targets: [
        target({ objects: { types: ['creature'], controller: 'you' } }, 'target creature you control'),
        target({ objects: { types: ['creature'], controller: 'opponent' } }, 'target creature an opponent controls'),
      ],
      steps: [
        { do: 'tap', what: FIRST_TARGET },
        { do: 'tap', what: SECOND_TARGET },
        // CR 701.14a: each deals damage equal to its power to the other.
        { do: 'damage', by: FIRST_TARGET, amount: { powerOf: FIRST_TARGET }, to: SECOND_TARGET },
        { do: 'damage', by: SECOND_TARGET, amount: { powerOf: SECOND_TARGET }, to: FIRST_TARGET },
      ],
      text: "{3}, {T}: Tap target creature you control and target creature of an opponent's choice they control. Those creatures fight each other.",
    },
  ],
};
const CARDS = [
  arena,
  swordsToPlowshares,
  inferno,
  hurricane,
  pestilence,
  juzamDjinn,
  copperTablet,
  armageddonClock,
  personalIncarnation,
];

describe('damage to each creature and each player (CR 120.3)', () => {
  it('Inferno deals 6 damage to each creature and each player: both creatures die, both players go to 14', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCCCCRR', hand: ['Inferno'], battlefield: ['Giant Spider'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Inferno' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([14, 14]);
    // Inferno goes to the graveyard as it finishes resolving (CR 608.2n), before state-based actions.
    expect(g.names('p1', 'graveyard')).toEqual(['Inferno', 'Giant Spider']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    // One DamageDealt per creature and player, all from Inferno.
    expect(g.events.filter((e) => e.type === 'DamageDealt').map((e) => e.type === 'DamageDealt' && e.amount)).toEqual([
      6, 6, 6, 6,
    ]);
  });

  it('Hurricane deals X damage to each creature with flying and each player, not to creatures without flying', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCG', hand: ['Hurricane'], battlefield: ['Birds of Paradise'] },
          p2: { battlefield: ['Grizzly Bears', 'Pili-Pala'] },
        },
      },
      [{ cast: 'Hurricane', x: 2 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Hurricane', 'Birds of Paradise']);
    expect(g.names('p2', 'graveyard')).toEqual(['Pili-Pala']);
    expect(g.get('Grizzly Bears').damage).toBe(0);
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([18, 18]);
  });

  it('Pestilence: {B} deals 1 damage to each creature and each player; at the end step with no creatures left it is sacrificed (CR 603.4)', () => {
    const libs = { library: ['Island', 'Island', 'Island'] };
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Pestilence', 'Swamp', 'Swamp'], ...libs },
          p2: { battlefield: ['Birds of Paradise', 'Grizzly Bears'], ...libs },
        },
      },
      [{ activate: 'Pestilence' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Birds of Paradise']);
    expect(g.get('Grizzly Bears').damage).toBe(1);
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([19, 19]);
    // A creature is left: at the end step the ability doesn't trigger (intervening "if").
    g.act({ advance: 'end' });
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'battlefield')).toContain('Pestilence');
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ activate: 'Pestilence' });
    g.act({ pass: true });
    g.act({ activate: 'Pestilence' });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Birds of Paradise', 'Grizzly Bears']);
    g.act({ advance: 'end' });
    expect(g.stack()).toEqual(['Pestilence ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Pestilence']);
  });
});

describe('damage dealt by another object (`by`)', () => {
  it('Arena: the two creatures fight — each deals damage equal to its power to the other, as the source of that damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Arena', 'Island', 'Island', 'Island', { id: 'spider', card: 'Giant Spider' }] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'Arena', targets: ['spider', 'bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('spider').damage).toBe(2);
    expect(g.get('spider').tapped).toBe(true);
    const dealt = g.events.flatMap((e) => (e.type === 'DamageDealt' ? [[e.source, e.target, e.amount]] : []));
    const spiderId = g.get('spider').id;
    expect(dealt.map(([src, , n]) => [src === spiderId ? 'spider' : 'bears', n])).toEqual([
      ['spider', 2],
      ['bears', 2],
    ]);
  });
});

describe('step triggers that deal damage (CR 603.2b)', () => {
  it('Juzám Djinn deals 1 damage to its controller at the beginning of their upkeep only', () => {
    const g = game(
      {
        turn: { number: 2, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Juzám Djinn'], library: ['Island', 'Island'] },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.has('AbilityTriggered')).toBe(false);
    g.act({ advance: 'upkeep' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.stack()).toEqual(['Juzám Djinn ability']);
    g.act({ pass: true });
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([19, 20]);
    g.act({ advance: 'next-turn' });
    expect(g.state.players.p1.life).toBe(19);
  });

  it('Copper Tablet deals 1 damage to the player whose upkeep it is ("that player"), each player\'s upkeep', () => {
    const libs = { library: ['Island', 'Island', 'Island'] };
    const g = game(
      {
        turn: { number: 2, active: 'p1', phase: 'main1' },
        players: { p1: { battlefield: ['Copper Tablet'], ...libs }, p2: libs },
      },
      [{ advance: 'upkeep' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([20, 19]);
    g.act({ advance: 'next-turn' }); // through p1's upkeep, where it triggers and resolves
    expect(g.state.turn.active).toBe('p1');
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([19, 19]);
  });

  it('Armageddon Clock: a doom counter each upkeep, then damage equal to the doom counters to each player in the draw step', () => {
    const libs = { library: ['Island', 'Island', 'Island'] };
    const g = game(
      {
        turn: { number: 2, active: 'p2', phase: 'end' },
        players: { p1: { battlefield: [{ card: 'Armageddon Clock', counters: { doom: 1 } }], ...libs }, p2: libs },
      },
      [{ advance: 'upkeep' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.get('Armageddon Clock').counters.doom).toBe(2);
    g.act({ advance: 'draw' });
    g.act({ pass: true });
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([18, 18]);
  });
});

describe('life gained or lost from last-known information (CR 608.2h)', () => {
  it("Swords to Plowshares: the exiled creature's controller gains life equal to its power as it last existed (Rancor's +2/+0 counted)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'W', hand: ['Swords to Plowshares'] },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Rancor', attachedTo: 'bears' },
            ],
          },
        },
      },
      [{ cast: 'Swords to Plowshares', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([20, 24]);
    const lki = g.events.filter((e) => e.type === 'LkiUsed');
    expect(lki.length).toBeGreaterThan(0);
    expect(lki.every((e) => e.rule === '608.2h')).toBe(true);
  });

  it('Swords to Plowshares on your own creature: you gain the life', () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'W', hand: ['Swords to Plowshares'], battlefield: ['Giant Spider'] } } },
      [{ cast: 'Swords to Plowshares', targets: ['Giant Spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.state.players.p1.life).toBe(22);
  });

  it('Personal Incarnation dies: its owner loses half their life, rounded up (CR 107.1a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCCCCRR', hand: ['Inferno'] },
          p2: { life: 17, battlefield: ['Personal Incarnation'] },
        },
      },
      [{ cast: 'Inferno' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // 17 − 6 (Inferno) = 11; half of 11 rounded up is 6: 11 − 6 = 5.
    expect(g.state.players.p2.life).toBe(5);
  });
});
