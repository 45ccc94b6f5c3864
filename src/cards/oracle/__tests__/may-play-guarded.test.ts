// "You may exile the top card of your library. Until end of turn, you may play that card" and
// "If you control an outlaw, exile the top card of your library. Until the end of your next turn,
// you may play that card" (CR 608.2c, 601.3): the permission is given under the exile's own guard
// — when the exile didn't happen, nothing was exiled and nothing may be played. "Cards exiled this
// way" (CR 608.2c) names every card the effect exiled, so it is read only when one instruction
// exiled. Real cards: Harnesser of Storms, Outlaws' Fury, Escape to the Wilds;
// and the trailing "You may play those cards until your next end step" (CR 513.1): Opera Love Song. Near miss that
// stays text: Dream Harvest (the free cast).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const harnesser = card(
  'Harnesser of Storms',
  '{2}{R}',
  'Creature — Otter Wizard',
  'Whenever you cast a noncreature or Otter spell, you may exile the top card of your library. Until end of turn, you may play that card. This ability triggers only once each turn.',
  '1/4',
);
const fury = card(
  "Outlaws' Fury",
  '{2}{R}',
  'Instant',
  'Creatures you control get +2/+0 until end of turn. If you control an outlaw, exile the top card of your library. Until the end of your next turn, you may play that card. (Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)',
);
const wilds = card(
  'Escape to the Wilds',
  '{3}{R}{G}',
  'Sorcery',
  'Exile the top five cards of your library. You may play cards exiled this way until the end of your next turn.\nYou may play an additional land this turn.',
);
const opera = card(
  'Opera Love Song',
  '{1}{R}',
  'Instant',
  'Choose one —\n• Exile the top two cards of your library. You may play those cards until your next end step.\n• One or two target creatures each get +2/+0 until end of turn.',
);
const rogue = card('Test Rogue', '{1}', 'Creature — Human Rogue', '', '1/1');
const dreamHarvest = card(
  'Dream Harvest',
  '{5}{U}{B}',
  'Sorcery',
  'Each opponent exiles cards from the top of their library until they have exiled cards with total mana value 5 or greater this way. Until end of turn, you may cast cards exiled this way without paying their mana costs.',
);
const CARDS = compiled(harnesser, fury, wilds, opera, rogue);
const BOLTS = ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'];

function stackEmpty(g: ReturnType<typeof game>) {
  for (let i = 0; i < 6 && (g.state.stack.length || g.state.pendingDecision); i++) {
    if (g.state.pendingDecision) return;
    g.act({ pass: true });
  }
}

describe("a play permission under its exile's guard (CR 608.2c, 601.3)", () => {
  const harnesserSetup = {
    turn: main,
    players: {
      p1: {
        hand: ['Lightning Bolt'],
        battlefield: ['Mountain', 'Mountain', { id: 'h', card: 'Harnesser of Storms' }],
        library: BOLTS,
      },
      p2: { library: ['Island', 'Island'] },
    },
  };

  it('Harnesser of Storms: choosing to exile, the exiled Bolt may be cast this turn', () => {
    const g = game(harnesserSetup, [{ cast: 'Lightning Bolt', targets: ['p2'] }], { cards: CARDS });
    stackEmpty(g);
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: true });
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    stackEmpty(g);
    expect(g.state.players.p2.life).toBe(17);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    stackEmpty(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(14);
    expect(g.names('p1', 'exile')).toEqual([]);
  });

  it('Harnesser of Storms: declining, nothing is exiled and no card of the library may be played', () => {
    const g = game(harnesserSetup, [{ cast: 'Lightning Bolt', targets: ['p2'] }], { cards: CARDS });
    stackEmpty(g);
    g.act({ decide: false });
    stackEmpty(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual([]);
    expect(g.state.players.p1.library).toHaveLength(5);
    expect(g.state.players.p2.life).toBe(17);
  });

  const furySetup = (withRogue: boolean) => ({
    turn: main,
    players: {
      p1: {
        hand: ["Outlaws' Fury"],
        battlefield: [
          'Mountain',
          'Mountain',
          'Mountain',
          'Mountain',
          { id: 'b', card: 'Grizzly Bears' },
          ...(withRogue ? [{ id: 'r', card: 'Test Rogue' }] : []),
        ],
        library: BOLTS,
      },
      p2: { library: ['Island', 'Island'] },
    },
  });

  it("Outlaws' Fury with an outlaw: the top card is exiled and may be cast", () => {
    const g = game(furySetup(true), [{ cast: "Outlaws' Fury" }], { cards: CARDS });
    stackEmpty(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    stackEmpty(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });

  it("Outlaws' Fury without an outlaw: nothing is exiled, the Bears still get +2/+0", () => {
    const g = game(furySetup(false), [{ cast: "Outlaws' Fury" }], { cards: CARDS });
    stackEmpty(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual([]);
    expect(g.state.players.p1.library).toHaveLength(5);
    expect(g.get('b')).toBeTruthy();
  });

  it('Escape to the Wilds: the five cards exiled this way may be played', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Escape to the Wilds'],
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Forest', 'Forest', 'Mountain'],
            library: BOLTS,
          },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'Escape to the Wilds' }],
      { cards: CARDS },
    );
    stackEmpty(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toHaveLength(5);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    stackEmpty(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'exile')).toHaveLength(4);
  });

  it('Opera Love Song: "You may play those cards until your next end step" (CR 513.1) ends as that step begins', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Opera Love Song'], battlefield: ['Mountain', 'Mountain', 'Mountain'], library: BOLTS },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Opera Love Song').id, modes: [0] });
    stackEmpty(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt', 'Lightning Bolt']);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    stackEmpty(g);
    expect(g.state.players.p2.life).toBe(17);
    g.act({ advance: 'end' });
    expect(g.error).toBeNull();
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow();
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
  });

  it('near miss: Dream Harvest\'s "cards exiled this way without paying their mana costs" stays text', () => {
    expect(unenforced(dreamHarvest)).toHaveLength(1);
  });

  it('"cards exiled this way" after two exiling instructions stays text (a constructed wording)', () => {
    const two = card(
      'Two Exiles',
      '{3}{R}',
      'Sorcery',
      'Exile target creature, then exile the top card of your library. Until end of turn, you may play cards exiled this way.',
    );
    expect(unenforced(two)).toHaveLength(1);
  });
});
