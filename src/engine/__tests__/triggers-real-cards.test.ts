/**
 * The trigger table on real cards (Oracle text from the classic card list): zone-change
 * triggers with look-back (CR 603.6, 603.10a), step triggers (603.2b), cast triggers (601.2i),
 * combat triggers (508.1m, 509.1h, 509.1i), damage triggers (120.3), "becomes tapped"
 * (603.2e), delayed triggers (603.7) and paying a cost while resolving (118.1).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../index';
import { FIRST_TARGET, SOURCE, YOU, target, targetCreature } from '../../cards/dsl';
import { ballLightning, prodigalSorcerer } from '../../testing/classic-cards';
import { game } from '../../testing/harness';
import { cityOfBrass } from './real-cards';
import { RULE } from '../state/rules';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const libs = { library: ['Island', 'Island', 'Island', 'Island'] };
const THAT_CONTROLLER = { ref: 'controllerOf', of: { ref: 'trigger', key: 'permanent' } } as const;

const soulNet: CardDef = {
  name: 'Soul Net',
  manaCost: '{1}',
  typeLine: 'Artifact',
  oracle: 'Whenever a creature dies, you may pay {1}. If you do, you gain 1 life.',
  triggered: [
    {
      on: { event: 'zoneChange', what: { filter: { types: ['creature'] } }, from: 'battlefield', to: 'graveyard' },
      steps: [
        { do: 'payMana', cost: '{1}', as: 'paid' },
        { do: 'gainLife', player: YOU, amount: 1, when: { var: 'paid' } },
      ],
      text: 'Whenever a creature dies, you may pay {1}. If you do, you gain 1 life.',
    },
  ],
};
const dingusEgg: CardDef = {
  name: 'Dingus Egg',
  manaCost: '{4}',
  typeLine: 'Artifact',
  oracle:
    "Whenever a land is put into a graveyard from the battlefield, this artifact deals 2 damage to that land's controller.",
  triggered: [
    {
      on: { event: 'zoneChange', what: { filter: { types: ['land'] } }, from: 'battlefield', to: 'graveyard' },
      steps: [{ do: 'damage', amount: 2, to: THAT_CONTROLLER }],
      text: "Whenever a land is put into a graveyard from the battlefield, this artifact deals 2 damage to that land's controller.",
    },
  ],
};
const iceStorm: CardDef = {
  name: 'Ice Storm',
  manaCost: '{2}{G}',
  typeLine: 'Sorcery',
  oracle: 'Destroy target land.',
  spell: {
    targets: [target({ objects: { types: ['land'] } }, 'target land')],
    steps: [{ do: 'destroy', what: FIRST_TARGET }],
  },
};
const ankhOfMishra: CardDef = {
  name: 'Ankh of Mishra',
  manaCost: '{2}',
  typeLine: 'Artifact',
  oracle: "Whenever a land enters, this artifact deals 2 damage to that land's controller.",
  triggered: [
    {
      on: { event: 'zoneChange', what: { filter: { types: ['land'] } }, to: 'battlefield' },
      steps: [{ do: 'damage', amount: 2, to: THAT_CONTROLLER }],
      text: "Whenever a land enters, this artifact deals 2 damage to that land's controller.",
    },
  ],
};
const rukhEgg: CardDef = {
  name: 'Rukh Egg',
  manaCost: '{3}{R}',
  typeLine: 'Creature — Bird Egg',
  power: 0,
  toughness: 3,
  oracle:
    'When this creature dies, create a 4/4 red Bird creature token with flying at the beginning of the next end step.',
  triggered: [
    {
      on: { event: 'zoneChange', what: 'self', from: 'battlefield', to: 'graveyard' },
      steps: [
        {
          do: 'delayed',
          at: 'nextEndStep',
          text: 'Create a 4/4 red Bird creature token with flying.',
          steps: [
            {
              do: 'createToken',
              token: { typeLine: 'Token Creature — Bird', colors: ['R'], power: 4, toughness: 4, keywords: ['flying'] },
            },
          ],
        },
      ],
      text: 'When this creature dies, create a 4/4 red Bird creature token with flying at the beginning of the next end step.',
    },
  ],
};
const ivoryCup: CardDef = {
  name: 'Ivory Cup',
  manaCost: '{1}',
  typeLine: 'Artifact',
  oracle: 'Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.',
  triggered: [
    {
      on: { event: 'spellCast', by: 'anyPlayer', spell: { colors: ['W'] } },
      steps: [
        { do: 'payMana', cost: '{1}', as: 'paid' },
        { do: 'gainLife', player: YOU, amount: 1, when: { var: 'paid' } },
      ],
      text: 'Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.',
    },
  ],
};
const fungusaur: CardDef = {
  name: 'Fungusaur',
  manaCost: '{3}{G}',
  typeLine: 'Creature — Fungus Dinosaur',
  power: 2,
  toughness: 2,
  oracle: 'Whenever this creature is dealt damage, put a +1/+1 counter on it.',
  triggered: [
    {
      on: { event: 'dealtDamage', what: 'self' },
      steps: [{ do: 'addCounters', what: SOURCE, counter: '+1/+1', count: 1 }],
      text: 'Whenever this creature is dealt damage, put a +1/+1 counter on it.',
    },
  ],
};
const giantBadger: CardDef = {
  name: 'Giant Badger',
  manaCost: '{1}{G}{G}',
  typeLine: 'Creature — Badger',
  power: 2,
  toughness: 2,
  oracle: 'Whenever this creature blocks, it gets +2/+2 until end of turn.',
  triggered: [
    {
      on: { event: 'blocks', what: 'self' },
      steps: [{ do: 'pump', what: SOURCE, power: 2, toughness: 2, until: 'endOfTurn' }],
      text: 'Whenever this creature blocks, it gets +2/+2 until end of turn.',
    },
  ],
};
const caveP: CardDef = {
  name: 'Cave People',
  manaCost: '{1}{R}{R}',
  typeLine: 'Creature — Human',
  power: 1,
  toughness: 4,
  oracle:
    "Whenever this creature attacks, it gets +1/-2 until end of turn.\n{1}{R}{R}, {T}: Target creature gains mountainwalk until end of turn. (It can't be blocked as long as defending player controls a Mountain.)",
  triggered: [
    {
      on: { event: 'attacks', what: 'self' },
      steps: [{ do: 'pump', what: SOURCE, power: 1, toughness: -2, until: 'endOfTurn' }],
      text: 'Whenever this creature attacks, it gets +1/-2 until end of turn.',
    },
  ],
  activated: [
    {
      cost: { mana: '{1}{R}{R}', tap: true },
      targets: [targetCreature],
      steps: [{ do: 'pump', what: FIRST_TARGET, gains: [{ landwalk: 'Mountain' }], until: 'endOfTurn' }],
      text: '{1}{R}{R}, {T}: Target creature gains mountainwalk until end of turn.',
    },
  ],
};
const murkDwellers: CardDef = {
  name: 'Murk Dwellers',
  manaCost: '{3}{B}',
  typeLine: 'Creature — Zombie',
  power: 2,
  toughness: 2,
  oracle: "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.",
  triggered: [
    {
      on: { event: 'attacksUnblocked', what: 'self' },
      steps: [{ do: 'pump', what: SOURCE, power: 2, toughness: 0, until: 'endOfCombat' }],
      text: "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.",
    },
  ],
};
const hypnoticSpecter: CardDef = {
  name: 'Hypnotic Specter',
  manaCost: '{1}{B}{B}',
  typeLine: 'Creature — Specter',
  power: 2,
  toughness: 2,
  keywords: ['flying'],
  oracle: 'Flying\nWhenever this creature deals damage to an opponent, that player discards a card at random.',
  triggered: [
    {
      on: { event: 'dealsDamage', what: 'self', to: 'opponent' },
      steps: [{ do: 'discard', player: { ref: 'trigger', key: 'player' }, count: 1, random: true }],
      text: 'Whenever this creature deals damage to an opponent, that player discards a card at random.',
    },
  ],
};
const lifetap: CardDef = {
  name: 'Lifetap',
  manaCost: '{U}{U}',
  typeLine: 'Enchantment',
  oracle: 'Whenever a Forest an opponent controls becomes tapped, you gain 1 life.',
  triggered: [
    {
      on: { event: 'becomesTapped', what: { filter: { subtypes: ['Forest'], controller: 'opponent' } } },
      steps: [{ do: 'gainLife', player: YOU, amount: 1 }],
      text: 'Whenever a Forest an opponent controls becomes tapped, you gain 1 life.',
    },
  ],
};
const livingArtifact: CardDef = {
  name: 'Living Artifact',
  manaCost: '{G}',
  typeLine: 'Enchantment — Aura',
  oracle:
    "Enchant artifact\nWhenever you're dealt damage, put that many vitality counters on this Aura.\nAt the beginning of your upkeep, you may remove a vitality counter from this Aura. If you do, you gain 1 life.",
  enchant: { objects: { types: ['artifact'] } },
  triggered: [
    {
      on: { event: 'dealtDamage', what: 'you' },
      steps: [{ do: 'addCounters', what: SOURCE, counter: 'vitality', count: { triggerAmount: true } }],
      text: "Whenever you're dealt damage, put that many vitality counters on this Aura.",
    },
    {
      on: { event: 'step', step: 'upkeep', whose: 'you' },
      steps: [
        {
          do: 'may',
          prompt: 'remove a vitality counter to gain 1 life?',
          as: 'remove',
          when: { compare: [{ countersOn: SOURCE, counter: 'vitality' }, '>', 0] },
        },
        { do: 'removeCounters', what: SOURCE, counter: 'vitality', count: 1, when: { var: 'remove' } },
        { do: 'gainLife', player: YOU, amount: 1, when: { var: 'remove' } },
      ],
      text: 'At the beginning of your upkeep, you may remove a vitality counter from this Aura. If you do, you gain 1 life.',
    },
  ],
};
const NON_WALL = { types: ['creature'], notSubtypes: ['Wall'] };
const DESTROY_AT_END_OF_COMBAT = (key: string) => [
  {
    do: 'delayed' as const,
    at: 'endOfCombat' as const,
    text: 'Destroy that creature.',
    steps: [{ do: 'destroy' as const, what: { ref: 'trigger' as const, key } }],
  },
];
const thicketBasilisk: CardDef = {
  name: 'Thicket Basilisk',
  manaCost: '{3}{G}{G}',
  typeLine: 'Creature — Basilisk',
  power: 2,
  toughness: 4,
  oracle:
    'Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.',
  // One ability in the Oracle text, two events: a creature can't both block and become blocked in one combat.
  triggered: [
    {
      on: { event: 'blocks', what: 'self', attacker: NON_WALL },
      steps: DESTROY_AT_END_OF_COMBAT('attacker'),
      text: 'Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.',
    },
    {
      on: { event: 'becomesBlocked', what: 'self', by: NON_WALL },
      steps: DESTROY_AT_END_OF_COMBAT('blocker'),
      text: 'Whenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.',
    },
  ],
};
const stoneGiant: CardDef = {
  name: 'Stone Giant',
  manaCost: '{2}{R}{R}',
  typeLine: 'Creature — Giant',
  power: 3,
  toughness: 4,
  oracle:
    "{T}: Target creature you control with toughness less than this creature's power gains flying until end of turn. Destroy that creature at the beginning of the next end step.",
  activated: [
    {
      cost: { tap: true },
      // "toughness less than this creature's power": Stone Giant's power is 3 here (no filter compares with another object yet).
      targets: [
        target(
          { objects: { types: ['creature'], controller: 'you', toughness: { max: 2 } } },
          "target creature you control with toughness less than this creature's power",
        ),
      ],
      steps: [
        { do: 'pump', what: FIRST_TARGET, gains: ['flying'], until: 'endOfTurn' },
        {
          do: 'delayed',
          at: 'nextEndStep',
          text: 'Destroy that creature.',
          steps: [{ do: 'destroy', what: FIRST_TARGET }],
        },
      ],
      text: "{T}: Target creature you control with toughness less than this creature's power gains flying until end of turn. Destroy that creature at the beginning of the next end step.",
    },
  ],
};
const creatureBond: CardDef = {
  name: 'Creature Bond',
  manaCost: '{1}{U}',
  typeLine: 'Enchantment — Aura',
  oracle:
    "Enchant creature\nWhen enchanted creature dies, this Aura deals damage equal to that creature's toughness to the creature's controller.",
  enchant: { objects: { types: ['creature'] } },
  triggered: [
    {
      on: { event: 'zoneChange', what: 'enchanted', from: 'battlefield', to: 'graveyard' },
      steps: [{ do: 'damage', amount: { toughnessOf: { ref: 'trigger', key: 'permanent' } }, to: THAT_CONTROLLER }],
      text: "When enchanted creature dies, this Aura deals damage equal to that creature's toughness to the creature's controller.",
    },
  ],
};
// Not a classic card: a triggered ability with two target slots (Amonkhet).
const decimatorBeetle: CardDef = {
  name: 'Decimator Beetle',
  manaCost: '{3}{B}{G}',
  typeLine: 'Creature — Insect',
  power: 4,
  toughness: 5,
  oracle:
    'When this creature enters, put a -1/-1 counter on target creature you control.\nWhenever this creature attacks, remove a -1/-1 counter from target creature you control and put a -1/-1 counter on up to one target creature defending player controls.',
  triggered: [
    {
      on: { event: 'attacks', what: 'self' },
      targets: [
        target({ objects: { types: ['creature'], controller: 'you' } }, 'target creature you control'),
        target(
          { objects: { types: ['creature'], controller: 'opponent' } },
          'up to one target creature defending player controls',
          0,
          1,
        ),
      ],
      steps: [
        { do: 'removeCounters', what: FIRST_TARGET, counter: '-1/-1', count: 1 },
        { do: 'addCounters', what: { ref: 'target', slot: 1 }, counter: '-1/-1', count: 1 },
      ],
      text: 'Whenever this creature attacks, remove a -1/-1 counter from target creature you control and put a -1/-1 counter on up to one target creature defending player controls.',
    },
  ],
};
const CARDS = [
  decimatorBeetle,
  creatureBond,
  cityOfBrass,
  soulNet,
  dingusEgg,
  iceStorm,
  ankhOfMishra,
  ballLightning,
  rukhEgg,
  ivoryCup,
  fungusaur,
  prodigalSorcerer,
  giantBadger,
  caveP,
  murkDwellers,
  hypnoticSpecter,
  lifetap,
  livingArtifact,
  thicketBasilisk,
  stoneGiant,
];

describe('zone-change triggers (CR 603.6, 603.10a)', () => {
  it('Soul Net: a creature dies, you may pay {1}; if you do, you gain 1 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'R', hand: ['Lightning Bolt'], battlefield: ['Soul Net', 'Mountain'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Soul Net ability']);
    g.act({ pass: true });
    expect(g.state.pendingDecision?.prompt).toMatch(/pay \{1\}/);
    g.act({ decide: true });
    expect(g.state.players.p1.life).toBe(21);
    expect(g.get('Mountain').tapped).toBe(true);
  });

  it("Soul Net: declining to pay gains nothing; a noncreature going to the graveyard doesn't trigger it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'RGCC', hand: ['Lightning Bolt', 'Ice Storm'], battlefield: ['Soul Net', 'Mountain'] },
          p2: { battlefield: ['Grizzly Bears', 'Forest'] },
        },
      },
      [{ cast: 'Ice Storm', targets: ['Forest'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.stack()).toEqual([]);
    g.act({ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Soul Net sees an artifact creature die that is destroyed together with it (looking back in time, CR 603.10a)', () => {
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
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCRRC', hand: ['Shatterstorm'], battlefield: ['Soul Net'] },
          p2: { battlefield: ['Pili-Pala'] },
        },
      },
      [{ cast: 'Shatterstorm' }, { pass: true }],
      { cards: [...CARDS, shatterstorm] },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Soul Net');
    expect(g.stack()).toEqual(['Soul Net ability']);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.state.players.p1.life).toBe(21);
  });

  it('Creature Bond: when the enchanted creature dies, damage equal to its toughness as it last existed to its controller (CR 603.10a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            manaPool: 'R',
            hand: ['Lightning Bolt'],
            battlefield: [{ card: 'Creature Bond', attachedTo: 'spider' }],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider', damage: 1 }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    // The Aura went to the graveyard too (CR 704.5m), after its ability triggered.
    expect(g.names('p1', 'graveyard')).toContain('Creature Bond');
    expect(g.stack()).toEqual(['Creature Bond ability']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16); // Giant Spider's toughness: 4
  });

  it("Dingus Egg: a land put into a graveyard from the battlefield deals 2 damage to that land's controller (as it last existed)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCG', hand: ['Ice Storm'], battlefield: ['Dingus Egg'] },
          p2: { battlefield: ['Forest'] },
        },
      },
      [{ cast: 'Ice Storm', targets: ['Forest'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Forest']);
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([20, 18]);
    expect(g.has('LkiUsed', '608.2h')).toBe(true);
  });

  it("Ankh of Mishra: whenever a land enters, 2 damage to that land's controller — whoever plays it", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Mountain'], battlefield: ['Ankh of Mishra'] }, p2: { hand: ['Forest'], ...libs } },
      },
      [{ cast: 'Mountain' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(18);
    g.act({ advance: 'next-turn' });
    g.act({ cast: 'Forest', player: 'p2' });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Rukh Egg dies: at the beginning of the next end step, a 4/4 red Bird Token with flying (CR 603.7, 111.4)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { manaPool: 'R', hand: ['Lightning Bolt'] }, p2: { battlefield: ['Rukh Egg'], ...libs } },
      },
      [{ cast: 'Lightning Bolt', targets: ['Rukh Egg'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.delayedTriggers).toHaveLength(1);
    expect(g.names('p2', 'battlefield')).toEqual([]);
    g.act({ advance: 'end' });
    expect(g.stack()).toEqual(['Rukh Egg ability']);
    g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toEqual(['Bird Token (token)']);
    const bird = g.get('Bird Token');
    expect([bird.owner, bird.controller]).toEqual(['p2', 'p2']);
    const v = g.state.proxies[bird.def];
    expect([v?.power, v?.toughness, v?.colors, v?.keywords]).toEqual([4, 4, ['R'], ['flying']]);
    expect(g.state.delayedTriggers).toEqual([]);
  });
});

describe('step and cast triggers (CR 603.2b, 601.2i)', () => {
  it('Ball Lightning attacks the turn it comes (haste) and is sacrificed at the beginning of the end step', () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'RRR', hand: ['Ball Lightning'], ...libs }, p2: libs } },
      [
        { cast: 'Ball Lightning' },
        { pass: true },
        { advance: 'combat' },
        { attack: ['Ball Lightning'] },
        { advance: 'end' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(14);
    expect(g.stack()).toEqual(['Ball Lightning ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Ball Lightning']);
  });

  it("Ivory Cup: a white spell from either player triggers it; its controller may pay {1} to gain 1 life; a red spell doesn't", () => {
    const swords: CardDef = {
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
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'R', hand: ['Lightning Bolt'], battlefield: ['Ivory Cup', 'Mountain', 'Grizzly Bears'] },
          p2: { manaPool: 'W', hand: ['Swords to Plowshares'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: [...CARDS, swords] },
    );
    expect(g.stack()).toEqual(['Lightning Bolt']);
    g.act({ pass: true });
    g.act({ cast: 'Swords to Plowshares', player: 'p2', targets: ['Grizzly Bears'] });
    expect(g.stack()).toEqual(['Swords to Plowshares', 'Ivory Cup ability']);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.state.players.p1.life).toBe(21);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(23); // Swords: its controller gains 2
  });
});

describe('combat triggers (CR 508.1m, 509.1h, 509.1i)', () => {
  it('Giant Badger blocks: it gets +2/+2 until end of turn, survives the Bears and kills it', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: { p1: { battlefield: ['Giant Badger'], ...libs }, p2: { battlefield: ['Grizzly Bears'], ...libs } },
      },
      [
        { advance: 'combat' },
        { attack: ['Grizzly Bears'], player: 'p2' },
        { pass: true },
        { block: { 'Giant Badger': 'Grizzly Bears' }, player: 'p1' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Giant Badger ability']);
    g.act({ pass: true });
    g.act({ advance: 'main2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('Giant Badger').damage).toBe(2);
    g.act({ advance: 'next-turn' });
    expect(g.state.effects).toEqual([]);
  });

  it('Cave People attacks: +1/-2 until end of turn, so the Bears blocking it kills it (toughness 2)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Cave People'], ...libs }, p2: { battlefield: ['Grizzly Bears'], ...libs } },
      },
      [
        { advance: 'combat' },
        { attack: ['Cave People'] },
        { pass: true },
        { block: { 'Grizzly Bears': 'Cave People' }, player: 'p2' },
        { advance: 'main2' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Cave People']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it("Murk Dwellers attacks and isn't blocked: +2/+0 until end of combat — 4 damage, then 2/2 again", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Murk Dwellers'], ...libs }, p2: { battlefield: ['Grizzly Bears'], ...libs } },
      },
      [{ advance: 'combat' }, { attack: ['Murk Dwellers'] }, { pass: true }, { block: {}, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Murk Dwellers ability']);
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.effects).toEqual([]); // ended with the combat phase (CR 511.2)
  });

  it('Murk Dwellers: the declare blockers step passed with no block declared still declares no blockers (CR 509.1, 509.1h)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Murk Dwellers'], ...libs }, p2: { battlefield: ['Grizzly Bears'], ...libs } },
      },
      [{ advance: 'combat' }, { attack: ['Murk Dwellers'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.step).toBe('declareBlockers');
    g.act({ pass: true });
    // The pass was the declaration: the trigger waits on the stack, still in the declare blockers step.
    expect(g.has('BlockersDeclared', RULE.declareBlockers)).toBe(true);
    expect(g.state.turn.step).toBe('declareBlockers');
    expect(g.stack()).toEqual(['Murk Dwellers ability']);
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(16);
  });

  it("Murk Dwellers: 'advance' straight through combat declares no blockers and the trigger resolves before damage", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Murk Dwellers'], ...libs }, p2: { battlefield: ['Grizzly Bears'], ...libs } },
      },
      [{ advance: 'combat' }, { attack: ['Murk Dwellers'] }, { advance: 'main2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Decimator Beetle attacks: its trigger takes a target for each of its two slots as it is put on the stack (CR 603.3d)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Decimator Beetle', { card: 'Grizzly Bears', counters: { '-1/-1': 1 } }], ...libs },
          p2: { battlefield: ['Giant Spider'], ...libs },
        },
      },
      [{ advance: 'combat' }, { attack: ['Decimator Beetle'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.prompt).toMatch(/target creature you control/);
    g.act({ decide: ['Grizzly Bears'] });
    expect(g.state.pendingDecision?.prompt).toMatch(/up to one target creature defending player controls/);
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('Giant Spider').id]);
    g.act({ decide: ['Giant Spider'] });
    expect(g.stack()).toEqual(['Decimator Beetle ability']);
    g.act({ pass: true });
    expect(g.get('Grizzly Bears').counters['-1/-1'] ?? 0).toBe(0);
    expect(g.get('Giant Spider').counters['-1/-1']).toBe(1);
  });

  it('Thicket Basilisk becomes blocked by a non-Wall creature: that creature is destroyed at end of combat (a delayed trigger that remembers it)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Thicket Basilisk'], ...libs }, p2: { battlefield: ['Giant Spider'], ...libs } },
      },
      [
        { advance: 'combat' },
        { attack: ['Thicket Basilisk'] },
        { pass: true },
        { block: { 'Giant Spider': 'Thicket Basilisk' }, player: 'p2' },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.delayedTriggers).toHaveLength(1);
    g.act({ advance: 'main2' });
    // 2 damage each way: both survive combat damage; the Spider is destroyed at end of combat.
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    expect(g.names('p1', 'battlefield')).toEqual(['Thicket Basilisk']);
  });

  it("Hypnotic Specter deals combat damage to an opponent: that player discards a card at random; damage to a creature doesn't trigger it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Hypnotic Specter'], ...libs },
          p2: { hand: ['Shock', 'Opt', 'Island'], ...libs },
        },
      },
      [
        { advance: 'combat' },
        { attack: ['Hypnotic Specter'] },
        { pass: true },
        { block: {}, player: 'p2' },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.stack()).toEqual(['Hypnotic Specter ability']);
    g.act({ pass: true });
    expect(g.state.players.p2.hand).toHaveLength(2);
    expect(g.state.players.p2.graveyard).toHaveLength(1);
    const blocked = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Hypnotic Specter'], ...libs },
          p2: { battlefield: ['Giant Spider'], hand: ['Shock'], ...libs },
        },
      },
      [
        { advance: 'combat' },
        { attack: ['Hypnotic Specter'] },
        { pass: true },
        { block: { 'Giant Spider': 'Hypnotic Specter' }, player: 'p2' },
        { advance: 'main2' },
      ],
      { cards: CARDS },
    );
    expect(blocked.error).toBeNull();
    expect(blocked.has('AbilityTriggered')).toBe(false);
  });
});

describe('damage, tapping and delayed triggers', () => {
  it('Fungusaur is dealt damage: it gets a +1/+1 counter (and survives 1 damage as a 3/3)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Prodigal Sorcerer'] }, p2: { battlefield: ['Fungusaur'] } } },
      [{ activate: 'Prodigal Sorcerer', targets: ['Fungusaur'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Fungusaur').counters['+1/+1']).toBe(1);
    expect(g.get('Fungusaur').damage).toBe(1);
  });

  it("Lifetap: a Forest an opponent controls becomes tapped (for mana or otherwise): you gain 1 life; your own Forest doesn't count", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Lifetap', { id: 'mine', card: 'Forest' }] },
          p2: { battlefield: [{ id: 'theirs', card: 'Forest' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ activate: 'mine' });
    expect(g.stack()).toEqual([]);
    expect(g.state.players.p1.life).toBe(20);
    g.act({ activate: 'theirs', player: 'p2' });
    expect(g.stack()).toEqual(['Lifetap ability']);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(21);
  });

  it('City of Brass deals 1 damage to you whenever it becomes tapped: for mana, and also when tapped by an effect (Ice)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['City of Brass'] } } },
      [{ activate: 'City of Brass', mana: 'U' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 1 });
    expect(g.state.players.p1.life).toBe(19);
    const ice = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['City of Brass'] },
          p2: { hand: ['Fire // Ice'], battlefield: ['Island', 'Island'], ...libs },
        },
      },
      [{ cast: 'Fire // Ice', half: 'Ice', player: 'p2', targets: ['City of Brass'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(ice.error).toBeNull();
    expect(ice.stack()).toEqual(['City of Brass ability']);
    ice.act({ pass: true });
    expect(ice.state.players.p1.life).toBe(19);
  });

  it("Living Artifact: vitality counters for damage dealt to you ('that many'); at your upkeep remove one to gain 1 life", () => {
    const libs2 = { library: ['Island', 'Island', 'Island'] };
    const g = game(
      {
        turn: { number: 2, active: 'p2', phase: 'main1' },
        players: {
          p1: {
            battlefield: [
              { id: 'stone', card: 'Fellwar Stone' },
              { card: 'Living Artifact', attachedTo: 'stone' },
            ],
            ...libs2,
          },
          p2: { manaPool: 'CCCCR', hand: ['Lava Axe'], ...libs2 },
        },
      },
      [{ cast: 'Lava Axe', player: 'p2', targets: ['p1'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(15);
    expect(g.get('Living Artifact').counters.vitality).toBe(5);
    g.act({ advance: 'upkeep' });
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.state.players.p1.life).toBe(16);
    expect(g.get('Living Artifact').counters.vitality).toBe(4);
  });

  it('Stone Giant: the target gains flying, and the delayed trigger destroys that same creature at the next end step (CR 603.7c)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Stone Giant', 'Grizzly Bears', 'Llanowar Elves'], ...libs }, p2: libs },
      },
      [{ activate: 'Stone Giant', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.effects).toEqual([
      expect.objectContaining({ object: g.get('Grizzly Bears').id, gains: ['flying'], until: 'endOfTurn' }),
    ]);
    g.act({ advance: 'end' });
    expect(g.stack()).toEqual(['Stone Giant ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toEqual(['Stone Giant', 'Llanowar Elves']);
  });
});
