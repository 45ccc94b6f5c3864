// Conditions the grammar reads for "as long as" (CR 611.3a), "during your turn", intervening
// "if" (603.4) and "Activate only if" (602.5b): cards in hand (402), cards in an opponent's
// graveyard (404), life totals (119), what an opponent controls, counters on a permanent
// (122.1), how many colours (105.2), cards drawn (121.2) and life gained (119.3) this turn, and
// whether a permanent entered this turn (400.7). Each is played on real cards in the engine.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const shieldmate = card(
  'Dapper Shieldmate',
  '{3}{W}',
  'Creature — Human Soldier',
  'This creature enters with a shield counter on it. (If it would be dealt damage or destroyed, remove a shield counter from it instead.)\nDuring your turn, this creature gets +2/+0.',
  '2/2',
);
const underling = card(
  'Akki Underling',
  '{1}{R}',
  'Creature — Goblin Warrior',
  'As long as you have seven or more cards in hand, this creature gets +2/+1 and has first strike.',
  '2/1',
);
const pup = card(
  'Baloth Pup',
  '{1}{G}',
  'Creature — Beast',
  'This creature has trample as long as it has a +1/+1 counter on it.',
  '3/1',
);
const sureblade = card(
  'Bant Sureblade',
  '{G/U}{W}',
  'Creature — Human Soldier',
  'As long as you control another multicolored permanent, this creature gets +1/+1 and has first strike.',
  '2/1',
);
const stalker = card(
  'Trench Stalker',
  '{4}{B}',
  'Creature — Beast Horror',
  "As long as you've drawn two or more cards this turn, this creature has deathtouch and lifelink.",
  '4/5',
);
const captain = card(
  'Crew Captain',
  '{B}{R}{G}',
  'Creature — Human Warrior',
  'Haste\nThis creature has indestructible as long as it entered this turn.',
  '4/2',
);
const vampire = card(
  'Guul Draz Vampire',
  '{B}',
  'Creature — Vampire Rogue',
  "As long as an opponent has 10 or less life, this creature gets +2/+1 and has intimidate. (It can't be blocked except by artifact creatures and/or creatures that share a color with it.)",
  '1/1',
);
const kavu = card(
  'Kavu Runner',
  '{3}{R}',
  'Creature — Kavu',
  'This creature has haste as long as no opponent controls a white or blue creature.',
  '3/3',
);
const baron = card(
  'Blood Baron of Vizkopa',
  '{3}{W}{B}',
  'Creature — Vampire',
  'Lifelink, protection from white and from black\nAs long as you have 30 or more life and an opponent has 10 or less life, this creature gets +6/+6 and has flying.',
  '4/4',
);
const edge = card(
  'Tectonic Edge',
  '',
  'Land',
  '{T}: Add {C}.\n{1}, {T}, Sacrifice this land: Destroy target nonbasic land. Activate only if an opponent controls four or more lands.',
);
const witch = card(
  'Witch of the Moors',
  '{3}{B}{B}',
  'Creature — Human Warlock',
  'Deathtouch\nAt the beginning of your end step, if you gained life this turn, each opponent sacrifices a creature of their choice and you return up to one target creature card from your graveyard to your hand.',
  '4/4',
);
const lions = card('Savannah Lions', '{W}', 'Creature — Cat', '', '2/1');
const savannah = card('Savannah', '', 'Land — Forest Plains', '({T}: Add {G} or {W}.)');
const revitalize = card('Revitalize', '{1}{W}', 'Instant', 'You gain 3 life.\nDraw a card.');
const CARDS = compiled(
  shieldmate,
  underling,
  pup,
  sureblade,
  stalker,
  captain,
  vampire,
  kavu,
  baron,
  edge,
  witch,
  revitalize,
  lions,
  savannah,
);

const keywords = (g: Game, ref: string): unknown[] =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

