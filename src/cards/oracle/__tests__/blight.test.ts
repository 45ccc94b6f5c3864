// Blight N (its reminder text: "To blight N, put N -1/-1 counters on a creature you control"; CR
// 122.1): all N on one creature the player controls, chosen (not targeted) as the cost is paid or
// the instruction resolves; it needn't survive them. With no creature, a blight cost can't be paid
// (118.3) and a blight instruction does nothing, so "If you do" fails. Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const stingSlinger = card(
  'Sting-Slinger',
  '{2}{R}',
  'Creature — Goblin Warrior',
  '{1}{R}, {T}, Blight 1: This creature deals 2 damage to each opponent. (To blight 1, put a -1/-1 counter on a creature you control.)',
  '3/3',
);
const spiral = card(
  'Spiral into Solitude',
  '{1}{W}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature can't attack or block.\n{1}{W}, Blight 1, Sacrifice this Aura: Exile enchanted creature. (To blight 1, put a -1/-1 counter on a creature you control.)",
);
const embrace = card(
  "Bogslither's Embrace",
  '{1}{B}',
  'Sorcery',
  'As an additional cost to cast this spell, blight 1 or pay {3}. (To blight 1, put a -1/-1 counter on a creature you control.)\nExile target creature.',
);
const auntie = card(
  'Sourbread Auntie',
  '{2}{R}{R}',
  'Creature — Goblin Warrior',
  'When this creature enters, you may blight 2. If you do, create two 1/1 black and red Goblin creature tokens. (To blight 2, put two -1/-1 counters on a creature you control.)',
  '4/3',
);
const CARDS = compiled(stingSlinger, spiral, embrace, auntie);

describe('blight as a cost', () => {
  it('Sting-Slinger: the -1/-1 counter goes on the creature its controller chooses, and each opponent takes 2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'slinger', card: 'Sting-Slinger' },
              { id: 'bears', card: 'Grizzly Bears' },
              'Mountain',
              'Mountain',
            ],
          },
          p2: {},
        },
      },
      [{ activate: 'slinger' }],
      { cards: CARDS },
    );
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', purpose: 'blight' });
    g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toEqual({ '-1/-1': 1 });
    expect(g.get('slinger').counters ?? {}).toEqual({});
    expect(g.state.players.p2.life).toBe(18);
  });

  it("Spiral into Solitude can't be activated by a player who controls no creature (its creature is the opponent's)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'spiral', card: 'Spiral into Solitude', attachedTo: 'bears' }, 'Plains', 'Plains'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ activate: 'spiral' })).toThrow(/no creature .*blight/);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it("Bogslither's Embrace: blighting pays its additional cost; with no creature only {3} is offered", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'elves', card: 'Llanowar Elves' }, 'Swamp', 'Swamp'],
            hand: ["Bogslither's Embrace"],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: "Bogslither's Embrace", targets: ['spider'] }],
      { cards: CARDS },
    );
    // Only blight 1 is payable with two Swamps ({1}{B} + {3} is five).
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.names('p2', 'exile')).toEqual(['Giant Spider']);
    // Llanowar Elves (1/1) got the counter and died to the state-based action (CR 704.5f).
    expect(g.names('p1', 'graveyard').sort()).toEqual(["Bogslither's Embrace", 'Llanowar Elves']);
    const none = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp'], hand: ["Bogslither's Embrace"] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => none.act({ cast: "Bogslither's Embrace", targets: ['spider'] })).toThrow();
    expect(none.names('p1', 'hand')).toEqual(["Bogslither's Embrace"]);
  });
});

describe('blight as an instruction: "you may blight 2. If you do, …"', () => {
  const board = {
    turn: main,
    players: {
      p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Sourbread Auntie'] },
      p2: {},
    },
  };

  it('Sourbread Auntie: yes — two -1/-1 counters on itself (its only creature) and two Goblins', () => {
    const g = game(board, [{ cast: 'Sourbread Auntie' }, { pass: true }, { pass: true }], { cards: CARDS });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.get('Sourbread Auntie').counters).toEqual({ '-1/-1': 2 });
    expect(g.names('p1', 'battlefield').filter((n) => /Goblin/.test(n))).toHaveLength(2);
  });

  it('no — no counters and no Goblins', () => {
    const g = game(board, [{ cast: 'Sourbread Auntie' }, { pass: true }, { pass: true }], { cards: CARDS });
    g.act({ decide: false });
    expect(g.get('Sourbread Auntie').counters ?? {}).toEqual({});
    expect(g.names('p1', 'battlefield').filter((n) => /Goblin/.test(n))).toHaveLength(0);
  });

  it('near miss: "Then if it isn\'t your main phase, blight 2." (Dose of Dawnglow) stays text', () => {
    const c = card(
      'Dose of Dawnglow',
      '{4}{B}',
      'Instant',
      "Return target creature card from your graveyard to the battlefield. Then if it isn't your main phase, blight 2. (Put two -1/-1 counters on a creature you control.)",
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
