// A spell's or ability's own cost reduction (CR 601.2f, 602.2b) naming coloured mana — "This spell
// costs {2}{U} less to cast if …", "… {G} less … for each green creature you control" — takes off
// one symbol of its colour for each coloured symbol, or generic mana when none of that colour is
// left (118.7); and the counts and conditions these reductions read: the creatures that attacked
// this turn (508.1), another instant or sorcery spell cast this turn (601.2i).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { parseCondition } from '../phrases/conditions';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const hydra = card(
  'Khalni Hydra',
  '{G}{G}{G}{G}{G}{G}{G}{G}',
  'Creature — Hydra',
  'This spell costs {G} less to cast for each green creature you control.\nTrample',
  '8/8',
);
const stormwing = card(
  'Stormwing Entity',
  '{3}{U}{U}',
  'Creature — Elemental',
  "This spell costs {2}{U} less to cast if you've cast an instant or sorcery spell this turn.\nFlying\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\nWhen this creature enters, scry 2.",
  '3/3',
);
const kami = card(
  'Kami of Jealous Thirst',
  '{B}',
  'Creature — Spirit',
  "Deathtouch\n{4}{B}: Each opponent loses 2 life and you gain 2 life. This ability costs {4}{B} less to activate if you've drawn three or more cards this turn. Activate only once each turn.",
  '1/3',
);
const rowdy = card(
  'Rowdy Research',
  '{6}{U}',
  'Instant',
  'This spell costs {1} less to cast for each creature that attacked this turn.\nDraw three cards.',
);
const captain = card(
  'Search Party Captain',
  '{3}{W}',
  'Creature — Human Soldier',
  'This spell costs {1} less to cast for each creature you attacked with this turn.\nWhen this creature enters, draw a card.',
  '2/2',
);
const duel = card(
  'Mage Duel',
  '{2}{G}',
  'Sorcery',
  "This spell costs {2} less to cast if you've cast another instant or sorcery spell this turn.\nTarget creature you control gets +1/+2 until end of turn. Then it fights target creature you don't control. (Each deals damage equal to its power to the other.)",
);

// Grizzly Bears, Lightning Bolt and the basic lands are the pool's own.
const cards = compiled(hydra, stormwing, kami, rowdy, captain, duel);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

describe("a coloured reduction of the spell's own cost (CR 118.7)", () => {
  const hydraBoard = (forests: number) => ({
    turn: main,
    players: {
      p1: {
        battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears', ...Array(forests).fill('Forest')],
        hand: ['Khalni Hydra'],
      },
      p2: {},
    },
  });

  it("Khalni Hydra with three green creatures costs {G}{G}{G}{G}{G}: five Forests pay it, four don't", () => {
    const g = game(hydraBoard(5), [{ cast: 'Khalni Hydra' }], { cards });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Khalni Hydra']);
    const four = game(hydraBoard(4), [], { cards });
    expect(() => four.act({ cast: 'Khalni Hydra' })).toThrow(/no way to pay/);
  });

  it('Stormwing Entity after an instant costs {1}{U}: a Mountain and an Island pay it', () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: ['Mountain', 'Mountain', 'Island'], hand: ['Lightning Bolt', 'Stormwing Entity'], library },
        p2: { library },
      },
    };
    const before = game(board, [], { cards });
    expect(() => before.act({ cast: 'Stormwing Entity' })).toThrow(/no way to pay/);
    const g = game(board, [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }, { cast: 'Stormwing Entity' }], {
      cards,
    });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.stack()).toEqual(['Stormwing Entity']);
  });
});

describe("a coloured reduction of an ability's own cost (CR 602.2b)", () => {
  const board = {
    turn: main,
    players: { p1: { battlefield: [{ id: 'kami', card: 'Kami of Jealous Thirst' }], library }, p2: {} },
  };

  it('Kami of Jealous Thirst costs nothing once three cards are drawn: the opponent loses 2, you gain 2', () => {
    const g = game(board, [], { cards });
    expect(() => g.act({ activate: 'kami' })).toThrow();
    g.perform({ type: 'sandbox', on: true });
    g.perform({ type: 'draw', player: 'p1', count: 3 });
    g.act({ activate: 'kami' });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(22);
  });
});

