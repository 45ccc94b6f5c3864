import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('CR 107.5 / 302.6 — the tap symbol', () => {
  it("a tapped permanent can't be tapped to pay {T}", () => {
    const g = game({ turn: main, players: { p1: { battlefield: [{ card: 'Forest', tapped: true }] } } }, [
      { activate: 'Forest' },
    ]);
    expect(g.error).toMatch(/already tapped.*107\.5/);
    expect(g.state.players.p1.manaPool).toEqual({});
  });
  it("a summoning-sick creature's {T} mana ability can't be activated (302.6)", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ card: 'Llanowar Elves', summoningSick: true }] } } },
      [{ activate: 'Llanowar Elves' }],
    );
    expect(g.error).toMatch(/came under its controller's control this turn.*302\.6/);
    expect(g.get('Llanowar Elves').tapped).toBe(false);
  });
  it('a creature controlled since the start of the turn can tap for mana', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Llanowar Elves'] } } }, [
      { activate: 'Llanowar Elves' },
    ]);
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
  });
  it("a noncreature artifact's {T} ability works the turn it enters (302.6 is about creatures)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ card: 'Fellwar Stone', summoningSick: true }] },
          p2: { battlefield: ['Plains'] },
        },
      },
      [{ activate: 'Fellwar Stone' }],
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ W: 1 });
  });
  it("a creature that entered this turn can tap for mana on its controller's next turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ card: 'Llanowar Elves', summoningSick: true }], library: ['Island'] },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'next-turn' }, { advance: 'next-turn' }, { activate: 'Llanowar Elves' }],
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.number).toBe(5);
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
  });
});

describe('CR 107.6 / 302.6 — the untap symbol', () => {
  it("an untapped permanent can't be untapped to pay {Q}", () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'CC', battlefield: ['Pili-Pala'] } } }, [
      { activate: 'Pili-Pala', mana: 'U' },
    ]);
    expect(g.error).toMatch(/already untapped.*107\.6/);
    expect(g.state.players.p1.manaPool).toEqual({ C: 2 });
  });
  it("a summoning-sick creature's {Q} ability can't be activated", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { manaPool: 'CC', battlefield: [{ card: 'Pili-Pala', tapped: true, summoningSick: true }] } },
      },
      [{ activate: 'Pili-Pala', mana: 'U' }],
    );
    expect(g.error).toMatch(/302\.6/);
  });
  it('Order of Whiteclay: {1}{W}{W}, {Q} returns a creature card with mana value 3 or less', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains', { card: 'Order of Whiteclay', tapped: true }],
            graveyard: ['Grizzly Bears'],
          },
        },
      },
      [{ activate: 'Order of Whiteclay', targets: ['Grizzly Bears'] }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.get('Order of Whiteclay').tapped).toBe(false);
  });
});

describe("CR 605.3a — paying a mana ability's own mana cost", () => {
  it("Pili-Pala's {2} is paid by tapping other mana sources when the pool is empty", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Island', 'Swamp', { card: 'Pili-Pala', tapped: true }] } } },
      [{ activate: 'Pili-Pala', mana: 'G' }],
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
    expect(g.get('Island').tapped).toBe(true);
    expect(g.get('Swamp').tapped).toBe(true);
  });
});