describe('"during your turn" (CR 611.3a)', () => {
  it("Dapper Shieldmate gets +2/+0 on its controller's turn only", () => {
    const board = (active: 'p1' | 'p2') => ({
      turn: { ...main, active },
      players: { p1: { battlefield: [{ id: 'dapper', card: 'Dapper Shieldmate' }] }, p2: {} },
    });
    expect(pt(game(board('p1'), [], { cards: CARDS }), 'dapper')).toEqual([4, 2]);
    expect(pt(game(board('p2'), [], { cards: CARDS }), 'dapper')).toEqual([2, 2]);
  });
  it('"during your turn" together with "as long as": both conditions must hold (CR 611.3a)', () => {
    const c = card(
      'Test Both Conditions',
      '{1}{W}',
      'Creature — Human',
      'During your turn, this creature has flying as long as you control an artifact.',
      '2/2',
    );
    expect(compileCard(c).def.statics).toEqual([
      {
        affects: { self: true },
        gains: ['flying'],
        condition: {
          all: [{ yourTurn: true }, { count: { types: ['artifact'], controller: 'you' }, range: { min: 1 } }],
        },
      },
    ]);
  });
});

describe('cards in hand, graveyards and life (CR 402, 404, 119)', () => {
  it('Akki Underling is 4/2 first strike with seven cards in hand, 2/1 with six', () => {
    const board = (n: number) => ({
      turn: main,
      players: { p1: { battlefield: [{ id: 'akki', card: 'Akki Underling' }], hand: Array(n).fill('Forest') } },
    });
    const seven = game(board(7), [], { cards: CARDS });
    expect(pt(seven, 'akki')).toEqual([4, 2]);
    expect(keywords(seven, 'akki')).toContain('first strike');
    const six = game(board(6), [], { cards: CARDS });
    expect(pt(six, 'akki')).toEqual([2, 1]);
    expect(keywords(six, 'akki')).not.toContain('first strike');
  });
  it('Guul Draz Vampire counts the opponent’s life, not its controller’s', () => {
    const board = (mine: number, theirs: number) => ({
      turn: main,
      players: { p1: { life: mine, battlefield: [{ id: 'v', card: 'Guul Draz Vampire' }] }, p2: { life: theirs } },
    });
    expect(pt(game(board(20, 10), [], { cards: CARDS }), 'v')).toEqual([3, 2]);
    expect(pt(game(board(5, 11), [], { cards: CARDS }), 'v')).toEqual([1, 1]);
  });
  it('Blood Baron of Vizkopa needs both halves of "… and …"', () => {
    const board = (mine: number, theirs: number) => ({
      turn: main,
      players: { p1: { life: mine, battlefield: [{ id: 'b', card: 'Blood Baron of Vizkopa' }] }, p2: { life: theirs } },
    });
    expect(pt(game(board(30, 10), [], { cards: CARDS }), 'b')).toEqual([10, 10]);
    expect(pt(game(board(29, 10), [], { cards: CARDS }), 'b')).toEqual([4, 4]);
    expect(pt(game(board(30, 11), [], { cards: CARDS }), 'b')).toEqual([4, 4]);
  });
});

describe('what an opponent controls; colours (CR 105.2)', () => {
  it('Kavu Runner has haste unless an opponent controls a white or blue creature', () => {
    const board = (theirs: string[], mine: string[] = []) => ({
      turn: main,
      players: { p1: { battlefield: [{ id: 'kavu', card: 'Kavu Runner' }, ...mine] }, p2: { battlefield: theirs } },
    });
    expect(keywords(game(board(['Grizzly Bears']), [], { cards: CARDS }), 'kavu')).toContain('haste');
    expect(keywords(game(board(['Savannah Lions']), [], { cards: CARDS }), 'kavu')).not.toContain('haste');
    // Its own controller's white creature doesn't count.
    expect(keywords(game(board([], ['Savannah Lions']), [], { cards: CARDS }), 'kavu')).toContain('haste');
  });
  it('Bant Sureblade counts another multicolored permanent, not itself or a monocolored one', () => {
    const board = (others: string[]) => ({
      turn: main,
      players: { p1: { battlefield: [{ id: 'sb', card: 'Bant Sureblade' }, ...others] } },
    });
    expect(pt(game(board([]), [], { cards: CARDS }), 'sb')).toEqual([2, 1]);
    expect(pt(game(board(['Savannah Lions']), [], { cards: CARDS }), 'sb')).toEqual([2, 1]);
    const two = game(board(['Blood Baron of Vizkopa']), [], { cards: CARDS });
    expect(pt(two, 'sb')).toEqual([3, 2]);
    expect(keywords(two, 'sb')).toContain('first strike');
  });
  it('Tectonic Edge can be activated only once an opponent controls four lands', () => {
    const board = (n: number) => ({
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'edge', card: 'Tectonic Edge' }, 'Forest'] },
        p2: { battlefield: [{ id: 'dual', card: 'Savannah' }, ...Array(n - 1).fill('Plains')] },
      },
    });
    const three = game(board(3), [{ activate: 'edge', ability: 1, targets: ['dual'] }], { cards: CARDS });
    expect(three.error).toMatch(/"activate only if" condition is not met/i);
    const four = game(board(4), [{ activate: 'edge', ability: 1, targets: ['dual'] }, { pass: true }], {
      cards: CARDS,
    });
    expect(four.error).toBeNull();
    expect(four.names('p2', 'graveyard')).toEqual(['Savannah']);
  });
});

