// Keyword actions that put +1/+1 counters, read as the instructions their rules write out:
// support (CR 701.41a on a permanent: "each of up to N other target creatures"; 701.41b on an
// instant or sorcery: "each of up to N target creatures"), adapt (701.46a: only if the permanent
// has no +1/+1 counters on it), and doubling the counters on one object (701.10e: put on it as
// many as it already has).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const aerie = card(
  'Aerie Auxiliary',
  '{3}{W}',
  'Creature — Bird Soldier',
  'Flying\nWhen this creature enters, support 2. (Put a +1/+1 counter on each of up to two other target creatures.)',
  '3/3',
);
const pressIntoService = card(
  'Press into Service',
  '{4}{R}',
  'Sorcery',
  'Support 2. (Put a +1/+1 counter on each of up to two target creatures.)\nGain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.',
);
const skatewing = card(
  'Skatewing Spy',
  '{3}{U}',
  'Creature — Vedalken Rogue Mutant',
  '{5}{U}: Adapt 2. (If this creature has no +1/+1 counters on it, put two +1/+1 counters on it.)\nEach creature you control with a +1/+1 counter on it has flying.',
  '2/3',
);
const studyTheClassics = card(
  'Study the Classics',
  '{2}{G}',
  'Sorcery',
  'Put a +1/+1 counter on target creature, then double the number of +1/+1 counters on it. You gain life equal to the number of +1/+1 counters on that creature.',
);
const hydrasGrowth = card(
  "Hydra's Growth",
  '{2}{G}',
  'Enchantment — Aura',
  'Enchant creature\nWhen this Aura enters, put a +1/+1 counter on enchanted creature.\nAt the beginning of your upkeep, double the number of +1/+1 counters on enchanted creature.',
);
const abzanAdvantage = card(
  'Abzan Advantage',
  '{1}{W}',
  'Instant',
  'Target player sacrifices an enchantment of their choice. Bolster 1. (Choose a creature with the least toughness among creatures you control and put a +1/+1 counter on it.)',
);
const sunbringer = card(
  "Sunbringer's Touch",
  '{2}{G}{G}',
  'Sorcery',
  'Bolster X, where X is the number of cards in your hand. Each creature you control with a +1/+1 counter on it gains trample until end of turn. (To bolster X, choose a creature with the least toughness among creatures you control and put X +1/+1 counters on it.)',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(
  hillGiant,
  aerie,
  pressIntoService,
  skatewing,
  studyTheClassics,
  hydrasGrowth,
  abzanAdvantage,
  sunbringer,
);

describe('support N (CR 701.41)', () => {
  it('Aerie Auxiliary supports two other creatures: one +1/+1 counter on each', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Aerie Auxiliary'],
            battlefield: ['Plains', 'Plains', 'Plains', 'Plains', { id: 'bears', card: 'Grizzly Bears' }],
          },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'Aerie Auxiliary' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'targets', player: 'p1' });
    g.act({ decide: ['bears', 'elves'] });
    g.act({ pass: true });
    expect(g.get('bears').counters['+1/+1']).toBe(1);
    // Support can put a counter on an opponent's creature.
    expect(g.get('elves').counters['+1/+1']).toBe(1);
    expect(pt(g, 'bears')).toEqual([3, 3]);
  });

  it('a permanent that supports can’t target itself ("other", CR 701.41a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Aerie Auxiliary'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] },
        },
      },
      [{ cast: 'Aerie Auxiliary' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'targets', player: 'p1' });
    expect(() => g.act({ decide: [g.get('Aerie Auxiliary').id] })).toThrow();
  });

  it('Press into Service (a sorcery): up to two target creatures, and the stolen one may be one of them', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Press into Service'],
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', tapped: true }] },
        },
      },
      [{ cast: 'Press into Service', targets: ['bears', 'bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters['+1/+1']).toBe(1);
    expect(g.get('bears').controller).toBe('p1');
    expect(g.get('bears').tapped).toBe(false);
  });

  it('near miss: "Support X" stays text (how many targets X allows is not read)', () => {
    const crowd = card(
      'The Crowd Goes Wild',
      '{X}{G}',
      'Sorcery',
      "Assist (Another player can pay up to {X} of this spell's cost. You choose the value of X.)\nSupport X. (Put a +1/+1 counter on each of up to X target creatures.)\nEach creature with a +1/+1 counter on it gains trample until end of turn.",
    );
    expect(unenforced(crowd)).toContain('Support X. (Put a +1/+1 counter on each of up to X target creatures.)');
  });
});

