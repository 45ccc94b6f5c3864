/**
 * Card and zone steps on real cards (Oracle text from the classic card list): each player
 * discards and draws (CR 701.9, 121.1), shuffling (701.24) with the state's seed, random
 * discards, milling (701.17), returning cards from a graveyard to hand or to the battlefield
 * (400.3, 110.2a), destroying all artifacts at once (701.8), mana from a spell (106.3) and
 * untapping (701.26b).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef, Ref } from '../index';
import { FIRST_TARGET, target, targetPlayer } from '../../cards/dsl';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const EACH_PLAYER: Ref = { ref: 'players', which: 'each' };
const lib = (n: number, name = 'Island') => Array.from({ length: n }, () => name);

const wheelOfFortune: CardDef = {
  name: 'Wheel of Fortune',
  manaCost: '{2}{R}',
  typeLine: 'Sorcery',
  oracle: 'Each player discards their hand, then draws seven cards.',
  spell: {
    targets: [],
    steps: [
      { do: 'discard', player: EACH_PLAYER, count: 'all' },
      { do: 'draw', player: EACH_PLAYER, count: 7 },
    ],
  },
};
const timetwister: CardDef = {
  name: 'Timetwister',
  manaCost: '{2}{U}',
  typeLine: 'Sorcery',
  oracle:
    "Each player shuffles their hand and graveyard into their library, then draws seven cards. (Then put Timetwister into its owner's graveyard.)",
  spell: {
    targets: [],
    steps: [
      {
        do: 'moveTo',
        what: {
          ref: 'union',
          of: [
            { ref: 'all', filter: { zone: 'hand' } },
            { ref: 'all', filter: { zone: 'graveyard' } },
          ],
        },
        zone: 'library',
      },
      { do: 'shuffle', player: EACH_PLAYER },
      { do: 'draw', player: EACH_PLAYER, count: 7 },
    ],
  },
};
const mindTwist: CardDef = {
  name: 'Mind Twist',
  manaCost: '{X}{B}',
  typeLine: 'Sorcery',
  oracle: 'Target player discards X cards at random.',
  spell: {
    targets: [targetPlayer],
    steps: [{ do: 'discard', player: FIRST_TARGET, count: { x: true }, random: true }],
  },
};
const millstone: CardDef = {
  name: 'Millstone',
  manaCost: '{2}',
  typeLine: 'Artifact',
  oracle: '{2}, {T}: Target player mills two cards.',
  activated: [
    {
      cost: { mana: '{2}', tap: true },
      targets: [targetPlayer],
      steps: [{ do: 'mill', player: FIRST_TARGET, count: 2 }],
      text: '{2}, {T}: Target player mills two cards.',
    },
  ],
};
const raiseDead: CardDef = {
  name: 'Raise Dead',
  manaCost: '{B}',
  typeLine: 'Sorcery',
  oracle: 'Return target creature card from your graveyard to your hand.',
  spell: {
    targets: [
      target(
        { objects: { zone: 'graveyard', types: ['creature'], owner: 'you' } },
        'target creature card from your graveyard',
      ),
    ],
    steps: [{ do: 'moveTo', what: FIRST_TARGET, zone: 'hand' }],
  },
};
const regrowth: CardDef = {
  name: 'Regrowth',
  manaCost: '{1}{G}',
  typeLine: 'Sorcery',
  oracle: 'Return target card from your graveyard to your hand.',
  spell: {
    targets: [target({ objects: { zone: 'graveyard', owner: 'you' } }, 'target card from your graveyard')],
    steps: [{ do: 'moveTo', what: FIRST_TARGET, zone: 'hand' }],
  },
};
const resurrection: CardDef = {
  name: 'Resurrection',
  manaCost: '{2}{W}{W}',
  typeLine: 'Sorcery',
  oracle: 'Return target creature card from your graveyard to the battlefield.',
  spell: {
    targets: [
      target(
        { objects: { zone: 'graveyard', types: ['creature'], owner: 'you' } },
        'target creature card from your graveyard',
      ),
    ],
    steps: [{ do: 'moveTo', what: FIRST_TARGET, zone: 'battlefield' }],
  },
};
const shatterstorm: CardDef = {
  name: 'Shatterstorm',
  manaCost: '{2}{R}{R}',
  typeLine: 'Sorcery',
  oracle: "Destroy all artifacts. They can't be regenerated.",
  spell: {
    targets: [],
    steps: [{ do: 'destroy', what: { ref: 'all', filter: { types: ['artifact'] } }, noRegenerate: true }],
  },
};
const darkRitual: CardDef = {
  name: 'Dark Ritual',
  manaCost: '{B}',
  typeLine: 'Instant',
  oracle: 'Add {B}{B}{B}.',
  spell: { targets: [], steps: [{ do: 'addMana', mana: ['B', 'B', 'B'] }] },
};
const leyDruid: CardDef = {
  name: 'Ley Druid',
  manaCost: '{2}{G}',
  typeLine: 'Creature — Human Druid',
  power: 1,
  toughness: 1,
  oracle: '{T}: Untap target land.',
  activated: [
    {
      cost: { tap: true },
      targets: [target({ objects: { types: ['land'] } }, 'target land')],
      steps: [{ do: 'untap', what: FIRST_TARGET }],
      text: '{T}: Untap target land.',
    },
  ],
};
// Cards outside the classic list, for the library positions and "under your control".
const griptide: CardDef = {
  name: 'Griptide',
  manaCost: '{3}{U}',
  typeLine: 'Instant',
  oracle: "Put target creature on top of its owner's library.",
  spell: {
    targets: [target({ objects: { types: ['creature'] } }, 'target creature')],
    steps: [{ do: 'moveTo', what: FIRST_TARGET, zone: 'library', position: 'top' }],
  },
};
const condemn: CardDef = {
  name: 'Condemn',
  manaCost: '{W}',
  typeLine: 'Instant',
  oracle:
    "Put target attacking creature on the bottom of its owner's library. Its controller gains life equal to its toughness.",
  spell: {
    targets: [target({ objects: { types: ['creature'], attacking: true } }, 'target attacking creature')],
    steps: [
      { do: 'moveTo', what: FIRST_TARGET, zone: 'library', position: 'bottom' },
      { do: 'gainLife', player: { ref: 'controllerOf', of: FIRST_TARGET }, amount: { toughnessOf: FIRST_TARGET } },
    ],
  },
};
const beaconOfUnrest: CardDef = {
  name: 'Beacon of Unrest',
  manaCost: '{3}{B}{B}',
  typeLine: 'Sorcery',
  oracle:
    "Put target artifact or creature card from a graveyard onto the battlefield under your control. Shuffle Beacon of Unrest into its owner's library.",
  spell: {
    targets: [
      target(
        { objects: { zone: 'graveyard', types: ['artifact', 'creature'] } },
        'target artifact or creature card from a graveyard',
      ),
    ],
    // Only the first sentence is written here: the spell shuffling itself away is another matter.
    steps: [{ do: 'moveTo', what: FIRST_TARGET, zone: 'battlefield' }],
  },
};
const CARDS = [
  griptide,
  condemn,
  beaconOfUnrest,
  wheelOfFortune,
  timetwister,
  mindTwist,
  millstone,
  raiseDead,
  regrowth,
  resurrection,
  shatterstorm,
  darkRitual,
  leyDruid,
];

describe('each player discards and draws (CR 701.9, 121.1)', () => {
  it('Wheel of Fortune: each player discards their whole hand, then draws seven cards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCR', hand: ['Wheel of Fortune', 'Shock', 'Opt'], library: lib(8) },
          p2: { hand: ['Forest', 'Forest'], library: lib(9, 'Mountain') },
        },
      },
      [{ cast: 'Wheel of Fortune' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Shock', 'Opt', 'Wheel of Fortune']);
    expect(g.names('p2', 'graveyard')).toEqual(['Forest', 'Forest']);
    expect(g.names('p1', 'hand')).toEqual(lib(7));
    expect(g.names('p2', 'hand')).toEqual(lib(7, 'Mountain'));
    expect(g.state.pendingDecision).toBeNull();
  });

  it('Timetwister: hands and graveyards are shuffled into the libraries with the seed, then each player draws seven', () => {
    const doc = {
      turn: main,
      options: { seed: 7 },
      players: {
        p1: {
          manaPool: 'CCU',
          hand: ['Timetwister', 'Shock', 'Opt'],
          graveyard: ['Divination', 'Counterspell'],
          library: ['Island', 'Forest', 'Swamp', 'Plains'],
        },
        p2: {
          hand: ['Mountain'],
          graveyard: ['Lava Axe'],
          library: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
        },
      },
    };
    const g = game(doc, [{ cast: 'Timetwister' }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(7);
    expect(g.state.players.p1.library).toHaveLength(1); // 2 + 2 + 4 cards, 7 drawn
    expect(g.state.players.p2.hand).toHaveLength(7);
    expect(g.state.players.p2.library).toHaveLength(1);
    expect(g.names('p1', 'graveyard')).toEqual(['Timetwister']);
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.events.filter((e) => e.type === 'Note' && e.rule === '701.24')).toHaveLength(2);
    // The same scenario and seed replay to the same hands (seeded randomness in the state).
    const again = game(doc, [{ cast: 'Timetwister' }, { pass: true }], { cards: CARDS });
    expect(again.names('p1', 'hand')).toEqual(g.names('p1', 'hand'));
    expect(again.names('p1', 'library')).toEqual(g.names('p1', 'library'));
  });
});

describe('random discard and mill', () => {
  it('Mind Twist: target player discards X cards at random, chosen by the seeded generator, with no decision', () => {
    const doc = {
      turn: main,
      options: { seed: 3 },
      players: {
        p1: { manaPool: 'CCB', hand: ['Mind Twist'] },
        p2: { hand: ['Shock', 'Opt', 'Divination', 'Counterspell'] },
      },
    };
    const g = game(doc, [{ cast: 'Mind Twist', x: 2, targets: ['p2'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p2.hand).toHaveLength(2);
    expect(g.state.players.p2.graveyard).toHaveLength(2);
    // Every card is exactly once in the hand or the graveyard.
    expect([...g.names('p2', 'hand'), ...g.names('p2', 'graveyard')].sort()).toEqual([
      'Counterspell',
      'Divination',
      'Opt',
      'Shock',
    ]);
    const again = game(doc, [{ cast: 'Mind Twist', x: 2, targets: ['p2'] }, { pass: true }], { cards: CARDS });
    expect(again.names('p2', 'graveyard')).toEqual(g.names('p2', 'graveyard'));
  });

  it('Mind Twist for more cards than the hand holds discards the whole hand (CR 701.9b)', () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'CCCCCB', hand: ['Mind Twist'] }, p2: { hand: ['Shock', 'Opt'] } } },
      [{ cast: 'Mind Twist', x: 5, targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.names('p2', 'hand')).toEqual([]);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Opt', 'Shock']);
  });

  it('Millstone: target player mills the top two cards of their library, in order (CR 701.17a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Millstone', 'Island', 'Island'] },
          p2: { library: ['Shock', 'Opt', 'Divination'] },
        },
      },
      [{ activate: 'Millstone', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Shock', 'Opt']);
    expect(g.names('p2', 'library')).toEqual(['Divination']);
    expect(g.get('Millstone').tapped).toBe(true);
  });
});

describe('returning cards from a graveyard (CR 400.3, 110.2a)', () => {
  it('Raise Dead returns a creature card from your graveyard to your hand; a noncreature card or one in another graveyard is no legal target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'BB', hand: ['Raise Dead'], graveyard: ['Grizzly Bears', 'Shock'] },
          p2: { graveyard: ['Giant Spider'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ cast: 'Raise Dead', targets: ['Shock'] })).toThrow(/not a legal target/);
    expect(() => g.act({ cast: 'Raise Dead', targets: ['Giant Spider'] })).toThrow(/not a legal target/);
    g.act({ cast: 'Raise Dead', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('Regrowth returns any card from your graveyard to your hand', () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'CG', hand: ['Regrowth'], graveyard: ['Shock'] } } },
      [{ cast: 'Regrowth', targets: ['Shock'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.names('p1', 'hand')).toEqual(['Shock']);
  });

  it('Resurrection puts the creature card onto the battlefield under your control, as a new object that came under your control this turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCWW', hand: ['Resurrection'], graveyard: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Resurrection', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.get('bears').controller).toBe('p1');
    expect(g.get('bears').controlSince).toBe(3); // summoning sick (CR 302.6)
  });
});

describe('into a library or onto the battlefield from another graveyard', () => {
  it("Griptide puts the creature on top of its owner's library; Condemn puts an attacker on the bottom, and its controller gains life equal to its toughness as it last existed", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCCU', hand: ['Griptide'] },
          p2: { battlefield: ['Giant Spider'], library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'Griptide', targets: ['Giant Spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.names('p2', 'library')).toEqual(['Giant Spider', 'Island', 'Island']);
    const c = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Giant Spider'], library: ['Island'] },
          p2: { hand: ['Condemn'], battlefield: ['Plains'] },
        },
      },
      [
        { advance: 'combat' },
        { attack: ['Giant Spider'] },
        { cast: 'Condemn', player: 'p2', targets: ['Giant Spider'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(c.error).toBeNull();
    expect(c.names('p1', 'library')).toEqual(['Island', 'Giant Spider']);
    expect(c.state.players.p1.life).toBe(24);
  });

  it("Beacon of Unrest: a creature card from an opponent's graveyard enters under your control, still owned by them", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCCBB', hand: ['Beacon of Unrest'] },
          p2: { graveyard: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Beacon of Unrest', targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Giant Spider']);
    expect([g.get('spider').owner, g.get('spider').controller]).toEqual(['p2', 'p1']);
  });
});

describe('destroy all, mana from a spell, untap', () => {
  it('Shatterstorm destroys every artifact at once, artifact creatures included, and nothing else', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCRR', hand: ['Shatterstorm'], battlefield: ['Fellwar Stone', 'Grizzly Bears'] },
          p2: { battlefield: ['Pili-Pala', 'Spellweaver Helix'] },
        },
      },
      [{ cast: 'Shatterstorm' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual([]);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Pili-Pala', 'Spellweaver Helix']);
  });

  it("Dark Ritual adds {B}{B}{B} to its controller's mana pool (CR 106.3)", () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'B', hand: ['Dark Ritual'] } } },
      [{ cast: 'Dark Ritual' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.state.players.p1.manaPool).toEqual({ B: 3 });
  });

  it('Ley Druid untaps target land', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Ley Druid', { card: 'Forest', tapped: true }] } } },
      [{ activate: 'Ley Druid', targets: ['Forest'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Forest').tapped).toBe(false);
    expect(g.get('Ley Druid').tapped).toBe(true);
  });
});