describe('counters on a permanent (CR 122.1)', () => {
  it('Baloth Pup has trample with a +1/+1 counter, not with none or with a -1/-1 counter', () => {
    const board = (counters: Record<string, number>) => ({
      turn: main,
      players: { p1: { battlefield: [{ id: 'pup', card: 'Baloth Pup', counters }] } },
    });
    expect(keywords(game(board({ '+1/+1': 1 }), [], { cards: CARDS }), 'pup')).toContain('trample');
    expect(keywords(game(board({}), [], { cards: CARDS }), 'pup')).not.toContain('trample');
    expect(keywords(game(board({ '-1/-1': 1 }), [], { cards: CARDS }), 'pup')).not.toContain('trample');
  });
});

describe('what happened this turn (CR 121.2, 119.3, 400.7)', () => {
  it('Trench Stalker has deathtouch and lifelink once its controller drew two cards this turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'ts', card: 'Trench Stalker' }, 'Island', 'Island', 'Island'],
            hand: ['Divination'],
            library: ['Forest', 'Forest', 'Forest'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(keywords(g, 'ts')).not.toContain('deathtouch');
    g.act({ cast: 'Divination' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(keywords(g, 'ts')).toEqual(expect.arrayContaining(['deathtouch', 'lifelink']));
  });
  it('Crew Captain is indestructible the turn it enters, not on a later turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Mountain', 'Forest'],
            hand: [{ id: 'cc', card: 'Crew Captain' }],
            library: ['Island', 'Island'],
          },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'cc' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('cc').zone).toBe('battlefield');
    expect(keywords(g, 'cc')).toContain('indestructible');
    // Two turns later (its controller's next turn) it entered on an earlier turn: no longer.
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1' });
    expect(g.get('cc').zone).toBe('battlefield');
    expect(keywords(g, 'cc')).not.toContain('indestructible');
  });
  it('Witch of the Moors triggers at the end step only if its controller gained life this turn', () => {
    const run = (gain: boolean) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [{ id: 'witch', card: 'Witch of the Moors' }, 'Plains', 'Plains'],
              hand: ['Revitalize'],
              library: ['Forest', 'Forest'],
            },
            p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
          },
        },
        [...(gain ? [{ cast: 'Revitalize' }, { pass: true as const }] : []), { advance: 'end' as const }],
        { cards: CARDS },
      );
    const gained = run(true);
    expect(gained.error).toBeNull();
    expect(gained.state.players.p1.life).toBe(23);
    expect(gained.state.pendingDecision).toMatchObject({ purpose: 'targets', rule: '603.3' });
    gained.act({ decide: [] });
    expect(gained.stack()).toEqual(['Witch of the Moors ability']);
    gained.act({ pass: true });
    expect(gained.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    const none = run(false);
    expect(none.error).toBeNull();
    expect(none.state.pendingDecision).toBeNull();
    expect(none.stack()).toEqual([]);
    expect(none.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });
});