describe('bolster N (CR 701.39a)', () => {
  it('Abzan Advantage: the one creature with the least toughness gets the counter, not the opponent’s', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Abzan Advantage'],
            battlefield: [
              'Plains',
              'Plains',
              { id: 'elves', card: 'Llanowar Elves' },
              { id: 'giant', card: 'Hill Giant' },
            ],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'Abzan Advantage', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.get('elves').counters['+1/+1']).toBe(1);
    expect(g.get('giant').counters['+1/+1']).toBeUndefined();
    expect(g.get('theirs').counters['+1/+1']).toBeUndefined();
  });

  it('a tie for the least toughness: the controller chooses among the tied creatures only', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Abzan Advantage'],
            battlefield: [
              'Plains',
              'Plains',
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'bears2', card: 'Grizzly Bears' },
              { id: 'giant', card: 'Hill Giant' },
            ],
          },
        },
      },
      [{ cast: 'Abzan Advantage', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'bolster', player: 'p1', rule: '701.39a' });
    expect(g.state.pendingDecision?.candidates).toHaveLength(2);
    expect(g.state.pendingDecision?.candidates).not.toContain(g.get('giant').id);
    g.act({ decide: [g.get('bears2').id] });
    expect(g.get('bears2').counters['+1/+1']).toBe(1);
    expect(g.get('bears').counters['+1/+1']).toBeUndefined();
  });

  it("Sunbringer's Touch: X is the cards in hand as it resolves (two), then trample", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Sunbringer's Touch", 'Forest', 'Island'],
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', { id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: "Sunbringer's Touch" }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters['+1/+1']).toBe(2);
    expect(pt(g, 'bears')).toEqual([4, 4]);
  });

  it('near miss: bolster X with an amount the compiler does not read stays text (Sandsteppe War Riders)', () => {
    const riders = card(
      'Sandsteppe War Riders',
      '{3}{G}',
      'Creature — Human Warrior',
      'Trample\nAt the beginning of combat on your turn, bolster X, where X is the number of differently named artifact tokens you control. (Choose a creature with the least toughness among creatures you control and put X +1/+1 counters on it.)',
      '4/4',
    );
    expect(unenforced(riders)).toHaveLength(1);
  });
});

describe('adapt N (CR 701.46a)', () => {
  const board = (counters?: Record<string, number>) => ({
    turn: main,
    players: {
      p1: {
        battlefield: [
          { id: 'spy', card: 'Skatewing Spy', ...(counters ? { counters } : {}) },
          ...Array.from({ length: 12 }, () => 'Island'),
        ],
      },
    },
  });

  it('Skatewing Spy with no +1/+1 counters adapts: two counters, 4/5, and it has flying', () => {
    const g = game(board(), [{ activate: 'spy' }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.get('spy').counters['+1/+1']).toBe(2);
    expect(pt(g, 'spy')).toEqual([4, 5]);
  });

  it('adapting again does nothing: it already has +1/+1 counters', () => {
    const g = game(board(), [{ activate: 'spy' }, { pass: true }, { activate: 'spy' }, { pass: true }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(g.get('spy').counters['+1/+1']).toBe(2);
  });

  it('a +1/+1 counter from elsewhere also stops it', () => {
    const g = game(board({ '+1/+1': 1 }), [{ activate: 'spy' }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.get('spy').counters['+1/+1']).toBe(1);
  });
});

describe('double the number of +1/+1 counters on one object (CR 701.10e)', () => {
  it('Study the Classics on a creature with two counters: 3, then doubled to 6, and 6 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Study the Classics'],
            battlefield: [
              'Forest',
              'Forest',
              'Forest',
              { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 2 } },
            ],
          },
        },
      },
      [{ cast: 'Study the Classics', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters['+1/+1']).toBe(6);
    expect(g.state.players.p1.life).toBe(26);
  });

  it("Hydra's Growth doubles the enchanted creature's counters at each of your upkeeps", () => {
    const g = game(
      {
        turn: { number: 3, active: 'p2', phase: 'end' },
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 3 } },
              { id: 'aura', card: "Hydra's Growth", attachedTo: 'bears' },
            ],
          },
        },
      },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.active).toBe('p1');
    expect(g.get('bears').counters['+1/+1']).toBe(6);
  });

  it('near miss: doubling on each creature you control (a count for each) stays text (Kalonian Hydra)', () => {
    const kalonian = card(
      'Kalonian Hydra',
      '{3}{G}{G}',
      'Creature — Hydra',
      'Trample\nThis creature enters with four +1/+1 counters on it.\nWhenever this creature attacks, double the number of +1/+1 counters on each creature you control.',
      '0/0',
    );
    expect(unenforced(kalonian)).toEqual([
      'Whenever this creature attacks, double the number of +1/+1 counters on each creature you control.',
    ]);
  });
});

describe('"each of them", "each of those creatures" (CR 608.2c): each of the objects named', () => {
  const panoply = card(
    "Nature's Panoply",
    '{G}',
    'Instant',
    'Strive — This spell costs {2}{G} more to cast for each target beyond the first.\nChoose any number of target creatures. Put a +1/+1 counter on each of them.',
  );

  it("Nature's Panoply with two targets: each gets one counter (and strive costs {2}{G} more)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Nature's Panoply"],
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', { id: 'a', card: 'Grizzly Bears' }],
          },
          p2: { battlefield: [{ id: 'b', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: "Nature's Panoply", targets: ['a', 'b'] }, { pass: true }],
      { cards: compiled(panoply) },
    );
    expect(g.error).toBeNull();
    expect(g.get('a').counters['+1/+1']).toBe(1);
    expect(g.get('b').counters['+1/+1']).toBe(1);
  });

  it('"each of them" after "Artifact creatures you control gain deathtouch" is that group (Age of Ultron, chapter III, CR 608.2c)', () => {
    const ultron = card(
      'Age of Ultron',
      '{4}{B}',
      'Enchantment — Saga',
      '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — For each opponent, destroy up to one target nonartifact creature that player controls.\nII — For each opponent, you create a 2/2 colorless Robot Villain artifact creature token.\nIII — Artifact creatures you control gain deathtouch until end of turn. Put a +1/+1 counter on each of them.',
    );
    // Read as the group the first instruction acted on (grammar/groups.ts), never as the Saga itself.
    expect(unenforced(ultron)).not.toContain(
      'III — Artifact creatures you control gain deathtouch until end of turn. Put a +1/+1 counter on each of them.',
    );
  });
});