describe('"for each creature that attacked this turn", "… you attacked with this turn" (CR 508.1)', () => {
  const board = (hand: string, lands: string[]) => ({
    turn: main,
    players: {
      p1: {
        battlefield: [
          { id: 'b1', card: 'Grizzly Bears' },
          { id: 'b2', card: 'Grizzly Bears' },
          { id: 'b3', card: 'Grizzly Bears' },
          ...lands,
        ],
        hand: [hand],
        library,
      },
      p2: { library },
    },
  });

  it("Rowdy Research costs {3}{U} once three creatures attacked, and can't be cast for four lands before", () => {
    const lands = ['Island', 'Island', 'Island', 'Island'];
    const before = game(board('Rowdy Research', lands), [], { cards });
    expect(() => before.act({ cast: 'Rowdy Research' })).toThrow(/no way to pay/);
    const g = game(board('Rowdy Research', lands), [], { cards });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['b1', 'b2', 'b3'] });
    g.act({ cast: 'Rowdy Research' });
    expect(g.stack()).toEqual(['Rowdy Research']);
  });

  it('Search Party Captain costs {1}{W} in the second main phase after two creatures attacked', () => {
    const lands = ['Plains', 'Plains'];
    const g = game(board('Search Party Captain', lands), [], { cards });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['b1', 'b2'] });
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(16);
    g.act({ cast: 'Search Party Captain' });
    expect(g.stack()).toEqual(['Search Party Captain']);
  });
});

describe('"if you\'ve cast another instant or sorcery spell this turn" (CR 601.2i)', () => {
  it('Mage Duel costs {G} after a Lightning Bolt: the spell being cast is not yet among them', () => {
    const board = {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'mine', card: 'Grizzly Bears' }, 'Mountain', 'Forest'],
          hand: ['Lightning Bolt', 'Mage Duel'],
          library,
        },
        p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }], library },
      },
    };
    const before = game(board, [], { cards });
    expect(() => before.act({ cast: 'Mage Duel', targets: ['mine', 'theirs'] })).toThrow(/no way to pay/);
    const g = game(
      board,
      [
        { cast: 'Lightning Bolt', targets: ['p2'] },
        { pass: true },
        { cast: 'Mage Duel', targets: ['mine', 'theirs'] },
        { pass: true },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual([]);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });
});

describe('near misses stay text', () => {
  it('a coloured reduction counting "instant and sorcery spell[s] you\'ve cast"', () => {
    const demilich = card(
      'Demilich',
      '{U}{U}{U}{U}',
      'Creature — Skeleton Wizard',
      "This spell costs {U} less to cast for each instant and sorcery spell you've cast this turn.\nWhenever this creature attacks, exile up to one target instant or sorcery card from your graveyard. Copy it. You may cast the copy.",
      '4/3',
    );
    expect(unenforced(demilich)).toContain(
      "This spell costs {U} less to cast for each instant and sorcery spell you've cast this turn.",
    );
  });

  it('a coloured reduction of a cost with a hybrid symbol (which symbol it takes off is a choice)', () => {
    // Khalni Hydra's text on a hybrid cost (no printed card has one): the guard, not a card.
    const hybrid = card('Khalni Hydra', '{G/W}{G}{G}', 'Creature — Hydra', hydra.oracle_text ?? '', '8/8');
    expect(unenforced(hybrid)).toHaveLength(1);
  });
});

describe('the conditions and counts read', () => {
  const opponents = { ref: 'players', which: 'opponents' };
  it('"an opponent has drawn four or more cards this turn" (CR 121.2)', () => {
    expect(parseCondition('an opponent has drawn four or more cards this turn')).toEqual({
      compare: [{ cardsDrawnThisTurn: opponents }, '>=', 4],
    });
  });
  it('"your life total is 5 or less" (CR 119.1)', () => {
    expect(parseCondition('your life total is 5 or less')).toEqual({
      compare: [{ lifeOf: { ref: 'you' } }, '<=', 5],
    });
  });
  it('"an opponent controls no basic lands": none', () => {
    expect(parseCondition('an opponent controls no basic lands')).toEqual({
      count: { types: ['land'], supertypes: ['basic'], controller: 'opponent' },
      range: { max: 0 },
    });
  });
  it('"you\'ve gained 3 or more life this turn" (CR 119.3)', () => {
    expect(parseCondition("you've gained 3 or more life this turn")).toEqual({
      lifeThisTurn: { ref: 'you' },
      change: 'gained',
      range: { min: 3 },
    });
  });
  it("Delightful Discovery counts the spells its caster's opponents cast this turn (CR 601.2i)", () => {
    const discovery = card(
      'Delightful Discovery',
      '{4}{U}',
      'Instant',
      'This spell costs {1} less to cast for each spell your opponents have cast this turn.\nScry 2, then draw two cards. (To scry 2, look at the top two cards of your library, then put any number of them on the bottom and the rest on top in any order.)',
    );
    const [def] = compiled(discovery);
    expect(def?.costChanges).toEqual([{ change: 'less', mana: '{1}', each: { spellsCastThisTurn: opponents } }]);
  });
});