describe('"colorless", "multicolored" in object phrases (CR 105.2c)', () => {
  it('Ancient Stirrings offers only the colorless cards among the top five', () => {
    const stirrings = card(
      'Ancient Stirrings',
      '{G}',
      'Sorcery',
      'Look at the top five cards of your library. You may reveal a colorless card from among them and put it into your hand. Then put the rest on the bottom of your library in any order.',
    );
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest'],
            hand: ['Ancient Stirrings'],
            library: [
              { id: 'bear', card: 'Grizzly Bears' },
              { id: 'f1', card: 'Forest' },
              { id: 'lions', card: 'Savannah Lions' },
              { id: 'f2', card: 'Forest' },
              { id: 'baron', card: 'Blood Baron of Vizkopa' },
            ],
          },
        },
      },
      [{ cast: 'Ancient Stirrings' }, { pass: true }],
      { cards: [...CARDS, ...compiled(stirrings)] },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision as { candidates?: string[] } | null;
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('f1').id, g.get('f2').id].sort());
  });
});

describe('"historic" (CR 700.6): an artifact, a legendary or a Saga', () => {
  it("Jhoira's Familiar makes an artifact spell cost {1} less, not a nonhistoric one", () => {
    const familiar = card(
      "Jhoira's Familiar",
      '{4}',
      'Artifact Creature — Bird',
      'Flying\nHistoric spells you cast cost {1} less to cast. (Artifacts, legendaries, and Sagas are historic.)',
      '2/2',
    );
    const gnomes = card(
      'Bottle Gnomes',
      '{3}',
      'Artifact Creature — Gnome',
      'Sacrifice this creature: You gain 3 life.',
      '1/3',
    );
    const armodon = card('Trained Armodon', '{1}{G}{G}', 'Creature — Elephant', '', '3/3');
    const cards = [...CARDS, ...compiled(familiar, gnomes, armodon)];
    const board = (hand: string) => ({
      turn: main,
      players: { p1: { battlefield: ["Jhoira's Familiar", 'Forest', 'Forest'], hand: [hand] } },
    });
    const artifact = game(board('Bottle Gnomes'), [{ cast: 'Bottle Gnomes' }, { pass: true }], { cards });
    expect(artifact.error).toBeNull();
    expect(artifact.names('p1', 'battlefield')).toContain('Bottle Gnomes');
    // Trained Armodon ({1}{G}{G}) is not historic: two Forests can't pay for it.
    const big = game(board('Trained Armodon'), [{ cast: 'Trained Armodon' }], { cards });
    expect(big.error).not.toBeNull();
    expect(big.names('p1', 'hand')).toEqual(['Trained Armodon']);
  });
});

describe('near misses stay text', () => {
  it('"the most creatures" of the defending player is not read (read-conditions.test.ts reads "controls an artifact"); "your commander" is one you own and control (CR 903.3d)', () => {
    const horror = card(
      'Hooded Horror',
      '{4}{B}',
      'Creature — Horror',
      "This creature can't be blocked as long as defending player controls the most creatures or is tied for the most.",
      '4/4',
    );
    expect(unenforced(horror)).toEqual([
      "This creature can't be blocked as long as defending player controls the most creatures or is tied for the most.",
    ]);
    const marshal = card(
      'Angelic Field Marshal',
      '{2}{W}{W}',
      'Creature — Angel Soldier',
      'Flying\nLieutenant — As long as you control your commander, creatures you control have vigilance.',
      '3/3',
    );
    expect(unenforced(marshal)).toEqual([]);
    expect(compileCard(marshal).def.statics?.[0]?.condition).toEqual({
      count: { commander: true, owner: 'you', controller: 'you' },
      range: { min: 1 },
    });
  });
  it('"you have more cards in hand than each opponent" compares hands, not a count of one', () => {
    const keeper = card(
      'Secretkeeper',
      '{3}{U}',
      'Creature — Spirit',
      'As long as you have more cards in hand than each opponent, this creature gets +2/+2 and has flying.',
      '2/3',
    );
    const [def] = compiled(keeper);
    const board = (mine: number, theirs: number) => ({
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'sk', card: 'Secretkeeper' }], hand: Array(mine).fill('Forest') },
        p2: { hand: Array(theirs).fill('Forest') },
      },
    });
    expect(pt(game(board(3, 2), [], { cards: [...CARDS, def!] }), 'sk')).toEqual([4, 5]);
    expect(pt(game(board(2, 2), [], { cards: [...CARDS, def!] }), 'sk')).toEqual([2, 3]);
  });
});
